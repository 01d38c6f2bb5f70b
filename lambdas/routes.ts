/**
 * The route table: the one list of operations that both the CDK stack and the
 * local server are built from. `name` names the route's function (lambdas/functions/<name>.ts).
 */
import type { HttpMethod } from './core/error-body';
import type { LimitName } from './core/limits/rate-limits';

export interface Route {
  method: Exclude<HttpMethod, 'HEAD'>;
  path: string;
  name: string;
  /** The spec §8 limits a request counts against, reported in its RateLimit headers (rate-limit-headers.ts). */
  rateLimits?: readonly LimitName[];
}

export const ROUTES = [
  { method: 'GET', path: '/v1/me', name: 'me' },
  { method: 'POST', path: '/v1/render', name: 'render', rateLimits: ['renderApi', 'renderAll'] },
  { method: 'GET', path: '/v1/job/{id}', name: 'job' },
  { method: 'POST', path: '/v1/job/{id}/cancel', name: 'job-cancel' },
  { method: 'GET', path: '/api/webhooks/events', name: 'webhook-events' },
  { method: 'GET', path: '/api/webhooks/hooks', name: 'webhook-list' },
  { method: 'POST', path: '/api/webhooks/hooks', name: 'webhook-create', rateLimits: ['hookCreate'] },
  { method: 'PATCH', path: '/api/webhooks/hooks/{id}', name: 'webhook-update' },
  { method: 'DELETE', path: '/api/webhooks/hooks/{id}', name: 'webhook-delete' },
  { method: 'POST', path: '/api/webhooks/hooks/{id}/test', name: 'webhook-test' },
  { method: 'GET', path: '/api/webhooks/hooks/{id}/deliveries', name: 'webhook-deliveries' },
  // The API document and its reference page, no key needed. The page's script is a file of its
  // own: browsers cache it, and only that function's bundle carries it.
  { method: 'GET', path: '/openapi.json', name: 'openapi' },
  { method: 'GET', path: '/docs', name: 'docs' },
  { method: 'GET', path: '/docs/reference-ui.js', name: 'docs-ui' },
] as const satisfies readonly Route[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The methods a route answers: a GET route also answers HEAD, with the same status and headers and no body (RFC 9110 §9.3.2). */
export function methodsOf(route: Route): HttpMethod[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/** The route an API Gateway event was routed to (`resource` is the route's path template); undefined for the fallback. */
export function routeOf(resource: string, method: string): Route | undefined {
  return (ROUTES as readonly Route[]).find((route) => route.path === resource && methodsOf(route).includes(method as HttpMethod));
}

/** Serves any path or method no route claims: 404 NOT_FOUND or 405 (spec §7). */
export const FALLBACK_HANDLER = 'not-found' as const;

/** `/v1/job/{id}` → a matcher that returns the path parameters. */
export function pathMatcher(path: string): (actual: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const literal = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = literal.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}/?$`);
  return (actual) => {
    const match = regex.exec(actual);
    if (!match) return undefined;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
  };
}
