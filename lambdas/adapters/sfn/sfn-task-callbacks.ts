import { SFNClient, SendTaskFailureCommand, SendTaskSuccessCommand } from '@aws-sdk/client-sfn';
import type { TaskCallbacks } from '../../core/jobs/task-callbacks';
import { awsAdapter } from '../aws/declaration';

/** Errors that mean the workflow stopped waiting (timed out or failed elsewhere): nothing left to tell. */
const GONE = new Set(['TaskTimedOut', 'TaskDoesNotExist', 'InvalidToken']);

export function sfnTaskCallbacks(client = new SFNClient({})): TaskCallbacks {
  const send = async (send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (err) {
      if (!GONE.has((err as Error).name)) throw err;
    }
  };
  return {
    succeed: (taskToken, output) => send(() => client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output ?? {}) }))),
    // Step Functions caps error at 256 and cause at 32,768 characters.
    fail: (taskToken, error, cause) =>
      send(() => client.send(new SendTaskFailureCommand({ taskToken, error: error.slice(0, 256), cause: cause.slice(0, 32_768) }))),
  };
}

/**
 * The render-step consumer answers the render machine's task tokens. These actions take no
 * resource-level permission (AWS's service authorization reference lists no resource type):
 * the unguessable token itself names the waiting execution.
 */
export const renderTaskCallbacks = awsAdapter({
  access: [{ actions: ['states:SendTaskSuccess', 'states:SendTaskFailure', 'states:SendTaskHeartbeat'], on: { kind: 'unscoped' } }],
  create: (): TaskCallbacks => sfnTaskCallbacks(),
});
