import { Worker } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { logger } from '../shared/logger';
import type { FromWorker, ToWorker } from './function-messages';
import type { LocalEnvironment, OwnedPorts } from './local-ports';

export interface FunctionHostOptions {
  functionName: string;
  /** Read when a thread starts: the server's URL is known by then. */
  environment: () => LocalEnvironment;
  /** The parent's ports its threads call; read at each call. */
  owned: () => OwnedPorts;
  /** Threads at most, one invocation each at a time: the function's concurrency. */
  concurrency: number;
}

export interface FunctionHost {
  /** Invokes the function as Lambda does; past the context's remaining time the thread is stopped, as Lambda stops the function. */
  invoke(event: unknown, context: Context): Promise<unknown>;
  stop(): Promise<void>;
}

/** Lambda's answer when it stops a function at its timeout. */
export class FunctionTimedOut extends Error {
  override name = 'Sandbox.Timedout';
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  /** The invocation it runs, settled by its result, its death or its timeout. */
  settle?: { resolve: (value: unknown) => void; reject: (error: Error) => void };
}

/**
 * Runs a local function in worker threads of its own, so that its work never waits on the API's
 * event loop nor delays it: rendering and webhook deliveries, as separate Lambda functions in AWS.
 * A thread is started on demand (its cold start), kept warm, and stopped for good when an
 * invocation outlives its time, which is what makes a hung step a crashed one here too.
 */
export function functionHost(options: FunctionHostOptions): FunctionHost {
  const threads = new Set<Thread>();
  const waiting: ((thread: Thread) => void)[] = [];
  let sequence = 0;
  let stopped = false;

  function start(): Thread {
    const worker = new Worker(new URL('./function-worker-boot.mjs', import.meta.url), {
      workerData: { functionName: options.functionName, environment: options.environment() },
    });
    const thread: Thread = { worker, busy: false, ready: new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: FromWorker) => message.kind === 'ready' && resolve());
    }) };
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'result') {
        if (message.error) thread.settle?.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
        else thread.settle?.resolve(message.value);
      } else if (message.kind === 'call') {
        const target = options.owned()[message.target] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
        const answer = (reply: Omit<Extract<ToWorker, { kind: 'answer' }>, 'kind' | 'id'>) => worker.postMessage({ kind: 'answer', id: message.id, ...reply } satisfies ToWorker);
        Promise.resolve()
          .then(() => target[message.method]!(...message.args))
          .then((value) => answer({ value }), (err: Error) => answer({ error: { name: err.name, message: err.message } }));
      }
    });
    worker.on('error', (err) => logger.error('function thread failed', { function: options.functionName, err }));
    worker.on('exit', () => {
      threads.delete(thread);
      thread.settle?.reject(new Error(`${options.functionName}: its thread exited`));
    });
    threads.add(thread);
    return thread;
  }

  /** A thread for one invocation: an idle one, a new one under the concurrency, or the next one freed. */
  async function acquire(): Promise<Thread> {
    const idle = [...threads].find((thread) => !thread.busy);
    const thread = idle ?? (threads.size < options.concurrency ? start() : await new Promise<Thread>((resolve) => waiting.push(resolve)));
    thread.busy = true;
    await thread.ready;
    return thread;
  }

  /** Hands the thread to the next waiting invocation, or a new thread if this one was stopped. */
  function release(thread: Thread): void {
    thread.settle = undefined;
    thread.busy = false;
    const next = waiting.shift();
    if (!next) return;
    if (threads.has(thread)) {
      thread.busy = true;
      next(thread);
    } else {
      const fresh = start();
      fresh.busy = true;
      next(fresh);
    }
  }

  return {
    async invoke(event, context) {
      if (stopped) throw new Error(`${options.functionName} is stopped`);
      // Lambda does not count a new environment's start toward the timeout: neither does the clock here.
      const remaining = context.getRemainingTimeInMillis();
      const thread = await acquire();
      try {
        return await new Promise((resolve, reject) => {
          thread.settle = { resolve, reject };
          const timer = setTimeout(() => {
            reject(new FunctionTimedOut(`Task timed out after ${(remaining / 1000).toFixed(2)} seconds`));
            void thread.worker.terminate();
          }, remaining);
          const clear = () => clearTimeout(timer);
          thread.settle = { resolve: (value) => (clear(), resolve(value)), reject: (error) => (clear(), reject(error)) };
          thread.worker.postMessage({ kind: 'invoke', id: ++sequence, event, requestId: context.awsRequestId, deadline: Date.now() + remaining } satisfies ToWorker);
        });
      } finally {
        release(thread);
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}
