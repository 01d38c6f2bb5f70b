/**
 * The create/update-time URL check, with no HTTP client: the management routes load only this.
 */
import { checkOutboundUrl, isIpLiteral, urlNotDeliverable, type UrlVerdict } from '../../core/outbound/url-policy';
import { OutboundRefusedError, resolvePublicAddresses, type GuardOptions } from './address-vetting';

/**
 * The create/update-time check (§4.6, §4.7): the URL policy, then every
 * address the host resolves to right now. A name that does not resolve at all
 * is accepted (DNS may not be published yet); its deliveries fail and count.
 * Every delivery is checked again at connect time regardless.
 */
export async function checkDeliverableUrl(raw: string, guard: GuardOptions): Promise<UrlVerdict> {
  const verdict = checkOutboundUrl(raw, guard.allowPrivateHosts);
  if (!verdict.ok || isIpLiteral(verdict.url.hostname)) return verdict;
  try {
    await resolvePublicAddresses(verdict.url.hostname, guard);
  } catch (err) {
    if (err instanceof OutboundRefusedError) return { ok: false, reason: err.message };
  }
  return verdict;
}

/** `checkDeliverableUrl` for handlers: 400 URL_NOT_DELIVERABLE with the reason, or the parsed URL. */
export async function assertDeliverableUrlResolved(raw: string, guard: GuardOptions): Promise<URL> {
  const verdict = await checkDeliverableUrl(raw, guard);
  if (!verdict.ok) throw urlNotDeliverable(verdict.reason);
  return verdict.url;
}
