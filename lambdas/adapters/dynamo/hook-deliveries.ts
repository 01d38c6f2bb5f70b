import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { appendAttempt } from '../../core/webhooks/attempt-log';
import { HookWriteRefused, type AttemptClaim, type HookStore } from '../../core/webhooks/hook-store';
import type { AttemptPlan } from '../../core/webhooks/retry-policy';
import type { Db } from './client';
import { keys } from './keys';
import { hookTable, type Step } from './hook-table';

export type HookDeliveries = Pick<HookStore, 'claimAttempt' | 'recordAttempt'>;

/** Attempt-ledger entries outlive any SQS message (retention ≤ 14 days, delays ≤ 15 minutes). */
const LEDGER_TTL_SECONDS = 14 * 86_400;

/** The delivery ledger: claiming an attempt once, and recording its outcome with the hook's failure count and log. */
export function dynamoHookDeliveries(db: Db): HookDeliveries {
  const { doc, TableName, transact, optimistic, read, attempts, putHookStep } = hookTable(db);
  return {
    async claimAttempt(deliveryId, attempt, now, leaseSeconds): Promise<AttemptClaim> {
      const token = randomUUID();
      const key = keys.deliveryAttempt(deliveryId, attempt);
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { ...key, type: 'attempt', state: 'sending', token, claimedAt: now.getTime(), expiresAt: Math.floor(now.getTime() / 1000) + LEDGER_TTL_SECONDS },
            // A claim whose lease ran out belongs to a worker that died before recording.
            ConditionExpression: 'attribute_not_exists(PK) OR (#state = :sending AND claimedAt < :staleBefore)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':sending': 'sending', ':staleBefore': now.getTime() - leaseSeconds * 1000 },
          }),
        );
        return { kind: 'claimed', token };
      } catch (err) {
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
      }
      const out = await doc.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
      return out.Item?.state === 'done' ? { kind: 'done', plan: out.Item.plan as AttemptPlan } : { kind: 'busy' };
    },

    async recordAttempt(record) {
      const markDone: Step = {
        item: {
          Update: {
            TableName,
            Key: keys.deliveryAttempt(record.deliveryId, record.attempt),
            UpdateExpression: 'SET #state = :done, #plan = :plan',
            ConditionExpression: '#state = :sending AND #token = :token',
            ExpressionAttributeNames: { '#state': 'state', '#plan': 'plan', '#token': 'token' },
            ExpressionAttributeValues: { ':done': 'done', ':sending': 'sending', ':plan': record.plan, ':token': record.token },
          },
        },
        // Our lease ran out and another worker took the attempt over: its record is the one that counts.
        refusal: () => [],
      };
      try {
        await optimistic(async () => {
          // Hook first, then log: a log newer than the hook version we read fails the version check below.
          const current = await read(record.userId, record.hookId);
          const log = await attempts(record.userId, record.hookId);
          // A hook deleted meanwhile keeps no state or log; the ledger still records the attempt.
          const hookSteps: Step[] = current
            ? [
                putHookStep({ ...current.hook, ...record.next(current.hook) }, current.version),
                {
                  item: { Put: { TableName, Item: { ...keys.hookLog(record.userId, record.hookId), type: 'hookLog', entries: appendAttempt(log, record.entry) } } },
                  refusal: () => [],
                },
              ]
            : [];
          await transact([markDone, ...hookSteps]);
        });
      } catch (err) {
        if (!(err instanceof HookWriteRefused)) throw err;
      }
    },
  };
}
