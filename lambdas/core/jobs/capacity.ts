/**
 * Render capacity: the platform runs at most `renderSlots` render steps at once. A job holds the
 * slots of the steps it may run at once (fair-queue.ts slotsFor) from its admission to its end; a job
 * that finds no room waits, `queued`, in the fair queue, and its workflow waits on a task token at
 * no cost. A slot freed by an ending job admits the next jobs in fair order, and so does every new
 * arrival and every sweep. Since admitted jobs never have more steps out than there are render-step
 * functions, a step's message is taken as soon as it is sent: its heartbeat and time limit count
 * from the moment it starts, not from a wait behind other jobs' steps.
 */
import type { Clock } from '../ports/clock';
import type { Job } from './job';
import type { TaskCallbacks } from './task-callbacks';

/** A job's entry in the fair queue. */
export interface WaitingJob {
  jobId: string;
  userId: string;
  /** Its place (fair-queue.ts queueKeyOf). */
  queueKey: string;
  turn: number;
  slots: number;
  /** The task token its workflow waits on. */
  token: string;
}

export type Admission = 'admitted' | 'full' | 'changed' | 'ended';

/** Port: the render slots and the fair queue (one DynamoDB table, conditional writes). */
export interface RenderCapacity {
  /**
   * Puts a `starting` job in the fair queue, `queued`, with the token its workflow waits on. False
   * when the job was not `starting` without a place (another attempt joined it first, or it ended).
   */
  join(entry: { job: Job; token: string; slots: number; now: Date }): Promise<boolean>;
  /** Gives a waiting job's entry the token of a retried wait; false when it no longer waits. */
  renewToken(queueKey: string, token: string): Promise<boolean>;
  /** The first `limit` waiting jobs, in admission order. */
  head(limit: number): Promise<WaitingJob[]>;
  /**
   * Atomically: takes the job's slots if they fit into `capacity`, removes its entry, and moves it to
   * `processing` keeping the token for hand-over. `full`: no room; `changed`: the entry was renewed or
   * taken meanwhile; `ended`: the job ended while it waited (its entry is then dropped).
   */
  admit(job: WaitingJob, capacity: number, now: Date): Promise<Admission>;
  /** The admission has been handed to the workflow (the token is dropped). */
  delivered(jobId: string, token: string): Promise<void>;
  /** Waiting jobs ahead of the entry `queueKey`, counted up to `cap`. */
  ahead(queueKey: string, cap: number): Promise<number>;
}

export interface CapacityServices {
  capacity: RenderCapacity;
  callbacks: Pick<TaskCallbacks, 'succeed'>;
  clock: Clock;
  /** The platform's render slots (RENDER_STEPS.concurrency; context renderConcurrency). */
  renderSlots: number;
}

/** Admissions one pass makes at most; the next arrival, ending or sweep goes on. */
const MAX_ADMISSIONS_PER_PASS = 100;

/**
 * Admits waiting jobs in fair order while their slots fit, and hands each its admission. Strictly
 * in order: a job whose slots do not fit yet is not overtaken, so no job waits for ever. Safe to run
 * anywhere at once: every admission is one conditional transaction.
 */
export async function admitWaiting(s: CapacityServices): Promise<string[]> {
  const admitted: string[] = [];
  for (let pass = 0; pass < MAX_ADMISSIONS_PER_PASS; pass++) {
    const [next] = await s.capacity.head(1);
    if (!next) break;
    // A job queued under a larger capacity still fits once the slots are free.
    const outcome = await s.capacity.admit({ ...next, slots: Math.min(next.slots, s.renderSlots) }, s.renderSlots, s.clock.now());
    if (outcome === 'full') break;
    if (outcome === 'admitted') {
      await handOver(s, next.jobId, next.token);
      admitted.push(next.jobId);
    }
  }
  return admitted;
}

/** Tells the waiting workflow that its job is admitted; a token no longer awaited is ignored (TaskCallbacks). */
export async function handOver(s: Pick<CapacityServices, 'capacity' | 'callbacks'>, jobId: string, token: string): Promise<void> {
  await s.callbacks.succeed(token, {});
  await s.capacity.delivered(jobId, token);
}

/** Where a queued job stands: 1 is next. */
export async function queuePosition(s: { capacity: Pick<RenderCapacity, 'ahead'> }, job: Pick<Job, 'status' | 'queueKey'>, cap: number): Promise<number | null> {
  if (job.status !== 'queued' || job.queueKey === undefined) return null;
  return Math.min(cap, (await s.capacity.ahead(job.queueKey, cap)) + 1);
}
