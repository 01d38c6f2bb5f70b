import type { ErrorBody, ErrorCode } from './types.js';

/**
 * Every failure of a call: an error answer of the API (its status, stable `code` when it has
 * one, and `retryAfter` seconds for 429), or no answer at all (`status` 0, the network error
 * as `cause`). Branch on `code`, or on `status` for the errors that have none (spec §7).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status, or 0 when no answer came (timeout, refused or dropped connection). */
  readonly status: number;
  readonly code?: ErrorCode;
  /** Seconds the API asked to wait (429 RATE_LIMITED), from Retry-After or the body. */
  readonly retryAfter?: number;
  /** The error body as sent, for `detail` (validation), `details` and the rest. */
  readonly body?: ErrorBody;
  /** Requests sent for this call, retries included. */
  readonly attempts: number;
  /**
   * The Idempotency-Key of a render call. After no answer, call again with it: if the lost
   * attempt started a render, the API refuses the repeat (409) instead of starting a second.
   */
  readonly idempotencyKey?: string;

  constructor(init: { status: number; message: string; body?: ErrorBody; retryAfter?: number; attempts: number; idempotencyKey?: string; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.body?.code as ErrorCode | undefined;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
    this.attempts = init.attempts;
    this.idempotencyKey = init.idempotencyKey;
  }
}
