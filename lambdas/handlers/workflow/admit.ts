import type { CapacityServices } from '../../core/jobs/capacity';
import { waitForCapacity, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { workflowTask } from './task';

export type AdmitPorts = Pick<WorkflowServices, 'jobs' | 'clock'> & CapacityServices & { sceneConcurrency: number };

/**
 * Workflow step, invoked with a task token: the job joins the fair queue for render capacity
 * (or is admitted at once); the workflow waits, at no cost, until an admission answers the token.
 */
export const makeAdmitHandler = (ports: AdmitPorts) =>
  workflowTask('admit', async (input: { jobId: string; taskToken: string }) => {
    await waitForCapacity(ports, input.jobId, input.taskToken);
    return { jobId: input.jobId };
  });
