import type { Account } from '../account/account';
import { forbidden, jobNotFound } from '../errors';
import type { UrlSigner } from '../ports/blob-store';
import { POLL_HINT_SECONDS, QUEUE_POSITION_CAP, VIDEO_URL_TTL_SECONDS } from '../settings';
import type { JobView } from '../render/response-schema';
import { companionKeys, videoKeysOf } from './blob-keys';
import { queuePosition, type RenderCapacity } from './capacity';
import { isFinal, type Job } from './job';
import type { JobReader } from './job-store';
import { isUuid } from '../ids';

type Links = Pick<JobView, 'video_url' | 'poster_url' | 'captions_url' | 'videos'>;
const NO_LINKS: Links = { video_url: null, poster_url: null, captions_url: null, videos: [] };

/**
 * video_url, poster_url and captions_url of a job, and its `videos` (one per aspect, the first
 * being those three): presigned for a succeeded job, null and empty otherwise. A job that succeeded
 * before posters and captions were made has a video only (a link to a file that does not exist
 * would be worse than none); one from before `aspects` has no `videos` entry (its aspect was not kept).
 */
export async function jobLinks(urls: UrlSigner, job: Pick<Job, 'status' | 'videoKey' | 'companions' | 'userId' | 'jobId' | 'aspects'>): Promise<Links> {
  if (job.status !== 'succeeded' || job.videoKey === undefined) return NO_LINKS;
  const sign = (key: string) => urls.signedUrl(key, VIDEO_URL_TTL_SECONDS);
  const linksOf = async (videoKey: string) => {
    const { poster, captions } = companionKeys(videoKey);
    const [video_url, poster_url, captions_url] = await Promise.all([sign(videoKey), job.companions ? sign(poster) : null, job.companions ? sign(captions) : null]);
    return { video_url, poster_url, captions_url };
  };
  if (!job.aspects) return { ...(await linksOf(job.videoKey)), videos: [] };
  const videos = await Promise.all(videoKeysOf(job, job.aspects).map(async ({ aspect, key }) => ({ aspect, ...(await linksOf(key)) })));
  const { aspect: _, ...first } = videos[0]!;
  return { ...first, videos };
}

export interface JobServices {
  jobs: JobReader;
  urls: UrlSigner;
  capacity: Pick<RenderCapacity, 'ahead'>;
}

/** A job as GET answers it, and when to ask again: seconds, larger the further back a queued job waits; none once it has ended. */
export interface JobAnswer {
  view: JobView;
  pollAfterSeconds?: number;
}

export function pollHintSeconds(view: Pick<JobView, 'status' | 'queue_position'>): number | undefined {
  if (isFinal(view.status)) return undefined;
  if (view.queue_position === null) return POLL_HINT_SECONDS.running;
  return Math.min(POLL_HINT_SECONDS.queuedMax, POLL_HINT_SECONDS.queuedMin + view.queue_position - 1);
}

/** The account's job `jobId` (spec §4.3): 404 for unknown or malformed ids, 403 for another account's job. */
export async function ownedJob(jobs: JobReader, account: Account, jobId: string): Promise<Job> {
  if (!isUuid(jobId)) throw jobNotFound();
  const job = await jobs.get(jobId.toLowerCase());
  if (!job) throw jobNotFound();
  if (job.userId !== account.userId) throw forbidden();
  return job;
}

/**
 * The job object of spec §2.5 for a job that ended without a video (failed or cancelled): nothing
 * to sign and no place in line, so it is built from the job alone.
 */
export function endedView(job: Job): JobView {
  return { job_id: job.jobId, status: job.status, progress: job.progress, ...NO_LINKS, error: job.error ?? 'The render did not complete', queue_position: null };
}

/** The job object of spec §2.5 as every answer shows it. */
export async function jobView(services: JobServices, job: Job): Promise<JobView> {
  if (job.status === 'failed' || job.status === 'cancelled') return endedView(job);
  return {
    job_id: job.jobId,
    status: job.status,
    progress: job.progress,
    ...(await jobLinks(services.urls, job)),
    error: null,
    queue_position: await queuePosition(services, job, QUEUE_POSITION_CAP),
  };
}

/** GET /v1/job/{id} (spec §4.3). */
export async function getJob(services: JobServices, account: Account, jobId: string): Promise<JobAnswer> {
  const view = await jobView(services, await ownedJob(services.jobs, account, jobId));
  return { view, pollAfterSeconds: pollHintSeconds(view) };
}
