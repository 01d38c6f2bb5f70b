/**
 * The route table: one declaration per operation (method, path, function, limits and the errors it
 * answers), which the CDK stack, the local server, the API document and the function catalogue
 * derive from. `name` names the route's function (lambdas/functions/<name>.ts) and its operation
 * (lambdas/openapi/operations.ts); both tables are keyed by RouteName, so the compiler names
 * whatever a new route still lacks. test/unit/wiring/route-table.test.ts holds the stack and the
 * local server to this table.
 */
import type { HttpMethod } from './core/error-body';
import type { ErrorKind } from './core/errors';
import type { LimitName } from './core/limits/rate-limits';
import { ANY_ROUTE, AUTHENTICATED, WITH_BODY } from './route-errors';

export interface Route {
  method: Exclude<HttpMethod, 'HEAD'>;
  path: string;
  name: string;
  /** The spec §8 limits a request counts against, reported in its RateLimit headers (rate-limit-headers.ts). */
  rateLimits?: readonly LimitName[];
  /** Every error the operation can answer; it needs an API key exactly when NO_API_KEY is one (route-errors.ts). */
  errors: readonly ErrorKind[];
}

export const ROUTES = [
  { method: 'GET', path: '/v1/me', name: 'me', errors: AUTHENTICATED },
  {
    method: 'POST',
    path: '/v1/render',
    name: 'render',
    rateLimits: ['renderApi', 'renderAll'],
    // In the order of docs/render-contract.md: rules, content, cost, then the acceptance transaction.
    errors: [
      ...AUTHENTICATED,
      ...WITH_BODY,
      'GLOBAL_KILL_SWITCH',
      'FEATURE_KILL_SWITCH',
      'USER_KILL_SWITCH',
      'BRAND_REQUIRED',
      'BRAND_KIT_NOT_FOUND',
      'VOICE_PRESET_NOT_FOUND',
      'AVATAR_PRESET_NOT_FOUND',
      'CONTENT_BLOCKED',
      'PLAN_FAILED',
      'UNSUPPORTED_MODEL',
      'PRESENTER_REQUIRED',
      'PRODUCT_IMAGE_REQUIRED',
      'NO_ANCHOR',
      'REQUEST_COST_TOO_HIGH',
      'DUPLICATE_REQUEST',
      'CONCURRENT_LIMIT',
      'NO_CREDITS',
      'INSUFFICIENT_CREDITS',
      'ABUSE_CAP_EXCEEDED',
      'STORAGE_FULL',
    ],
  },
  { method: 'GET', path: '/v1/job/{id}', name: 'job', errors: [...AUTHENTICATED, 'forbidden', 'jobNotFound'] },
  // Refuses a body (validation) rather than ignoring it.
  { method: 'POST', path: '/v1/job/{id}/cancel', name: 'job-cancel', errors: [...AUTHENTICATED, 'validation', 'forbidden', 'jobNotFound', 'JOB_FINISHED'] },
  { method: 'GET', path: '/api/webhooks/events', name: 'webhook-events', errors: AUTHENTICATED },
  { method: 'GET', path: '/api/webhooks/hooks', name: 'webhook-list', errors: AUTHENTICATED },
  {
    method: 'POST',
    path: '/api/webhooks/hooks',
    name: 'webhook-create',
    rateLimits: ['hookCreate'],
    errors: [...AUTHENTICATED, ...WITH_BODY, 'UNKNOWN_EVENT', 'URL_NOT_DELIVERABLE', 'HOOK_LIMIT'],
  },
  { method: 'PATCH', path: '/api/webhooks/hooks/{id}', name: 'webhook-update', errors: [...AUTHENTICATED, ...WITH_BODY, 'URL_NOT_DELIVERABLE', 'hookNotFound'] },
  { method: 'DELETE', path: '/api/webhooks/hooks/{id}', name: 'webhook-delete', errors: [...AUTHENTICATED, 'hookNotFound'] },
  { method: 'POST', path: '/api/webhooks/hooks/{id}/test', name: 'webhook-test', errors: [...AUTHENTICATED, 'URL_NOT_DELIVERABLE', 'hookNotFound'] },
  { method: 'GET', path: '/api/webhooks/hooks/{id}/deliveries', name: 'webhook-deliveries', errors: [...AUTHENTICATED, 'hookNotFound'] },
  // The API document and its reference page, no key needed. The page's script is a file of its
  // own: browsers cache it, and only that function's bundle carries it.
  { method: 'GET', path: '/openapi.json', name: 'openapi', errors: ANY_ROUTE },
  { method: 'GET', path: '/docs', name: 'docs', errors: ANY_ROUTE },
  { method: 'GET', path: '/docs/reference-ui.js', name: 'docs-ui', errors: ANY_ROUTE },
] as const satisfies readonly Route[];

/** A route as declared: its name is a RouteName. */
export type DeclaredRoute = (typeof ROUTES)[number];
export type RouteName = DeclaredRoute['name'];

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
