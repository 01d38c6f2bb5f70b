import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Admission, RenderCapacity, WaitingJob } from '../../core/jobs/capacity';
import { queueKeyOf, turnAfter, turnFor } from '../../core/jobs/fair-queue';
import { TransientError } from '../../core/errors';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { QUEUE_POSITIONS, RENDER_CAPACITY } from './declarations';
import { keys } from './keys';
import { withConflictRetry } from './transactions';

/** Tries of a join whose account turn another job of the account took meanwhile. */
const JOIN_ATTEMPTS = 25;

/** The cancellation reason of each item of a transaction that failed its conditions; undefined for other errors. */
function cancelled(err: unknown): string[] | undefined {
  const reasons = (err as TransactionCanceledException).CancellationReasons;
  return (err as Error).name === 'TransactionCanceledException' && reasons ? reasons.map((r) => r.Code ?? 'None') : undefined;
}

/**
 * The render slots and the fair queue in the single table (docs/data-model.md): one item counts
 * the slots in use and the turn admitted last; the waiting jobs sort in one partition in admission
 * order; each account's next turn has an item of its own. Every change is a conditional
 * transaction with the job's own item, so the table stays the one truth under any concurrency.
 */
export function dynamoRenderCapacity(db: Db): RenderCapacity {
  const { doc, tableName: TableName } = db;
  const read = async (key: Record<string, string>) => (await doc.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }))).Item;

  return {
    async join({ job, token, slots, now }) {
      for (let attempt = 1; ; attempt++) {
        const [counter, account] = await Promise.all([read(keys.renderSlots()), read(keys.accountTurn(job.userId))]);
        const seen = account?.next as number | undefined;
        const turn = turnFor(Number(counter?.turn ?? 0), seen);
        const queueKey = queueKeyOf(turn, job.createdAt, job.jobId);
        try {
          await withConflictRetry(() =>
            doc.send(
              new TransactWriteCommand({
                TransactItems: [
                  {
                    Update: {
                      TableName,
                      Key: keys.job(job.jobId),
                      UpdateExpression: 'SET #s = :queued, queueKey = :key, updatedAt = :now',
                      ConditionExpression: '#s IN (:starting, :queued) AND attribute_not_exists(queueKey) AND attribute_not_exists(slots)',
                      ExpressionAttributeNames: { '#s': 'status' },
                      ExpressionAttributeValues: { ':queued': 'queued', ':starting': 'starting', ':key': queueKey, ':now': now.toISOString() },
                    },
                  },
                  {
                    Update: {
                      TableName,
                      Key: keys.accountTurn(job.userId),
                      UpdateExpression: 'SET #next = :next',
                      ConditionExpression: seen === undefined ? 'attribute_not_exists(#next)' : '#next = :seen',
                      ExpressionAttributeNames: { '#next': 'next' },
                      ExpressionAttributeValues: { ':next': turnAfter(turn, slots), ...(seen === undefined ? {} : { ':seen': seen }) },
                    },
                  },
                  {
                    Put: {
                      TableName,
                      Item: { ...keys.waitingJob(queueKey), type: 'waiting', jobId: job.jobId, userId: job.userId, queueKey, turn, slots, token },
                      ConditionExpression: 'attribute_not_exists(PK)',
                    },
                  },
                ],
              }),
            ),
          );
          return true;
        } catch (err) {
          const reasons = cancelled(err);
          if (!reasons) throw err;
          // The job is no longer starting without a place: the caller reads it again.
          if (reasons[0] === 'ConditionalCheckFailed') return false;
          // Another job of the account took the turn read here: read the turns again (a burst of one account contends here only).
          if (attempt >= JOIN_ATTEMPTS) throw new TransientError(`job ${job.jobId} could not take a turn in the render queue`);
          await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
        }
      }
    },

    async renewToken(queueKey, token) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.waitingJob(queueKey),
            UpdateExpression: 'SET #token = :token',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#token': 'token' },
            ExpressionAttributeValues: { ':token': token },
          }),
        );
        return true;
      } catch (err) {
        if ((err as Error).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },

    async head(limit) {
      const out = await doc.send(
        new QueryCommand({ TableName, KeyConditionExpression: 'PK = :queue', ExpressionAttributeValues: { ':queue': keys.waitingJob('').PK }, Limit: limit, ConsistentRead: true }),
      );
      return (out.Items ?? []).map((item) => ({
        jobId: item.jobId as string,
        userId: item.userId as string,
        queueKey: item.queueKey as string,
        turn: Number(item.turn),
        slots: Number(item.slots),
        token: item.token as string,
      }));
    },

    async admit(job: WaitingJob, capacity: number, now: Date): Promise<Admission> {
      const entry = keys.waitingJob(job.queueKey);
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName,
                  Key: keys.renderSlots(),
                  UpdateExpression: 'SET inUse = if_not_exists(inUse, :zero) + :slots, turn = :turn',
                  // No arithmetic in conditions: the slots fit when what is in use leaves room for them.
                  ConditionExpression: '(attribute_not_exists(inUse) OR inUse <= :room) AND (attribute_not_exists(turn) OR turn <= :turn)',
                  ExpressionAttributeValues: { ':zero': 0, ':slots': job.slots, ':room': capacity - job.slots, ':turn': job.turn },
                },
              },
              { Delete: { TableName, Key: entry, ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': job.token } } },
              {
                Update: {
                  TableName,
                  Key: keys.job(job.jobId),
                  UpdateExpression: 'SET #s = :processing, slots = :slots, admitToken = :token, admittedAt = :now, updatedAt = :now REMOVE queueKey',
                  ConditionExpression: '#s = :queued AND queueKey = :key',
                  ExpressionAttributeNames: { '#s': 'status' },
                  ExpressionAttributeValues: { ':processing': 'processing', ':queued': 'queued', ':slots': job.slots, ':token': job.token, ':key': job.queueKey, ':now': now.toISOString() },
                },
              },
            ],
          }),
        );
        return 'admitted';
      } catch (err) {
        const reasons = cancelled(err);
        if (!reasons) throw err;
        // Another pass or a renewal got there first; the next read of the queue sees it.
        if (reasons.includes('TransactionConflict') || reasons[1] === 'ConditionalCheckFailed') return 'changed';
        if (reasons[2] === 'ConditionalCheckFailed') {
          // The job ended while it waited, and its ending did not see the entry: drop it, as read.
          await doc.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName, Key: entry, ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': job.token } } }] })).catch(() => undefined);
          return 'ended';
        }
        return 'full';
      }
    },

    async delivered(jobId, token) {
      await doc
        .send(
          new UpdateCommand({
            TableName,
            Key: keys.job(jobId),
            UpdateExpression: 'REMOVE admitToken',
            ConditionExpression: 'admitToken = :token',
            ExpressionAttributeValues: { ':token': token },
          }),
        )
        .catch((err: Error) => {
          // Handed over already, or the job ended: nothing is left to clear.
          if (err.name !== 'ConditionalCheckFailedException') throw err;
        });
    },

    async ahead(queueKey, cap) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :queue AND SK < :mine',
          ExpressionAttributeValues: { ':queue': keys.waitingJob('').PK, ':mine': queueKey },
          Select: 'COUNT',
          Limit: cap,
        }),
      );
      return out.Count ?? 0;
    },
  };
}

/** The workflow's admissions: joining the fair queue, admitting, releasing (with the job's ending). */
export const renderCapacity = awsAdapter({
  ...RENDER_CAPACITY,
  create: ({ TABLE_NAME }): RenderCapacity => dynamoRenderCapacity(tableDb(TABLE_NAME)),
});

/** GET /v1/job: a queued job's place. */
export const queuePositions = awsAdapter({
  ...QUEUE_POSITIONS,
  create: ({ TABLE_NAME }): Pick<RenderCapacity, 'ahead'> => dynamoRenderCapacity(tableDb(TABLE_NAME)),
});
