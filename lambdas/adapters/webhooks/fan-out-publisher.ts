/**
 * The EventPublisher of webhooks: one queued delivery per active hook of the
 * account subscribed to the event. Delivery ids are derived from (event id, hook id),
 * so a republished event is recognized by the attempt ledger and sent once.
 */
import type { EventPublisher } from '../../core/events/event-publisher';
import { deliveryIdFor, type DeliveryQueue } from '../../core/webhooks/delivery-message';
import { serializeEnvelope } from '../../core/webhooks/envelope';
import { isWebhookEvent } from '../../core/webhooks/events';
import type { HookSubscriptions } from '../../core/webhooks/hook-store';

export function fanOutPublisher(hooks: HookSubscriptions, queue: DeliveryQueue): EventPublisher {
  return {
    async publish(userId, envelope) {
      // `ping` goes only to one hook, straight from the test endpoint; nothing subscribes to it.
      if (!isWebhookEvent(envelope.event)) return;
      const targets = await hooks.subscribed(userId, envelope.event);
      if (targets.length === 0) return;
      const body = serializeEnvelope(envelope);
      await queue.send(
        targets.map((hook) => ({
          message: { deliveryId: deliveryIdFor(envelope.id, hook.id), userId, hookId: hook.id, event: envelope.event, body, attempt: 1 },
        })),
      );
    },
  };
}
