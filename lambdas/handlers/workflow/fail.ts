import { failureOf, type WorkflowError } from '../../core/jobs/failure-reasons';
import { failJob, type EndingServices } from '../../core/jobs/workflow-steps';
import { METRIC, type Metrics } from '../../core/ports/metrics';
import { logger } from '../../shared/logger';
import { logJobEnd } from './job-end-log';
import { workflowTask } from './task';

export interface FailInput {
  jobId: string;
  /** The render limit the job machine enforced. */
  timeoutSeconds: number;
  error?: WorkflowError;
}

/**
 * Workflow failure path, for any failed step and for the timeout: fail, refund, release,
 * video.failed. The caller sees a reason from the catalogue (one that says so when the job ran out
 * of time still waiting for capacity); what was caught goes to the log only.
 */
export const makeFailHandler = (ports: EndingServices & { metrics: Metrics }) =>
  workflowTask('fail', async (input: FailInput) => {
    const failure = failureOf(input.error, input.timeoutSeconds, await ports.jobs.get(input.jobId));
    logger.warn('render failed', { jobId: input.jobId, kind: failure.kind, caught: input.error });
    await failJob(ports, input.jobId, failure.reason);
    await logJobEnd(ports, input.jobId);
    if (failure.kind === 'timeout') ports.metrics.count(METRIC.renderTimedOut);
    if (failure.kind === 'unresponsive') ports.metrics.count(METRIC.workerUnresponsive);
    return { jobId: input.jobId, status: 'failed' };
  });
