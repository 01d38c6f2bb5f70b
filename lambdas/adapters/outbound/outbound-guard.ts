/**
 * The outbound guard every webhook delivery and asset fetch goes through:
 * the guarded agents plus the URL policy, configured once.
 */
import { systemResolver, type GuardOptions, type Resolver } from './address-vetting';
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

