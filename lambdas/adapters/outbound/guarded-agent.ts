/**
 * Node's own HTTP agents, made able to reach public addresses only.
 *
 * Names are resolved once, inside the socket's `lookup`: if ANY resolved
 * address is not public the connection is refused, otherwise the socket
 * connects to exactly the vetted addresses. Nothing resolves the name again
 * later, which defeats DNS rebinding, and the request still carries the
 * original Host header and TLS SNI because only the lookup is replaced.
 * Literal-IP hosts never reach `lookup` (Node skips it), so each agent checks
 * them itself before connecting. Node's client never follows redirects.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
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

type ConnectCallback = (err: Error | null, stream: Duplex) => void;

/** The connect step shared by both agents: literal IPs (and obviously local names) are judged here. */
function guardedConnect<O extends { host?: string | null; hostname?: string | null }>(
  guard: GuardOptions,
  connect: (options: O, callback?: ConnectCallback) => Duplex | null | undefined,
) {
  return (options: O, callback?: ConnectCallback): Duplex | null | undefined => {
    const hostname = (options.hostname ?? options.host ?? '').replace(/^\[(.*)\]$/, '$1');
    const host = classifyHost(hostname, guard.allowPrivateHosts);
    if (!host.ok) {
      // Returning nothing makes the agent wait for the callback, which fails the request.
      callback?.(new OutboundRefusedError(`refused ${hostname}: ${host.reason}`), undefined as never);
      return undefined;
    }
    return connect(options, callback);
  };
}

export interface GuardedAgents {
  http: HttpAgent;
  https: HttpsAgent;
}

export function createGuardedAgents(guard: GuardOptions): GuardedAgents {
  // Callers' abort signals bound each whole request, DNS and connecting included.
  const options = { keepAlive: true, lookup: guardedLookup(guard) };
  const http = new HttpAgent(options);
  const https = new HttpsAgent(options);
  http.createConnection = guardedConnect(guard, http.createConnection.bind(http));
  https.createConnection = guardedConnect(guard, https.createConnection.bind(https));
  return { http, https };
}

export interface GuardedRequestInit {
  method: 'GET' | 'POST';
  headers?: OutgoingHttpHeaders;
  body?: string;
  signal: AbortSignal;
}

/** One request through the guarded agents; resolves with the response as soon as its head arrives. */
export function guardedRequest(url: URL, init: GuardedRequestInit, agents: GuardedAgents): Promise<IncomingMessage> {
  const https = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(url, {
      method: init.method,
      agent: https ? agents.https : agents.http,
      headers: init.body === undefined ? init.headers : { ...init.headers, 'content-length': Buffer.byteLength(init.body) },
      signal: init.signal,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(init.body);
  });
}
