import { describe, expect, it } from 'vitest';
import { dynamoJobStore } from '../../lambdas/adapters/dynamo/job-store';
import { apiError } from '../../lambdas/core/errors';
import type { JobStore } from '../../lambdas/core/jobs/job-store';
import type { WebhookEnvelope } from '../../lambdas/core/webhooks/envelope';
import { FUNCTION_SIZES, RENDER_STEPS, SWEEPER } from '../../lambdas/core/settings';
import { useLocalStack } from '../support/local-stack';
import { scriptedEngine, type SceneOutcome } from '../support/scripted-engine';

/**
 * Issue 13: the deployed state machines, run by the local stack 100 times faster than real time
 * (the hour is 36 s, the render step's five-minute timeout 3 s, its heartbeat timeout 1.8 s), with
 * an engine whose scenes are instant unless a test makes one hang: a hung step is a crashed worker,
 * as Lambda stops a function at its timeout and its heartbeats stop with it.
 */
const SCALE = 1 / 100;

/** What each scene's attempts do, by job title; scenes of other jobs finish at once. */
const plans = new Map<string, SceneOutcome[]>();
const engine = scriptedEngine(({ title, attempt }) => plans.get(title)?.[attempt] ?? 'ok');

const events: WebhookEnvelope[] = [];
/** Jobs whose final event cannot be handed over yet: every publish of it throws. */
const unannounceable = new Set<string>();
/** Ports that fail on demand, once each. */
const faults = { startExecution: 0, finalizeEnd: 0, sceneRead: 0 };
let workflowStart: ((jobId: string) => Promise<void>) | undefined;

const stack = useLocalStack({
  timeScale: SCALE,
  renderWorkers: 2,
  ports: {
    engine,
    events: {
      publish: async (_, envelope) => {
        if (unannounceable.has((envelope.data as { job_id?: string }).job_id ?? '')) throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
        events.push(envelope);
      },
    },
  },
  wrapPorts: (ports) => ({
    ...ports,
    workflow: {
      start: async (jobId) => {
        workflowStart = ports.workflow.start;
        if (faults.startExecution > 0) {
          faults.startExecution--;
          throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
        }
        return ports.workflow.start(jobId);
      },
      stopJob: ports.workflow.stopJob,
    },
    jobs: {
      ...ports.jobs,
      // The render step's first table call of a new job (its scenes done so far; no earlier step reads them).
      scenes: async (jobId) => {
        if (faults.sceneRead > 0) {
          faults.sceneRead--;
          throw apiError('DB_UNAVAILABLE');
        }
        return ports.jobs.scenes(jobId);
      },
      end: async (jobId, ending, now) => {
        if (ending.status === 'succeeded' && faults.finalizeEnd > 0) {
          faults.finalizeEnd--;
          throw apiError('DB_UNAVAILABLE');
        }
        return ports.jobs.end(jobId, ending, now);
      },
    } as JobStore,
  }),
});

async function render(title: string, scenes = 2) {
  const account = await stack.account({ credits: 500 });
  const res = await stack.api('POST', '/v1/render', {
    key: account.api_key,
    body: { title, scene_plan: Array.from({ length: scenes }, (_, i) => ({ type: 'motion', prompt: `Scene ${i + 1}`, duration_sec: 3 })) },
  });
  expect(res.status).toBe(202);
  return { ...account, jobId: res.body.job_id as string, charged: res.body.credits_used as number };
}

async function ended(key: string, jobId: string, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const job = (await stack.api('GET', `/v1/job/${jobId}`, { key })).body;
    if (job.status === 'succeeded' || job.status === 'failed') {
      const tookMs = Date.now() - started;
      // The final event follows the job's ending within the same workflow task.
      await stack.idle();
      return { job, tookMs };
    }
    if (Date.now() - started > withinMs) throw new Error(`job ${jobId} still ${job.status} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const eventsOf = (jobId: string) => events.filter((e) => (e.data as { job_id?: string }).job_id === jobId).map((e) => e.event);
const storedJob = (jobId: string) => dynamoJobStore(stack.db).get(jobId);
const activeRenders = async (userId: string) =>
  (await stack.db.doc.send(new (await import('@aws-sdk/lib-dynamodb')).GetCommand({ TableName: stack.db.tableName, Key: { PK: `ACCOUNT#${userId}`, SK: 'ACCOUNT' } }))).Item!.activeRenders;

describe('issue 13: the render workflow the stack deploys, run locally, survives crashed, hung and unlucky steps', () => {
  it('a scene worker that crashes once (stopped at its timeout, heartbeats gone) is sent again: one video, one charge, one event', async () => {
    plans.set('Crash once', ['hang', 'ok']);
    const { user_id, api_key, jobId, charged } = await render('Crash once');
    const { job } = await ended(api_key, jobId, 30_000);
    expect(job.status).toBe('succeeded');
    expect(engine.attempts('Crash once', 0)).toBe(2);
    expect(await stack.credits(user_id)).toBe(500 - charged);
    expect(eventsOf(jobId)).toEqual(['video.completed']);
    expect((await storedJob(jobId))?.videoKey).toMatch(/\.mp4$/);
    expect(await activeRenders(user_id)).toBe(0);
  });

  it('a scene worker that hangs every time: heartbeat timeouts, bounded retries, then failed with a caller-facing reason, refunded, its slot free', async () => {
    plans.set('Always hangs', ['hang', 'hang', 'hang', 'hang']);
    const { user_id, api_key, jobId } = await render('Always hangs', 1);
    // Each attempt lasts a function timeout plus the heartbeat timeout; the retries add their delays.
    const bound = (RENDER_STEPS.heartbeatRetries + 1) * (FUNCTION_SIZES.renderStep.timeoutSeconds + RENDER_STEPS.heartbeatTimeoutSeconds + 20) * SCALE * 1_000;
    const { job, tookMs } = await ended(api_key, jobId, bound + 10_000);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('A render worker stopped responding and its retries ran out; unrendered work was refunded. Try again.');
    expect(tookMs).toBeLessThan(bound + 5_000);
    expect(engine.attempts('Always hangs', 0)).toBe(RENDER_STEPS.heartbeatRetries + 1);
    expect(await stack.credits(user_id)).toBe(500);
    expect(await activeRenders(user_id)).toBe(0);
    expect(eventsOf(jobId)).toEqual(['video.failed']);
  });

  it('StartExecution failing after acceptance: the answer is still 202, and the sweeper starts the job, which renders', async () => {
    faults.startExecution = 1;
    plans.set('Lost start', ['ok']);
    const { user_id, api_key, jobId, charged } = await render('Lost start', 1);
    expect(workflowStart).toBeDefined();
    expect(faults.startExecution).toBe(0);
    const { job } = await ended(api_key, jobId, 20_000);
    expect(job.status).toBe('succeeded');
    expect(await stack.credits(user_id)).toBe(500 - charged);
    expect(eventsOf(jobId)).toEqual(['video.completed']);
  });

  it('a transient table error in Finalize is retried: the video is kept and the job succeeds', async () => {
    faults.finalizeEnd = 2;
    plans.set('Flaky finalize', ['ok']);
    const { api_key, jobId } = await render('Flaky finalize', 1);
    const { job } = await ended(api_key, jobId, 20_000);
    expect(faults.finalizeEnd).toBe(0);
    expect(job.status).toBe('succeeded');
    expect(job.video_url).toMatch(/\.mp4\?/);
    expect(eventsOf(jobId)).toEqual(['video.completed']);
  });

  it('a render step meeting a passing table fault more often than its attempts waits it out: no attempt spent, the job succeeds', async () => {
    faults.sceneRead = RENDER_STEPS.maxAttempts + 2;
    const { api_key, jobId } = await render('Table blip', 1);
    const { job } = await ended(api_key, jobId, 20_000);
    expect(faults.sceneRead).toBe(0);
    expect(job.status).toBe('succeeded');
    expect(engine.attempts('Table blip', 0)).toBe(1);
    expect(eventsOf(jobId)).toEqual(['video.completed']);
  });

  it('a job that ended without handing over its final event (every try failed) is announced by the sweeper once that is possible, once', async () => {
    plans.set('Lost event', ['ok']);
    const { api_key, jobId } = await render('Lost event', 1);
    unannounceable.add(jobId);
    const { job } = await ended(api_key, jobId, 20_000);
    expect(job.status).toBe('succeeded');
    expect(eventsOf(jobId)).toEqual([]);
    expect((await storedJob(jobId))?.eventSent).toBeUndefined();
    unannounceable.delete(jobId);
    // The sweeper runs every SWEEPER.intervalSeconds and looks at jobs older than its start grace.
    const deadline = Date.now() + (SWEEPER.intervalSeconds + SWEEPER.startGraceSeconds) * SCALE * 1_000 + 10_000;
    while (!eventsOf(jobId).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(eventsOf(jobId)).toEqual(['video.completed']);
    // The event is handed over first, the job marked after it: wait for the mark, not a fixed time.
    while (!(await storedJob(jobId))?.eventSent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await storedJob(jobId))?.eventSent).toBe(true);
    // Announced, the job has left the sweeper's view: no second event.
    await new Promise((r) => setTimeout(r, 3 * SWEEPER.intervalSeconds * SCALE * 1_000));
    expect(eventsOf(jobId)).toEqual(['video.completed']);
  });
});
