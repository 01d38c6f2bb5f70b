import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { RenderStepMessage, TaskCallbacks } from '../../core/jobs/task-callbacks';
import { InputProblem } from '../../core/errors';
import { composeStep, JobGone, renderSceneStep, type RenderStepServices } from '../../core/jobs/workflow-steps';
import type { MessageQueue } from '../../core/ports/message-queue';
import { RENDER_STEPS } from '../../core/settings';
import { logger } from '../../shared/logger';

export interface RenderStepPorts extends RenderStepServices {
  callbacks: TaskCallbacks;
  /** The render-step queue, for delayed retries. */
  stepQueue: MessageQueue;
  retryDelaySeconds(attempt: number): number;
}

/**
 * One render step (a scene, or the composition) per message. A failed step is re-sent
 * with a delay; its last attempt, or a job that has already ended, reports the failure
 * to the waiting workflow instead, so a workflow never waits on a lost step. A crash
 * (no answer at all) comes back through SQS's visibility timeout and counts as an attempt.
 */
async function handleRecord(ports: RenderStepPorts, record: SQSRecord): Promise<void> {
  const message = JSON.parse(record.body) as RenderStepMessage;
  logger.appendKeys({ jobId: message.jobId, step: message.kind === 'scene' ? `scene-${message.index}` : 'compose' });
  try {
    const output = message.kind === 'scene' ? await renderSceneStep(ports, message.jobId, message.index) : await composeStep(ports, message.jobId);
    await ports.callbacks.succeed(message.taskToken, output ?? {});
  } catch (err) {
    const attempt = (message.attempt ?? 1) + Number(record.attributes.ApproximateReceiveCount) - 1;
    const final = err instanceof JobGone || attempt >= RENDER_STEPS.maxAttempts;
    logger.warn('render step failed', { attempt, final, err: err as Error });
    if (final) await ports.callbacks.fail(message.taskToken, ...stepFailure(message, err));
    else await ports.stepQueue.send(JSON.stringify({ ...message, attempt: attempt + 1 }), { delaySeconds: ports.retryDelaySeconds(attempt) });
  } finally {
    logger.removeKeys(['jobId', 'step']);
  }
}

/** What the job's `error` will say: the caller's own problem in full, our internals never. */
function stepFailure(message: RenderStepMessage, err: unknown): [error: string, cause: string] {
  const step = message.kind === 'scene' ? `scene ${message.index + 1}` : 'the final composition';
  if (err instanceof JobGone) return ['JobGone', 'the job has already ended'];
  if (err instanceof InputProblem) return ['InputProblem', `${step}: ${err.message}`];
  return ['RenderError', `${step} could not be rendered (internal error)`];
}

export function makeRenderStepHandler(ports: RenderStepPorts) {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event: SQSEvent, context: Context) => processPartialResponse(event, (record: SQSRecord) => handleRecord(ports, record), processor, { context });
}
