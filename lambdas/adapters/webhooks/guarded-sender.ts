import type { DeliverableUrlCheck, WebhookSender } from '../../core/webhooks/webhook-sender';
import { deliverWebhook } from '../outbound/deliver';
import { checkDeliverableUrl, type OutboundGuard } from '../outbound/outbound-guard';

/** Sends through the outbound guard: the URL policy, every resolved address vetted at connect, no redirects. */
export function guardedSender(guard: OutboundGuard): WebhookSender {
  return { send: (request) => deliverWebhook(request, guard) };
}

/** The create/update-time check with the same guard, so both agree on ALLOW_PRIVATE_HOSTS and the resolver. */
export function guardedUrlCheck(guard: OutboundGuard): DeliverableUrlCheck {
  return (raw) => checkDeliverableUrl(raw, guard);
}
