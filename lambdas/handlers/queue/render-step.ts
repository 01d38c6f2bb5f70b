import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { RenderStepMessage, TaskCallbacks } from '../../core/jobs/task-callbacks';
import { afterStepFailure, attemptOf, stepFailure, type StepDelays } from '../../core/jobs/step-retry-policy';
import { composeStep, JobGone, renderSceneStep, type RenderStepServices } from '../../core/jobs/workflow-steps';
import { watchJob } from '../../core/jobs/cancel-watch';
import type { MessageQueue } from '../../core/ports/message-queue';
import { logger, withLogKeys } from '../../shared/logger';

export interface RenderStepPorts extends RenderStepServices, StepDelays {
  callbacks: TaskCallbacks;
  /** The render-step queue, for delayed retries. */
  stepQueue: MessageQueue;
  /** How often a working step tells the workflow it is alive. */
  heartbeatIntervalSeconds: number;
  /** How often a working step reads its job to stop when it has ended (RENDER_STEPS.cancelCheckSeconds). */
  cancelCheckSeconds: number;
}

/**
 * Tells the workflow the step is alive until stopped, while the function has time left: once
 * its time is up the function is dead in AWS, so nothing more may be said for it.
 */
function keepAlive(ports: RenderStepPorts, taskToken: string, context: Context): () => void {
  const timer = setInterval(() => {
    if (context.getRemainingTimeInMillis() <= 0) return clearInterval(timer);
    ports.callbacks.heartbeat(taskToken).catch((err: unknown) => logger.warn('heartbeat not sent', { err: err as Error }));
  }, ports.heartbeatIntervalSeconds * 1_000);
  return () => clearInterval(timer);
}

/**
 * One render step (a scene, or the composition) per message. A step whose token the workflow
 * no longer waits on (it timed out, or was sent again after a silent worker) is dropped unread.
 * A step that met a passing fault (the table briefly unreachable) is re-sent on the workflow
 * tasks' backoff without spending an attempt. A failed step is re-sent with a delay; its last attempt, or a job that has already ended,
 * reports the failure to the waiting workflow instead, so a workflow never waits on a lost step.
 * A crash (no answer, no heartbeat) makes the workflow send the step again after its heartbeat timeout.
 */
async function handleRecord(ports: RenderStepPorts, record: SQSRecord, context: Context): Promise<void> {
  const message = JSON.parse(record.body) as RenderStepMessage;
  // Keys of this step alone, however many steps of other jobs run at once in this process.
  return withLogKeys({ jobId: message.jobId, step: message.kind === 'scene' ? `scene-${message.index}` : 'compose' }, () => runStep(ports, message, record, context));
}

async function runStep(ports: RenderStepPorts, message: RenderStepMessage, record: SQSRecord, context: Context): Promise<void> {
  const alive = () => context.getRemainingTimeInMillis() > 0;
  try {
    if (!(await ports.callbacks.heartbeat(message.taskToken))) {
      logger.info('render step no longer awaited; dropped');
      return;
    }
    const stop = keepAlive(ports, message.taskToken, context);
    // A cancelled job stops its steps within a second or two: the watch aborts the engine and the uploads.
    const watch = watchJob(ports.jobs, message.jobId, ports.cancelCheckSeconds * 1_000, new JobGone(message.jobId));
    try {
      const started = performance.now();
      const output =
        message.kind === 'scene'
          ? await renderSceneStep(ports, message.jobId, message.index, message.clip, watch.signal)
          : await composeStep(ports, message.jobId, watch.signal);
      const ms = Math.round(performance.now() - started);
      logger.info(message.kind === 'scene' ? 'scene done' : 'video composed', { ...(message.kind === 'scene' ? { scene: message.index + 1 } : {}), ms });
      if (alive()) await ports.callbacks.succeed(message.taskToken, output ?? {});
    } finally {
      watch.stop();
      stop();
    }
  } catch (err) {
    if (!alive()) return;
    const attempt = attemptOf(message, Number(record.attributes.ApproximateReceiveCount));
    const verdict = afterStepFailure(err, { attempt, transientRetries: message.transientRetries ?? 0 }, ports);
    if (verdict.action === 'wait') {
      logger.warn('render step met a passing fault; it runs again', { retry: verdict.transientRetries, err: err as Error });
      await ports.stepQueue.send(JSON.stringify({ ...message, transientRetries: verdict.transientRetries }), { delaySeconds: verdict.delaySeconds });
      return;
    }
    logger.warn('render step failed', { attempt, final: verdict.action === 'fail', err: err as Error });
    if (verdict.action === 'fail') await ports.callbacks.fail(message.taskToken, ...stepFailure(message, err));
    else await ports.stepQueue.send(JSON.stringify({ ...message, attempt: verdict.attempt }), { delaySeconds: verdict.delaySeconds });
  }
}

export function makeRenderStepHandler(ports: RenderStepPorts) {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event: SQSEvent, context: Context) =>
    processPartialResponse(event, (record: SQSRecord) => handleRecord(ports, record, context), processor, { context });
}
