import { activeHook } from '../support/hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Declaration } from '../../lambdas/adapters/aws/declaration';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { dynamoRenderCapacity } from '../../lambdas/adapters/dynamo/capacity-store';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import {
  ACCOUNT_READER,
  HOOK_READER,
  HOOK_SUBSCRIPTIONS,
  HOOK_WRITER,
  JOB_ACCEPTANCE,
  JOB_PROGRESS,
  JOB_READER,
  JOB_SWEEP,
  KILL_SWITCH_READER,
  QUEUE_POSITIONS,
  RENDER_CAPACITY,
  SCENE_CACHE_INDEX,
  SCENE_CACHE_LOOKUP,
} from '../../lambdas/adapters/dynamo/declarations';
import { dynamoHookStore } from '../../lambdas/adapters/dynamo/hook-store';
import { dynamoJobStore } from '../../lambdas/adapters/dynamo/job-store';
import { dynamoKillSwitchStore } from '../../lambdas/adapters/dynamo/kill-switch-store';
import { dynamoSceneCacheIndex } from '../../lambdas/adapters/dynamo/scene-cache-index';
import { ensureTable } from '../../lambdas/adapters/dynamo/bootstrap-table';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { effectiveLimits } from '../../lambdas/core/account/plans';
import type { AccountReader } from '../../lambdas/core/account/account-store';
import { AcceptanceRefused } from '../../lambdas/core/jobs/acceptance';
import type { RenderCapacity } from '../../lambdas/core/jobs/capacity';
import type { Job } from '../../lambdas/core/jobs/job';
import type { JobAcceptance, JobProgress, JobReader, JobStore } from '../../lambdas/core/jobs/job-store';
import type { SceneCacheIndex } from '../../lambdas/core/jobs/scene-cache';
import type { KillSwitchReader } from '../../lambdas/core/kill-switch';
import { RATE_LIMITS, windowsAt, type LimitName } from '../../lambdas/core/limits/rate-limits';
import type { HookReader, HookStore, HookSubscriptions } from '../../lambdas/core/webhooks/hook-store';

/**
 * Each table adapter's declaration (what its function is granted) against what its port view
 * actually sends to DynamoDB Local: every method of the view is called, each command the client
 * sends is recorded as the IAM action and resource it is authorised as (a transaction per item),
 * and the two sets must be equal: no call the grant lacks, no grant no call uses.
 */

let db: Db;
let userId: string;
const sent = new Set<string>();
/** Drop the items a cancelled transaction returns, as some DynamoDB endpoints do: the store then reads them itself. */
let dropCancelledItems = false;

beforeAll(async () => {
  db = createDb({ tableName: `grants-${randomUUID()}`, endpoint: inject('dynamodbEndpoint') });
  await ensureTable(db);
  ({ user_id: userId } = await createAccount(dynamoAccountStore(db), { email: `${randomUUID()}@example.com`, name: 'Grants', plan: 'agency', credits: 1_000 }));
  db.raw.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string; TransactItems?: Record<string, unknown>[] };
      const action = (context.commandName as string).replace(/Command$/, '');
      const on = input.IndexName ? `index ${input.IndexName}` : 'table';
      if (action === 'TransactWriteItems') {
        // Authorised per item: Put as PutItem, Update as UpdateItem, Delete as DeleteItem, ConditionCheck as ConditionCheckItem.
        for (const item of input.TransactItems ?? []) for (const kind of Object.keys(item)) sent.add(`dynamodb:${kind === 'ConditionCheck' ? 'ConditionCheckItem' : `${kind}Item`} on table`);
      } else sent.add(`dynamodb:${action} on ${on}`);
      try {
        return await next(args);
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Item?: unknown }[] }).CancellationReasons;
        if (dropCancelledItems) for (const reason of reasons ?? []) delete reason.Item;
        throw err;
      }
    },
    { step: 'initialize', name: 'recordCommands' },
  );
});
afterAll(() => db?.raw.destroy());

function granted(declaration: Declaration): Set<string> {
  return new Set(
    declaration.access.flatMap((need) => need.actions.map((action) => `${action} on ${need.on.kind === 'tableIndex' ? `index ${need.on.index}` : need.on.kind}`)),
  );
}

/** What the view sends while `use` calls every one of its methods. */
async function sends<V>(view: V, use: (view: V) => Promise<unknown>): Promise<Set<string>> {
  sent.clear();
  await use(view);
  return new Set(sent);
}

const now = new Date('2026-11-25T12:00:00.000Z');

function newJob(): Job {
  const jobId = randomUUID();
  return {
    jobId,
    userId,
    status: 'starting',
    progress: 0,
    title: 'Grants',
    sceneCount: 1,
    price: { planning: 0, scenes: [10], compose: 2, aspects: [], total: 12 },
    requestKey: `jobs/${jobId}/request.json`,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

async function acceptedJob(): Promise<Job> {
  const job = newJob();
  await dynamoJobStore(db).accept({ userId, now, charge: 12, limits: effectiveLimits('agency'), rateWindows: [], idempotencyKey: randomUUID(), job });
  return job;
}

describe('issue 27: each table adapter is granted exactly the DynamoDB calls its port view makes', () => {
  it('accountReader: the key lookup, the account read and the counts the RateLimit header reports', async () => {
    const view: AccountReader = dynamoAccountStore(db);
    const windows = windowsAt(now, Object.keys(RATE_LIMITS) as LimitName[]);
    expect(await sends(view, async (v) => [await v.findByKeyHash('nope'), await v.get(userId), await v.rateCounts(userId, windows)])).toEqual(granted(ACCOUNT_READER));
  });

  it('killSwitchReader: the switches that apply, in one batch', async () => {
    const view: KillSwitchReader = dynamoKillSwitchStore(db);
    expect(await sends(view, (v) => v.active(userId))).toEqual(granted(KILL_SWITCH_READER));
  });

  it('jobReader: one job', async () => {
    const job = await acceptedJob();
    const view: JobReader = dynamoJobStore(db);
    expect(await sends(view, (v) => v.get(job.jobId))).toEqual(granted(JOB_READER));
  });

  it('jobAcceptance: the acceptance transaction, the read that explains a refusal, and a planning refund', async () => {
    const view: JobAcceptance = dynamoJobStore(db);
    const used = await sends(view, async (v) => {
      const acceptance = { userId, now, charge: 12, limits: effectiveLimits('agency'), rateWindows: [], idempotencyKey: randomUUID() };
      await v.accept({ ...acceptance, job: newJob() });
      dropCancelledItems = true;
      await expect(v.accept({ ...acceptance, idempotencyKey: randomUUID(), charge: 1_000_000, job: newJob() })).rejects.toThrow(AcceptanceRefused);
      dropCancelledItems = false;
      await v.refund(userId, 2, now);
    });
    expect(used).toEqual(granted(JOB_ACCEPTANCE));
  });

  it('jobProgress: every transition of a job, its scenes, its ending and its event', async () => {
    const job = await acceptedJob();
    const view: JobProgress = dynamoJobStore(db);
    const used = await sends(view, async (v) => {
      await v.get(job.jobId);
      await v.raiseProgress(job.jobId, 50, now);
      await v.recordScene(job.jobId, 0, [`jobs/${job.jobId}/scenes/00/clip.mp4`]);
      await v.scenes(job.jobId);
      await v.end(job.jobId, { status: 'succeeded', videoKey: `videos/${userId}/${job.jobId}.mp4`, videoBytes: 1_000, companions: true }, now);
      await v.markEventSent(job.jobId);
      await v.markOnboarded(userId, now);
    });
    expect(used).toEqual(granted(JOB_PROGRESS));
  });

  // The sweeper's view is the workflow's plus the running jobs (until the stores are split by port view, every method of it is called).
  it('jobSweep: the running jobs, oldest first, and every transition of a job', async () => {
    const job = await acceptedJob();
    const view: JobProgress & Pick<JobStore, 'runningBefore'> = dynamoJobStore(db);
    const used = await sends(view, async (v) => {
      await v.runningBefore(new Date(now.getTime() + 60_000));
      await v.get(job.jobId);
      await v.raiseProgress(job.jobId, 10, now);
      await v.recordScene(job.jobId, 0, [`jobs/${job.jobId}/scenes/00/clip.mp4`]);
      await v.scenes(job.jobId);
      await v.end(job.jobId, { status: 'failed', error: 'Swept', refund: () => 12 }, now);
      await v.markEventSent(job.jobId);
      await v.markOnboarded(userId, now);
    });
    expect(used).toEqual(granted(JOB_SWEEP));
  });

  it('renderCapacity: joining the fair queue, a renewed wait, the head, a place, an admission and its hand-over', async () => {
    const job = await acceptedJob();
    const view: RenderCapacity = dynamoRenderCapacity(db);
    const used = await sends(view, async (v) => {
      expect(await v.join({ job, token: 'first', slots: 1, now })).toBe(true);
      const entry = (await v.head(1_000)).find((waiting) => waiting.jobId === job.jobId)!;
      expect(await v.renewToken(entry.queueKey, 'renewed')).toBe(true);
      await v.ahead(entry.queueKey, 10);
      expect(await v.admit({ ...entry, token: 'renewed' }, 1_000, now)).toBe('admitted');
      await v.delivered(job.jobId, 'renewed');
    });
    expect(used).toEqual(granted(RENDER_CAPACITY));
  });

  it('queuePositions: the waiting jobs ahead of one', async () => {
    const view: Pick<RenderCapacity, 'ahead'> = dynamoRenderCapacity(db);
    expect(await sends(view, (v) => v.ahead(`${randomUUID()}`, 10))).toEqual(granted(QUEUE_POSITIONS));
  });

  it('sceneCacheLookup: whether a scene is cached', async () => {
    const view: Pick<SceneCacheIndex, 'has'> = dynamoSceneCacheIndex(db);
    expect(await sends(view, (v) => v.has(userId, randomUUID(), now))).toEqual(granted(SCENE_CACHE_LOOKUP));
  });

  it('sceneCacheIndex: looking a scene up and recording one rendered', async () => {
    const view: SceneCacheIndex = dynamoSceneCacheIndex(db);
    const key = randomUUID();
    expect(await sends(view, async (v) => [await v.record(userId, key, now), await v.has(userId, key, now)])).toEqual(granted(SCENE_CACHE_INDEX));
  });

  it('hookReader: the list, one hook, its attempt log', async () => {
    const hook = activeHook(userId, { created_at: now.toISOString() });
    await dynamoHookStore(db).create(hook, { rateWindows: [], maxHooks: 25 });
    const view: HookReader = dynamoHookStore(db);
    expect(await sends(view, async (v) => [await v.list(userId), await v.get(userId, hook.id), await v.attempts(userId, hook.id)])).toEqual(granted(HOOK_READER));
  });

  it('hookSubscriptions: the hooks subscribed to an event', async () => {
    const view: HookSubscriptions = dynamoHookStore(db);
    expect(await sends(view, (v) => v.subscribed(userId, 'video.completed'))).toEqual(granted(HOOK_SUBSCRIPTIONS));
  });

  it('hookWriter: creating, changing and deleting hooks, and the delivery claims and records', async () => {
    const view: HookStore = dynamoHookStore(db);
    const used = await sends(view, async (v) => {
      const hook = activeHook(userId, { created_at: now.toISOString() });
      await v.create(hook, { rateWindows: [], maxHooks: 25 });
      await v.list(userId);
      await v.get(userId, hook.id);
      await v.update(userId, hook.id, (current) => ({ ...current, webhook_url: `https://receiver.example.com/${randomUUID()}` }));
      const deliveryId = randomUUID();
      const claim = await v.claimAttempt(deliveryId, 1, now, 60);
      if (claim.kind !== 'claimed') throw new Error(`claim: ${claim.kind}`);
      await v.recordAttempt({
        userId,
        hookId: hook.id,
        deliveryId,
        attempt: 1,
        token: claim.token,
        plan: { kind: 'delivered' },
        entry: { at: now.toISOString(), delivery_id: deliveryId, event: hook.event, attempt: 1, ok: true, status: 200, error: null, duration_ms: 5, response_snippet: '' },
        next: (state) => state,
      });
      await v.attempts(userId, hook.id);
      await v.subscribed(userId, hook.event);
      await v.delete(userId, hook.id);
    });
    expect(used).toEqual(granted(HOOK_WRITER));
  });
});
