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
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { classifyHost } from '../../core/outbound/url-policy';
import { notFound, OutboundRefusedError, resolvePublicAddresses, type GuardOptions } from './address-vetting';

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
