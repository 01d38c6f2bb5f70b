/**
 * The workflow's clip steps: start a scene's generated clip, then check on it between waits until
 * it is ready, so that its scene renders from the finished file. Each step is short and
 * idempotent; the clip's record among the job's files carries the provider's ticket between
 * steps and, at the end, where the clip is, where it came from and under which licence.
 * A footage clip that fails or takes too long fails the job (the failure path refunds what did not
 * render); a presenter falls back to the engine's own, with the reason in the job's log.
 */
import { isTransientFailure } from '../errors';
import { clipKeyOf, clipRecordKeyOf } from '../jobs/blob-keys';
import type { JobProgress } from '../jobs/job-store';
import { runningJob, storedRequest } from '../jobs/workflow-steps';
import type { BlobStore } from '../ports/blob-store';
import type { Clock } from '../ports/clock';
import type { Log } from '../ports/log';
import { MODELS, type ModelKey } from '../models/registry';
import { clipKindOf, type ClipChecker, type ClipCredit, type ClipKind, type ClipProgress, type ClipStarter, type ClipTicket } from './generated-clips';

export interface ClipRecord {
  kind: ClipKind;
  /** The registry key of the model that makes it. */
  model: ModelKey;
  startedAt: string;
  /** While the provider works on it. */
  ticket?: ClipTicket;
  /** The finished MP4, among the job's files. */
  clipKey?: string;
  credit?: ClipCredit;
  /** A presenter the model could not make: the engine draws its own, for this reason. */
  fallback?: string;
  /** Footage the model could not make: the job fails, for this reason. */
  failure?: string;
}

/** How long the workflow waits between checks and for a whole clip (scaled in the local stack). */
export interface ClipTiming {
  checkEverySeconds: number;
  timeoutSeconds: Readonly<Record<ClipKind, number>>;
}

export interface ClipStepServices {
  jobs: Pick<JobProgress, 'get'>;
  blobs: BlobStore;
  clock: Clock;
  log: Log;
  clipTiming: ClipTiming;
}

/** What a clip step tells the workflow: wait and check again, or go on to render the scene. */
export interface ClipStatus {
  pending: boolean;
  waitSeconds: number;
}

/** A footage clip that could not be made; the workflow's failure path turns it into the job's error. */
export class ClipFailed extends Error {
  override name = 'ClipFailed';
}

/** The same for every attempt at one job's scene: providers that take an idempotency token start it once. */
export const clipToken = (jobId: string, index: number) => `${jobId}-${index}`;

export async function readClipRecord(blobs: Pick<BlobStore, 'get'>, jobId: string, index: number): Promise<ClipRecord | undefined> {
  const raw = await blobs.get(clipRecordKeyOf(jobId, index));
  return raw && (JSON.parse(raw.toString('utf8')) as ClipRecord);
}

const writeRecord = (s: Pick<ClipStepServices, 'blobs'>, jobId: string, index: number, record: ClipRecord) =>
  s.blobs.put(clipRecordKeyOf(jobId, index), JSON.stringify(record), 'application/json');

const statusOf = (s: Pick<ClipStepServices, 'clipTiming'>, record: ClipRecord): ClipStatus => ({ pending: record.ticket !== undefined, waitSeconds: s.clipTiming.checkEverySeconds });

/** An AWS error names its kind only (its message can carry ARNs and account ids); a provider's own words are kept. */
function reasonOf(err: unknown): string {
  const e = err as Error & { $metadata?: unknown };
  return e.$metadata ? e.name : e.message;
}

async function fail(s: Pick<ClipStepServices, 'blobs' | 'clipTiming' | 'log'>, jobId: string, index: number, record: ClipRecord, reason: string): Promise<ClipStatus> {
  const { ticket: _done, ...rest } = record;
  if (record.kind === 'presenter') {
    s.log.warn('presenter model failed; the engine draws the presenter', { jobId, scene: index, model: record.model, reason });
    await writeRecord(s, jobId, index, { ...rest, fallback: reason });
    return statusOf(s, rest);
  }
  await writeRecord(s, jobId, index, { ...rest, failure: reason });
  throw new ClipFailed(`scene ${index + 1}: ${MODELS[record.model].name} could not make its footage (${reason})`);
}

/** Records what the provider said; a clip at a provider's link is copied into the job's files first. */
async function settle(
  s: Pick<ClipStepServices, 'blobs' | 'clipTiming' | 'log'>,
  download: (url: string) => Promise<Buffer>,
  jobId: string,
  index: number,
  record: ClipRecord,
  progress: ClipProgress,
): Promise<ClipStatus> {
  const { ticket: _previous, ...rest } = record;
  switch (progress.state) {
    case 'pending': {
      const pending = { ...rest, ticket: progress.ticket };
      await writeRecord(s, jobId, index, pending);
      return statusOf(s, pending);
    }
    case 'ready': {
      let clipKey: string;
      if ('key' in progress.clip) clipKey = progress.clip.key;
      else {
        clipKey = clipKeyOf(jobId, index);
        await s.blobs.put(clipKey, await download(progress.clip.url), 'video/mp4');
      }
      const ready: ClipRecord = { ...rest, clipKey, ...(progress.credit ? { credit: progress.credit } : {}) };
      await writeRecord(s, jobId, index, ready);
      return statusOf(s, ready);
    }
    case 'failed':
      return fail(s, jobId, index, record, progress.reason);
  }
}

/** Asks the provider, turning a refusal into a failed clip; a passing fault is thrown for the workflow to retry. */
async function ask(log: Log, call: () => Promise<ClipProgress>): Promise<ClipProgress> {
  try {
    return await call();
  } catch (err) {
    if (isTransientFailure(err)) throw err;
    log.warn('clip provider refused', { err: err as Error });
    return { state: 'failed', reason: reasonOf(err) };
  }
}

/**
 * Starts scene `index`'s clip. The workflow retries a start only after a passing fault; a provider
 * that takes an idempotency token (Bedrock) then starts nothing twice. (No record is read first: in
 * S3, without s3:ListBucket, a key not yet written is refused rather than reported missing.)
 */
export async function startClipStep(s: ClipStepServices & { clips: ClipStarter }, jobId: string, index: number): Promise<ClipStatus> {
  const job = await runningJob(s, jobId);
  const request = await storedRequest(s, job);
  const scene = request.scenes[index];
  const kind = scene && clipKindOf(scene, request.request, s.clips.models);
  if (!kind) throw new Error(`scene ${index} of job ${jobId} has no generated clip`);
  const record: ClipRecord = { kind, model: s.clips.models[kind]!.key, startedAt: s.clock.now().toISOString() };
  const progress = await ask(s.log, () => s.clips.start(request, index, { jobId, token: clipToken(jobId, index) }));
  return settle(s, (url) => s.clips.download(url), jobId, index, record, progress);
}

/** Checks on a started clip; past its kind's time limit it fails (footage) or falls back (presenter). */
export async function checkClipStep(s: ClipStepServices & { clips: ClipChecker }, jobId: string, index: number): Promise<ClipStatus> {
  await runningJob(s, jobId);
  const record = await readClipRecord(s.blobs, jobId, index);
  if (!record) throw new Error(`the clip of scene ${index} of job ${jobId} was never started`);
  if (!record.ticket) return statusOf(s, record);
  const limit = s.clipTiming.timeoutSeconds[record.kind];
  if (s.clock.now().getTime() - Date.parse(record.startedAt) > limit * 1_000) {
    return fail(s, jobId, index, record, `not finished after ${Math.round(limit)} s`);
  }
  const { ticket } = record;
  const progress = await ask(s.log, () => s.clips.check(record.kind, ticket));
  return settle(s, (url) => s.clips.download(url), jobId, index, record, progress);
}
