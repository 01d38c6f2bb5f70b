import type { Price } from '../render/pricing';
import type { JobStatus } from '../render/response-schema';
import type { Aspect } from '../render/vocabulary';

export const RUNNING_STATUSES = ['starting', 'queued', 'processing'] as const satisfies readonly JobStatus[];
export const FINAL_STATUSES = ['succeeded', 'failed', 'cancelled'] as const satisfies readonly JobStatus[];
export type FinalStatus = (typeof FINAL_STATUSES)[number];

export function isFinal(status: JobStatus): status is FinalStatus {
  return (FINAL_STATUSES as readonly JobStatus[]).includes(status);
}

/** A render job as stored; large inputs live in the blob store under `requestKey`. */
export interface Job {
  jobId: string;
  userId: string;
  status: JobStatus;
  progress: number;
  title: string;
  sceneCount: number;
  /** The aspects delivered, in the order asked (absent on jobs accepted before there were several: their one video is video_url alone). */
  aspects?: Aspect[];
  price: Price;
  /** Blob key of the normalized render request (scenes included). */
  requestKey: string;
  createdAt: string;
  updatedAt: string;
  videoKey?: string;
  /** The video's bytes and, with `companions`, its poster's and captions' (what counts toward storage). */
  videoBytes?: number;
  /** The poster and captions files are stored beside the video (not on jobs that succeeded before there were any). */
  companions?: boolean;
  error?: string;
  /** Credits given back when the job ended without a video. */
  refunded?: number;
  /** The final event has been handed to the dispatcher. */
  eventSent?: boolean;
  /** While `queued`: its place in the fair queue (fair-queue.ts queueKeyOf). */
  queueKey?: string;
  /** Once admitted: the render slots it holds until it ends. */
  slots?: number;
  admittedAt?: string;
  /** The token of the workflow's wait, from admission until it has been handed over (the sweeper hands over a lost one). */
  admitToken?: string;
}
