import type { Account } from '../account/account';
import { forbidden, jobNotFound } from '../errors';
import type { UrlSigner } from '../ports/blob-store';
import { VIDEO_URL_TTL_SECONDS } from '../settings';
import type { JobView } from '../render/response-schema';
import type { JobReader } from './job-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /v1/job/{id} (spec §4.3): 404 for unknown or malformed ids, 403 for another account's job. */
export async function getJob(services: { jobs: JobReader; urls: UrlSigner }, account: Account, jobId: string): Promise<JobView> {
  if (!UUID.test(jobId)) throw jobNotFound();
  const job = await services.jobs.get(jobId.toLowerCase());
  if (!job) throw jobNotFound();
  if (job.userId !== account.userId) throw forbidden();
  const succeeded = job.status === 'succeeded' && job.videoKey !== undefined;
  return {
    job_id: job.jobId,
    status: job.status,
    progress: job.progress,
    video_url: succeeded ? await services.urls.signedUrl(job.videoKey!, VIDEO_URL_TTL_SECONDS) : null,
    error: job.status === 'failed' || job.status === 'cancelled' ? (job.error ?? 'The render did not complete') : null,
  };
}
