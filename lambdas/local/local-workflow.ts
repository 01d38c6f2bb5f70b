import { randomUUID } from 'node:crypto';
import type { RenderWorkflow } from '../core/jobs/render-workflow';
import type { RenderStep, TaskCallbacks } from '../core/jobs/task-callbacks';
import type { LocalQueue } from '../adapters/local/local-queue';
import { logger } from '../shared/logger';
import type { FailInput } from '../handlers/workflow/fail';

/** The local stack is shutting down: executions stop where they are, as a process exit would leave them. */
class ShutDown extends Error {
  override name = 'ShutDown';
}

class StepFailed extends Error {
  constructor(readonly error: string, readonly detail: string) {
    super(detail);
    this.name = 'StepFailed';
  }
}

export interface LocalWorkflowOptions {
  /** The render-step queue the same SQS handler consumes. */
  queue: LocalQueue;
  /** The whole render's limit: the state machine's one hour (RENDER_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** Scene steps of one job in flight at once: the Map state's MaxConcurrency. */
  maxConcurrency: number;
  /** The workflow's task handlers, as the state machines invoke them. */
  tasks: {
    prepare(input: { jobId: string }): Promise<{ scenes: number[] }>;
    finalize(input: { jobId: string; video: { videoKey: string; videoBytes: number } }): Promise<unknown>;
    fail(input: FailInput): Promise<unknown>;
  };
}

/**
 * The local twin of the render state machine: the same step handlers in the same
 * order (prepare → scenes in parallel through the queue → compose through the queue →
 * finalize), task tokens for queued steps, and a hard timeout that always reaches the
 * failure path, as the Step Functions definition in lib/ does.
 */
export function localWorkflow(options: LocalWorkflowOptions): RenderWorkflow & TaskCallbacks & { idle(): Promise<void>; stop(): Promise<void> } {
  const waiting = new Map<string, { resolve: (output: unknown) => void; reject: (err: Error) => void }>();
  const running = new Map<string, Promise<void>>();
  const controllers = new Set<AbortController>();

  function queuedStep(body: RenderStep, stopped: AbortSignal): Promise<unknown> {
    const taskToken = randomUUID();
    return new Promise((resolve, reject) => {
      if (stopped.aborted) return reject(stopped.reason as Error);
      waiting.set(taskToken, { resolve, reject });
      stopped.addEventListener('abort', () => {
        waiting.delete(taskToken);
        reject(stopped.reason as Error);
      });
      options.queue.send(JSON.stringify({ ...body, taskToken }));
    });
  }

  async function mapScenes(jobId: string, scenes: number[], stopped: AbortSignal): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < scenes.length) {
        const index = scenes[next++]!;
        await queuedStep({ kind: 'scene', jobId, index }, stopped);
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.maxConcurrency, scenes.length) }, lane));
  }

  async function execute(jobId: string): Promise<void> {
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => controller.abort(new StepFailed('States.Timeout', 'timed out')), options.timeoutSeconds * 1000);
    try {
      await Promise.race([
        (async () => {
          const { scenes } = await options.tasks.prepare({ jobId });
          await mapScenes(jobId, scenes, controller.signal);
          const video = (await queuedStep({ kind: 'compose', jobId }, controller.signal)) as { videoKey: string; videoBytes: number };
          await options.tasks.finalize({ jobId, video });
        })(),
        new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error))),
      ]);
    } catch (err) {
      if (err instanceof ShutDown) return;
      const e = err instanceof StepFailed ? err : new StepFailed((err as Error).name || 'Error', (err as Error).message);
      logger.warn('render workflow failed', { jobId, error: e.error, detail: e.detail });
      controller.abort(e);
      await options.tasks.fail({ jobId, timeoutSeconds: options.timeoutSeconds, error: { Error: e.error, Cause: e.detail } });
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  }

  return {
    async start(jobId) {
      // Like an execution named after the job: a second start of a running job is refused harmlessly.
      if (running.has(jobId)) return;
      const execution = execute(jobId)
        .catch((err: unknown) => logger.error('render workflow crashed', { jobId, err: err as Error }))
        .finally(() => running.delete(jobId));
      running.set(jobId, execution);
    },
    async succeed(taskToken, output) {
      waiting.get(taskToken)?.resolve(output);
      waiting.delete(taskToken);
    },
    async fail(taskToken, error, cause) {
      waiting.get(taskToken)?.reject(new StepFailed(error, cause));
      waiting.delete(taskToken);
    },
    async stop() {
      for (const controller of controllers) controller.abort(new ShutDown('the local stack stopped'));
      await Promise.allSettled([...running.values()]);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
