/**
 * Errors are values: one type carries status, code, message and extra fields,
 * and one function (`errorBody`) turns it into the JSON shape of spec §7.
 */
import type { ErrorBody, ErrorExtras } from './error-body';

/** Every stable error code of the API with its HTTP status and default message (spec §7). */
export const ERROR_CODES = {
  NO_API_KEY: [401, 'Unauthorized'],
  INVALID_API_KEY: [401, 'Invalid or revoked API key'],
  PLAN_UPGRADE_REQUIRED: [402, 'API access needs the Agency plan'],
  NO_CREDITS: [402, 'No credits left'],
  INSUFFICIENT_CREDITS: [402, 'Not enough credits for this render'],
  ABUSE_CAP_EXCEEDED: [402, 'Monthly usage limit of the plan reached'],
  STORAGE_FULL: [402, 'Video library full'],
  UPGRADE_REQUIRED: [402, 'This video needs a paid plan'],
  ACCOUNT_SUSPENDED: [403, 'Account suspended'],
  REQUEST_COST_TOO_HIGH: [413, 'This render would cost more than the per-render limit'],
  CONTENT_BLOCKED: [400, 'The request breaks the content rules'],
  PRODUCT_IMAGE_REQUIRED: [400, 'This format needs product_image_url or product_enabled: false'],
  PRESENTER_REQUIRED: [400, 'A talking scene has no face; add avatar_preset_id or send presenter_enabled: false'],
  UNSUPPORTED_MODEL: [400, 'A scene asked for a render model that cannot be used'],
  BRAND_REQUIRED: [422, 'A brand was asked for but none could be found; send brand_logo_url'],
  NO_ANCHOR: [422, 'No brand, product photo or presenter; add one or opt out'],
  CANVAS_NOT_FOUND: [404, 'A referenced project is not on this account'],
  BRAND_KIT_NOT_FOUND: [404, 'The brand kit is not on this account'],
  VOICE_PRESET_NOT_FOUND: [404, 'Unknown voice preset'],
  AVATAR_PRESET_NOT_FOUND: [404, 'Unknown avatar preset'],
  NOT_FOUND: [404, 'Not found'],
  METHOD_NOT_ALLOWED: [405, 'Method not allowed'],
  DUPLICATE_REQUEST: [409, 'Idempotency-Key already used; nothing new was charged'],
  HOOK_LIMIT: [409, 'The account already has the maximum number of webhooks'],
  JOB_FINISHED: [409, 'The job has already finished; only a queued, starting or processing job can be cancelled'],
  PAYLOAD_TOO_LARGE: [413, 'Request body too large'],
  // The HTTP layer's own refusals, before any route (the local server answers them as API Gateway would).
  HEADERS_TOO_LARGE: [431, 'Request headers too large'],
  REQUEST_TIMEOUT: [408, 'Request timeout'],
  PLAN_FAILED: [502, 'Planning from the brief failed; planning credits refunded'],
  RATE_LIMITED: [429, 'Too many requests'],
  CONCURRENT_LIMIT: [429, 'Too many renders running at once; nothing was queued'],
  USAGE_CHECK_UNAVAILABLE: [503, 'Usage could not be checked; rendering paused; nothing charged'],
  DB_UNAVAILABLE: [503, 'A service is briefly unavailable'],
  FEATURE_NOT_AVAILABLE: [503, 'Rendering is not available right now'],
  GLOBAL_KILL_SWITCH: [503, 'Rendering is paused for everyone'],
  FEATURE_KILL_SWITCH: [503, 'This feature is paused'],
  USER_KILL_SWITCH: [503, 'This account is temporarily restricted'],
  UNKNOWN_EVENT: [400, 'Not a subscribable event'],
  URL_NOT_DELIVERABLE: [400, 'URL is not a public http(s) address'],
  // Answered by API Gateway itself in AWS (lib/constructs/api.ts), never by a function.
  REQUEST_BLOCKED: [403, 'The request was blocked'],
  SERVICE_UNAVAILABLE: [503, 'The service is briefly unavailable; retry with the same Idempotency-Key'],
  GATEWAY_TIMEOUT: [504, 'The service did not answer in time; retry with the same Idempotency-Key'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The spec's errors without a code (§7: branch on status there), with their status and message. */
export const CODELESS_ERRORS = {
  validation: [400, 'Validation failed'],
  forbidden: [403, 'Forbidden'],
  jobNotFound: [404, 'Job not found'],
  hookNotFound: [404, 'Hook not found'],
  internal: [500, 'Internal server error'],
} as const satisfies Record<string, readonly [number, string]>;

export type CodelessError = keyof typeof CODELESS_ERRORS;

/** Every error the API can answer: a stable code, or one of the code-less ones. */
export type ErrorKind = ErrorCode | CodelessError;

/** The HTTP status of any error kind. */
export function statusOf(kind: ErrorKind): number {
  return (kind in ERROR_CODES ? ERROR_CODES[kind as ErrorCode] : CODELESS_ERRORS[kind as CodelessError])[0];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly extra: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An error with a stable code; the message defaults to the catalogue's. */
export function apiError(code: ErrorCode, message?: string, extra?: ErrorExtras): ApiError {
  const [status, defaultMessage] = ERROR_CODES[code];
  return new ApiError(status, message ?? defaultMessage, code, extra);
}

/** An error without a code (§7: branch on status there); the message is the catalogue's. */
export function codelessError(kind: CodelessError, extra?: ErrorExtras): ApiError {
  const [status, message] = CODELESS_ERRORS[kind];
  return new ApiError(status, message, undefined, extra);
}

export const forbidden = () => codelessError('forbidden');
export const jobNotFound = () => codelessError('jobNotFound');
export const hookNotFound = () => codelessError('hookNotFound');
export const internalError = () => codelessError('internal');

/**
 * A render failed because of what the caller sent (an unreachable asset, an image that
 * cannot be decoded): its message is safe and useful to show them as the job's `error`.
 */
export class InputProblem extends Error {
  override name = 'InputProblem';
  /** Trying again cannot help (an address the outbound policy refuses): the step fails at once. */
  readonly permanent: boolean;
  constructor(message: string, options: ErrorOptions & { permanent?: boolean } = {}) {
    super(message, options);
    this.permanent = options.permanent ?? false;
  }
}

/**
 * A failure that is expected to pass (a dependency throttling or briefly unreachable): the
 * workflow retries the step with backoff (WORKFLOW_TASK_RETRY) instead of failing the job.
 */
export class TransientError extends Error {
  override name = 'TransientError';
}

const PASSING = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'SlowDown',
  'InternalServerError',
  'InternalError',
  'ServiceUnavailable',
  'TimeoutError',
]);

/**
 * True for a dependency that cannot answer right now, as opposed to one refusing our request: our
 * own DB_UNAVAILABLE, an AWS error that is a throttle or a 5xx, a network error (ECONNREFUSED…).
 */
export function isTransientFailure(err: unknown): boolean {
  if (err instanceof TransientError) return true;
  // The caller's input will not change by retrying: an SSRF refusal (code ERR_OUTBOUND_REFUSED)
  // once passed the errno test below and was retried for minutes against a refused host.
  if (err instanceof InputProblem) return false;
  if (err instanceof ApiError) return err.code === 'DB_UNAVAILABLE';
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || typeof e !== 'object') return false;
  if (PASSING.has(e.name ?? '')) return true;
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500;
  return typeof e.code === 'string' && /^E[A-Z]+/.test(e.code);
}

export interface Problem {
  path: string;
  message: string;
}

/** A refusal lists at most this many problems, then says how many more there are (bounded work, small bodies). */
export const MAX_PROBLEMS = 50;
/** A field path is shown up to this length: a caller's unknown key may be megabytes long. */
const MAX_PATH_CHARS = 100;

/**
 * 400 `Validation failed` whose `detail` lists the problems as `field: message` joined by `; `:
 * the first MAX_PROBLEMS of them, then `and N more`.
 */
export function validationFailed(problems: readonly Problem[]): ApiError {
  const shown = problems.slice(0, MAX_PROBLEMS).map((p) => (p.path ? `${clipPath(p.path)}: ${p.message}` : p.message));
  const more = problems.length - shown.length;
  const detail = [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join('; ');
  return codelessError('validation', { detail });
}

function clipPath(path: string): string {
  return path.length > MAX_PATH_CHARS ? `${path.slice(0, MAX_PATH_CHARS - 1)}…` : path;
}

/** 429 with `retryAfter` at the top and in `details`, as §7 allows both. */
export function rateLimited(code: 'RATE_LIMITED' | 'CONCURRENT_LIMIT', retryAfter?: number): ApiError {
  return retryAfter === undefined
    ? apiError(code)
    : apiError(code, undefined, { retryAfter, details: { retryAfter } });
}

export function errorBody(err: ApiError): ErrorBody {
  return { error: err.message, ...(err.code ? { code: err.code } : {}), ...err.extra };
}
