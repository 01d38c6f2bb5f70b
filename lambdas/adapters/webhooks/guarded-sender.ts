import type { WebhookSender } from '../../core/webhooks/webhook-sender';
import { deliverWebhook } from '../outbound/deliver';
import type { OutboundGuard } from '../outbound/outbound-guard';

/** Sends through the outbound guard: the URL policy, every resolved address vetted at connect, no redirects. */
export function guardedSender(guard: OutboundGuard): WebhookSender {
  return { send: (request) => deliverWebhook(request, guard) };
}
