import type { ErrorCode, ErrorKind } from './core/errors';

/**
 * The error sets a route's declaration (lambdas/routes.ts `errors`) is made of (spec §4, §5, §7).
 * The API document's error responses and their code enums are built from those declarations; the
 * integration tests check every response against that document, so an operation answering an
 * error its route does not list fails them.
 */

/**
 * The answers that come before any route's function, on every route: API Gateway's own (its
 * throttle, a function it could not reach in time, a WAF or resource-policy refusal, anything else
 * it refuses; lib/constructs/api.ts), the local server's refusal of oversized or slow headers, and a bug.
 */
const BEFORE_ANY_ROUTE: readonly ErrorKind[] = ['RATE_LIMITED', 'GATEWAY_TIMEOUT', 'SERVICE_UNAVAILABLE', 'REQUEST_BLOCKED', 'HEADERS_TOO_LARGE', 'REQUEST_TIMEOUT'];
export const ANY_ROUTE: readonly ErrorKind[] = [...BEFORE_ANY_ROUTE, 'internal'];

/**
 * Spec §5, checked in this order; the key is looked up in the database. A route needs a key
 * exactly when it can answer NO_API_KEY: the API document derives its security from that.
 */
export const AUTHENTICATED: readonly ErrorKind[] = [...ANY_ROUTE, 'NO_API_KEY', 'INVALID_API_KEY', 'ACCOUNT_SUSPENDED', 'PLAN_UPGRADE_REQUIRED', 'DB_UNAVAILABLE'];

/** Routes that read a JSON body: malformed, not JSON, failing the schema, or over the gateway's 10 MB. */
export const WITH_BODY: readonly ErrorKind[] = ['validation', 'PAYLOAD_TOO_LARGE'];

/**
 * What a request no operation claims is answered (no operation, so not in the document's
 * paths): the fallback's 404 and 405 (spec §7), or the gateway's own refusals, which come
 * before routing.
 */
export const UNROUTED_ERRORS: readonly ErrorKind[] = ['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE', 'validation', ...BEFORE_ANY_ROUTE];

/**
 * Codes of the spec's catalogue this service never answers, and why; every other code is
 * answered by some route's declaration (a test holds the two lists to ERROR_CODES).
 */
export const UNUSED_CODES = {
  UPGRADE_REQUIRED: 'Only the Agency plan has API access, and its videos never need another plan.',
  CANVAS_NOT_FOUND: 'No request field names an app project.',
  USAGE_CHECK_UNAVAILABLE: 'Usage is checked inside the acceptance transaction; when the database is down the answer is DB_UNAVAILABLE.',
  FEATURE_NOT_AVAILABLE: 'Pausing rendering is FEATURE_KILL_SWITCH (or GLOBAL_KILL_SWITCH).',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** A route needs an API key exactly when it can refuse a missing one. */
export function needsApiKey(route: { readonly errors: readonly ErrorKind[] }): boolean {
  return route.errors.includes('NO_API_KEY');
}
