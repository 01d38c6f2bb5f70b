import { prepareJob, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { workflowTask } from './task';

/** Workflow step: the admitted job lists its scenes to map over. */
export const makePrepareHandler = (ports: Pick<WorkflowServices, 'jobs'>) =>
  workflowTask('prepare', async (input: { jobId: string }) => ({ jobId: input.jobId, scenes: await prepareJob(ports, input.jobId) }));
