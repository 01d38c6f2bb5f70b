import type { EventPublisher } from '../../core/events/event-publisher';
import { sharedDb } from '../dynamo/client';
import { dynamoHookStore } from '../dynamo/hook-store';
import { fanOutPublisher } from './fan-out-publisher';
import { sqsDeliveryQueue } from './sqs-delivery-queue';

/** The AWS publisher: hooks from the table (TABLE_NAME), deliveries to the queue at WEBHOOK_QUEUE_URL. */
export function eventPublisherFromEnv(env: NodeJS.ProcessEnv = process.env): EventPublisher {
  const queueUrl = env.WEBHOOK_QUEUE_URL;
  if (!queueUrl) throw new Error('WEBHOOK_QUEUE_URL is not set');
  return fanOutPublisher(dynamoHookStore(sharedDb()), sqsDeliveryQueue(queueUrl));
}
