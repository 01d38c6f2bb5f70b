import type { Acceptance } from './acceptance';
import type { FinalStatus, Job } from './job';

/** What compose hands to finalize: where the video is and how many bytes it stores. */
export type ComposedVideo = Required<Pick<Job, 'videoKey' | 'videoBytes'>> & Pick<Job, 'companions'>;

/**
 * How a job ended, written once: whichever of these wins first is the only one. A job that did not
 * succeed refunds by a rule over the scenes it rendered: the store applies it to the scenes recorded
 * when the ending is written, so a scene recorded meanwhile can never be both refunded and kept.
 */
export type JobEnding =
  | ({ status: 'succeeded' } & ComposedVideo)
  | { status: Exclude<FinalStatus, 'succeeded'>; error: string; refund: (rendered: Iterable<number>) => number };

/** Port: jobs and the credit movements tied to them. Every transition is a conditional write. */
export interface JobStore {
  /** Runs an acceptance atomically; throws AcceptanceRefused with what failed. */
  accept(acceptance: Acceptance): Promise<void>;
  /** Gives credits back and takes them off the month's usage, e.g. planning credits on PLAN_FAILED. */
  refund(userId: string, credits: number, now: Date): Promise<void>;
  get(jobId: string): Promise<Job | undefined>;
  /** Raises progress; never lowers it, never touches a finished job. */
  raiseProgress(jobId: string, progress: number, now: Date): Promise<void>;
  /** Records a rendered scene's blob keys once, while the job runs; false when it had been recorded already or the job had ended. */
  recordScene(jobId: string, index: number, blobKeys: readonly string[]): Promise<boolean>;
  /** The scenes recorded so far: index → blob keys of its files. */
  scenes(jobId: string): Promise<Map<number, string[]>>;
  /**
   * Ends a running job and, in the same transaction, releases its account's concurrency slot and
   * its render slots (or drops its place in the fair queue), and either counts the video toward
   * storage or refunds credits. False when it had ended already.
   */
  end(jobId: string, ending: JobEnding, now: Date): Promise<boolean>;
  /** Marks the account as having its first video; true only the first time. */
  markOnboarded(userId: string, now: Date): Promise<boolean>;
  /** Marks the job's final event as handed to the dispatcher, which ends its stay among runningBefore's jobs; false when it had been already. */
  markEventSent(jobId: string): Promise<boolean>;
  /**
   * The jobs accepted before `cutoff` that are still running (starting, queued or processing) or
   * have ended without their final event handed over (a crash between the two), oldest first.
   */
  runningBefore(cutoff: Date): Promise<Job[]>;
}

/** GET /v1/job reads one job. */
export type JobReader = Pick<JobStore, 'get'>;
/** POST /v1/render charges and accepts, or refunds planning. */
export type JobAcceptance = Pick<JobStore, 'accept' | 'refund'>;
/** The workflow moves accepted jobs to their end. */
export type JobProgress = Omit<JobStore, 'accept' | 'refund' | 'runningBefore'>;
