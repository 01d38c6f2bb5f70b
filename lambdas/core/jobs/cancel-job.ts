import type { Account } from '../account/account';
import { apiError } from '../errors';
import { refundFor } from '../render/pricing';
import type { JobView } from '../render/response-schema';
import { endedView, ownedJob } from './get-job';
import { isFinal } from './job';
import type { WorkflowStopper } from './render-workflow';
import { endJob, type EndingServices } from './workflow-steps';

/** The cancelled job's `error`, and its video.failed payload's. */
export const CANCELLED_REASON = 'The render was cancelled at your request; credits for work not done were refunded.';

/** No URL signer: a cancelled job has no video to link. */
export type CancelServices = EndingServices & { workflow: WorkflowStopper };

/**
 * POST /v1/job/{id}/cancel. A queued, starting or processing job ends `cancelled` in the one
 * conditional ending transaction every ending uses (endJob: refund, slots, queue place), so a cancel
 * racing the render's own end leaves exactly one of them. The refund is the failure path's: every
 * scene not rendered and the composition; planning, done, is kept (§7 rule 4). video.failed is sent
 * once (its event is marked sent); a repeat answers the same job, and a job that had succeeded or
 * failed answers 409 JOB_FINISHED.
 */
export async function cancelJob(s: CancelServices, account: Account, jobId: string): Promise<JobView> {
  const job = await ownedJob(s.jobs, account, jobId);
  if (!isFinal(job.status)) {
    await endJob(s, job.jobId, { status: 'cancelled', error: CANCELLED_REASON, refund: (rendered) => refundFor(job.price, rendered) });
    // Ended first, stopped second: a job is never left running without its workflow. The steps under
    // way stop by themselves within seconds (they watch the job); stopping the executions ends the
    // waits too. If it fails, the workflow's next step finds the job ended. Stopping twice is harmless.
    await s.workflow.stopJob(job.jobId).catch((err: unknown) => s.log.warn('workflow not stopped; its next step will find the job ended', { jobId, err: err as Error }));
  }
  const now = (await s.jobs.get(job.jobId))!;
  if (now.status !== 'cancelled') throw apiError('JOB_FINISHED');
  return endedView(now);
}
