/**
 * Why a job failed, in words for the caller. Whatever reaches the failure path (a nested
 * execution's description, a timeout, a heartbeat timeout, a Lambda error with its stack) becomes
 * one short reason from this catalogue; ARNs, account ids, inputs and stacks stay in the log.
 */

/** What Step Functions hands the failure path: the caught error's name and its cause. */
export interface WorkflowError {
  Error?: string;
  Cause?: string;
}

export type FailureKind = 'timeout' | 'unresponsive' | 'input' | 'provider' | 'internal';

export interface Failure {
  kind: FailureKind;
  /** The job's `error` and the `video.failed` payload's. */
  reason: string;
}

/** Errors a render step reports when it gives up (lambdas/handlers/queue/render-step.ts). */
export const STEP_ERRORS = {
  /** The caller's own input cannot be rendered; its cause is written for them. */
  input: 'InputProblem',
  /** Our fault; its cause names the step only. */
  render: 'RenderError',
  /** The job ended while the step waited. */
  jobGone: 'JobGone',
} as const;

/** A clip function reports a generated footage clip that could not be made (lambdas/core/clips/clip-steps.ts ClipFailed). */
export const CLIP_FAILED = 'ClipFailed';

/** The sweeper failed a job whose workflow never ended it. */
export const SWEPT = 'Swept';

const MAX_REASON_CHARS = 500;

function duration(seconds: number): string {
  if (seconds % 3_600 === 0) return seconds === 3_600 ? 'one-hour' : `${seconds / 3_600}-hour`;
  if (seconds % 60 === 0) return `${seconds / 60}-minute`;
  return `${seconds}-second`;
}

const CATALOGUE = {
  timeout: (limitSeconds: number) => `Rendering took longer than the ${duration(limitSeconds)} limit and was stopped; unrendered work was refunded.`,
  waited: (limitSeconds: number) =>
    `The render waited for rendering capacity and could not start within the ${duration(limitSeconds)} limit, because many renders were queued; unrendered work was refunded. Try again later.`,
  unresponsive: 'A render worker stopped responding and its retries ran out; unrendered work was refunded. Try again.',
  internal: 'The render failed because of a problem on our side; unrendered work was refunded. Try again.',
  step: (what: string) => `${what}; unrendered work was refunded. Try again.`,
} as const;

/** A nested execution's description, as a `.sync` task's Cause carries it. */
interface ExecutionDescription {
  Status?: string;
  Error?: string;
  Cause?: string;
}

function parse(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

function isExecution(value: unknown): value is ExecutionDescription {
  return typeof value === 'object' && value !== null && typeof (value as ExecutionDescription).Status === 'string';
}

function sentence(text: string): string {
  const trimmed = text.trim().slice(0, MAX_REASON_CHARS);
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * The caller-facing failure for what the workflow caught; `limitSeconds` is the render limit. A
 * job that ran out of time before it was admitted (still `starting` or `queued`) says it waited.
 */
export function failureOf(error: WorkflowError | undefined, limitSeconds: number, job?: { status: string }): Failure {
  const failure = caught(error, limitSeconds);
  const waited = job?.status === 'starting' || job?.status === 'queued';
  return failure.kind === 'timeout' && waited ? { kind: 'timeout', reason: CATALOGUE.waited(limitSeconds) } : failure;
}

function caught(error: WorkflowError | undefined, limitSeconds: number): Failure {
  const name = error?.Error ?? '';
  const cause = parse(error?.Cause);
  // A nested execution that failed or timed out: what matters is why it did.
  if (isExecution(cause)) {
    if (cause.Status === 'TIMED_OUT') return { kind: 'timeout', reason: CATALOGUE.timeout(limitSeconds) };
    return caught({ Error: cause.Error, Cause: cause.Cause }, limitSeconds);
  }
  switch (name) {
    case 'States.Timeout':
    case SWEPT:
      return { kind: 'timeout', reason: CATALOGUE.timeout(limitSeconds) };
    case 'States.HeartbeatTimeout':
      return { kind: 'unresponsive', reason: CATALOGUE.unresponsive };
    case STEP_ERRORS.input:
      return error?.Cause ? { kind: 'input', reason: sentence(error.Cause) } : { kind: 'internal', reason: CATALOGUE.internal };
    case STEP_ERRORS.render:
      return { kind: 'internal', reason: error?.Cause ? CATALOGUE.step(sentence(error.Cause)) : CATALOGUE.internal };
    case CLIP_FAILED: {
      // A Lambda's error arrives as Lambda reports it: the message inside a JSON cause, beside its stack.
      const message = (cause as { errorMessage?: unknown } | undefined)?.errorMessage;
      return typeof message === 'string' ? { kind: 'provider', reason: CATALOGUE.step(sentence(message)) } : { kind: 'internal', reason: CATALOGUE.internal };
    }
    default:
      return { kind: 'internal', reason: CATALOGUE.internal };
  }
}
