import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AcceptanceRefused, usageMonth, type Acceptance, type Refusal } from '../../core/jobs/acceptance';
import type { Job } from '../../core/jobs/job';
import type { JobAcceptance } from '../../core/jobs/job-store';
import { IDEMPOTENCY_KEY_RETENTION_SECONDS } from '../../core/settings';
import type { Db } from './client';
import { keys } from './keys';
import { rateWindowItem, transactSteps, withConflictRetry, type Step as TransactStep } from './transactions';

type Step = TransactStep<Refusal[]>;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** POST /v1/render's view of the jobs: the acceptance transaction, one step per rule it enforces, and planning refunds. */
export function dynamoJobAcceptance(db: Db): JobAcceptance {
  const { doc, tableName: TableName } = db;

  function accountStep(a: Acceptance): Step {
    const takeSlot = a.job !== undefined;
    const conditions = ['credits >= :charge'];
    if (takeSlot) conditions.push('activeRenders < :concurrency', 'storageBytes < :storage');
    return {
      item: {
        Update: {
          TableName,
          Key: keys.account(a.userId),
          UpdateExpression: takeSlot ? 'SET credits = credits - :charge, activeRenders = activeRenders + :one' : 'SET credits = credits - :charge',
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeValues: {
            ':charge': a.charge,
            ...(takeSlot ? { ':one': 1, ':concurrency': a.limits.concurrency, ':storage': a.limits.storageBytes } : {}),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      async refusal(returned) {
        // Not every DynamoDB (DynamoDB Local among them) returns the item with a cancellation.
        const old = returned ?? (await doc.send(new GetCommand({ TableName, Key: keys.account(a.userId), ConsistentRead: true }))).Item;
        if (!old) return [];
        const found: Refusal[] = [];
        if (takeSlot && Number(old.activeRenders) >= a.limits.concurrency) found.push({ kind: 'concurrency' });
        if (Number(old.credits) < a.charge) found.push({ kind: 'credits', balance: Number(old.credits) });
        if (takeSlot && Number(old.storageBytes) >= a.limits.storageBytes) found.push({ kind: 'storage' });
        return found;
      },
    };
  }

  function usageStep(a: Acceptance): Step {
    return {
      item: {
        Update: {
          TableName,
          Key: keys.usage(a.userId, usageMonth(a.now)),
          UpdateExpression: 'ADD credits :charge',
          ConditionExpression: 'attribute_not_exists(credits) OR credits <= :room',
          ExpressionAttributeValues: { ':charge': a.charge, ':room': a.limits.monthlyCap - a.charge },
        },
      },
      refusal: () => [{ kind: 'cap' }],
    };
  }

  function rateSteps(a: Acceptance): Step[] {
    return a.rateWindows.map((w) => ({
      item: rateWindowItem(TableName, keys.rate(a.userId, w.limit, w.window, w.start), w),
      refusal: () => [{ kind: 'rate', windows: [w] }],
    }));
  }

  function idempotencyStep(a: Acceptance, key: string): Step {
    return {
      item: {
        Put: {
          TableName,
          Item: {
            ...keys.idempotency(a.userId, key),
            type: 'idempotency',
            jobId: a.job?.jobId,
            createdAt: a.now.toISOString(),
            expiresAt: epoch(a.now) + IDEMPOTENCY_KEY_RETENTION_SECONDS,
          },
          // An expired record may linger until DynamoDB's TTL sweep; it no longer counts.
          ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
          ExpressionAttributeValues: { ':now': epoch(a.now) },
        },
      },
      refusal: () => [{ kind: 'duplicate' }],
    };
  }

  function jobStep(job: Job): Step {
    return {
      item: {
        Put: {
          TableName,
          Item: { ...keys.job(job.jobId), ...keys.jobByAccount(job.userId, job.createdAt), ...keys.runningJob(job.createdAt, job.jobId), type: 'job', ...job },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refusal: () => [],
    };
  }

  return {
    async accept(a) {
      const steps = [
        ...(a.idempotencyKey ? [idempotencyStep(a, a.idempotencyKey)] : []),
        ...rateSteps(a),
        accountStep(a),
        ...(a.charge > 0 ? [usageStep(a)] : []),
        ...(a.job ? [jobStep(a.job)] : []),
      ];
      const refusals = await transactSteps(doc, steps);
      if (refusals) throw new AcceptanceRefused(refusals.flat());
    },

    async refund(userId, credits, now) {
      if (credits <= 0) return;
      await withConflictRetry(() =>
        doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: { TableName, Key: keys.account(userId), UpdateExpression: 'SET credits = credits + :c', ExpressionAttributeValues: { ':c': credits } } },
              { Update: { TableName, Key: keys.usage(userId, usageMonth(now)), UpdateExpression: 'ADD credits :minus', ExpressionAttributeValues: { ':minus': -credits } } },
            ],
          }),
        ),
      );
    },
  };
}
