import type { Account } from '../../../core/account/account';
import { rateLimitHeaders, UNLIMITED_ROUTE_REPORTS } from '../../../core/limits/rate-limit-headers';
import { logger } from '../../../shared/logger';
import { routeOf } from '../../../route-facts';
import type { AuthPorts } from '../http-handler';
import type { HttpEvent } from '../http-types';

/**
 * `RateLimit-Policy` and `RateLimit` for an authenticated account: the limits of the route the
 * request came in by, or the overall render limit where the route has none. Read after the route
 * ran, so a counted request is included; a failed count read leaves `RateLimit` out rather than fail the answer.
 */
export async function rateLimitHeadersOf(ports: AuthPorts, account: Account, event: HttpEvent): Promise<Record<string, string>> {
  const limits = routeOf(ports.routes, event.resource, event.httpMethod)?.rateLimits ?? UNLIMITED_ROUTE_REPORTS;
  const { headers, unread } = await rateLimitHeaders(ports.accounts, account.userId, limits, ports.rateLimits, ports.clock.now());
  if (unread) logger.warn('RateLimit header left out: the counts could not be read', { err: unread });
  return headers;
}
