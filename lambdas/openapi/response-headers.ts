/**
 * The headers the document promises on responses: `X-Request-Id` on every one, and on the
 * operations that authenticate, `RateLimit-Policy` and `RateLimit` for the limits that route
 * reports (lambdas/core/limits/rate-limit-headers.ts), with examples written by the same
 * functions that write the real headers.
 */
import type { ZodOpenApiHeaderObject } from 'zod-openapi';
import { rateLimitField, rateLimitPolicyField, UNLIMITED_ROUTE_REPORTS } from '../core/limits/rate-limit-headers';
import { RATE_LIMITS, windowsAt } from '../core/limits/rate-limits';
import { ROUTES, type Route } from '../routes';

const DRAFT = 'draft-ietf-httpapi-ratelimit-headers-10';

export const REQUEST_ID_HEADER_REF = { $ref: '#/components/headers/X-Request-Id' } as const;

export const REQUEST_ID_HEADER: ZodOpenApiHeaderObject = {
  description: 'The id of this request, on every response, errors included. Quote it when you report a problem: the service logs every line of the request with it.',
  required: true,
  schema: { type: 'string' },
  example: '9a7c2e41-3b5d-4f6e-8a1b-2c3d4e5f6a7b',
};

/** Components are named by the limits a route reports (`render`, `webhook-create`, `other`), and `-error` where not required. */
const componentName = (route: Route, required: boolean) => `${route.rateLimits ? route.name : 'other'}${required ? '' : '-error'}`;

/** References to the two headers of a route's responses. */
export function rateLimitHeaderRefs(route: Route, required: boolean): Record<string, { $ref: string }> {
  const name = componentName(route, required);
  return {
    'RateLimit-Policy': { $ref: `#/components/headers/RateLimit-Policy.${name}` },
    RateLimit: { $ref: `#/components/headers/RateLimit.${name}` },
  };
}

/** Every header component: X-Request-Id, and both RateLimit headers per kind of route, required or not. */
export function headerComponents(): Record<string, ZodOpenApiHeaderObject> {
  const out: Record<string, ZodOpenApiHeaderObject> = { 'X-Request-Id': REQUEST_ID_HEADER };
  for (const route of ROUTES as readonly Route[]) {
    for (const required of [true, false]) {
      const name = componentName(route, required);
      const headers = rateLimitHeaders(route, required);
      out[`RateLimit-Policy.${name}`] = headers['RateLimit-Policy']!;
      out[`RateLimit.${name}`] = headers.RateLimit!;
    }
  }
  return out;
}

/**
 * `RateLimit-Policy` and `RateLimit` for one route: the policy required on its successes, both present
 * on its errors once the key was accepted. `RateLimit` needs a read of the counters, so it is never
 * promised: an answer already made is not failed because that read failed.
 */
function rateLimitHeaders(route: Route, required: boolean): Record<string, ZodOpenApiHeaderObject> {
  const limits = route.rateLimits ?? UNLIMITED_ROUTE_REPORTS;
  const at = new Date('2026-01-01T10:20:20Z');
  const windows = windowsAt(at, limits, RATE_LIMITS);
  const scope = route.rateLimits
    ? 'the limits this operation counts against (spec §8)'
    : 'this operation has no limit of its own, so these are the account\'s overall render limit, which its renders count against';
  return {
    'RateLimit-Policy': {
      description: `The account's quota policies (IETF ${DRAFT}): ${scope}, one policy per fixed window; \`q\` requests per \`w\` seconds. Every key of the account shares them.${required ? '' : ' Sent once the key is accepted.'}`,
      required,
      schema: { type: 'string' },
      example: rateLimitPolicyField(windows),
    },
    RateLimit: {
      description: `What is left (IETF ${DRAFT}): \`r\` requests remain in each window, which reopens in \`t\` seconds. A 429's \`Retry-After\` is never earlier than the \`t\` of the window that refused. Sent once the key is accepted, except when the counters could not be read (the table briefly unavailable): the answer is not failed for it.`,
      required: false,
      schema: { type: 'string' },
      example: rateLimitField(windows, windows.map(() => 1), at),
    },
  };
}
