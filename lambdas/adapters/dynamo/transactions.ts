import type { AttributeValue, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { apiError } from '../../core/errors';
import type { RateWindow } from '../../core/limits/rate-limits';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
export type Item = Record<string, unknown>;

/** One transaction item and how to read its failed condition (`old`: the item as it was, when DynamoDB says). */
export interface Step<R> {
  item: TransactItem;
  refusal(old: Item | undefined): R | Promise<R>;
}

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

/**
 * Runs the steps as one transaction. Resolves to undefined when it was written, or to the
 * refusals of the steps whose conditions failed (nothing was written then).
 */
export async function transactSteps<R>(doc: DynamoDBDocumentClient, steps: readonly Step<R>[]): Promise<R[] | undefined> {
  return withConflictRetry(async () => {
    try {
      await doc.send(new TransactWriteCommand({ TransactItems: steps.map((s) => s.item) }));
      return undefined;
    } catch (err) {
      const reasons = (err as TransactionCanceledException).CancellationReasons;
      if ((err as Error).name !== 'TransactionCanceledException' || !reasons) throw err;
      if (reasons.some((r) => r.Code === 'TransactionConflict')) throw err;
      // The document client does not unmarshall the items returned with a cancellation.
      const old = (item: Record<string, AttributeValue> | undefined) => (item ? unmarshall(item) : undefined);
      return Promise.all(
        reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [steps[i]!.refusal(old(r.Item))] : [])),
      );
    }
  });
}

/** Counts one request in a fixed rate-limit window, refused once the window is full. */
export function rateWindowItem(TableName: string, key: Item, w: RateWindow): TransactItem {
  return {
    Update: {
      TableName,
      Key: key,
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':max': w.max, ':expires': w.end + 86_400 },
    },
  };
}
