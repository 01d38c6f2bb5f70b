import type { Metrics } from '../ports/metrics';
import { METRIC } from '../ports/metrics';
import { admitWaiting, handOver } from './capacity';
import { failureOf, SWEPT } from './failure-reasons';
import type { JobStore } from './job-store';
import type { RenderWorkflow } from './render-workflow';
import { isFinal, type Job } from './job';
import { emitFinalEvent, failJob, type EndingServices } from './workflow-steps';

export interface SweepServices extends EndingServices {
  jobs: EndingServices['jobs'] & Pick<JobStore, 'runningBefore'>;
  workflow: RenderWorkflow;
  metrics: Metrics;
  /** The render limit the job machine enforces (spec §8). */
  renderLimitSeconds: number;
  /** When a job counts as stranded (SWEEPER in settings). */
  sweeper: { [K in 'startGraceSeconds' | 'failGraceSeconds']: number };
}

export interface Swept {
  started: string[];
  failed: string[];
  announced: string[];
  /** Admissions handed over again (their first hand-over was lost). */
  handedOver: string[];
  /** Jobs admitted by this sweep: a pass of the fair queue, in case an ending's own pass was lost. */
  admitted: string[];
  /** Jobs whose sweep threw; each is counted, and none stops the others (the next sweep tries again). */
  errors: { jobId: string; error: string }[];
}

/**
 * No accepted job can stay unfinished: a job still `starting` after the start grace had its
 * workflow start lost (the acceptance committed, StartExecution did not), so it is started now;
 * a job still running well past the render limit had its failure path fail, so it is failed and
 * refunded now; a job that ended without handing over its final event (its step crashed between
 * the two) is announced now, once its own step has had the start grace to do it; an admission
 * whose hand-over was lost is handed over again; and the fair queue gets a pass. All are idempotent: a start of a running execution is refused
 * harmlessly, a job ends once, a republished event keeps its id and delivery ids, a token answered
 * twice is ignored. Each job is swept on its own: one that throws is counted and the rest go on.
 */
export async function sweepJobs(s: SweepServices): Promise<Swept> {
  const now = s.clock.now().getTime();
  // A job's own steps get this long to start it, and to announce it once it has ended, before the sweeper does.
  const announceBefore = now - s.sweeper.startGraceSeconds * 1_000;
  const stale = await s.jobs.runningBefore(new Date(announceBefore));
  const failBefore = now - (s.renderLimitSeconds + s.sweeper.failGraceSeconds) * 1_000;
  const swept: Swept = { started: [], failed: [], announced: [], handedOver: [], admitted: [], errors: [] };
  const sweep = async (jobId: string, act: () => Promise<keyof Omit<Swept, 'errors' | 'admitted'> | undefined>) => {
    try {
      const done = await act();
      if (done) swept[done].push(jobId);
    } catch (err) {
      s.log.error('sweeping a job failed; the next sweep tries again', { jobId, err: err as Error });
      s.metrics.count(METRIC.sweepErrors);
      swept.errors.push({ jobId, error: (err as Error).message });
    }
  };
  for (const job of stale) await sweep(job.jobId, () => sweepOne(s, job, failBefore, announceBefore));
  await sweep('fair queue', async () => void swept.admitted.push(...(await admitWaiting(s))));
  return swept;
}

async function sweepOne(s: SweepServices, job: Job, failBefore: number, announceBefore: number): Promise<keyof Omit<Swept, 'errors' | 'admitted'> | undefined> {
  if (isFinal(job.status)) {
    if (Date.parse(job.updatedAt) >= announceBefore) return undefined;
    await emitFinalEvent(s, job.jobId);
    s.metrics.count(METRIC.sweptEvent);
    return 'announced';
  }
  if (Date.parse(job.createdAt) < failBefore) {
    await failJob(s, job.jobId, failureOf({ Error: SWEPT }, s.renderLimitSeconds, job).reason);
    s.metrics.count(METRIC.sweptFailure);
    return 'failed';
  }
  if (job.status === 'starting') {
    await s.workflow.start(job.jobId);
    s.metrics.count(METRIC.sweptStart);
    return 'started';
  }
  if (job.admitToken !== undefined) {
    await handOver(s, job.jobId, job.admitToken);
    return 'handedOver';
  }
  return undefined;
}
