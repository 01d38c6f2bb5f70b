import { prepareJob } from '../../core/jobs/workflow-steps';
import { workflowDeps } from '../workflow-deps';

/** Workflow step: the job waits for its scene steps; returns the scene indexes to map over. */
export const handler = async (input: { jobId: string }) => ({ jobId: input.jobId, scenes: await prepareJob(workflowDeps(), input.jobId) });
