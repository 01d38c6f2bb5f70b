import type { Account } from '../account/account';
import { forbidden, jobNotFound } from '../errors';
import type { UrlSigner } from '../ports/blob-store';
import { VIDEO_URL_TTL_SECONDS } from '../settings';
import type { JobView } from '../render/response-schema';
import { companionKeys } from './blob-keys';
import type { Job } from './job';
import type { JobReader } from './job-store';
import { isUuid } from '../ids';

/**
 * video_url, poster_url and captions_url of a job: presigned for a succeeded job, null otherwise.
 * A job that succeeded before posters and captions were made has a video only: a link to a file
 * that does not exist would be worse than none.
 */
export async function jobLinks(urls: UrlSigner, job: Pick<Job, 'status' | 'videoKey' | 'companions'>): Promise<Pick<JobView, 'video_url' | 'poster_url' | 'captions_url'>> {
  if (job.status !== 'succeeded' || job.videoKey === undefined) return { video_url: null, poster_url: null, captions_url: null };
  const sign = (key: string) => urls.signedUrl(key, VIDEO_URL_TTL_SECONDS);
  const { poster, captions } = companionKeys(job.videoKey);
  const [video_url, poster_url, captions_url] = await Promise.all([sign(job.videoKey), job.companions ? sign(poster) : null, job.companions ? sign(captions) : null]);
  return { video_url, poster_url, captions_url };
}

/** GET /v1/job/{id} (spec §4.3): 404 for unknown or malformed ids, 403 for another account's job. */
export async function getJob(services: { jobs: JobReader; urls: UrlSigner }, account: Account, jobId: string): Promise<JobView> {
  if (!isUuid(jobId)) throw jobNotFound();
  const job = await services.jobs.get(jobId.toLowerCase());
  if (!job) throw jobNotFound();
  if (job.userId !== account.userId) throw forbidden();
  return {
    job_id: job.jobId,
    status: job.status,
    progress: job.progress,
    ...(await jobLinks(services.urls, job)),
    error: job.status === 'failed' || job.status === 'cancelled' ? (job.error ?? 'The render did not complete') : null,
  };
}
