import type { WebhookSender } from '../../core/webhooks/webhook-sender';
import { deliverWebhook } from '../outbound/deliver';
import { awsAdapter } from '../aws/declaration';
import { createOutboundGuard, type OutboundGuard } from '../outbound/outbound-guard';

/** Sends through the outbound guard: the URL policy, every resolved address vetted at connect, no redirects. */
export function guardedSender(guard: OutboundGuard): WebhookSender {
  return { send: (request) => deliverWebhook(request, guard) };
}

/** Webhook sending in AWS: the internet directly, no private address ever allowed. */
export const webhookSender = awsAdapter({ create: () => guardedSender(createOutboundGuard()) });
