import { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { DeliveryQueue } from '../../core/webhooks/delivery-message';
import { awsAdapter } from '../aws/declaration';
import { WEBHOOK_DELIVERY_QUEUE } from './declarations';

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;

/** The delivery queue on SQS. A partly failed batch throws, so the caller's retry sends again (the ledger dedupes). */
export function sqsDeliveryQueue(queueUrl: string, client: SQSClient = new SQSClient({})): DeliveryQueue {
  return {
    async send(deliveries) {
      for (let start = 0; start < deliveries.length; start += BATCH) {
        const chunk = deliveries.slice(start, start + BATCH);
        const out = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: chunk.map(({ message, delaySeconds }, i) => ({
              Id: String(i),
              MessageBody: JSON.stringify(message),
              ...(delaySeconds ? { DelaySeconds: Math.ceil(delaySeconds) } : {}),
            })),
          }),
        );
        if (out.Failed?.length) {
          throw new Error(`SQS refused ${out.Failed.length} delivery message(s): ${out.Failed.map((f) => f.Code).join(', ')}`);
        }
      }
    },
  };
}

export const webhookDeliveryQueue = awsAdapter({
  ...WEBHOOK_DELIVERY_QUEUE,
  create: ({ WEBHOOK_QUEUE_URL }): DeliveryQueue => sqsDeliveryQueue(WEBHOOK_QUEUE_URL),
});
