/**
 * A short per-hook log of delivery attempts (beyond the spec, as Svix keeps):
 * enough to answer "why did my hook switch off?" without unbounded storage.
 */
import type { AttemptLogEntry } from './hook-responses';

export type { AttemptLogEntry };

export const ATTEMPT_LOG_SIZE = 20;

/** The log with `entry` added, newest first, oldest dropped beyond ATTEMPT_LOG_SIZE. */
export function appendAttempt(log: readonly AttemptLogEntry[], entry: AttemptLogEntry): AttemptLogEntry[] {
  return [entry, ...log].slice(0, ATTEMPT_LOG_SIZE);
}
