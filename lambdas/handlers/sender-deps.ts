import { defaultOutboundGuard } from '../adapters/outbound/outbound-guard';
import { guardedSender } from '../adapters/webhooks/guarded-sender';
import type { WebhookSender } from '../core/webhooks/webhook-sender';
import { compositionRoot, type Factories } from './composition';

/**
 * The webhook sender's composition root, apart from the other webhook ports so that only
 * the functions that send (test ping, delivery) load the HTTP client and its guard.
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
