import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, deliverAttempt, type DeliveryServices } from '../../../lambdas/core/webhooks/deliver-attempt';
import type { DeliveryMessage, QueuedDelivery } from '../../../lambdas/core/webhooks/delivery-message';
import type { AttemptClaim, AttemptRecord, Hook, HookStore } from '../../../lambdas/core/webhooks/hook-store';
import type { AttemptOutcome, SendRequest } from '../../../lambdas/core/webhooks/webhook-sender';

const now = new Date('2026-03-01T12:00:00.000Z');

const hook: Hook = {
  id: 'hook-1',
  user_id: 'user-1',
  event: 'video.completed',
  webhook_url: 'https://receiver.example.com/current',
  description: null,
  active: true,
  secret: 's'.repeat(64),
  failure_count: 19,
  last_delivery_at: null,
  last_status: null,
  created_at: now.toISOString(),
};

const message: DeliveryMessage = { deliveryId: 'dlv_1', userId: 'user-1', hookId: 'hook-1', event: 'video.completed', body: '{"id":"evt_1"}', attempt: 1 };

function fixture(options: { stored?: Hook; claim?: AttemptClaim; outcome?: AttemptOutcome } = {}) {
  const sent: SendRequest[] = [];
  const queued: QueuedDelivery[] = [];
  const recorded: AttemptRecord[] = [];
  const hooks = {
    get: async () => ('stored' in options ? options.stored : hook),
    claimAttempt: async () => options.claim ?? { kind: 'claimed', token: 't1' },
    recordAttempt: async (record: AttemptRecord) => void recorded.push(record),
  } as unknown as HookStore;
  const services: DeliveryServices = {
    hooks,
    clock: { now: () => now },
    queue: { send: async (deliveries) => void queued.push(...deliveries) },
    sender: {
      send: async (request) => {
        sent.push(request);
        return options.outcome ?? { ok: true, status: 200, durationMs: 12, responseSnippet: 'ok' };
      },
    },
    delivery: DEFAULT_DELIVERY_SETTINGS,
  };
  return { services, sent, queued, recorded };
}

describe('deliverAttempt', () => {
  it('§6 rule 4: the documented defaults are a 10 s attempt timeout and retries after 30 s and 120 s', () => {
    expect(DEFAULT_DELIVERY_SETTINGS).toMatchObject({ attemptTimeoutMs: 10_000, retryDelaysSeconds: [30, 120] });
  });

  it("sends the queued body under the message's delivery id to the hook's current URL, signed with its secret", async () => {
    const f = fixture();
    expect(await deliverAttempt(f.services, message)).toBe('delivered');
    expect(f.sent).toEqual([
      { url: hook.webhook_url, secret: hook.secret, event: 'video.completed', body: message.body, deliveryId: 'dlv_1', timestampSec: now.getTime() / 1000, timeoutMs: 10_000 },
    ]);
    expect(f.recorded[0]!.next(hook)).toMatchObject({ failure_count: 0, last_status: 'delivered' });
    expect(f.queued).toEqual([]);
  });

  it.each([
    ['deleted', undefined],
    ['switched off', { ...hook, active: false }],
  ])('§3.2: a %s hook gets nothing, not even a claim', async (_, stored) => {
    const f = fixture({ stored, claim: { kind: 'busy' } });
    expect(await deliverAttempt(f.services, message)).toBe('skipped');
    expect(f.sent).toEqual([]);
    expect(f.recorded).toEqual([]);
  });

  it('an attempt another worker is sending is not sent again', async () => {
    const f = fixture({ claim: { kind: 'busy' } });
    expect(await deliverAttempt(f.services, message)).toBe('duplicate');
    expect(f.sent).toEqual([]);
  });

  it('an attempt already recorded is not sent again; a retry it planned is queued again (the ledger dedupes that too)', async () => {
    const f = fixture({ claim: { kind: 'done', plan: { kind: 'retry', nextAttempt: 2, delaySeconds: 30 } } });
    expect(await deliverAttempt(f.services, message)).toBe('duplicate');
    expect(f.sent).toEqual([]);
    expect(f.recorded).toEqual([]);
    expect(f.queued).toEqual([{ message: { ...message, attempt: 2 }, delaySeconds: 30 }]);
  });

  it('§6 rule 4: a failed 1st attempt is logged and the 2nd queued 30 s later; the failure is not counted yet', async () => {
    const f = fixture({ outcome: { ok: false, status: 0, error: 'timed out after 10000 ms', durationMs: 10_000, responseSnippet: '' } });
    expect(await deliverAttempt(f.services, message)).toBe('retry');
    expect(f.queued).toEqual([{ message: { ...message, attempt: 2 }, delaySeconds: 30 }]);
    const [record] = f.recorded;
    expect(record).toMatchObject({ deliveryId: 'dlv_1', attempt: 1, token: 't1', plan: { kind: 'retry' } });
    expect(record!.entry).toEqual({
      at: now.toISOString(),
      delivery_id: 'dlv_1',
      event: 'video.completed',
      attempt: 1,
      ok: false,
      status: 0,
      error: 'timed out after 10000 ms',
      duration_ms: 10_000,
      response_snippet: '',
    });
    expect(record!.next(hook)).toMatchObject({ failure_count: 19, active: true, last_status: 'retrying' });
  });

  it('§6 rule 5: a failed 3rd attempt fails the delivery: no 4th, and the 20th failure in a row switches the hook off', async () => {
    const f = fixture({ outcome: { ok: false, status: 500, error: 'HTTP 500', durationMs: 3, responseSnippet: 'down' } });
    expect(await deliverAttempt(f.services, { ...message, attempt: 3 })).toBe('failed');
    expect(f.queued).toEqual([]);
    expect(f.recorded[0]!.next(hook)).toEqual({ active: false, failure_count: 20, last_delivery_at: now.toISOString(), last_status: 'failed' });
  });
});
