import { prepareJob, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { logger } from '../../shared/logger';
import { workflowTask } from './task';

/** Workflow step: the admitted job lists its scenes to map over, each saying whether a model makes its clip first. */
export const makePrepareHandler = (ports: Pick<WorkflowServices, 'jobs'>) =>
  workflowTask('prepare', async (input: { jobId: string }) => {
    const scenes = await prepareJob(ports, input.jobId);
    const clips = scenes.filter((s) => s.clip).map((s) => s.index);
    if (clips.length > 0) logger.info('scenes wait for generated clips', { jobId: input.jobId, scenes: clips });
    return { jobId: input.jobId, scenes };
  });
