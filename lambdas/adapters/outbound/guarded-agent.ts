/**
 * An undici dispatcher that can only reach public addresses.
 *
 * Names are resolved once, inside the socket's `lookup`: if ANY resolved
 * address is not public the connection is refused, otherwise the socket
 * connects to exactly the vetted addresses. Nothing resolves the name again
 * later, which defeats DNS rebinding, and undici still sends the original
 * Host header and TLS SNI because only the lookup is replaced.
 * Literal-IP hosts never reach `lookup` (Node skips it), so the connector
 * checks them itself before connecting.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { classifyAddress, classifyHost, isExemptHost } from '../../core/outbound/url-policy';
import { InputProblem } from '../../core/errors';

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

/** A connection refused by the outbound policy; never retried into success. */
/** The caller's URL is refused by the outbound policy: an input problem, safe to report. */
export class OutboundRefusedError extends InputProblem {
  readonly code = 'ERR_OUTBOUND_REFUSED';
  override name = 'OutboundRefusedError';
  constructor(message: string) {
    super(message);
  }
}

function notFound(message: string): NodeJS.ErrnoException {
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

function guardedLookup(guard: GuardOptions): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolvePublicAddresses(hostname, guard).then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const first = wanted[0];
        if (!first) {
          callback(notFound(`${hostname} has no IPv${options.family} address`), '');
        } else if (options.all) {
          callback(null, wanted satisfies LookupAddress[]);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/** Bounds DNS plus TCP/TLS setup; callers' abort signals bound the whole request. */
const CONNECT_TIMEOUT_MS = 10_000;

export function createGuardedAgent(guard: GuardOptions): Agent {
  const connectVetted = buildConnector({ lookup: guardedLookup(guard), timeout: CONNECT_TIMEOUT_MS });
  return new Agent({
    connect: (options, callback) => {
      // Literal IPs (and obviously local names) are judged here: Node connects
      // to a literal IP without calling `lookup`.
      const host = classifyHost(options.hostname, guard.allowPrivateHosts);
      if (!host.ok) {
        callback(new OutboundRefusedError(`refused ${options.hostname}: ${host.reason}`), null);
        return;
      }
      connectVetted(options, callback);
    },
  });
}
