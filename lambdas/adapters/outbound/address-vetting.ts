/**
 * Vetting of resolved addresses, shared by the connect-time guard (guarded-agent.ts) and the
 * create-time URL check; free of any HTTP client so that the management routes stay small.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { InputProblem } from '../../core/errors';
import { classifyAddress, isExemptHost } from '../../core/outbound/url-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; injectable for tests. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The operating system's resolver (getaddrinfo), all addresses, in its order. */
export const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, order: 'verbatim' });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** The caller's URL is refused by the outbound policy: an input problem, safe to report. */
export class OutboundRefusedError extends InputProblem {
  readonly code = 'ERR_OUTBOUND_REFUSED';
  override name = 'OutboundRefusedError';
  constructor(message: string) {
    super(message, { permanent: true });
  }
}

export function notFound(message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code: 'ENOTFOUND' });
}

export interface GuardOptions {
  allowPrivateHosts: readonly string[];
  resolve: Resolver;
}

/** Resolve `hostname` and return its addresses only if every one is public (or the host is exempt). */
export async function resolvePublicAddresses(hostname: string, guard: GuardOptions): Promise<ResolvedAddress[]> {
  const addresses = [...(await guard.resolve(hostname))];
  if (addresses.length === 0) throw notFound(`${hostname} has no addresses`);
  if (isExemptHost(hostname, guard.allowPrivateHosts)) return addresses;
  for (const { address } of addresses) {
    const verdict = classifyAddress(address);
    if (!verdict.public) {
      throw new OutboundRefusedError(`${hostname} resolves to ${address}, which is not public (${verdict.range})`);
    }
  }
  return addresses;
}

