import { prepareJob, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { workflowTask } from './task';

/** Workflow step: the job waits for its scene steps; returns the scene indexes to map over. */
export const makePrepareHandler = (ports: Pick<WorkflowServices, 'jobs' | 'clock'>) =>
  workflowTask('prepare', async (input: { jobId: string }) => ({ jobId: input.jobId, scenes: await prepareJob(ports, input.jobId) }));
