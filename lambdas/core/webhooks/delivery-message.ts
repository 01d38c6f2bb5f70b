/**
 * What the delivery queue carries: one attempt of one hook's delivery of one event.
 * The body is the serialized envelope, so every attempt sends the same bytes.
 */
import * as z from 'zod';
import { stableEventId } from '../events/event-publisher';
import { PING_EVENT, WEBHOOK_EVENTS } from './events';

export const deliveryMessageSchema = z.object({
  deliveryId: z.string().min(1),
  userId: z.string().min(1),
  hookId: z.string().min(1),
  event: z.enum([...WEBHOOK_EVENTS, PING_EVENT]),
  body: z.string(),
  /** 1-based. */
  attempt: z.number().int().min(1),
});
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

export interface QueuedDelivery {
  message: DeliveryMessage;
  /** Wait before the message can be received (SQS allows up to 900). */
  delaySeconds?: number;
}

/** Port: the delivery queue (SQS in AWS, a LocalQueue locally). */
export interface DeliveryQueue {
  send(deliveries: readonly QueuedDelivery[]): Promise<void>;
}

/**
 * `dlv_<uuid>` derived from the event and the hook, so publishing an event twice
 * yields the same delivery, which the attempt ledger sends once.
 */
export function deliveryIdFor(eventId: string, hookId: string): string {
  // The same hash-to-uuid derivation as stable event ids, under the delivery prefix.
  return `dlv_${stableEventId('delivery', eventId, hookId).slice('evt_'.length)}`;
}
