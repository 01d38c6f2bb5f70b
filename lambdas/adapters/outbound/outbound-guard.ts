/**
 * The outbound guard every webhook delivery and asset fetch goes through:
 * the guarded agents plus the URL policy, configured once.
 */
import { systemResolver, type GuardOptions, type Resolver } from './address-vetting';
import { allowPrivateHostsFromEnv } from './allow-private-hosts';
import { createGuardedAgents, type GuardedAgents } from './guarded-agent';

export interface OutboundGuard extends GuardOptions {
  agents: GuardedAgents;
}

export function createOutboundGuard(options: { allowPrivateHosts?: readonly string[]; resolve?: Resolver } = {}): OutboundGuard {
  const guard: GuardOptions = {
    allowPrivateHosts: options.allowPrivateHosts ?? [],
    resolve: options.resolve ?? systemResolver,
  };
  return { ...guard, agents: createGuardedAgents(guard) };
}

let fromEnv: OutboundGuard | undefined;

/** The process-wide guard: system DNS and ALLOW_PRIVATE_HOSTS, built on first use. */
export function defaultOutboundGuard(): OutboundGuard {
  fromEnv ??= createOutboundGuard({ allowPrivateHosts: allowPrivateHostsFromEnv() });
  return fromEnv;
}
