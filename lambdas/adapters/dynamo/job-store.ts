import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { AcceptanceRefused, usageMonth, type Acceptance, type Refusal } from '../../core/jobs/acceptance';
import { RUNNING_STATUSES, type Job } from '../../core/jobs/job';
import type { JobAcceptance, JobEnding, JobProgress, JobReader, JobStore } from '../../core/jobs/job-store';
import { TransientError } from '../../core/errors';
import { IDEMPOTENCY_KEY_RETENTION_SECONDS } from '../../core/settings';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { JOB_ACCEPTANCE, JOB_PROGRESS, JOB_READER, JOB_SWEEP } from './declarations';
import { RUNNING_JOBS_INDEX } from './table-schema';
import { keys } from './keys';
import { rateWindowItem, transactSteps, withConflictRetry, type Step as TransactStep, type TransactItem } from './transactions';

type Step = TransactStep<Refusal[]>;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
/** Reads and tries of an ending whose job keeps changing under it (an admission at the same moment). */
const END_ATTEMPTS = 4;
/** The running statuses as expression values (`#s IN (:starting, :queued, :processing)`). */
const RUNNING = Object.fromEntries(RUNNING_STATUSES.map((status) => [`:${status}`, status]));

/** True when the write happened, false when its condition did not hold. */
async function conditional(write: Promise<unknown>): Promise<boolean> {
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

export function dynamoJobStore(db: Db): JobStore {
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

  /**
   * Ending a job: its item (only from the state it was read in and, for a refund, with the scenes
   * it was computed from still the ones recorded), its account (concurrency slot, storage or
   * refund), the month's usage for a refund, and its render slots or its queue entry.
   */
  function endingItems(job: Job, ending: JobEnding, recorded: readonly number[] | undefined, now: Date): TransactItem[] {
    const succeeded = ending.status === 'succeeded';
    const refund = succeeded ? 0 : ending.refund(recorded ?? []);
    const jobUpdate = succeeded
      ? {
          expr: `SET #s = :to, progress = :hundred, videoKey = :key, videoBytes = :bytes, updatedAt = :now${ending.companions ? ', companions = :companions' : ''}`,
          values: { ':hundred': 100, ':key': ending.videoKey, ':bytes': ending.videoBytes, ...(ending.companions ? { ':companions': true } : {}) },
          condition: '',
        }
      : {
          expr: 'SET #s = :to, #e = :error, refunded = :refund, updatedAt = :now',
          values: { ':error': ending.error, ':refund': refund, ':recorded': recorded?.length ?? 0 },
          // Jobs accepted before the count existed have none: their scenes are read as they are.
          condition: ' AND (scenesRecorded = :recorded OR attribute_not_exists(scenesRecorded))',
        };
    const admission =
      job.slots !== undefined
        ? { condition: 'slots = :slots', values: { ':slots': job.slots } }
        : job.queueKey !== undefined
          ? { condition: 'queueKey = :queueKey', values: { ':queueKey': job.queueKey } }
          : { condition: 'attribute_not_exists(slots) AND attribute_not_exists(queueKey)', values: {} };
    const items: TransactItem[] = [
      {
        Update: {
          TableName,
          Key: keys.job(job.jobId),
          UpdateExpression: `${jobUpdate.expr} REMOVE queueKey, admitToken`,
          ConditionExpression: `#s IN (:starting, :queued, :processing) AND ${admission.condition}${jobUpdate.condition}`,
          ExpressionAttributeNames: { '#s': 'status', ...(succeeded ? {} : { '#e': 'error' }) },
          ExpressionAttributeValues: { ':to': ending.status, ':now': now.toISOString(), ...RUNNING, ...jobUpdate.values, ...admission.values },
        },
      },
      {
        Update: {
          TableName,
          Key: keys.account(job.userId),
          UpdateExpression: succeeded
            ? 'SET activeRenders = activeRenders - :one, storageBytes = storageBytes + :bytes'
            : 'SET activeRenders = activeRenders - :one, credits = credits + :refund',
          ExpressionAttributeValues: { ':one': 1, ...(succeeded ? { ':bytes': ending.videoBytes } : { ':refund': refund }) },
        },
      },
    ];
    if (refund > 0) {
      items.push({
        Update: {
          TableName,
          Key: keys.usage(job.userId, usageMonth(new Date(job.createdAt))),
          UpdateExpression: 'ADD credits :minus',
          ExpressionAttributeValues: { ':minus': -refund },
        },
      });
    }
    if (job.slots !== undefined) {
      items.push({ Update: { TableName, Key: keys.renderSlots(), UpdateExpression: 'SET inUse = inUse - :slots', ExpressionAttributeValues: { ':slots': job.slots } } });
    }
    if (job.queueKey !== undefined) items.push({ Delete: { TableName, Key: keys.waitingJob(job.queueKey) } });
    return items;
  }

  const store: JobStore = {
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

    async get(jobId) {
      const out = await doc.send(new GetCommand({ TableName, Key: keys.job(jobId), ConsistentRead: true }));
      return out.Item as Job | undefined;
    },

    async raiseProgress(jobId, progress, now) {
      await conditional(
        doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.job(jobId),
            UpdateExpression: 'SET progress = :p, updatedAt = :now',
            ConditionExpression: 'progress < :p AND #s IN (:starting, :queued, :processing)',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':p': progress, ':now': now.toISOString(), ...RUNNING },
          }),
        ),
      );
    },

    // The job's count of recorded scenes moves with the record, and only while the job runs: an ending
    // conditioned on the count it refunded by cannot miss a scene recorded under it (endingItems).
    recordScene: (jobId, index, blobKeys) =>
      conditional(
        withConflictRetry(() =>
          doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    TableName,
                    Key: keys.job(jobId),
                    UpdateExpression: 'ADD scenesRecorded :one',
                    ConditionExpression: '#s IN (:starting, :queued, :processing)',
                    ExpressionAttributeNames: { '#s': 'status' },
                    ExpressionAttributeValues: { ':one': 1, ...RUNNING },
                  },
                },
                { Put: { TableName, Item: { ...keys.scene(jobId, index), type: 'scene', index, blobKeys }, ConditionExpression: 'attribute_not_exists(PK)' } },
              ],
            }),
          ),
        ),
      ),

    async scenes(jobId) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :scene)',
          ExpressionAttributeValues: { ':pk': keys.job(jobId).PK, ':scene': 'SCENE#' },
          ConsistentRead: true,
        }),
      );
      return new Map((out.Items ?? []).map((item) => [item.index as number, item.blobKeys as string[]]));
    },

    async end(jobId, ending, now) {
      // The transaction is built from the job as read; a job admitted or queued meanwhile is read again.
      for (let attempt = 0; attempt < END_ATTEMPTS; attempt++) {
        const job = await store.get(jobId);
        if (!job || !RUNNING_STATUSES.includes(job.status as (typeof RUNNING_STATUSES)[number])) return false;
        const recorded = ending.status === 'succeeded' ? undefined : [...(await store.scenes(jobId)).keys()];
        try {
          await withConflictRetry(() => doc.send(new TransactWriteCommand({ TransactItems: endingItems(job, ending, recorded, now) })));
          return true;
        } catch (err) {
          const reasons = (err as TransactionCanceledException).CancellationReasons;
          if (reasons?.[0]?.Code !== 'ConditionalCheckFailed') throw err;
        }
      }
      throw new TransientError(`job ${jobId} kept changing while it ended`);
    },

    markOnboarded: (userId, now) =>
      conditional(
        doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.account(userId),
            UpdateExpression: 'SET onboardedAt = :now',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(onboardedAt)',
            ExpressionAttributeValues: { ':now': now.toISOString() },
          }),
        ),
      ),

    markEventSent: (jobId) =>
      conditional(
        doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.job(jobId),
            // The job leaves the running index only now: an ended job whose event was lost stays for the sweeper.
            UpdateExpression: 'SET eventSent = :t REMOVE GSI2PK, GSI2SK',
            ConditionExpression: 'attribute_not_exists(eventSent)',
            ExpressionAttributeValues: { ':t': true },
          }),
        ),
      ),

    async runningBefore(cutoff) {
      const jobs: Job[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(
          new QueryCommand({
            TableName,
            IndexName: RUNNING_JOBS_INDEX,
            KeyConditionExpression: 'GSI2PK = :running AND GSI2SK < :cutoff',
            ExpressionAttributeValues: { ':running': keys.runningJob('', '').GSI2PK, ':cutoff': cutoff.toISOString() },
            ExclusiveStartKey,
          }),
        );
        jobs.push(...((page.Items ?? []) as Job[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return jobs;
    },
  };
  return store;
}

export const jobReader = awsAdapter({
  ...JOB_READER,
  create: ({ TABLE_NAME }): JobReader => dynamoJobStore(tableDb(TABLE_NAME)),
});

export const jobAcceptance = awsAdapter({
  ...JOB_ACCEPTANCE,
  create: ({ TABLE_NAME }): JobAcceptance => dynamoJobStore(tableDb(TABLE_NAME)),
});

export const jobProgress = awsAdapter({
  ...JOB_PROGRESS,
  create: ({ TABLE_NAME }): JobProgress => dynamoJobStore(tableDb(TABLE_NAME)),
});

export const jobSweep = awsAdapter({
  ...JOB_SWEEP,
  create: ({ TABLE_NAME }): JobProgress & Pick<JobStore, 'runningBefore'> => dynamoJobStore(tableDb(TABLE_NAME)),
});
