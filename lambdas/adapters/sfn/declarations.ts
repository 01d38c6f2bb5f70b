/** What the Step Functions adapters need from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { adapterIn, type Declaration } from '../aws/declaration';

/** POST /v1/render starts the job machine once per accepted job. */
export const JOB_WORKFLOW_STARTER = {
  env: { STATE_MACHINE_ARN: { from: { kind: 'stateMachineArn', machine: 'job' } } },
  access: [{ actions: ['states:StartExecution'], on: { kind: 'stateMachine', machine: 'job' } }],
  adapter: adapterIn('sfn/sfn-workflow', 'jobWorkflowStarter'),
} as const satisfies Declaration;

/**
 * The render-step consumer answers the render machine's task tokens. These actions take no
 * resource-level permission (AWS's service authorization reference lists no resource type):
 * the unguessable token itself names the waiting execution.
 */
export const RENDER_TASK_CALLBACKS = {
  env: {},
  access: [{ actions: ['states:SendTaskSuccess', 'states:SendTaskFailure', 'states:SendTaskHeartbeat'], on: { kind: 'unscoped' } }],
} as const satisfies Declaration;

/** POST /v1/job/{id}/cancel stops the job's executions of both machines, and nothing else. */
export const JOB_WORKFLOW_STOPPER = {
  env: {
    STATE_MACHINE_ARN: { from: { kind: 'stateMachineArn', machine: 'job' } },
    RENDER_MACHINE_ARN: { from: { kind: 'stateMachineArn', machine: 'render' } },
  },
  access: [
    { actions: ['states:StopExecution'], on: { kind: 'executions', machine: 'job' } },
    { actions: ['states:StopExecution'], on: { kind: 'executions', machine: 'render' } },
  ],
  adapter: adapterIn('sfn/sfn-workflow', 'jobWorkflowStopper'),
} as const satisfies Declaration;

/** Workflow tasks that admit jobs answer the waiting workflow's token (SendTaskSuccess only; no resource-level permission exists). */
export const ADMISSION_CALLBACKS = {
  env: {},
  access: [{ actions: ['states:SendTaskSuccess'], on: { kind: 'unscoped' } }],
  adapter: adapterIn('sfn/sfn-task-callbacks', 'admissionCallbacks'),
} as const satisfies Declaration;
