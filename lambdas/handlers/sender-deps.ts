import { defaultOutboundGuard } from '../adapters/outbound/outbound-guard';
import { guardedSender } from '../adapters/webhooks/guarded-sender';
import type { WebhookSender } from '../core/webhooks/webhook-sender';
import { compositionRoot, type Factories } from './composition';

/**
 * What sends a webhook (the test ping and the delivery consumer): the guarded HTTP client alone,
 * so the test route does not also load the queue client.
 */
export interface SenderDeps {
  sender: WebhookSender;
}

// ALLOW_PRIVATE_HOSTS is read by the default guard too, but the CDK stack never sets it.
const awsDefaults: Factories<SenderDeps> = {
  sender: () => guardedSender(defaultOutboundGuard()),
};

const root = compositionRoot(awsDefaults);
export const senderDeps = root.get;
export const configureSenderDeps = root.configure;
