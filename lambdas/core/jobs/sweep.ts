import type { Metrics } from '../ports/metrics';
import { METRIC } from '../ports/metrics';
import { failureOf, SWEPT } from './failure-reasons';
import type { JobStore } from './job-store';
import type { RenderWorkflow } from './render-workflow';
import { isFinal } from './job';
import { emitFinalEvent, failJob, type WorkflowServices } from './workflow-steps';

export interface SweepServices extends WorkflowServices {
  jobs: WorkflowServices['jobs'] & Pick<JobStore, 'runningBefore'>;
  workflow: RenderWorkflow;
  metrics: Metrics;
  /** The render limit the job machine enforces (spec §8). */
  renderLimitSeconds: number;
  /** When a job counts as stranded (SWEEPER in settings). */
  sweeper: { [K in 'startGraceSeconds' | 'failGraceSeconds']: number };
}

/**
 * No accepted job can stay unfinished: a job still `starting` after the start grace had its
 * workflow start lost (the acceptance committed, StartExecution did not), so it is started now;
 * a job still running well past the render limit had its failure path fail, so it is failed and
 * refunded now; a job that ended without handing over its final event (its step crashed between
 * the two) is announced now. All are idempotent: a start of a running execution is refused
 * harmlessly, a job ends once, and a republished event keeps its id and delivery ids.
 */
export async function sweepJobs(s: SweepServices): Promise<{ started: string[]; failed: string[]; announced: string[] }> {
  const now = s.clock.now().getTime();
  const stale = await s.jobs.runningBefore(new Date(now - s.sweeper.startGraceSeconds * 1_000));
  const failBefore = now - (s.renderLimitSeconds + s.sweeper.failGraceSeconds) * 1_000;
  const started: string[] = [];
  const failed: string[] = [];
  const announced: string[] = [];
  for (const job of stale) {
    if (isFinal(job.status)) {
      await emitFinalEvent(s, job.jobId);
      s.metrics.count(METRIC.sweptEvent);
      announced.push(job.jobId);
    } else if (Date.parse(job.createdAt) < failBefore) {
      await failJob(s, job.jobId, failureOf({ Error: SWEPT }, s.renderLimitSeconds).reason);
      s.metrics.count(METRIC.sweptFailure);
      failed.push(job.jobId);
    } else if (job.status === 'starting') {
      await s.workflow.start(job.jobId);
      s.metrics.count(METRIC.sweptStart);
      started.push(job.jobId);
    }
  }
  return { started, failed, announced };
}
