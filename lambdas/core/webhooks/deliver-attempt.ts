import type { Clock } from '../ports/clock';
import { WEBHOOK_DELIVERIES } from '../settings';
import type { DeliveryMessage, DeliveryQueue } from './delivery-message';
import type { HookStore } from './hook-store';
import { ATTEMPT_TIMEOUT_MS, RETRY_DELAYS_SECONDS, hookStateAfterAttempt, planAfterAttempt, type AttemptPlan } from './retry-policy';
import type { WebhookSender } from './webhook-sender';

/** How deliveries are timed; the defaults are the documented ones, tests shorten them. */
export interface DeliverySettings {
  attemptTimeoutMs: number;
  /** Delay before the 2nd and the 3rd attempt. */
  retryDelaysSeconds: readonly number[];
  /** A claimed attempt not recorded within this is taken over; longer than an attempt plus its bookkeeping. */
  claimLeaseSeconds: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  attemptTimeoutMs: ATTEMPT_TIMEOUT_MS,
  retryDelaysSeconds: RETRY_DELAYS_SECONDS,
  claimLeaseSeconds: WEBHOOK_DELIVERIES.claimLeaseSeconds,
};

export interface DeliveryServices {
  hooks: HookStore;
  queue: DeliveryQueue;
  sender: WebhookSender;
  clock: Clock;
  delivery: DeliverySettings;
}

export type AttemptResult =
  /** The hook is deleted or switched off: nothing was sent. */
  | 'skipped'
  /** Another copy of this message already sent (or is sending) this attempt. */
  | 'duplicate'
  | AttemptPlan['kind'];

/**
 * One attempt of a queued delivery (§6 rules 3–5). The attempt is claimed in the
 * ledger before sending, so a redelivered or republished message never sends it
 * again; its outcome and the hook's new state are recorded in one write; a failed
 * attempt queues the next one with the backoff delay.
 */
export async function deliverAttempt(services: DeliveryServices, message: DeliveryMessage): Promise<AttemptResult> {
  const { hooks, clock, delivery } = services;
  const hook = await hooks.get(message.userId, message.hookId);
  if (!hook?.active) return 'skipped';

  const claim = await hooks.claimAttempt(message.deliveryId, message.attempt, clock.now(), delivery.claimLeaseSeconds);
  if (claim.kind === 'busy') return 'duplicate';
  if (claim.kind === 'done') {
    // The earlier run may have stopped before queueing the retry; queueing it again is harmless (the ledger dedupes).
    await queueFollowUp(services, message, claim.plan);
    return 'duplicate';
  }

  const startedAt = clock.now();
  const outcome = await services.sender.send({
    url: hook.webhook_url,
    secret: hook.secret,
    event: message.event,
    body: message.body,
    deliveryId: message.deliveryId,
    timestampSec: Math.floor(startedAt.getTime() / 1000),
    timeoutMs: delivery.attemptTimeoutMs,
  });
  const plan = planAfterAttempt(message.attempt, outcome.ok, delivery.retryDelaysSeconds);
  const at = clock.now();
  await hooks.recordAttempt({
    userId: message.userId,
    hookId: message.hookId,
    deliveryId: message.deliveryId,
    attempt: message.attempt,
    token: claim.token,
    plan,
    entry: {
      at: startedAt.toISOString(),
      delivery_id: message.deliveryId,
      event: message.event,
      attempt: message.attempt,
      ok: outcome.ok,
      status: outcome.status,
      error: outcome.error ?? null,
      duration_ms: outcome.durationMs,
      response_snippet: outcome.responseSnippet,
    },
    next: (state) => hookStateAfterAttempt(state, plan, at),
  });
  await queueFollowUp(services, message, plan);
  return plan.kind;
}

async function queueFollowUp(services: DeliveryServices, message: DeliveryMessage, plan: AttemptPlan): Promise<void> {
  if (plan.kind !== 'retry') return;
  await services.queue.send([{ message: { ...message, attempt: plan.nextAttempt }, delaySeconds: plan.delaySeconds }]);
}
