/** Port: tells the waiting workflow how a queued step is doing (Step Functions task tokens, or the local runner). */
export interface TaskCallbacks {
  succeed(taskToken: string, output: unknown): Promise<void>;
  fail(taskToken: string, error: string, cause: string): Promise<void>;
  /** The step is still working. False when the workflow no longer waits on this token (it timed out, or was sent again). */
  heartbeat(taskToken: string): Promise<boolean>;
}

/** A queued render step: one scene (`clip`: it plays the clip a model made for it), or the composition. */
export type RenderStep = { kind: 'scene'; jobId: string; index: number; clip?: boolean } | { kind: 'compose'; jobId: string };

/** What the workflow puts on the render-step queue; `attempt` counts from 1. */
/** A queued step: `attempt` counts its failures, `transientRetries` the passing faults it has waited out. */
export type RenderStepMessage = RenderStep & { taskToken: string; attempt?: number; transientRetries?: number };
