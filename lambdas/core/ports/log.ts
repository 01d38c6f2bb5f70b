/**
 * Port: where the core reports a side effect that failed and what it did instead (the sweeper
 * starts the job; the scene is rendered again). The service's structured logger is passed in
 * (lambdas/shared/logger.ts: every line carries its request's or step's keys); the core never
 * imports it, and a test can read what was reported.
 */
export interface Log {
  warn(message: string, attributes: Record<string, unknown>): void;
  error(message: string, attributes: Record<string, unknown>): void;
}
