import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MessageQueue } from '../../core/ports/message-queue';
import { awsAdapter } from '../aws/declaration';
import { RENDER_STEP_QUEUE } from './declarations';

export function sqsMessageQueue(queueUrl: string, client = new SQSClient({})): MessageQueue {
  return {
    async send(body, options = {}) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: options.delaySeconds }));
    },
  };
}

export const renderStepQueue = awsAdapter({
  ...RENDER_STEP_QUEUE,
  create: ({ RENDER_QUEUE_URL }): MessageQueue => sqsMessageQueue(RENDER_QUEUE_URL),
});
