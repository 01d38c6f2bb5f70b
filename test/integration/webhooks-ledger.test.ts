import { activeHook } from '../support/hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import { dynamoHookStore } from '../../lambdas/adapters/dynamo/hook-store';
import { ensureTable } from '../../lambdas/adapters/dynamo/bootstrap-table';
import type { Hook, HookStore } from '../../lambdas/core/webhooks/hook-store';
import { hookStateAfterAttempt, planAfterAttempt, type HookDeliveryState } from '../../lambdas/core/webhooks/retry-policy';

let db: Db;
let store: HookStore;
beforeAll(async () => {
  db = createDb({ tableName: `test-${randomUUID()}`, endpoint: inject('dynamodbEndpoint') });
  await ensureTable(db);
  store = dynamoHookStore(db);
});
afterAll(() => db?.raw.destroy());

const t0 = new Date('2026-03-01T12:00:00.000Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

async function storedHook(): Promise<Hook> {
  const { user_id } = await createAccount(dynamoAccountStore(db), { email: `${randomUUID()}@example.com`, name: 'Ledger', plan: 'agency', credits: 0 });
  const hook = activeHook(user_id, { event: 'video.failed', webhook_url: 'https://receiver.example.com/hook', created_at: t0.toISOString() });
  await store.create(hook, { rateWindows: [], maxHooks: 25 });
  return hook;
}

function failedRecord(hook: Hook, deliveryId: string, token: string) {
  const plan = planAfterAttempt(3, false);
  return {
    userId: hook.user_id,
    hookId: hook.id,
    deliveryId,
    attempt: 3,
    token,
    plan,
    entry: { at: t0.toISOString(), delivery_id: deliveryId, event: 'video.failed', attempt: 3, ok: false, status: 500, error: 'HTTP 500', duration_ms: 1, response_snippet: '' },
    next: (state: HookDeliveryState) => hookStateAfterAttempt(state, plan, t0),
  };
}

describe('attempt ledger (exactly-once effects of a redelivered SQS message)', () => {
  it('an attempt is claimed once; a second claim is busy; once recorded, claims answer done with the plan', async () => {
    const id = `dlv_${randomUUID()}`;
    const first = await store.claimAttempt(id, 1, t0, 90);
    expect(first.kind).toBe('claimed');
    expect(await store.claimAttempt(id, 1, later(1), 90)).toEqual({ kind: 'busy' });
    expect((await store.claimAttempt(id, 2, later(1), 90)).kind).toBe('claimed');

    const hook = await storedHook();
    await store.recordAttempt({ ...failedRecord(hook, id, (first as { token: string }).token), attempt: 1, plan: { kind: 'retry', nextAttempt: 2, delaySeconds: 30 } });
    expect(await store.claimAttempt(id, 1, later(2), 90)).toEqual({ kind: 'done', plan: { kind: 'retry', nextAttempt: 2, delaySeconds: 30 } });
    // Done stays done, however late the duplicate arrives.
    expect((await store.claimAttempt(id, 1, later(3_600), 90)).kind).toBe('done');
  });

  it('a claim whose lease ran out (its worker died) is taken over; the late worker cannot record it any more', async () => {
    const hook = await storedHook();
    const id = `dlv_${randomUUID()}`;
    const dead = await store.claimAttempt(id, 3, t0, 90);
    expect(await store.claimAttempt(id, 3, later(89), 90)).toEqual({ kind: 'busy' });
    const takeover = await store.claimAttempt(id, 3, later(91), 90);
    expect(takeover.kind).toBe('claimed');
    await store.recordAttempt(failedRecord(hook, id, (dead as { token: string }).token));
    expect(await store.get(hook.user_id, hook.id)).toMatchObject({ failure_count: 0 });
    await store.recordAttempt(failedRecord(hook, id, (takeover as { token: string }).token));
    await store.recordAttempt(failedRecord(hook, id, (takeover as { token: string }).token));
    expect(await store.get(hook.user_id, hook.id)).toMatchObject({ failure_count: 1, last_status: 'failed' });
    expect(await store.attempts(hook.user_id, hook.id)).toHaveLength(1);
  });

  it('concurrent failed deliveries to one hook are each counted exactly once', async () => {
    const hook = await storedHook();
    const ids = Array.from({ length: 12 }, () => `dlv_${randomUUID()}`);
    await Promise.all(
      ids.map(async (id) => {
        const claim = await store.claimAttempt(id, 3, t0, 90);
        await store.recordAttempt(failedRecord(hook, id, (claim as { token: string }).token));
      }),
    );
    expect(await store.get(hook.user_id, hook.id)).toMatchObject({ failure_count: 12, active: true });
    expect(new Set((await store.attempts(hook.user_id, hook.id)).map((e) => e.delivery_id))).toEqual(new Set(ids));
  });

  it('recording an attempt of a hook deleted meanwhile leaves no hook or log behind', async () => {
    const hook = await storedHook();
    const id = `dlv_${randomUUID()}`;
    const claim = await store.claimAttempt(id, 3, t0, 90);
    await store.delete(hook.user_id, hook.id);
    await store.recordAttempt(failedRecord(hook, id, (claim as { token: string }).token));
    expect(await store.get(hook.user_id, hook.id)).toBeUndefined();
    expect(await store.attempts(hook.user_id, hook.id)).toEqual([]);
    expect((await store.claimAttempt(id, 3, later(1), 90)).kind).toBe('done');
  });
});
