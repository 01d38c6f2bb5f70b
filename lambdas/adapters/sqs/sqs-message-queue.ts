import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MessageQueue } from '../../core/ports/message-queue';
import { awsAdapter } from '../aws/declaration';

export function sqsMessageQueue(queueUrl: string, client = new SQSClient({})): MessageQueue {
  return {
    async send(body, options = {}) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: options.delaySeconds }));
    },
  };
}

/** The render-step queue, where a failed step is put back with its retry delay. */
export const renderStepQueue = awsAdapter({
  env: { RENDER_QUEUE_URL: { from: { kind: 'queueUrl', queue: 'renderSteps' } } },
  access: [{ actions: ['sqs:SendMessage'], on: { kind: 'queue', queue: 'renderSteps' } }],
  create: ({ RENDER_QUEUE_URL }): MessageQueue => sqsMessageQueue(RENDER_QUEUE_URL),
});
