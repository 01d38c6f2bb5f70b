import type { JobStore } from '../core/jobs/job-store';
import type { FailInput } from '../handlers/workflow/fail';

/**
 * A local stack that stopped mid-render leaves jobs no runner will finish (in AWS the
 * state machine outlives any process). On start they take the failure path: refunded,
 * slot released, video.failed sent, so no job looks alive forever.
 */
export async function failInterruptedJobs(jobs: Pick<JobStore, 'runningJobIds'>, fail: (input: FailInput) => Promise<unknown>): Promise<number> {
  const ids = await jobs.runningJobIds();
  for (const jobId of ids) await fail({ jobId, error: { Error: 'Interrupted', Cause: 'the local service stopped while this job was running' } });
  return ids.length;
}
