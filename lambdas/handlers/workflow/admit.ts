import type { CapacityServices } from '../../core/jobs/capacity';
import { waitForCapacity, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { logger } from '../../shared/logger';
import { workflowTask } from './task';

export type AdmitPorts = Pick<WorkflowServices, 'jobs' | 'clock'> & CapacityServices & { sceneConcurrency: number };

/**
 * Workflow step, invoked with a task token: the job joins the fair queue for render capacity
 * (or is admitted at once); the workflow waits, at no cost, until an admission answers the token.
 */
export const makeAdmitHandler = (ports: AdmitPorts) =>
  workflowTask('admit', async (input: { jobId: string; taskToken: string }) => {
    await waitForCapacity(ports, input.jobId, input.taskToken);
    // The lifecycle line (README, "What npm start logs"): the job has its place, or was admitted at once.
    logger.info('job queued', { jobId: input.jobId, scenes: (await ports.jobs.get(input.jobId))?.sceneCount });
    return { jobId: input.jobId };
  });
