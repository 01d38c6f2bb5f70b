import type { ErrorCode, ErrorKind } from './core/errors';

/**
 * Which errors each operation of the route table can answer (spec §4, §5, §7): the one
 * declaration the API document's error responses and their code enums are built from.
 * The integration tests check every response against that document, so an operation
 * answering an error not listed here fails them.
 */

/**
 * The answers that come before any route's function, on every route: API Gateway's own (its
 * throttle, a function it could not reach in time, a WAF or resource-policy refusal, anything else
 * it refuses; lib/constructs/api.ts), the local server's refusal of oversized or slow headers, and a bug.
 */
const BEFORE_ANY_ROUTE: readonly ErrorKind[] = ['RATE_LIMITED', 'GATEWAY_TIMEOUT', 'SERVICE_UNAVAILABLE', 'REQUEST_BLOCKED', 'HEADERS_TOO_LARGE', 'REQUEST_TIMEOUT'];
const ANY_ROUTE: readonly ErrorKind[] = [...BEFORE_ANY_ROUTE, 'internal'];

/**
 * Spec §5, checked in this order; the key is looked up in the database. A route needs a key
 * exactly when it can answer NO_API_KEY: the API document derives its security from that.
 */
const AUTHENTICATED: readonly ErrorKind[] = [...ANY_ROUTE, 'NO_API_KEY', 'INVALID_API_KEY', 'ACCOUNT_SUSPENDED', 'PLAN_UPGRADE_REQUIRED', 'DB_UNAVAILABLE'];

/** Routes that read a JSON body: malformed, not JSON, failing the schema, or over the gateway's 10 MB. */
const WITH_BODY: readonly ErrorKind[] = ['validation', 'PAYLOAD_TOO_LARGE'];

export const ROUTE_ERRORS: Readonly<Record<string, readonly ErrorKind[]>> = {
  me: AUTHENTICATED,
  // In the order of docs/render-contract.md: rules, content, cost, then the acceptance transaction.
  render: [
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
  job: [...AUTHENTICATED, 'forbidden', 'jobNotFound'],
  // Refuses a body (validation) rather than ignoring it.
  'job-cancel': [...AUTHENTICATED, 'validation', 'forbidden', 'jobNotFound', 'JOB_FINISHED'],
  'webhook-events': AUTHENTICATED,
  'webhook-list': AUTHENTICATED,
  'webhook-create': [...AUTHENTICATED, ...WITH_BODY, 'UNKNOWN_EVENT', 'URL_NOT_DELIVERABLE', 'HOOK_LIMIT'],
  'webhook-update': [...AUTHENTICATED, ...WITH_BODY, 'URL_NOT_DELIVERABLE', 'hookNotFound'],
  'webhook-delete': [...AUTHENTICATED, 'hookNotFound'],
  'webhook-test': [...AUTHENTICATED, 'URL_NOT_DELIVERABLE', 'hookNotFound'],
  'webhook-deliveries': [...AUTHENTICATED, 'hookNotFound'],
  openapi: ANY_ROUTE,
  docs: ANY_ROUTE,
  'docs-ui': ANY_ROUTE,
};

/**
 * What a request no operation claims is answered (no operation, so not in the document's
 * paths): the fallback's 404 and 405 (spec §7), or the gateway's own refusals, which come
 * before routing.
 */
export const UNROUTED_ERRORS: readonly ErrorKind[] = ['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE', 'validation', ...BEFORE_ANY_ROUTE];

/**
 * Codes of the spec's catalogue this service never answers, and why; every other code is
 * answered by some route above (a test holds the two lists to ERROR_CODES).
 */
export const UNUSED_CODES = {
  UPGRADE_REQUIRED: 'Only the Agency plan has API access, and its videos never need another plan.',
  CANVAS_NOT_FOUND: 'No request field names an app project.',
  USAGE_CHECK_UNAVAILABLE: 'Usage is checked inside the acceptance transaction; when the database is down the answer is DB_UNAVAILABLE.',
  FEATURE_NOT_AVAILABLE: 'Pausing rendering is FEATURE_KILL_SWITCH (or GLOBAL_KILL_SWITCH).',
} as const satisfies Partial<Record<ErrorCode, string>>;

export function routeErrors(name: string): readonly ErrorKind[] {
  const errors = ROUTE_ERRORS[name];
  if (!errors) throw new Error(`route "${name}" has no entry in lambdas/route-errors.ts: say which errors it answers`);
  return errors;
}

/** A route needs an API key exactly when it can refuse a missing one. */
export function needsApiKey(name: string): boolean {
  return routeErrors(name).includes('NO_API_KEY');
}
