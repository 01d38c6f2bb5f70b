import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { RenderWorkflow } from '../../core/jobs/render-workflow';

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
