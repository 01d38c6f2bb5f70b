import type { Limits } from '../account/plans';
import { apiError, rateLimited, type ApiError } from '../errors';
import { retryAfter, type RateWindow } from '../limits/rate-limits';
import { IDEMPOTENCY_KEY_CHARACTERS } from '../settings';
import type { Job } from './job';

/**
 * Everything one acceptance must do atomically: charge, count usage against the
 * monthly cap, count the rate windows, take a concurrency slot, record the
 * Idempotency-Key and create the job. The store runs it as one transaction.
 */
export interface Acceptance {
  userId: string;
  now: Date;
  /** Credits taken now. */
  charge: number;
  limits: Limits;
  rateWindows: readonly RateWindow[];
  /** Record this key (idempotencyKeyOf) for the account; a second use is refused. */
  idempotencyKey?: string;
  /** Present when the acceptance starts a render: takes a slot and creates the job. */
  job?: Job;
}

/** Why a store refused an acceptance, from what it found in the database. */
export type Refusal =
  | { kind: 'duplicate' }
  | { kind: 'rate'; windows: RateWindow[] }
  | { kind: 'concurrency' }
  | { kind: 'credits'; balance: number }
  | { kind: 'cap' }
  | { kind: 'storage' };

export class AcceptanceRefused extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(`acceptance refused: ${refusals.map((r) => r.kind).join(', ')}`);
    this.name = 'AcceptanceRefused';
  }
}

/** When several conditions fail at once, the caller is told the first of these. */
const PRECEDENCE: Refusal['kind'][] = ['duplicate', 'rate', 'concurrency', 'credits', 'cap', 'storage'];

export function refusalError(refusals: readonly Refusal[], now: Date): ApiError {
  const first = [...refusals].sort((a, b) => PRECEDENCE.indexOf(a.kind) - PRECEDENCE.indexOf(b.kind))[0];
  switch (first?.kind) {
    case 'duplicate':
      return apiError('DUPLICATE_REQUEST');
    case 'rate':
      return rateLimited('RATE_LIMITED', Math.max(...first.windows.map((w) => retryAfter(w, now))));
    case 'concurrency':
      return rateLimited('CONCURRENT_LIMIT');
    case 'credits':
      return first.balance <= 0 ? apiError('NO_CREDITS') : apiError('INSUFFICIENT_CREDITS', undefined, { details: { balance: first.balance } });
    case 'cap':
      return apiError('ABUSE_CAP_EXCEEDED');
    case 'storage':
      return apiError('STORAGE_FULL');
    default:
      return apiError('DB_UNAVAILABLE');
  }
}

/** The key an Idempotency-Key header stands for: its first IDEMPOTENCY_KEY_CHARACTERS (spec §4.2). */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  const key = header?.slice(0, IDEMPOTENCY_KEY_CHARACTERS);
  return key ? key : undefined;
}

/** UTC calendar month of `now`, the period of the monthly usage cap. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}
