/** Port: tells the waiting workflow how a queued step ended (Step Functions task tokens, or the local runner). */
export interface TaskCallbacks {
  succeed(taskToken: string, output: unknown): Promise<void>;
  fail(taskToken: string, error: string, cause: string): Promise<void>;
}

/** A queued render step: one scene, or the composition. */
export type RenderStep = { kind: 'scene'; jobId: string; index: number } | { kind: 'compose'; jobId: string };

/** What the workflow puts on the render-step queue; `attempt` counts from 1. */
export type RenderStepMessage = RenderStep & { taskToken: string; attempt?: number };

/** Why the workflow ended a job; shown as the job's `error`. */
export function failureReason(error: string, cause?: string, timeoutSeconds?: number): string {
  if (error === 'States.Timeout' || error === 'Timeout') {
    const limit = timeoutSeconds === undefined ? 'its time limit' : timeoutSeconds % 3600 === 0 ? `${timeoutSeconds / 3600} hour(s)` : `${timeoutSeconds} seconds`;
    return `The render took longer than ${limit} and was stopped; unrendered work was refunded.`;
  }
  return `The render failed: ${messageOf(cause) || error}`;
}

/** Step Functions passes a Lambda's error as JSON with `errorMessage`; anything else is taken as it is. */
function messageOf(cause: string | undefined): string | undefined {
  try {
    const parsed = JSON.parse(cause ?? '') as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') return parsed.errorMessage;
  } catch {
    // not JSON
  }
  return cause;
}
