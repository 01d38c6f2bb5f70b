import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../lambdas/adapters/dynamo/client';
import { probe } from '../render/support/media';
import { stackProcesses, until, type StackProcess } from '../support/stack-processes';
import { allEnded, call, customer, eventReceiver, expectConsistent, ledger, render } from './consistency';

/**
 * Issue 14: kill -9 of the whole local stack (node and its DynamoDB Local) while real renders run,
 * then the stack started again on the same DATA_DIR, as an operator would after a crash: the jobs
 * it was rendering end by themselves, and nothing is charged, held or announced twice.
 * At half of real time: the steps waiting behind the backlog and the delivery threads starting
 * cold on a busy machine stay within their limits, and a delivery cut short by the kill, if any,
 * is back within three minutes.
 */
const SCENES = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'stack-crash-'));
const stacks = stackProcesses({ DATA_DIR: dataDir, ALLOW_PRIVATE_HOSTS: '127.0.0.1', RETRY_SECONDS: '1', TIME_SCALE: '0.5' });
let events: Awaited<ReturnType<typeof eventReceiver>>;
beforeAll(async () => void (events = await eventReceiver()));
afterAll(async () => {
  stacks.killAll();
  await events?.receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A job some of whose scenes have rendered and some not (progress counts rendered scenes up to 90). */
const halfRendered = (job: { status: string; progress: number }) => job.status === 'processing' && job.progress > 0 && job.progress < 90;

describe('fault: kill -9 of the whole stack in the middle of renders, then a start on the same data', () => {
  it('every job renders its video once the stack is back, with no manual step; credits add up; no slot stays taken; each final event reaches each hook once', async () => {
    const books = ledger();
    const first = await stacks.start();
    const firstDb = createDb({ tableName: first.tableName, endpoint: first.dynamodbEndpoint });
    const customers = [await customer(books, firstDb, first.url, events.receiver), await customer(books, firstDb, first.url, events.receiver)];
    firstDb.raw.destroy();
    // Three each: the spec's per-minute render limit.
    for (const [i, who] of customers.entries()) for (let j = 0; j < 3; j++) await render(books, first.url, who, `Crash ${i}-${j}`, SCENES);

    const statuses = async (stack: StackProcess) =>
      Promise.all(books.jobs.map(async ({ userId, jobId }) => (await call(books, stack.url, 'GET', `/v1/job/${jobId}`, { key: books.accounts.get(userId)!.apiKey }))!.body));
    await until(async () => (await statuses(first)).some(halfRendered), 120_000, 100);
    await stacks.killHard(first);

    const second = await stacks.start();
    await allEnded(books, () => second.url, 180_000);
    await until(() => books.jobs.every(({ jobId }) => (events.delivered().get(jobId)?.accepted ?? 0) > 0), 240_000, 250);
    // A delivery repeated or made twice would come within a retry or two.
    await new Promise((r) => setTimeout(r, 3_000));

    const jobs = await statuses(second);
    expect(jobs.map((job) => job.status)).toEqual(books.jobs.map(() => 'succeeded'));
    for (const job of jobs) {
      const video = await fetch(job.video_url);
      expect(video.status).toBe(200);
      const file = join(dataDir, `${job.job_id}.mp4`);
      writeFileSync(file, Buffer.from(await video.arrayBuffer()));
      const { formatName, durationSec, streams } = await probe(file);
      expect(formatName).toContain('mp4');
      expect(streams.some((s) => s.codec_type === 'video')).toBe(true);
      expect(durationSec).toBeGreaterThan(SCENES * 3 - 1);
    }
    const db = createDb({ tableName: second.tableName, endpoint: second.dynamodbEndpoint });
    try {
      await expectConsistent(books, db, events.delivered());
    } finally {
      db.raw.destroy();
    }
    await stacks.killHard(second);
  }, 600_000);
});
