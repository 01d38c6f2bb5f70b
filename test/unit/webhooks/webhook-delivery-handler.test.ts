import type { Context, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { DeliveryMessage } from '../../../lambdas/core/webhooks/delivery-message';
import { systemClock } from '../../../lambdas/core/ports/clock';
import { DEFAULT_DELIVERY_SETTINGS } from '../../../lambdas/core/webhooks/deliver-attempt';
import type { HookStore } from '../../../lambdas/core/webhooks/hook-store';
import { makeWebhookDeliveryHandler } from '../../../lambdas/handlers/queue/webhook-delivery';

const message: DeliveryMessage = { deliveryId: 'dlv_1', userId: 'u1', hookId: 'gone', event: 'video.failed', body: '{}', attempt: 1 };

const record = (messageId: string, body: string) => ({ messageId, body, attributes: { ApproximateReceiveCount: '1' } }) as unknown as SQSRecord;
const context = { getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

/** The delivery handler over a hook store whose `get` is given; nothing else is reached. */
function handlerWhere(get: HookStore['get']) {
  const unused = () => Promise.reject(new Error('not reached'));
  return makeWebhookDeliveryHandler({
    hooks: { get } as unknown as HookStore,
    queue: { send: unused },
    sender: { send: unused },
    clock: systemClock,
    delivery: DEFAULT_DELIVERY_SETTINGS,
  });
}

describe('webhook delivery queue handler (partial batch responses)', () => {
  it('a message for a deleted hook is consumed; a malformed one is reported failed alone (SQS dead-letters it after 5 receives)', async () => {
    const handler = handlerWhere(async () => undefined);
    const out = await handler(
      { Records: [record('ok', JSON.stringify(message)), record('bad-json', '{'), record('bad-shape', JSON.stringify({ ...message, attempt: 0 }))] },
      context,
    );
    expect(out.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['bad-json', 'bad-shape']);
  });

  it('an unreachable database fails the record, so SQS redelivers it; the rest of the batch is consumed', async () => {
    const handler = handlerWhere(async (_userId, hookId) => {
      if (hookId === 'down') throw new Error('database down');
      return undefined;
    });
    const out = await handler({ Records: [record('m1', JSON.stringify({ ...message, hookId: 'down' })), record('m2', JSON.stringify(message))] }, context);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});
