/**
 * The outbound guard every webhook delivery and asset fetch goes through:
 * the guarded dispatcher plus the URL policy, configured once.
 */
import type { Dispatcher } from 'undici';
import { checkOutboundUrl, isIpLiteral, urlNotDeliverable } from '../../core/outbound/url-policy';
import type { UrlVerdict } from '../../core/outbound/url-policy';
import { allowPrivateHostsFromEnv } from './allow-private-hosts';
import { OutboundRefusedError, createGuardedAgent, resolvePublicAddresses, systemResolver } from './guarded-agent';
import type { GuardOptions, Resolver } from './guarded-agent';

export interface OutboundGuard extends GuardOptions {
  dispatcher: Dispatcher;
}

export function createOutboundGuard(options: { allowPrivateHosts?: readonly string[]; resolve?: Resolver } = {}): OutboundGuard {
  const guard: GuardOptions = {
    allowPrivateHosts: options.allowPrivateHosts ?? [],
    resolve: options.resolve ?? systemResolver,
  };
  return { ...guard, dispatcher: createGuardedAgent(guard) };
}

let fromEnv: OutboundGuard | undefined;

/** The process-wide guard: system DNS and ALLOW_PRIVATE_HOSTS, built on first use. */
export function defaultOutboundGuard(): OutboundGuard {
  fromEnv ??= createOutboundGuard({ allowPrivateHosts: allowPrivateHostsFromEnv() });
  return fromEnv;
}

/**
 * The create/update-time check (§4.6, §4.7): the URL policy, then every
 * address the host resolves to right now. A name that does not resolve at all
 * is accepted (DNS may not be published yet); its deliveries fail and count.
 * Every delivery is checked again at connect time regardless.
 */
export async function checkDeliverableUrl(raw: string, guard: OutboundGuard = defaultOutboundGuard()): Promise<UrlVerdict> {
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
export async function assertDeliverableUrlResolved(raw: string, guard: OutboundGuard = defaultOutboundGuard()): Promise<URL> {
  const verdict = await checkDeliverableUrl(raw, guard);
  if (!verdict.ok) throw urlNotDeliverable(verdict.reason);
  return verdict.url;
}
