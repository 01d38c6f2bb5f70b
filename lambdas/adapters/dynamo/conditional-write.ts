import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** True when the write happened, false when its condition did not hold. */
export async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    // A transaction refused only by its conditions (the others answer None) is a condition that did not hold.
    const reasons = (err as TransactionCanceledException).CancellationReasons;
    if (reasons?.some((r) => r.Code === 'ConditionalCheckFailed') && reasons.every((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'None')) return false;
    throw err;
  }
}
