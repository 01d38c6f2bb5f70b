/**
 * What happens to a render step that threw: a passing fault (the table briefly unreachable) is
 * waited out without spending an attempt, on the workflow tasks' backoff; any other failure is
 * tried again after a delay until RENDER_STEPS.maxAttempts; the last attempt, a job that has
 * already ended, and a permanent input problem (an asset address the outbound policy refuses)
 * fail the step at once.
 */
import { InputProblem, isTransientFailure } from '../errors';
import { RENDER_STEPS } from '../settings';
import { STEP_ERRORS } from './failure-reasons';
import type { RenderStepMessage } from './task-callbacks';
import { JobGone } from './workflow-steps';

export interface StepDelays {
  /** Delay before an attempt after `attempt` failed. */
  retryDelaySeconds(attempt: number): number;
  /** Delay before the step runs again after a passing fault (retry from 1); undefined once those are spent. */
  transientRetryDelaySeconds(retry: number): number | undefined;
}

export type StepVerdict =
  | { action: 'wait'; transientRetries: number; delaySeconds: number }
  | { action: 'retry'; attempt: number; delaySeconds: number }
  | { action: 'fail' };

export function afterStepFailure(err: unknown, at: { attempt: number; transientRetries: number }, delays: StepDelays): StepVerdict {
  const retry = at.transientRetries + 1;
  const pause = isTransientFailure(err) ? delays.transientRetryDelaySeconds(retry) : undefined;
  if (pause !== undefined) return { action: 'wait', transientRetries: retry, delaySeconds: pause };
  const final = err instanceof JobGone || (err instanceof InputProblem && err.permanent) || at.attempt >= RENDER_STEPS.maxAttempts;
  return final ? { action: 'fail' } : { action: 'retry', attempt: at.attempt + 1, delaySeconds: delays.retryDelaySeconds(at.attempt) };
}

/** The attempt a delivery of a step makes: the attempt it was sent as, plus the queue's own redeliveries of that message. */
export function attemptOf(message: Pick<RenderStepMessage, 'attempt'>, receiveCount: number): number {
  return (message.attempt ?? 1) + receiveCount - 1;
}

/** What the job's `error` will say of a failed step: the caller's own problem in full, our internals never. */
export function stepFailure(message: RenderStepMessage, err: unknown): [error: string, cause: string] {
  const step = message.kind === 'scene' ? `scene ${message.index + 1}` : 'the final composition';
  if (err instanceof JobGone) return [STEP_ERRORS.jobGone, 'the job has already ended'];
  if (err instanceof InputProblem) return [STEP_ERRORS.input, `${step}: ${err.message}`];
  return [STEP_ERRORS.render, `${step} could not be rendered`];
}
