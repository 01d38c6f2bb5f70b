import { describe, expect, it } from 'vitest';
import {
  AUTO_DISABLE_AFTER_FAILURES,
  MAX_ATTEMPTS,
  hookStateAfterAttempt,
  hookStateAfterUpdate,
  isSuccessStatus,
  planAfterAttempt,
} from '../../../lambdas/core/webhooks/retry-policy';
import type { HookDeliveryState } from '../../../lambdas/core/webhooks/retry-policy';

const at = new Date('2026-01-01T00:00:00.000Z');
const fresh: HookDeliveryState = { active: true, failure_count: 0, last_delivery_at: null, last_status: null };

describe('§6 rule 4: up to 3 attempts per delivery', () => {
  it('retries after 30 s and then 120 s, and the 3rd failed attempt fails the delivery', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(planAfterAttempt(1, false)).toEqual({ kind: 'retry', nextAttempt: 2, delaySeconds: 30 });
    expect(planAfterAttempt(2, false)).toEqual({ kind: 'retry', nextAttempt: 3, delaySeconds: 120 });
    expect(planAfterAttempt(3, false)).toEqual({ kind: 'failed' });
  });

  it('stops at the first 2xx', () => {
    for (const attempt of [1, 2, 3]) expect(planAfterAttempt(attempt, true)).toEqual({ kind: 'delivered' });
  });

  it('counts only 2xx as success (3xx redirects are failures)', () => {
    expect([199, 200, 204, 299, 301, 302, 404, 500].map(isSuccessStatus)).toEqual([false, true, true, true, false, false, false, false]);
  });
});

describe('§3.2 / §6 rule 5: failure_count and auto-disable', () => {
  const failDelivery = (state: HookDeliveryState) => hookStateAfterAttempt(state, planAfterAttempt(3, false), at);

  it('a failed delivery increments failure_count; a retried attempt does not', () => {
    const retrying = hookStateAfterAttempt(fresh, planAfterAttempt(1, false), at);
    expect(retrying).toEqual({ active: true, failure_count: 0, last_delivery_at: at.toISOString(), last_status: 'retrying' });
    expect(failDelivery(retrying)).toMatchObject({ failure_count: 1, last_status: 'failed', active: true });
  });

  it('a delivered attempt resets failure_count', () => {
    const failing = { ...fresh, failure_count: 7 };
    expect(hookStateAfterAttempt(failing, planAfterAttempt(2, true), at)).toEqual({
      active: true,
      failure_count: 0,
      last_delivery_at: at.toISOString(),
      last_status: 'delivered',
    });
  });

  it('the 20th failed delivery in a row switches the hook off, the 19th does not', () => {
    let state = fresh;
    for (let i = 1; i < AUTO_DISABLE_AFTER_FAILURES; i++) state = failDelivery(state);
    expect(state).toMatchObject({ active: true, failure_count: 19 });
    expect(failDelivery(state)).toMatchObject({ active: false, failure_count: 20 });
  });

  it('a PATCH resets failure_count and switches back on only when active is given', () => {
    const off = { ...fresh, active: false, failure_count: 20 };
    expect(hookStateAfterUpdate(off, undefined)).toMatchObject({ active: false, failure_count: 0 });
    expect(hookStateAfterUpdate(off, true)).toMatchObject({ active: true, failure_count: 0 });
  });
});
