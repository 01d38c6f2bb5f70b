import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { dynamoRenderCapacity } from '../../lambdas/adapters/dynamo/capacity-store';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import { dynamoJobStore } from '../../lambdas/adapters/dynamo/job-store';
import { ensureTable } from '../../lambdas/adapters/dynamo/bootstrap-table';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { effectiveLimits } from '../../lambdas/core/account/plans';
import { admitWaiting, queuePosition, type CapacityServices } from '../../lambdas/core/jobs/capacity';
import type { Job } from '../../lambdas/core/jobs/job';
import { endJob, waitForCapacity } from '../../lambdas/core/jobs/workflow-steps';
import { refundFor } from '../../lambdas/core/render/pricing';
import type { BlobStore } from '../../lambdas/core/ports/blob-store';
import type { WebhookEnvelope } from '../../lambdas/core/webhooks/envelope';
import { logger } from '../../lambdas/shared/logger';

/**
 * Issue 25: the render slots and the fair queue as DynamoDB holds them (DynamoDB Local, the
 * real adapter): the slots in use never pass the capacity whatever runs at once, every admission
 * answers its workflow's token, an ending frees its slots or its place, a retried wait keeps its place.
 */
const tables: Db[] = [];
afterAll(() => tables.forEach((table) => table.raw.destroy()));

/** The slots and the queue are one per table: each test starts from a table of its own. */
async function freshTable(): Promise<Db> {
  const fresh = createDb({ tableName: `test-${randomUUID()}`, endpoint: inject('dynamodbEndpoint') });
  await ensureTable(fresh);
  tables.push(fresh);
  return fresh;
}

const CAPACITY = 3;

function services(table: Db) {
  const answered: string[] = [];
  const jobs = dynamoJobStore(table);
  const s: CapacityServices & { jobs: typeof jobs; sceneConcurrency: number } = {
    jobs,
    capacity: dynamoRenderCapacity(table),
    callbacks: { succeed: async (token) => void answered.push(token) },
    clock: { now: () => new Date() },
    renderSlots: CAPACITY,
    sceneConcurrency: 10,
  };
  return { s, answered, jobs };
}

/** Accepts a job of `scenes` scenes for a new account, as POST /v1/render does (charge, slot, job). */
async function accepted(table: Db, userId: string, scenes = 1): Promise<Job> {
  const now = new Date();
  const jobId = randomUUID();
  const job: Job = {
    jobId,
    userId,
    status: 'starting',
    progress: 0,
    title: jobId,
    sceneCount: scenes,
    price: { planning: 0, scenes: Array(scenes).fill(5), compose: 5, aspects: [], total: 5 * scenes + 5 },
    requestKey: `jobs/${jobId}/request.json`,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await dynamoJobStore(table).accept({ userId, now, charge: job.price.total, limits: effectiveLimits('agency', { concurrency: 100 }), rateWindows: [], job });
  return job;
}

async function account(table: Db): Promise<string> {
  return (await createAccount(dynamoAccountStore(table), { email: `${randomUUID()}@example.com`, name: 'Capacity', plan: 'agency', credits: 10_000 })).user_id;
}

const slotsInUse = async (table: Db) => Number((await table.doc.send(new GetCommand({ TableName: table.tableName, Key: { PK: 'CAPACITY', SK: 'SLOTS' } }))).Item?.inUse ?? 0);

describe('issue 25: render slots and the fair queue in DynamoDB', () => {
  it('twelve jobs waiting at once for three slots: exactly three are admitted however many passes run together, each token answered once', async () => {
    const table = await freshTable();
    const { s, answered } = services(table);
    const user = await account(table);
    // Accepted one by one (what is concurrent here is the waiting and the admitting).
    const jobs: Job[] = [];
    for (let i = 0; i < 12; i++) jobs.push(await accepted(table, user));
    await Promise.all(jobs.map((job, i) => waitForCapacity(s, job.jobId, `token-${i}`)));
    await Promise.all(Array.from({ length: 8 }, () => admitWaiting(s)));
    expect(await slotsInUse(table)).toBe(CAPACITY);
    expect(answered).toHaveLength(CAPACITY);
    expect(new Set(answered).size).toBe(CAPACITY);
    const stored = await Promise.all(jobs.map((job) => s.jobs.get(job.jobId)));
    expect(stored.filter((job) => job?.status === 'processing')).toHaveLength(CAPACITY);
    expect(stored.filter((job) => job?.status === 'queued')).toHaveLength(12 - CAPACITY);
    // Handed over: no admission token is left for the sweeper.
    expect(stored.filter((job) => job?.admitToken !== undefined)).toEqual([]);
  });

  it('an ending frees its slots in the same transaction, and the pass that follows admits the next job in order', async () => {
    const table = await freshTable();
    const { s, answered, jobs } = services(table);
    const user = await account(table);
    const queued = [];
    for (let i = 0; i < 5; i++) queued.push(await accepted(table, user));
    for (const [i, job] of queued.entries()) await waitForCapacity(s, job.jobId, `token-${i}`);
    expect(answered).toEqual(['token-0', 'token-1', 'token-2']);
    expect(await queuePosition(s, (await jobs.get(queued[3]!.jobId))!, 1_000)).toBe(1);
    expect(await queuePosition(s, (await jobs.get(queued[4]!.jobId))!, 1_000)).toBe(2);

    expect(await jobs.end(queued[0]!.jobId, { status: 'succeeded', videoKey: 'videos/a.mp4', videoBytes: 10 }, new Date())).toBe(true);
    expect(await slotsInUse(table)).toBe(CAPACITY - 1);
    await admitWaiting(s);
    expect(answered).toEqual(['token-0', 'token-1', 'token-2', 'token-3']);
    expect(await slotsInUse(table)).toBe(CAPACITY);
    expect(await queuePosition(s, (await jobs.get(queued[4]!.jobId))!, 1_000)).toBe(1);
  });

  it('a job that ends while it waits gives up its place and holds no slot; the jobs behind it move up', async () => {
    const table = await freshTable();
    const { s, jobs } = services(table);
    const user = await account(table);
    const all: Job[] = [];
    for (let i = 0; i < 5; i++) all.push(await accepted(table, user));
    for (const [i, job] of all.entries()) await waitForCapacity(s, job.jobId, `token-${i}`);
    expect(await jobs.end(all[3]!.jobId, { status: 'failed', error: 'waited too long', refund: () => all[3]!.price.total }, new Date())).toBe(true);
    expect(await slotsInUse(table)).toBe(CAPACITY);
    expect(await queuePosition(s, (await jobs.get(all[4]!.jobId))!, 1_000)).toBe(1);
    expect(await s.capacity.head(10)).toEqual([expect.objectContaining({ jobId: all[4]!.jobId })]);
  });

  it('a retried wait (a new token) keeps the job its place, and the admission answers the new token', async () => {
    const table = await freshTable();
    const { s, answered, jobs } = services(table);
    const user = await account(table);
    const all = [];
    for (let i = 0; i < 5; i++) all.push(await accepted(table, user));
    for (const [i, job] of all.entries()) await waitForCapacity(s, job.jobId, `token-${i}`);
    await waitForCapacity(s, all[3]!.jobId, 'token-3-retried');
    expect(await queuePosition(s, (await jobs.get(all[3]!.jobId))!, 1_000)).toBe(1);
    await jobs.end(all[0]!.jobId, { status: 'succeeded', videoKey: 'videos/a.mp4', videoBytes: 10 }, new Date());
    await admitWaiting(s);
    expect(answered.at(-1)).toBe('token-3-retried');
    // A wait retried after its admission is answered at once, with no second slot taken.
    await waitForCapacity(s, all[3]!.jobId, 'token-3-again');
    expect(answered.at(-1)).toBe('token-3-again');
    expect(await slotsInUse(table)).toBe(CAPACITY);
  });

  it('a job holds one slot per scene it renders at once: a three-scene job waits until three slots are free, and is not overtaken', async () => {
    const table = await freshTable();
    const { s, answered, jobs } = services(table);
    const user = await account(table);
    const first = await accepted(table, user, 1);
    const wide = await accepted(table, user, 3);
    const small = await accepted(table, user, 1);
    await waitForCapacity(s, first.jobId, 'first');
    await waitForCapacity(s, wide.jobId, 'wide');
    await waitForCapacity(s, small.jobId, 'small');
    expect(answered).toEqual(['first']);
    await jobs.end(first.jobId, { status: 'succeeded', videoKey: 'videos/a.mp4', videoBytes: 10 }, new Date());
    await admitWaiting(s);
    expect(answered).toEqual(['first', 'wide']);
    expect(await slotsInUse(table)).toBe(3);
  });
  it('endJob, the one ending every path calls (a cancel too): a cancelled admitted job frees its slots and a cancelled waiting one its place, and the next job is admitted', async () => {
    const table = await freshTable();
    const { s, answered, jobs } = services(table);
    const events: string[] = [];
    const ending = {
      ...s,
      blobs: { delete: async () => undefined, signedUrl: async (key: string) => key } as unknown as BlobStore,
      events: { publish: async (_: string, envelope: WebhookEnvelope) => void events.push(`${envelope.event}:${(envelope.data as { status: string }).status}`) },
      log: logger,
    };
    const user = await account(table);
    const all: Job[] = [];
    for (let i = 0; i < 5; i++) all.push(await accepted(table, user));
    for (const [i, job] of all.entries()) await waitForCapacity(s, job.jobId, `token-${i}`);

    await endJob(ending, all[3]!.jobId, { status: 'cancelled', error: 'Cancelled by its owner', refund: () => all[3]!.price.total });
    expect(await slotsInUse(table)).toBe(CAPACITY);
    expect((await s.capacity.head(10)).map((entry) => entry.jobId)).toEqual([all[4]!.jobId]);

    await endJob(ending, all[0]!.jobId, { status: 'cancelled', error: 'Cancelled by its owner', refund: () => all[0]!.price.total });
    expect(answered).toEqual(['token-0', 'token-1', 'token-2', 'token-4']);
    expect(await slotsInUse(table)).toBe(CAPACITY);
    expect(await s.capacity.head(10)).toEqual([]);
    expect((await jobs.get(all[0]!.jobId))).toMatchObject({ status: 'cancelled', refunded: all[0]!.price.total });
    expect(events).toEqual(['video.failed:cancelled', 'video.failed:cancelled']);

    // Ending it again changes nothing: no slot is given back twice.
    await endJob(ending, all[0]!.jobId, { status: 'cancelled', error: 'Cancelled by its owner', refund: () => all[0]!.price.total });
    expect(await slotsInUse(table)).toBe(CAPACITY);
  });
});

describe('a failed job refunds exactly the scenes not recorded when it ends (fault suite: a scene recorded under the ending)', () => {
  const refund = (job: Job) => (rendered: Iterable<number>) => refundFor(job.price, rendered);

  it('a scene recorded between the ending\'s read of the scenes and its write is kept, not refunded too', async () => {
    const table = await freshTable();
    const job = await accepted(table, await account(table), 3);
    const other = dynamoJobStore(table);
    await other.recordScene(job.jobId, 0, ['a']);
    let raced = false;
    // The ending's first read of the scenes is answered, then a render step records scene 1 before the ending writes.
    const racing = {
      ...table,
      doc: {
        send: async (command: unknown) => {
          const out = await table.doc.send(command as never);
          if (!raced && command instanceof QueryCommand && command.input.ExpressionAttributeValues?.[':scene']) {
            raced = true;
            expect(await other.recordScene(job.jobId, 1, ['b'])).toBe(true);
          }
          return out;
        },
      },
    } as unknown as Db;
    expect(await dynamoJobStore(racing).end(job.jobId, { status: 'failed', error: 'render failed', refund: refund(job) }, new Date())).toBe(true);
    expect(raced).toBe(true);
    expect((await other.get(job.jobId))?.refunded).toBe(refundFor(job.price, [0, 1]));
  });

  it('a scene finished after its job ended is not recorded, so the refund stays true', async () => {
    const table = await freshTable();
    const job = await accepted(table, await account(table), 2);
    const jobs = dynamoJobStore(table);
    await jobs.recordScene(job.jobId, 0, ['a']);
    await jobs.end(job.jobId, { status: 'failed', error: 'timed out', refund: refund(job) }, new Date());
    expect(await jobs.recordScene(job.jobId, 1, ['b'])).toBe(false);
    expect([...(await jobs.scenes(job.jobId)).keys()]).toEqual([0]);
    expect((await jobs.get(job.jobId))?.refunded).toBe(refundFor(job.price, [0]));
  });
});
