import type { Account } from '../account/account';
import type { Clock } from '../ports/clock';
import type { DeliverySettings } from './deliver-attempt';
import { buildEnvelope, newDeliveryId, serializeEnvelope } from './envelope';
import { PING_EVENT } from './events';
import type { HookStore } from './hook-store';
import type { TestDelivery } from './hook-responses';
import { assertDeliverable, ownHook } from './manage-hooks';
import type { AttemptOutcome, DeliverableUrlCheck, WebhookSender } from './webhook-sender';

export interface TestHookServices {
  hooks: Pick<HookStore, 'get'>;
  clock: Clock;
  checkUrl: DeliverableUrlCheck;
  sender: WebhookSender;
  delivery: Pick<DeliverySettings, 'attemptTimeoutMs'>;
}

/**
 * POST /api/webhooks/hooks/{id}/test (§4.9): one signed `ping`, no retries, no
 * change to the hook's delivery state. A stored URL that is no longer
 * deliverable (its name now resolves to a private address) is 400 URL_NOT_DELIVERABLE.
 */
export async function testHook(services: TestHookServices, account: Account, hookId: string): Promise<TestDelivery> {
  const hook = await ownHook(services, account, hookId);
  await assertDeliverable(services, hook.webhook_url);
  const now = services.clock.now();
  const envelope = buildEnvelope(PING_EVENT, { hook_id: hook.id, message: 'Test delivery: your endpoint is reachable and can verify signatures.' }, now);
  const outcome = await services.sender.send({
    url: hook.webhook_url,
    secret: hook.secret,
    event: PING_EVENT,
    body: serializeEnvelope(envelope),
    deliveryId: newDeliveryId(),
    timestampSec: Math.floor(now.getTime() / 1000),
    timeoutMs: services.delivery.attemptTimeoutMs,
  });
  return testHookView(outcome);
}

/** §4.9's answer: `delivered` when the endpoint answered 2xx, its status (0 when unreachable), and why not. */
export function testHookView(outcome: AttemptOutcome): TestDelivery {
  return { delivered: outcome.ok, status: outcome.status, ...(outcome.error ? { error: outcome.error } : {}) };
}
