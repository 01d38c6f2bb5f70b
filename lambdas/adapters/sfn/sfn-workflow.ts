import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { RenderWorkflow } from '../../core/jobs/render-workflow';
import { awsAdapter } from '../aws/declaration';

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

/** POST /v1/render starts the job machine once per accepted job. */
export const jobWorkflowStarter = awsAdapter({
  env: { STATE_MACHINE_ARN: { from: { kind: 'stateMachineArn', machine: 'job' } } },
  access: [{ actions: ['states:StartExecution'], on: { kind: 'stateMachine', machine: 'job' } }],
  create: ({ STATE_MACHINE_ARN }): RenderWorkflow => sfnRenderWorkflow(STATE_MACHINE_ARN),
});
