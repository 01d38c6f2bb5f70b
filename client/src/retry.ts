/**
 * The retry rules of spec §7, as one pure decision: retry 429 after Retry-After, and 500, 502
 * and 503 with backoff; never other 4xx; and retry when no answer came (a timeout, a dropped
 * connection, or the gateway's 504), which for a render is safe only with the same
 * Idempotency-Key (client.ts keeps it).
 */

export interface RetryOptions {
  /** Retries after the first attempt; 0 turns retrying off. */
  retries: number;
  /** Backoff before retry n is between half and all of baseDelayMs × 2^(n-1), at most maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A 429 asking to wait longer than this is not retried; its ApiError carries `retryAfter`. */
  maxRetryAfterSeconds: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 3, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterSeconds: 60 };

/** Error answers worth another attempt (§7 retry rule 1). */
export const RETRIED_STATUSES: readonly number[] = [429, 500, 502, 503];

/** The gateway stopped waiting for the function: the request may have started a render, as with no answer. */
export const GATEWAY_TIMEOUT = 504;

export type Outcome = { kind: 'answer'; status: number; retryAfterSeconds?: number } | { kind: 'no-answer' };

/** Milliseconds to wait before retry number `retry` (1-based), or undefined when the outcome is final. */
export function retryDelayMs(outcome: Outcome, retry: number, options: RetryOptions, random: () => number = Math.random): number | undefined {
  if (retry > options.retries) return undefined;
  if (outcome.kind === 'answer') {
    if (!RETRIED_STATUSES.includes(outcome.status)) return undefined;
    if (outcome.retryAfterSeconds !== undefined) {
      return outcome.retryAfterSeconds <= options.maxRetryAfterSeconds ? outcome.retryAfterSeconds * 1_000 : undefined;
    }
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
