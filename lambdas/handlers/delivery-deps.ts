import { sqsDeliveryQueue } from '../adapters/webhooks/sqs-delivery-queue';
import type { DeliveryQueue } from '../core/webhooks/delivery-message';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/** The delivery consumer's queue, where it puts each next attempt; only that function loads the queue client. */
export interface DeliveryDeps {
  queue: DeliveryQueue;
}

const awsDefaults: Factories<DeliveryDeps> = {
  queue: () => sqsDeliveryQueue(requiredEnv('WEBHOOK_QUEUE_URL')),
};

const root = compositionRoot(awsDefaults);
export const deliveryDeps = root.get;
export const configureDeliveryDeps = root.configure;
