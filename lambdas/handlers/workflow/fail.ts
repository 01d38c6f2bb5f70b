import { failureReason } from '../../core/jobs/task-callbacks';
import { failJob, type WorkflowServices } from '../../core/jobs/workflow-steps';

export interface FailInput {
  jobId: string;
  timeoutSeconds?: number;
  error?: { Error?: string; Cause?: string };
}

/**
 * Workflow failure path, for any failed step and for the timeout: fail, refund,
 * release, video.failed. The state machine passes its own time limit along.
 */
export const makeFailHandler = (ports: WorkflowServices) => async (input: FailInput) => {
  await failJob(ports, input.jobId, failureReason(input.error?.Error ?? 'Error', input.error?.Cause, input.timeoutSeconds));
  return { jobId: input.jobId, status: 'failed' };
};
