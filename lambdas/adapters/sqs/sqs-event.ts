import { createHash } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import type { LocalQueue, ReceivedMessage } from './local-queue';

/** A received message as the record Lambda's SQS event source mapping would hand a function. */
export function toSqsRecord(queue: LocalQueue, message: ReceivedMessage): SQSRecord {
  const messageAttributes: SQSRecord['messageAttributes'] = {};
  for (const [name, value] of Object.entries(message.attributes)) {
    messageAttributes[name] = { stringValue: value, stringListValues: [], binaryListValues: [], dataType: 'String' };
  }
  return {
    messageId: message.messageId,
    receiptHandle: message.receiptHandle,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentTimestamp),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.firstReceiveTimestamp),
    },
    messageAttributes,
    md5OfBody: createHash('md5').update(message.body, 'utf8').digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: queue.arn,
    awsRegion: 'local',
  };
}
