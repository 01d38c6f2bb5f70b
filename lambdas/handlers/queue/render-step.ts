import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { MAX_STEP_ATTEMPTS, type RenderStepMessage } from '../../core/jobs/task-callbacks';
import { InputProblem } from '../../core/errors';
import { composeStep, JobGone, renderSceneStep } from '../../core/jobs/workflow-steps';
import { logger } from '../../shared/logger';
import { joinPorts } from '../composition';
import { engineDeps } from '../engine-deps';
import { workflowDeps } from '../workflow-deps';

const processor = new BatchProcessor(EventType.SQS);

/**
 * One render step (a scene, or the composition) per message. A failed step is re-sent
 * with a delay; its last attempt, or a job that has already ended, reports the failure
 * to the waiting workflow instead, so a workflow never waits on a lost step. A crash
 * (no answer at all) comes back through SQS's visibility timeout and counts as an attempt.
 */
async function handleRecord(record: SQSRecord): Promise<void> {
  const message = JSON.parse(record.body) as RenderStepMessage;
  const d = joinPorts(workflowDeps(), engineDeps());
  logger.appendKeys({ jobId: message.jobId, step: message.kind === 'scene' ? `scene-${message.index}` : 'compose' });
  try {
    const output = message.kind === 'scene' ? await renderSceneStep(d, message.jobId, message.index) : await composeStep(d, message.jobId);
    await d.callbacks.succeed(message.taskToken, output ?? {});
  } catch (err) {
    const attempt = (message.attempt ?? 1) + Number(record.attributes.ApproximateReceiveCount) - 1;
    const final = err instanceof JobGone || attempt >= MAX_STEP_ATTEMPTS;
    logger.warn('render step failed', { attempt, final, err: err as Error });
    if (final) await d.callbacks.fail(message.taskToken, ...stepFailure(message, err));
    else await d.stepQueue.send(JSON.stringify({ ...message, attempt: attempt + 1 }), { delaySeconds: d.retryDelaySeconds(attempt) });
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

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, handleRecord, processor, { context });
