/**
 * The outbound guard every webhook delivery and asset fetch goes through:
 * the guarded dispatcher plus the URL policy, configured once.
 */
import type { Dispatcher } from 'undici';
import { systemResolver, type GuardOptions, type Resolver } from './address-vetting';
import { allowPrivateHostsFromEnv } from './allow-private-hosts';
import { createGuardedAgent } from './guarded-agent';

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
