import type { RenderWorkflow, WorkflowStopper } from '../../lambdas/core/jobs/render-workflow';
import type { Clock } from '../../lambdas/core/ports/clock';

/** A clock the test moves by hand. */
export function controlledClock(start = new Date('2026-11-23T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at: Date | string) => void (now = new Date(at).getTime()),
    advance: (ms: number) => void (now += ms),
  } satisfies Clock & Record<string, unknown>;
}

/** The system's time until a test fixes it, and again once it lets go. */
export function switchableClock() {
  let fixed: Date | undefined;
  return {
    now: () => fixed ?? new Date(),
    fix: (at: Date | string) => void (fixed = new Date(at)),
    release: () => void (fixed = undefined),
  } satisfies Clock & Record<string, unknown>;
}

/** A workflow that only records which jobs were handed to it, and which were stopped (for tests of the API contract alone). */
export function recordingWorkflow(): RenderWorkflow & WorkflowStopper & { started: string[]; stopped: string[] } {
  const started: string[] = [];
  const stopped: string[] = [];
  return { started, stopped, start: async (jobId) => void started.push(jobId), stopJob: async (jobId) => void stopped.push(jobId) };
}
