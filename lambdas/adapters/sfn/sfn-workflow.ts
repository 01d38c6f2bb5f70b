import { SFNClient, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import type { RenderWorkflow, WorkflowStopper } from '../../core/jobs/render-workflow';
import { awsAdapter } from '../aws/declaration';
import { JOB_WORKFLOW_STARTER, JOB_WORKFLOW_STOPPER } from './declarations';

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

/** An execution's ARN from its machine's and its name (arn:…:stateMachine:M → arn:…:execution:M:name). */
export const executionArn = (stateMachineArn: string, name: string) => `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;

/**
 * Stops the job's execution of the job machine, then the render machine's, which the job machine
 * names after the job too: AWS stops a `.sync` child with its parent, and stopping it here as well
 * leaves nothing to that. The job machine first, so that its catch (FailJob) never runs.
 */
export function sfnWorkflowStopper(machineArns: readonly string[], client = new SFNClient({})): WorkflowStopper {
  return {
    async stopJob(jobId) {
      for (const machine of machineArns) {
        try {
          await client.send(new StopExecutionCommand({ executionArn: executionArn(machine, jobId), cause: 'Cancelled by the caller (POST /v1/job/{id}/cancel)' }));
        } catch (err) {
          // Never started (a lost start the sweeper will not redo for an ended job); an ended one is stopped harmlessly.
          if ((err as Error).name !== 'ExecutionDoesNotExist') throw err;
        }
      }
    },
  };
}

export const jobWorkflowStarter = awsAdapter({
  ...JOB_WORKFLOW_STARTER,
  create: ({ STATE_MACHINE_ARN }): RenderWorkflow => sfnRenderWorkflow(STATE_MACHINE_ARN),
});

/** POST /v1/job/{id}/cancel stops the job's executions of both machines, and nothing else. */
export const jobWorkflowStopper = awsAdapter({
  ...JOB_WORKFLOW_STOPPER,
  create: ({ STATE_MACHINE_ARN, RENDER_MACHINE_ARN }): WorkflowStopper => sfnWorkflowStopper([STATE_MACHINE_ARN, RENDER_MACHINE_ARN]),
});
