import { apiError } from '../../core/errors';

/**
 * Transactions touching the same account item at once are cancelled with
 * `TransactionConflict`; they are retried with jittered backoff, never reported as refusals.
 */
export async function withConflictRetry<T>(run: () => Promise<T>, attempts = 12): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
      const conflict = e.name === 'TransactionCanceledException' && e.CancellationReasons?.some((r) => r.Code === 'TransactionConflict');
      const inProgress = e.name === 'TransactionInProgressException';
      if (!(conflict || inProgress)) throw err;
      // Still contended after every retry: nothing was written, so the caller may simply retry.
      if (attempt >= attempts) throw apiError('DB_UNAVAILABLE');
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(1_000, 20 * 2 ** attempt)));
    }
  }
}
