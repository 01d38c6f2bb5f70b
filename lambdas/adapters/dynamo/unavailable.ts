import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { apiError, isTransientFailure } from '../../core/errors';

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
        if (isTransientFailure(err)) throw apiError('DB_UNAVAILABLE');
        throw err;
      }
    },
    { step: 'initialize', name: 'mapDbUnavailable' },
  );
}
