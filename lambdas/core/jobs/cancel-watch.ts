import { isFinal } from './job';
import type { JobReader } from './job-store';

export interface JobWatch {
  /** Aborted, with the watch's `gone` error as its reason, once the job has ended under the step (a cancel, or a failure elsewhere). */
  signal: AbortSignal;
  stop(): void;
}

/**
 * Watches a job while one of its render steps works: one read every `everyMs` (never two at once),
 * so the step's frame loop and uploads can ask `signal.aborted` for free. A read that fails is
 * simply tried again at the next tick: the watch only ever makes a step stop sooner.
 */
export function watchJob(jobs: JobReader, jobId: string, everyMs: number, gone: Error): JobWatch {
  const controller = new AbortController();
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    jobs
      .get(jobId)
      .then((job) => {
        if (!job || isFinal(job.status)) controller.abort(gone);
      })
      .catch(() => undefined)
      .finally(() => (reading = false));
  }, everyMs);
  controller.signal.addEventListener('abort', () => clearInterval(timer));
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

/** `work`, unless the signal aborts first: then its reason, and whatever `work` still waits on (a generated clip) is abandoned. */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
