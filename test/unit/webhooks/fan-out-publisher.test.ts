import { describe, expect, it } from 'vitest';
import { fanOutPublisher } from '../../../lambdas/adapters/webhooks/fan-out-publisher';
import { deliveryIdFor, type QueuedDelivery } from '../../../lambdas/core/webhooks/delivery-message';
import { buildEnvelope } from '../../../lambdas/core/webhooks/envelope';
import type { Hook, HookStore } from '../../../lambdas/core/webhooks/hook-store';

const created = new Date('2026-03-01T12:00:00.000Z');
const hookWith = (id: string): Hook => ({
  id,
  user_id: 'user-1',
  event: 'credits.low',
  webhook_url: `https://receiver.example.com/${id}`,
  description: null,
  active: true,
  secret: 'x'.repeat(64),
  failure_count: 0,
  last_delivery_at: null,
  last_status: null,
  created_at: created.toISOString(),
});

function publisherWith(hooks: Hook[]) {
  const queued: QueuedDelivery[] = [];
  const asked: string[] = [];
  const store = {
    subscribed: async (userId: string, event: string) => {
      asked.push(`${userId} ${event}`);
      return hooks;
    },
  } as unknown as HookStore;
  return { publisher: fanOutPublisher(store, { send: async (d) => void queued.push(...d) }), queued, asked };
}

describe('fan-out publisher', () => {
  const envelope = buildEnvelope('credits.low', { user_id: 'user-1', balance: 4, threshold: 10 }, created, 'evt_fixed');

  it("§6: one first-attempt delivery per subscribed hook, carrying the serialized envelope", async () => {
    const { publisher, queued, asked } = publisherWith([hookWith('a'), hookWith('b')]);
    await publisher.publish('user-1', envelope);
    expect(asked).toEqual(['user-1 credits.low']);
    expect(queued.map((q) => q.message)).toEqual(
      ['a', 'b'].map((hookId) => ({ deliveryId: deliveryIdFor('evt_fixed', hookId), userId: 'user-1', hookId, event: 'credits.low', body: JSON.stringify(envelope), attempt: 1 })),
    );
    expect(queued.every((q) => q.delaySeconds === undefined)).toBe(true);
  });

  it('delivery ids are stable per (event, hook) and differ between hooks and events', () => {
    expect(deliveryIdFor('evt_1', 'a')).toBe(deliveryIdFor('evt_1', 'a'));
    expect(deliveryIdFor('evt_1', 'a')).toMatch(/^dlv_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set([deliveryIdFor('evt_1', 'a'), deliveryIdFor('evt_1', 'b'), deliveryIdFor('evt_2', 'a')]).size).toBe(3);
  });

  it('§6 rule 6: ping is never fanned out (only the test endpoint sends it)', async () => {
    const { publisher, queued, asked } = publisherWith([hookWith('a')]);
    await publisher.publish('user-1', buildEnvelope('ping', { hook_id: 'a', message: 'hi' }, created));
    expect(asked).toEqual([]);
    expect(queued).toEqual([]);
  });

  it('no subscribed hook, nothing queued', async () => {
    const { publisher, queued } = publisherWith([]);
    await publisher.publish('user-1', envelope);
    expect(queued).toEqual([]);
  });
});
