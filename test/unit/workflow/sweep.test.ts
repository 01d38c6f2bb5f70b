import { describe, expect, it } from 'vitest';
import type { RenderCapacity } from '../../../lambdas/core/jobs/capacity';
import type { Job } from '../../../lambdas/core/jobs/job';
import { sweepJobs, type SweepServices } from '../../../lambdas/core/jobs/sweep';
import { METRIC, type MetricName } from '../../../lambdas/core/ports/metrics';
import { SWEEPER } from '../../../lambdas/core/settings';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function job(jobId: string, fields: Partial<Job> = {}): Job {
  return {
    jobId,
    userId: 'user-1',
    status: 'starting',
    progress: 0,
    title: jobId,
    sceneCount: 1,
    price: { planning: 0, scenes: [5], compose: 5, aspects: [], total: 10 },
    requestKey: `jobs/${jobId}/request.json`,
    createdAt: minutesAgo(5),
    updatedAt: minutesAgo(5),
    ...fields,
  };
}

/** The sweeper's ports over a fixed list of stale jobs; every start, hand-over and count is recorded. */
function sweeper(stale: Job[], startFails: (jobId: string) => boolean) {
  const started: string[] = [];
  const answered: string[] = [];
  const counted: MetricName[] = [];
  const logged: string[] = [];
  const capacity: RenderCapacity = {
    join: async () => true,
    renewToken: async () => true,
    head: async () => [],
    admit: async () => 'full',
    delivered: async () => undefined,
    ahead: async () => 0,
  };
  const services = {
    jobs: { runningBefore: async () => stale, get: async (id: string) => stale.find((j) => j.jobId === id) },
    workflow: {
      start: async (jobId: string) => {
        if (startFails(jobId)) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
        started.push(jobId);
      },
    },
    metrics: { count: (name: MetricName) => void counted.push(name) },
    capacity,
    callbacks: { succeed: async (token: string) => void answered.push(token) },
    clock: { now: () => NOW },
    log: { warn: () => undefined, error: (message: string, { jobId }: { jobId?: string }) => void logged.push(`${jobId}: ${message}`) },
    renderSlots: 4,
    renderLimitSeconds: 3_600,
    sweeper: SWEEPER,
  } as unknown as SweepServices;
  return { services, started, answered, counted, logged };
}

describe('issue 25: the sweeper sweeps each job on its own', () => {
  it('a job whose start keeps throwing is counted and skipped: every later job of the same sweep is still started', async () => {
    const stale = [job('stuck', { createdAt: minutesAgo(9) }), job('next-1'), job('next-2')];
    const { services, started, counted, logged } = sweeper(stale, (id) => id === 'stuck');
    const swept = await sweepJobs(services);
    expect(started).toEqual(['next-1', 'next-2']);
    expect(swept.started).toEqual(['next-1', 'next-2']);
    expect(swept.errors).toEqual([{ jobId: 'stuck', error: 'Rate exceeded' }]);
    expect(counted.filter((m) => m === METRIC.sweepErrors)).toHaveLength(1);
    expect(counted.filter((m) => m === METRIC.sweptStart)).toHaveLength(2);
    // Reported through the log port the core is given (it imports no logger).
    expect(logged).toEqual(['stuck: sweeping a job failed; the next sweep tries again']);
  });

  it('an admission whose hand-over was lost (its token still on the job) is handed over again', async () => {
    const stale = [job('admitted', { status: 'processing', slots: 1, admitToken: 'token-1' }), job('rendering', { status: 'processing', slots: 1 })];
    const { services, answered } = sweeper(stale, () => false);
    const swept = await sweepJobs(services);
    expect(answered).toEqual(['token-1']);
    expect(swept.handedOver).toEqual(['admitted']);
  });
});
