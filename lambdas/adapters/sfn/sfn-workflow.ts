import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { RenderWorkflow } from '../../core/jobs/render-workflow';
import { awsAdapter } from '../aws/declaration';
import { JOB_WORKFLOW_STARTER } from './declarations';

/** One Standard execution per job, named after the job so that a repeated start is refused harmlessly. */
export function sfnRenderWorkflow(stateMachineArn: string, client = new SFNClient({})): RenderWorkflow {
  return {
    async start(jobId) {
      try {
        await client.send(new StartExecutionCommand({ stateMachineArn, name: jobId, input: JSON.stringify({ jobId }) }));
      } catch (err) {
        if ((err as Error).name !== 'ExecutionAlreadyExists') throw err;
      }
    },
  };
}

export const jobWorkflowStarter = awsAdapter({
  ...JOB_WORKFLOW_STARTER,
  create: ({ STATE_MACHINE_ARN }): RenderWorkflow => sfnRenderWorkflow(STATE_MACHINE_ARN),
});
