import type { ClipModels } from '../../core/clips/generated-clips';
import { prepareJob, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { logger } from '../../shared/logger';
import { workflowTask } from './task';

/** Workflow step: the job waits for its scene steps; returns the scenes to map over, each saying whether a model makes its clip first. */
export const makePrepareHandler = (ports: Pick<WorkflowServices, 'jobs' | 'clock' | 'blobs'> & { clipModels: ClipModels }) =>
  workflowTask('prepare', async (input: { jobId: string }) => {
    const scenes = await prepareJob(ports, input.jobId);
    logger.info('job queued', { jobId: input.jobId, scenes: scenes.length });
    return { jobId: input.jobId, scenes };
  });
