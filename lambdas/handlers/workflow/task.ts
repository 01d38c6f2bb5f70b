import { isTransientFailure, TransientError } from '../../core/errors';
import { logger } from '../../shared/logger';

/**
 * A workflow task as the state machines invoke it. A failure that should pass (the table
 * throttling or unreachable, another AWS service briefly failing) leaves as TransientError,
 * which the machines retry with backoff (WORKFLOW_TASK_RETRY); anything else fails the task.
 */
export function workflowTask<I extends { jobId?: string }, O>(name: string, run: (input: I) => Promise<O>): (input: I) => Promise<O> {
  return async (input) => {
    try {
      return await run(input);
    } catch (err) {
      const transient = isTransientFailure(err);
      logger.warn(`${name} failed`, { jobId: input.jobId, transient, err: err as Error });
      throw transient ? new TransientError(`${name}: ${(err as Error).message}`, { cause: err }) : err;
    }
  };
}
