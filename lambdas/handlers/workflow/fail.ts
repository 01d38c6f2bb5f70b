import { failureReason } from '../../core/jobs/task-callbacks';
import { failJob } from '../../core/jobs/workflow-steps';
import { workflowDeps } from '../workflow-deps';

/**
 * Workflow failure path, for any failed step and for the timeout: fail, refund,
 * release, video.failed. The state machine passes its own time limit along.
 */
export const handler = async (input: { jobId: string; timeoutSeconds?: number; error?: { Error?: string; Cause?: string } }) => {
  await failJob(workflowDeps(), input.jobId, failureReason(input.error?.Error ?? 'Error', input.error?.Cause, input.timeoutSeconds));
  return { jobId: input.jobId, status: 'failed' };
};
