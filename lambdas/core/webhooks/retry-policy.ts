/**
 * Delivery retries and auto-disable (spec §3.2, §6 rules 4–5).
 *
 * One delivery = up to 3 attempts, the 2nd 30 s after the 1st fails and the
 * 3rd 120 s after the 2nd (both fit SQS's 900 s message delay). A delivery
 * fails when its last attempt fails; `failure_count` counts failed deliveries
 * in a row, a delivered one resets it, and the 20th in a row switches the
 * hook off. Attempts that will be retried do not count.
 */

export const MAX_ATTEMPTS = 3;
/** Delay before attempt n+1 after attempt n failed, indexed by n-1. */
export const RETRY_DELAYS_SECONDS = [30, 120] as const;
export const ATTEMPT_TIMEOUT_MS = 10_000;
export const AUTO_DISABLE_AFTER_FAILURES = 20;

/** `last_status` values of the hook object (§2.6). */
export const LAST_STATUSES = ['delivered', 'retrying', 'failed'] as const;
export type LastStatus = (typeof LAST_STATUSES)[number];

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

export type AttemptPlan =
  | { kind: 'delivered' }
  | { kind: 'retry'; nextAttempt: number; delaySeconds: number }
  | { kind: 'failed' };

/**
 * What happens after attempt `attempt` (1-based) ended with `ok`. `delaysSeconds`
 * is only ever shortened by tests that cannot wait minutes for a retry.
 */
export function planAfterAttempt(attempt: number, ok: boolean, delaysSeconds: readonly number[] = RETRY_DELAYS_SECONDS): AttemptPlan {
  if (ok) return { kind: 'delivered' };
  const delaySeconds = delaysSeconds[attempt - 1];
  return attempt < MAX_ATTEMPTS && delaySeconds !== undefined
    ? { kind: 'retry', nextAttempt: attempt + 1, delaySeconds }
    : { kind: 'failed' };
}

/** The delivery bookkeeping fields of a hook (§2.6). */
export interface HookDeliveryState {
  active: boolean;
  failure_count: number;
  last_delivery_at: string | null;
  last_status: LastStatus | null;
}

/** The hook's next delivery state after an attempt whose plan was `plan`, made at `at`. */
export function hookStateAfterAttempt(state: HookDeliveryState, plan: AttemptPlan, at: Date): HookDeliveryState {
  const last_delivery_at = at.toISOString();
  switch (plan.kind) {
    case 'delivered':
      return { ...state, failure_count: 0, last_delivery_at, last_status: 'delivered' };
    case 'retry':
      return { ...state, last_delivery_at, last_status: 'retrying' };
    case 'failed': {
      const failure_count = state.failure_count + 1;
      const active = state.active && failure_count < AUTO_DISABLE_AFTER_FAILURES;
      return { active, failure_count, last_delivery_at, last_status: 'failed' };
    }
  }
}

/** Any PATCH resets the count (§3.2); `active` only changes when given. */
export function hookStateAfterUpdate(state: HookDeliveryState, active: boolean | undefined): HookDeliveryState {
  return { ...state, active: active ?? state.active, failure_count: 0 };
}
