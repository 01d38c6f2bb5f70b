/**
 * What the functions read of the route table (lambdas/routes.ts) at run time, and the rules they
 * read it by. The table itself carries the API document's schemas, so no function imports it:
 * each route's entry hands its handler the facts of every route (lib/entries.ts), as the local
 * server does from the table.
 */
import type { HttpMethod } from './core/error-body';
import type { LimitName } from './core/limits/rate-limits';

export interface RouteFacts {
  method: Exclude<HttpMethod, 'HEAD'>;
  path: string;
  name: string;
  /** The spec §8 limits a request counts against, reported in its RateLimit headers (rate-limit-headers.ts). */
  rateLimits?: readonly LimitName[];
}

/** The port through which a handler reads the route table. */
export interface RoutePorts {
  routes: readonly RouteFacts[];
}

/** The facts of each route, as an entry hands them to its function. */
export function routeFacts(routes: readonly RouteFacts[]): RouteFacts[] {
  return routes.map(({ method, path, name, rateLimits }) => ({ method, path, name, ...(rateLimits ? { rateLimits } : {}) }));
}

/** Serves any path or method no route claims: 404 NOT_FOUND or 405 (spec §7). */
export const FALLBACK_HANDLER = 'not-found' as const;

/**
 * Where a route's handler is: lambdas/handlers/http/<name>.ts exporting make<Name>Handler(ports)
 * (me → makeMeHandler, job-cancel → makeJobCancelHandler); the fallback's too.
 */
export function handlerOf(name: string): { module: string; export: string } {
  const pascal = name.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
  return { module: `lambdas/handlers/http/${name}.ts`, export: `make${pascal}Handler` };
}

/** The methods a route answers: a GET route also answers HEAD, with the same status and headers and no body (RFC 9110 §9.3.2). */
export function methodsOf(route: RouteFacts): HttpMethod[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/** The route an API Gateway event was routed to (`resource` is the route's path template); undefined for the fallback. */
export function routeOf(routes: readonly RouteFacts[], resource: string, method: string): RouteFacts | undefined {
  return routes.find((route) => route.path === resource && methodsOf(route).includes(method as HttpMethod));
}

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
