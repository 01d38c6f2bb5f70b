import { SFNClient, SendTaskFailureCommand, SendTaskHeartbeatCommand, SendTaskSuccessCommand } from '@aws-sdk/client-sfn';
import type { TaskCallbacks } from '../../core/jobs/task-callbacks';
import { awsAdapter } from '../aws/declaration';
import { ADMISSION_CALLBACKS, RENDER_TASK_CALLBACKS } from './declarations';

/** Errors that mean the workflow stopped waiting (timed out or failed elsewhere): nothing left to tell. */
const GONE = new Set(['TaskTimedOut', 'TaskDoesNotExist', 'InvalidToken']);

export function sfnTaskCallbacks(client = new SFNClient({})): TaskCallbacks {
  /** True when the workflow took the answer; false when it no longer waits on the token. */
  const send = async (send: () => Promise<unknown>): Promise<boolean> => {
    try {
      await send();
      return true;
    } catch (err) {
      if (!GONE.has((err as Error).name)) throw err;
      return false;
    }
  };
  return {
    succeed: async (taskToken, output) => void (await send(() => client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output ?? {}) })))),
    // Step Functions caps error at 256 and cause at 32,768 characters.
    fail: async (taskToken, error, cause) =>
      void (await send(() => client.send(new SendTaskFailureCommand({ taskToken, error: error.slice(0, 256), cause: cause.slice(0, 32_768) })))),
    heartbeat: (taskToken) => send(() => client.send(new SendTaskHeartbeatCommand({ taskToken }))),
  };
}

export const renderTaskCallbacks = awsAdapter({
  ...RENDER_TASK_CALLBACKS,
  create: (): TaskCallbacks => sfnTaskCallbacks(),
});

/** Workflow tasks that admit jobs answer the waiting workflow's token. */
export const admissionCallbacks = awsAdapter({
  ...ADMISSION_CALLBACKS,
  create: (): Pick<TaskCallbacks, 'succeed'> => sfnTaskCallbacks(),
});
