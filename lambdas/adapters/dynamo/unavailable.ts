import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { apiError } from '../../core/errors';

const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
]);

/** The database cannot be reached or is overloaded, as opposed to refusing a request of ours. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  if (THROTTLED.has(e.name ?? '')) return true;
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500;
  // Network failures reach us without an HTTP status at all.
  return e.name !== 'ApiError' && e.code !== undefined && /^E[A-Z]+/.test(e.code);
}

/**
 * Turns "database down" into 503 DB_UNAVAILABLE once, for every caller, after the SDK's own retries;
 * never a 500 with a stack.
 */
export function mapUnavailable(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (err) {
        if (isUnavailable(err)) throw apiError('DB_UNAVAILABLE');
        throw err;
      }
    },
    { step: 'initialize', name: 'mapDbUnavailable' },
  );
}
