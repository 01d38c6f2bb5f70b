import type { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { sqsDeliveryQueue } from '../../../lambdas/adapters/webhooks/sqs-delivery-queue';
import type { DeliveryMessage } from '../../../lambdas/core/webhooks/delivery-message';

const message = (n: number): DeliveryMessage => ({ deliveryId: `dlv_${n}`, userId: 'u', hookId: `h${n}`, event: 'video.completed', body: '{}', attempt: 1 });

function clientAnswering(failed: (entries: number) => { Id: string; Code: string }[] = () => []) {
  const batches: NonNullable<SendMessageBatchCommand['input']['Entries']>[] = [];
  const client = {
    send: async (command: SendMessageBatchCommand) => {
      batches.push(command.input.Entries ?? []);
      return { Successful: [], Failed: failed(command.input.Entries?.length ?? 0) };
    },
  } as unknown as SQSClient;
  return { client, batches };
}

describe('SQS delivery queue', () => {
  it('sends in batches of at most 10 (SendMessageBatch), each body the JSON message', async () => {
    const { client, batches } = clientAnswering();
    await sqsDeliveryQueue('https://sqs.example/q', client).send(Array.from({ length: 23 }, (_, n) => ({ message: message(n) })));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(JSON.parse(batches[2]![2]!.MessageBody!)).toEqual(message(22));
    expect(batches[0]![0]!.DelaySeconds).toBeUndefined();
  });

  it('a retry delay becomes whole DelaySeconds, rounded up', async () => {
    const { client, batches } = clientAnswering();
    await sqsDeliveryQueue('https://sqs.example/q', client).send([{ message: message(1), delaySeconds: 29.2 }]);
    expect(batches[0]![0]!.DelaySeconds).toBe(30);
  });

  it('throws when SQS refuses any entry, so the caller retries (the attempt ledger dedupes)', async () => {
    const { client } = clientAnswering(() => [{ Id: '0', Code: 'InternalError' }]);
    await expect(sqsDeliveryQueue('https://sqs.example/q', client).send([{ message: message(1) }])).rejects.toThrow(/InternalError/);
  });
});
