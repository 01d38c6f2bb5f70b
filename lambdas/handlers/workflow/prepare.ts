import { prepareJob, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { logger } from '../../shared/logger';
import { workflowTask } from './task';

/** Workflow step: the job waits for its scene steps; returns the scene indexes to map over. */
export const makePrepareHandler = (ports: Pick<WorkflowServices, 'jobs' | 'clock'>) =>
  workflowTask('prepare', async (input: { jobId: string }) => {
    const scenes = await prepareJob(ports, input.jobId);
    logger.info('job queued', { jobId: input.jobId, scenes: scenes.length });
    return { jobId: input.jobId, scenes };
  });
