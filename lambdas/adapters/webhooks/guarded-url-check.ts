import type { DeliverableUrlCheck } from '../../core/webhooks/webhook-sender';
import { awsAdapter } from '../aws/declaration';
import { systemResolver, type GuardOptions } from '../outbound/address-vetting';
import { checkDeliverableUrl } from '../outbound/url-check';

/** The create/update-time check with the delivery guard's settings, so both agree on ALLOW_PRIVATE_HOSTS and the resolver. */
export function guardedUrlCheck(guard: GuardOptions): DeliverableUrlCheck {
  return (raw) => checkDeliverableUrl(raw, guard);
}

/** The management routes' check in AWS: system DNS, no private address ever allowed. */
export const deliverableUrlCheck = awsAdapter({ create: () => guardedUrlCheck({ allowPrivateHosts: [], resolve: systemResolver }) });
