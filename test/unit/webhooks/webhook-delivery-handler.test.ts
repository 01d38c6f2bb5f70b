import type { Context, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { DeliveryMessage } from '../../../lambdas/core/webhooks/delivery-message';
import type { HookStore } from '../../../lambdas/core/webhooks/hook-store';
import { handler } from '../../../lambdas/handlers/queue/webhook-delivery';
import { configureWebhookDeps } from '../../../lambdas/handlers/webhook-deps';

const message: DeliveryMessage = { deliveryId: 'dlv_1', userId: 'u1', hookId: 'gone', event: 'video.failed', body: '{}', attempt: 1 };

const record = (messageId: string, body: string) => ({ messageId, body, attributes: { ApproximateReceiveCount: '1' } }) as unknown as SQSRecord;
const context = { getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

function hooksWhere(get: HookStore['get']): HookStore {
  return { get } as unknown as HookStore;
}

describe('webhook delivery queue handler (partial batch responses)', () => {
  it('a message for a deleted hook is consumed; a malformed one is reported failed alone (SQS dead-letters it after 5 receives)', async () => {
    configureWebhookDeps({ hooks: hooksWhere(async () => undefined) });
    const out = await handler(
      { Records: [record('ok', JSON.stringify(message)), record('bad-json', '{'), record('bad-shape', JSON.stringify({ ...message, attempt: 0 }))] },
      context,
    );
    expect(out.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['bad-json', 'bad-shape']);
  });

  it('an unreachable database fails the record, so SQS redelivers it; the rest of the batch is consumed', async () => {
    configureWebhookDeps({
      hooks: hooksWhere(async (_userId, hookId) => {
        if (hookId === 'down') throw new Error('database down');
        return undefined;
      }),
    });
    const out = await handler({ Records: [record('m1', JSON.stringify({ ...message, hookId: 'down' })), record('m2', JSON.stringify(message))] }, context);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});
