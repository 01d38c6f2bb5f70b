/**
 * A short per-hook log of delivery attempts (beyond the spec, as Svix keeps):
 * enough to answer "why did my hook switch off?" without unbounded storage.
 */

export const ATTEMPT_LOG_SIZE = 20;

export interface AttemptLogEntry {
  at: string;
  delivery_id: string;
  event: string;
  /** 1-based attempt number within the delivery. */
  attempt: number;
  ok: boolean;
  /** The receiver's HTTP status, or 0 when there was no answer. */
  status: number;
  error: string | null;
  duration_ms: number;
  /** The start of the receiver's answer, already truncated by the deliverer. */
  response_snippet: string;
}

/** The log with `entry` added, newest first, oldest dropped beyond ATTEMPT_LOG_SIZE. */
export function appendAttempt(log: readonly AttemptLogEntry[], entry: AttemptLogEntry): AttemptLogEntry[] {
  return [entry, ...log].slice(0, ATTEMPT_LOG_SIZE);
}
