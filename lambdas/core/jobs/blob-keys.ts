import type { Aspect } from '../render/vocabulary';

/**
 * Where a job's files live in the blob store. The stack grants access and expires objects by
 * these prefixes (adapters declare them; lib/constructs/storage.ts expires job files).
 */

/** A job's working files (request, uploaded assets, scene clips, generated footage): needed only while it renders. */
export const JOB_FILES_PREFIX = 'jobs/';
/** Finished videos, served through presigned GET URLs. */
export const VIDEOS_PREFIX = 'videos/';
/** Footage a generative model writes for a job's scenes; among the job files, so it expires with them. */
export const FOOTAGE_PREFIX = `${JOB_FILES_PREFIX}footage/`;

/** What a presenter model is given (face, narration, request) for a job's scenes; among the job files. */
export const PRESENTER_PREFIX = `${JOB_FILES_PREFIX}presenter/`;
/** The account's scene cache: rendered scenes kept 7 days for reuse (S3 expires them; the local store bounds its size). */
export const SCENE_CACHE_PREFIX = 'cache/scenes/';
/** How long a cached scene may be reused: the bucket's expiry of the cache prefix. */
export const SCENE_CACHE_RETENTION_DAYS = 7;

export const requestKeyOf = (jobId: string) => `${JOB_FILES_PREFIX}${jobId}/request.json`;
export const assetKeyOf = (jobId: string, n: number) => `${JOB_FILES_PREFIX}${jobId}/assets/${n}`;
export const scenePrefix = (jobId: string, index: number) => `${JOB_FILES_PREFIX}${jobId}/scenes/${String(index).padStart(2, '0')}/`;
/** A scene's generated clip: its record (ticket, source, fallback) and, when fetched from a provider's URL, the MP4. */
export const clipRecordKeyOf = (jobId: string, index: number) => `${JOB_FILES_PREFIX}${jobId}/clips/${String(index).padStart(2, '0')}.json`;
export const clipKeyOf = (jobId: string, index: number) => `${JOB_FILES_PREFIX}${jobId}/clips/${String(index).padStart(2, '0')}.mp4`;
/** Where a model that writes to S3 itself puts a scene's clip (Bedrock adds a folder per invocation). */
export const footageOutputPrefix = (jobId: string, index: number) => `${FOOTAGE_PREFIX}${jobId}/${String(index).padStart(2, '0')}/`;
export const presenterInputPrefix = (jobId: string, index: number) => `${PRESENTER_PREFIX}${jobId}/${String(index).padStart(2, '0')}/`;
/** A scene's files in the job's `k`-th aspect (the order of `aspects`). */
export const sceneAspectPrefix = (jobId: string, index: number, k: number) => `${scenePrefix(jobId, index)}${k}/`;
export const videoKeyOf = (job: { userId: string; jobId: string }) => `${VIDEOS_PREFIX}${job.userId}/${job.jobId}.mp4`;
/** Where one cached scene's files live: under the account, so no key of one account can name another's. */
export const sceneCachePrefix = (userId: string, key: string) => `${SCENE_CACHE_PREFIX}${userId}/${key}/`;

/** A video in each aspect: the first at `first` (an .mp4 path or key), each other beside it as `<stem>.<w>x<h>.mp4` (`.16x9.mp4`). */
export function aspectVideoPaths(first: string, aspects: readonly Aspect[]): { aspect: Aspect; key: string }[] {
  return aspects.map((aspect, i) => ({ aspect, key: i === 0 ? first : first.replace(/\.mp4$/, `.${aspect.replace(':', 'x')}.mp4`) }));
}

/** The job's video in each aspect: the first at videoKeyOf, the others beside it (aspectVideoPaths). */
export const videoKeysOf = (job: { userId: string; jobId: string }, aspects: readonly Aspect[]) => aspectVideoPaths(videoKeyOf(job), aspects);

/** The poster and captions are stored beside the video, under its key with their own extension. */
export function companionKeys(videoKey: string): { poster: string; captions: string } {
  const stem = videoKey.replace(/\.mp4$/, '');
  return { poster: `${stem}.jpg`, captions: `${stem}.vtt` };
}
