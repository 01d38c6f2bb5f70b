/**
 * Which outbound URLs and addresses we may connect to (SSRF policy).
 *
 * Only http(s) to public unicast addresses. Ranges come from ipaddr.js's
 * classifier; the only prefixes named here are the two that decide how an
 * IPv6 address is read (global unicast, the NAT64 well-known prefix).
 * Host names cannot be judged without DNS: the outbound adapter resolves them
 * and checks every address with `classifyAddress` at connect time.
 */
import ipaddr from 'ipaddr.js';
import { apiError } from '../errors';
import type { ApiError } from '../errors';

export type AddressVerdict = { public: true } | { public: false; range: string };

/** IANA global unicast: IPv6 outside it is not routable on the internet (e.g. IPv4-compatible ::a.b.c.d). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** RFC 6052 well-known NAT64 prefix: the last 32 bits are the IPv4 address reached. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function classifyV4(addr: ipaddr.IPv4): AddressVerdict {
  const range = addr.range();
  return range === 'unicast' ? { public: true } : { public: false, range: `ipv4 ${range}` };
}

function embeddedV4(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function classifyV6(addr: ipaddr.IPv6): AddressVerdict {
  // IPv4 reached through an IPv6 form is judged as that IPv4 address.
  if (addr.isIPv4MappedAddress()) return classifyV4(addr.toIPv4Address());
  const [, p1 = 0, p2 = 0, , , , p6 = 0, p7 = 0] = addr.parts;
  const range = addr.range();
  if (range === 'rfc6145' || addr.match(NAT64_WELL_KNOWN)) return classifyV4(embeddedV4(p6, p7));
  if (range === '6to4') return classifyV4(embeddedV4(p1, p2));
  if (range !== 'unicast') return { public: false, range: `ipv6 ${range}` };
  return addr.match(GLOBAL_UNICAST_V6) ? { public: true } : { public: false, range: 'ipv6 not global unicast' };
}

/** Classify one IP address in canonical notation (v4 dotted quad or any IPv6 text form). */
export function classifyAddress(ip: string): AddressVerdict {
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) return classifyV4(ipaddr.IPv4.parse(ip));
  if (ipaddr.IPv6.isValid(ip)) return classifyV6(ipaddr.IPv6.parse(ip));
  // Decimal, hex, octal or short IPv4 forms are read differently by different
  // resolvers; refuse them rather than guess which address they mean.
  if (ipaddr.IPv4.isValid(ip)) return { public: false, range: 'ipv4 unusual notation' };
  return { public: false, range: 'not an IP address' };
}

/** Lower case, no IPv6 brackets, no trailing root dot: the form hosts are compared in. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const unbracketed = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

/** Whether `host` is on the ALLOW_PRIVATE_HOSTS list (exact match after normalization). */
export function isExemptHost(host: string, allowPrivateHosts: readonly string[]): boolean {
  const normalized = normalizeHost(host);
  return allowPrivateHosts.some((allowed) => normalizeHost(allowed) === normalized);
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(normalizeHost(host));
}

export type HostVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Judge a host before any DNS: IP literals (in any notation) by their range,
 * names only for being obviously local. Names that pass still need every
 * resolved address checked.
 */
export function classifyHost(host: string, allowPrivateHosts: readonly string[] = []): HostVerdict {
  const normalized = normalizeHost(host);
  if (normalized === '') return { ok: false, reason: 'empty host' };
  if (isExemptHost(normalized, allowPrivateHosts)) return { ok: true };
  if (ipaddr.isValid(normalized)) {
    const verdict = classifyAddress(normalized);
    return verdict.public ? { ok: true } : { ok: false, reason: `address is not public (${verdict.range})` };
  }
  // RFC 6761: resolvers answer *.localhost with loopback without asking DNS.
  if (normalized === 'localhost' || normalized.endsWith('.localhost')) {
    return { ok: false, reason: 'localhost is not public' };
  }
  // A single label is resolved through internal search domains, never the public DNS.
  if (!normalized.includes('.')) return { ok: false, reason: 'host is not a fully qualified domain name' };
  return { ok: true };
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Parse and judge an outbound URL. WHATWG parsing already rewrites odd IPv4
 * notations (2130706433, 0x7f000001, 0177.0.0.1, 127.1) to dotted quads; the
 * rewritten host is what gets classified.
 */
export function checkOutboundUrl(raw: string, allowPrivateHosts: readonly string[] = []): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `scheme ${url.protocol} is not http or https` };
  }
  // Credentials would be sent to the receiver and logged with the URL; `user@host`
  // is also a classic way to disguise the real host.
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'credentials in the URL are not allowed' };
  }
  const host = classifyHost(url.hostname, allowPrivateHosts);
  return host.ok ? { ok: true, url } : host;
}

/** 400 URL_NOT_DELIVERABLE saying why. */
export function urlNotDeliverable(reason: string): ApiError {
  return apiError('URL_NOT_DELIVERABLE', `URL is not a public http(s) address: ${reason}`);
}

/** The same check as an error for handlers: the parsed URL, or 400 URL_NOT_DELIVERABLE. */
export function assertDeliverableUrl(raw: string, allowPrivateHosts: readonly string[] = []): URL {
  const verdict = checkOutboundUrl(raw, allowPrivateHosts);
  if (!verdict.ok) throw urlNotDeliverable(verdict.reason);
  return verdict.url;
}
