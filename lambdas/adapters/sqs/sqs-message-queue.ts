import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MessageQueue } from '../../core/ports/message-queue';

export function sqsMessageQueue(queueUrl: string, client = new SQSClient({})): MessageQueue {
  return {
    async send(body, options = {}) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: options.delaySeconds }));
    },
  };
}
