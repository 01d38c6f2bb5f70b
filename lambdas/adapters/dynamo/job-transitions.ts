import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { usageMonth } from '../../core/jobs/acceptance';
import { RUNNING_STATUSES, type Job } from '../../core/jobs/job';
import type { JobEnding, JobStore } from '../../core/jobs/job-store';
import { TransientError } from '../../core/errors';
import type { Db } from './client';
import { conditional } from './conditional-write';
import { dynamoJobReads } from './job-reads';
import { keys } from './keys';
import { withConflictRetry, type TransactItem } from './transactions';

export type JobTransitions = Pick<JobStore, 'raiseProgress' | 'recordScene' | 'end' | 'markOnboarded' | 'markEventSent'>;

/** Reads and tries of an ending whose job keeps changing under it (an admission at the same moment). */
const END_ATTEMPTS = 4;
/** The running statuses as expression values (`#s IN (:starting, :queued, :processing)`). */
const RUNNING = Object.fromEntries(RUNNING_STATUSES.map((status) => [`:${status}`, status]));

/** A job's writes as it runs: progress, its scenes, its ending transaction, and the marks that follow. */
export function dynamoJobTransitions(db: Db): JobTransitions {
  const { doc, tableName: TableName } = db;
  const { get, scenes } = dynamoJobReads(db);

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

  return {
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

    async end(jobId, ending, now) {
      // The transaction is built from the job as read; a job admitted or queued meanwhile is read again.
      for (let attempt = 0; attempt < END_ATTEMPTS; attempt++) {
        const job = await get(jobId);
        if (!job || !RUNNING_STATUSES.includes(job.status as (typeof RUNNING_STATUSES)[number])) return false;
        const recorded = ending.status === 'succeeded' ? undefined : [...(await scenes(jobId)).keys()];
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
  };
}
