import { composeAdapters } from '../aws/declaration';
import { hookSubscriptions } from '../dynamo/hook-store';
import { fanOutPublisher } from './fan-out-publisher';
import { webhookDeliveryQueue } from './sqs-delivery-queue';

/** Events in AWS: the subscribed hooks from the table, one message per delivery on the webhook queue. */
export const webhookEventPublisher = composeAdapters({ hooks: hookSubscriptions, queue: webhookDeliveryQueue }, ({ hooks, queue }) => fanOutPublisher(hooks, queue));
