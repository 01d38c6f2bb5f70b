import { defaultOutboundGuard } from '../adapters/outbound/outbound-guard';
import { guardedSender } from '../adapters/webhooks/guarded-sender';
import { sqsDeliveryQueue } from '../adapters/webhooks/sqs-delivery-queue';
import type { DeliveryQueue } from '../core/webhooks/delivery-message';
import type { WebhookSender } from '../core/webhooks/webhook-sender';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/**
 * The sending side of webhooks (test ping, delivery consumer), apart from the management
 * routes' ports so that only the functions that send load the HTTP client and the queue client.
 */
export interface DeliveryDeps {
  sender: WebhookSender;
  queue: DeliveryQueue;
}

// ALLOW_PRIVATE_HOSTS is read by the default guard too, but the CDK stack never sets it.
const awsDefaults: Factories<DeliveryDeps> = {
  sender: () => guardedSender(defaultOutboundGuard()),
  queue: () => sqsDeliveryQueue(requiredEnv('WEBHOOK_QUEUE_URL')),
};

const root = compositionRoot(awsDefaults);
export const deliveryDeps = root.get;
export const configureDeliveryDeps = root.configure;
