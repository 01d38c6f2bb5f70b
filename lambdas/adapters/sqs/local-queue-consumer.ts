import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../../shared/logger';
import { lambdaContext } from '../aws/api-gateway-event';
import { checkRange, MAX_RECEIVE_MESSAGES, type LocalQueue } from './local-queue';
import { toSqsRecord } from './sqs-event';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface ConsumerOptions {
  /** Messages per invocation, as the event source mapping's BatchSize; default 10. */
  batchSize?: number;
  /** Batches running at once: the function's concurrency (e.g. RENDER_WORKERS); default 1. */
  concurrency?: number;
  /** How often an idle worker looks again for messages whose delay or visibility timeout ran out; default 100. */
  pollIntervalMs?: number;
  /** Default: the queue's name. */
  functionName?: string;
  /**
   * The function's timeout; default 3 (Lambda's). An invocation still running when it passes is
   * treated as Lambda treats it: the batch fails (its messages come back after the visibility
   * timeout) and the worker takes the next batch. The code cannot be stopped in-process, so it
   * is left to finish unheard; getRemainingTimeInMillis() is 0 from then on.
   */
  timeoutSeconds?: number;
}

export interface Consumer {
  /** Stops polling and resolves once the batches already running have finished. */
  stop(): Promise<void>;
  /** Resolves when the queue holds no message at all (visible, in flight or delayed); rejects if stopped first. */
  idle(): Promise<void>;
}

/** The failed message ids per Lambda's rules: a malformed or unknown itemIdentifier fails the whole batch. */
function failedMessageIds(response: SQSBatchResponse | void, records: SQSRecord[]): Set<string> {
  const all = new Set(records.map((record) => record.messageId));
  const failed = new Set<string>();
  for (const failure of response?.batchItemFailures ?? []) {
    const id: unknown = failure?.itemIdentifier;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}

/**
 * Drives an SQS-triggered Lambda handler from a LocalQueue the way an event
 * source mapping with ReportBatchItemFailures does (the CDK stack must turn
 * it on to match): records named in `batchItemFailures` stay and come back
 * after the visibility timeout, all others are deleted; a throw fails the
 * whole batch, so nothing is deleted.
 */
export function startConsumer(queue: LocalQueue, handler: SqsHandler, options: ConsumerOptions = {}): Consumer {
  const { batchSize = 10, concurrency = 1, pollIntervalMs = 100, functionName = queue.name, timeoutSeconds = 3 } = options;
  checkRange('batchSize', batchSize, 1, MAX_RECEIVE_MESSAGES, 'count');
  checkRange('concurrency', concurrency, 1, 1000, 'count'); // 1000: Lambda's default account concurrency
  // AWS refuses to create such an event source mapping: the message would reappear while still being handled.
  if (timeoutSeconds > queue.visibilityTimeoutSeconds) {
    throw new RangeError(`${queue.name}: visibility timeout ${queue.visibilityTimeoutSeconds} s is less than the function timeout ${timeoutSeconds} s`);
  }
  const clock = queue.clock;
  let running = true;
  const sleepers = new Set<() => void>();
  const idleWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];

  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  const unsubscribe = queue.onSend(wakeAll);

  const isDrained = () => {
    const { visible, inFlight, delayed } = queue.counts();
    return visible + inFlight + delayed === 0;
  };
  const settleIdle = () => {
    if (isDrained()) for (const waiter of idleWaiters.splice(0)) waiter.resolve();
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        cancel();
        sleepers.delete(wake);
        resolve();
      };
      const cancel = clock.setTimer(wake, pollIntervalMs);
      sleepers.add(wake);
    });

  async function runBatch(records: SQSRecord[]): Promise<void> {
    const deadline = clock.now().getTime() + timeoutSeconds * 1000;
    const context: Context = {
      ...lambdaContext(functionName, randomUUID()),
      getRemainingTimeInMillis: () => Math.max(0, deadline - clock.now().getTime()),
    };
    let response: SQSBatchResponse | void;
    let cancelTimeout = () => {};
    const timedOut = new Promise<'timed out'>((resolve) => (cancelTimeout = clock.setTimer(() => resolve('timed out'), timeoutSeconds * 1000)));
    try {
      const outcome = await Promise.race([handler({ Records: records }, context), timedOut]);
      if (outcome === 'timed out') {
        logger.error('Queue handler timed out; the whole batch comes back after the visibility timeout', { queue: queue.name, timeoutSeconds });
        return;
      }
      response = outcome;
    } catch (error) {
      logger.error('Queue handler failed; the whole batch comes back after the visibility timeout', { queue: queue.name, error });
      return;
    } finally {
      cancelTimeout();
    }
    const failed = failedMessageIds(response, records);
    for (const record of records) if (!failed.has(record.messageId)) queue.delete(record.receiptHandle);
  }

  async function worker(): Promise<void> {
    while (running) {
      const messages = queue.receive(batchSize);
      if (messages.length) await runBatch(messages.map((message) => toSqsRecord(queue, message)));
      settleIdle();
      if (!messages.length && running) await sleep();
    }
  }

  const workers = Array.from({ length: concurrency }, worker);

  return {
    async stop() {
      running = false;
      unsubscribe();
      wakeAll();
      await Promise.all(workers);
      for (const waiter of idleWaiters.splice(0)) waiter.reject(new Error(`Consumer of ${queue.name} stopped before the queue drained`));
    },
    idle() {
      if (isDrained()) return Promise.resolve();
      if (!running) return Promise.reject(new Error(`Consumer of ${queue.name} is stopped`));
      return new Promise((resolve, reject) => idleWaiters.push({ resolve, reject }));
    },
  };
}
