import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stableEventId, type EventPublisher } from '../events/event-publisher';
import type { BlobStore } from '../ports/blob-store';
import type { Clock } from '../ports/clock';
import type { Log } from '../ports/log';
import { TransientError } from '../errors';
import { refundFor } from '../render/pricing';
import { onboardedEvent } from '../webhooks/account-events';
import { buildEnvelope } from '../webhooks/envelope';
import { readClipRecord } from '../clips/clip-steps';
import { clipKeyOf, companionKeys, sceneAspectPrefix, videoKeyOf, videoKeysOf } from './blob-keys';
import { readCached, storeCached, type SceneCacheIndex } from './scene-cache';
import { admitWaiting, handOver, type CapacityServices } from './capacity';
import { slotsFor } from './fair-queue';
import { DEFAULT_ASPECT } from '../render/request-schema';
import type { Aspect } from '../render/vocabulary';
import { jobLinks } from './get-job';
import { isFinal, type Job } from './job';
import type { ComposedVideo, JobEnding, JobProgress } from './job-store';
import type { GeneratedClip, RenderEngine } from './render-engine';
import type { StoredRequest } from './stored-request';
import { unlessAborted } from './cancel-watch';

/**
 * The render workflow's steps, shared by the Step Functions Lambdas and the local
 * runner. Each is idempotent: a redelivered or retried step never renders into the
 * final file twice, never charges or refunds twice, never emits twice.
 */
export interface WorkflowServices {
  jobs: JobProgress;
  blobs: BlobStore;
  events: EventPublisher;
  clock: Clock;
  log: Log;
}

/** Ending a job frees its render slots, which admits the next waiting jobs. */
export type EndingServices = WorkflowServices & CapacityServices;

/** The render steps need the engine, and publish nothing (the other steps run without the engine, in small functions). */
export interface RenderStepServices extends Omit<WorkflowServices, 'events'> {
  engine: RenderEngine;
  sceneCache: SceneCacheIndex;
}

/** Scenes fill progress up to this; each aspect's composition brings it closer to 100, which the finished job reaches. */
const SCENES_SHARE = 90;
/** Progress is written at most this often by one step: cheap writes, still a bar that moves. */
export const PROGRESS_WRITE_MS = 2_000;

export class JobGone extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} has ended or does not exist`);
    this.name = 'JobGone';
  }
}

/** The job, while it runs; JobGone once it has ended (a late step changes nothing). */
export async function runningJob(s: { jobs: Pick<JobProgress, 'get'> }, jobId: string): Promise<Job> {
  const job = await s.jobs.get(jobId);
  if (!job || isFinal(job.status)) throw new JobGone(jobId);
  return job;
}

export async function storedRequest(s: Pick<WorkflowServices, 'blobs'>, job: Job): Promise<StoredRequest> {
  const raw = await s.blobs.get(job.requestKey);
  if (!raw) throw new Error(`the request of job ${job.jobId} is missing`);
  return JSON.parse(raw.toString('utf8')) as StoredRequest;
}

async function withWorkDir<T>(jobId: string, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `render-${jobId.slice(0, 8)}-`));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Step 0: the job waits for render capacity (capacity.ts). Its workflow waits on `token`, which is
 * answered at once when the slots are free, else by whichever ending frees them. A retried wait
 * (a new token) keeps the job's place; one whose job was admitted meanwhile is answered at once.
 */
export async function waitForCapacity(
  s: Pick<WorkflowServices, 'jobs' | 'clock'> & CapacityServices & { sceneConcurrency: number },
  jobId: string,
  token: string,
): Promise<void> {
  // A try loses only to another attempt of the same wait or to the job's ending; the next read settles it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const job = await runningJob(s, jobId);
    if (job.slots !== undefined) return handOver(s, jobId, token);
    const placed = job.queueKey
      ? await s.capacity.renewToken(job.queueKey, token)
      : await s.capacity.join({ job, token, slots: slotsFor(job.sceneCount, s.sceneConcurrency), now: s.clock.now() });
    if (placed) return void (await admitWaiting(s));
  }
  throw new TransientError(`job ${jobId} kept changing while it joined the render queue`);
}

/** A scene as the workflow maps over it: whether a model makes a clip for it first. */
export interface SceneItem {
  index: number;
  clip: boolean;
}

/**
 * Step 1: the admitted job lists its scenes, and which of them wait for a generated clip: exactly
 * those its price charges a clip for (a scene quoted as reused from the scene cache is copied, so
 * no clip is made for it, in any aspect: one clip per scene serves every aspect).
 */
export async function prepareJob(s: Pick<WorkflowServices, 'jobs'>, jobId: string): Promise<SceneItem[]> {
  const job = await runningJob(s, jobId);
  const clips = new Set((job.price.clips ?? []).map((c) => c.scene));
  return Array.from({ length: job.sceneCount }, (_, index) => ({ index, clip: clips.has(index) }));
}

/**
 * Step 2 (one per scene, in parallel): renders a scene in every aspect into its own clips, once;
 * scenes in the account's cache are copied. `clip`: a model made a clip for it first, which every
 * aspect plays, laid out for its own frame. Once `signal` aborts (the job was cancelled) the step
 * stops where it is and throws its reason (JobGone): nothing is uploaded or recorded.
 */
export async function renderSceneStep(s: RenderStepServices, jobId: string, index: number, clip = false, signal?: AbortSignal): Promise<void> {
  const job = await runningJob(s, jobId);
  const done = await s.jobs.scenes(jobId);
  if (!done.has(index)) {
    const request = await storedRequest(s, job);
    // Only a scene with a clip has a record: reading a missing key is refused, not answered empty, without s3:ListBucket.
    const record = clip ? await readClipRecord(s.blobs, jobId, index) : undefined;
    const progress = progressWriter(s, jobId, (fraction) => scenesProgress(done.size + fraction, job.sceneCount));
    await withWorkDir(jobId, async (dir) => {
      const targets = aspectsOf(request).map((aspect, k) => ({ aspect, dir: join(dir, String(k)), cacheKey: request.cacheKeys?.[index]?.[k] }));
      // Looked up again here: an entry quoted as reused may have expired since; it is rendered then, at the quoted price.
      const cached = await Promise.all(targets.map((t) => (t.cacheKey ? readCached(s.blobs, s.sceneCache, { userId: job.userId, key: t.cacheKey, now: s.clock.now() }, s.log) : undefined)));
      const missing = targets.filter((_, k) => !cached[k]);
      const rendered =
        missing.length > 0
          ? await unlessAborted(withGeneratedClip(s, record, (generated) => s.engine.renderScene(request, index, missing, progress.report, generated, signal)), signal)
          : [];
      await progress.flush();
      signal?.throwIfAborted();
      const files = await Promise.all(
        targets.map(async (t, k) => {
          const hit = cached[k];
          if (hit) {
            await mkdir(t.dir, { recursive: true });
            await Promise.all([...hit].map(([name, data]) => writeFile(join(t.dir, name), data)));
            return [...hit.keys()];
          }
          const names = rendered[missing.indexOf(t)]!;
          if (t.cacheKey) await storeCached(s.blobs, s.sceneCache, { userId: job.userId, key: t.cacheKey, now: s.clock.now() }, names.map((name) => ({ name, path: join(t.dir, name) })));
          return names;
        }),
      );
      // Fixed keys per job, scene and aspect: a repeated step overwrites its own files, nothing more.
      const uploads = targets.flatMap((t, k) => files[k]!.map((name) => ({ key: sceneAspectPrefix(jobId, index, k) + name, path: join(t.dir, name) })));
      await Promise.all(uploads.map((u) => s.blobs.putFile(u.key, u.path, 'application/octet-stream')));
      await s.jobs.recordScene(jobId, index, uploads.map((u) => u.key));
    });
  }
  const count = (await s.jobs.scenes(jobId)).size;
  await s.jobs.raiseProgress(jobId, scenesProgress(count, job.sceneCount), s.clock.now());
}

/** Runs `render` with the scene's finished clip on local disk, if a model made one. */
async function withGeneratedClip<T>(s: Pick<WorkflowServices, 'blobs'>, clip: Awaited<ReturnType<typeof readClipRecord>>, render: (generated?: GeneratedClip) => Promise<T>): Promise<T> {
  if (!clip?.clipKey) return render();
  const data = await s.blobs.get(clip.clipKey);
  if (!data) throw new Error(`the generated clip ${clip.clipKey} is missing`);
  return withWorkDir('clip', async (dir) => {
    const path = join(dir, 'clip.mp4');
    await writeFile(path, data);
    return render({ kind: clip.kind, path });
  });
}

/** Step 3: concatenates the clips with narration, captions, music and brand into the video, in every aspect; stops as a scene step does. */
export async function composeStep(s: RenderStepServices, jobId: string, signal?: AbortSignal): Promise<ComposedVideo> {
  const job = await runningJob(s, jobId);
  const clips = await s.jobs.scenes(jobId);
  const request = await storedRequest(s, job);
  const aspects = aspectsOf(request);
  let videoBytes = 0;
  for (const [k, { aspect, key: videoKey }] of videoKeysOf(job, aspects).entries()) {
    videoBytes += await withWorkDir(jobId, async (dir) => {
      const sceneDirs = await Promise.all(
        Array.from({ length: job.sceneCount }, async (_, i) => {
          const prefix = sceneAspectPrefix(jobId, i, k);
          const keys = clips.get(i)?.filter((key) => key.startsWith(prefix));
          if (!keys?.length) throw new Error(`scene ${i} of job ${jobId} has not rendered in ${aspect}`);
          const sceneDir = join(dir, `scene-${i}`);
          await mkdir(sceneDir);
          for (const key of keys) {
            const data = await s.blobs.get(key);
            if (!data) throw new Error(`a file of scene ${i} of job ${jobId} is missing: ${key}`);
            await writeFile(join(sceneDir, key.slice(prefix.length)), data);
          }
          return sceneDir;
        }),
      );
      const video = await unlessAborted(s.engine.compose(request, aspect, sceneDirs, join(dir, 'out'), signal), signal);
      signal?.throwIfAborted();
      const { poster, captions } = companionKeys(videoKey);
      // Written under fixed keys: a repeated compose overwrites, never adds a second file.
      await Promise.all([
        s.blobs.putFile(videoKey, video.path, 'video/mp4'),
        s.blobs.putFile(poster, video.posterPath, 'image/jpeg'),
        s.blobs.putFile(captions, video.captionsPath, 'text/vtt; charset=utf-8'),
      ]);
      // The poster and captions are the account's files too: they count toward its storage.
      const sizes = await Promise.all([video.path, video.posterPath, video.captionsPath].map(async (path) => (await stat(path)).size));
      return sizes.reduce((a, b) => a + b, 0);
    });
    await s.jobs.raiseProgress(jobId, SCENES_SHARE + Math.floor(((100 - SCENES_SHARE) * (k + 1)) / (aspects.length + 1)), s.clock.now());
  }
  return { videoKey: videoKeyOf(job), videoBytes, companions: true };
}

/** The aspects a job delivers, in order (a job accepted before `aspects` has its request's one aspect). */
function aspectsOf(stored: StoredRequest): Aspect[] {
  return stored.request.aspects ?? [stored.request.aspect ?? DEFAULT_ASPECT];
}

/**
 * Progress while scenes render (docs/render-contract.md, "Progress"): SCENES_SHARE × scenes done ÷
 * scenes, a scene in progress counting the share of its frames drawn. Each step knows only the
 * scenes recorded when it began and its own frames, so parallel steps under-report, never over:
 * the store only ever raises progress.
 */
function scenesProgress(scenesDone: number, sceneCount: number): number {
  return Math.floor((SCENES_SHARE * Math.min(scenesDone, sceneCount)) / sceneCount);
}

/**
 * Writes progress as frames are drawn, at most once every PROGRESS_WRITE_MS (a write is one
 * conditional update), never two at once; `flush` waits for the last and writes the latest value.
 */
function progressWriter(s: Pick<RenderStepServices, 'jobs' | 'clock' | 'log'>, jobId: string, toProgress: (fraction: number) => number) {
  let written = -1;
  let latest = 0;
  let lastAt = -Infinity;
  let pending: Promise<void> = Promise.resolve();
  const write = async () => {
    const value = latest;
    if (value <= written) return;
    written = value;
    await s.jobs.raiseProgress(jobId, value, s.clock.now()).catch((err: unknown) => s.log.warn('progress not written', { err: err as Error }));
  };
  return {
    report(fraction: number) {
      latest = toProgress(fraction);
      const now = s.clock.now().getTime();
      if (now - lastAt < PROGRESS_WRITE_MS) return;
      lastAt = now;
      pending = pending.then(write);
    },
    async flush() {
      pending = pending.then(write);
      await pending;
    },
  };
}

/** Step 4: the job succeeds, its slots are released and the video counts toward storage; then video.completed, and the next jobs are admitted. */
export async function finalizeJob(s: EndingServices, jobId: string, video: ComposedVideo): Promise<void> {
  await endJob(s, jobId, { status: 'succeeded', ...video });
  const job = await s.jobs.get(jobId);
  // The account's first video makes it onboarded (docs/webhooks.md, "When events fire").
  if (job?.status === 'succeeded' && (await s.jobs.markOnboarded(job.userId, s.clock.now()))) {
    await s.events.publish(job.userId, onboardedEvent(job.userId, s.clock.now()));
  }
}

/**
 * The failure path for any failed step or the timeout: the job fails with a reason,
 * the credits of work that did not happen come back, the slots are released (or its place in
 * the queue given up); then video.failed, and the next jobs are admitted.
 */
export async function failJob(s: EndingServices, jobId: string, reason: string): Promise<void> {
  const job = await s.jobs.get(jobId);
  if (!job) return;
  await endJob(s, jobId, { status: 'failed', error: reason, refund: (rendered) => refundFor(job.price, rendered) });
}

/**
 * Every way a job ends (succeeded, failed, or cancelled by its owner) goes through here: the ending
 * is written once, and in the same transaction the job gives back its render slots, or its place in
 * the fair queue if it was still waiting, and its account's concurrency slot (JobStore.end); then its
 * clips go, its final event is sent, and the jobs waiting next are admitted into what it freed.
 * Idempotent: a job that had ended already changes nothing, and the rest is safe to repeat.
 */
export async function endJob(s: EndingServices, jobId: string, ending: JobEnding): Promise<void> {
  await s.jobs.end(jobId, ending, s.clock.now());
  await cleanUpClips(s, jobId);
  await emitFinalEvent(s, jobId);
  await admitWaiting(s);
}

/**
 * Deletes the scenes' files and the generated clips fetched into the job's files (deleting a key
 * that was never written is harmless). A clip's record stays with the rest of the job's files
 * until they expire: it says where a stock clip came from and under which licence.
 */
async function cleanUpClips(s: Pick<WorkflowServices, 'jobs' | 'blobs'>, jobId: string): Promise<void> {
  const [clips, job] = await Promise.all([s.jobs.scenes(jobId), s.jobs.get(jobId)]);
  const generated = Array.from({ length: job?.sceneCount ?? 0 }, (_, i) => clipKeyOf(jobId, i));
  await Promise.allSettled([...clips.values(), ...generated].flat().map((key) => s.blobs.delete(key)));
}

/** Emits the job's one final event; a retry after a crash re-publishes the same event id. */
export async function emitFinalEvent(s: WorkflowServices, jobId: string): Promise<void> {
  const job = await s.jobs.get(jobId);
  if (!job || !isFinal(job.status)) return;
  const succeeded = job.status === 'succeeded';
  const event = succeeded ? 'video.completed' : 'video.failed';
  const envelope = buildEnvelope(
    event,
    {
      job_id: job.jobId,
      status: job.status,
      ...(await jobLinks(s.blobs, job)),
      error: succeeded ? null : (job.error ?? 'The render did not complete'),
    },
    new Date(job.updatedAt),
    stableEventId(event, job.jobId),
  );
  if (job.eventSent) return;
  await s.events.publish(job.userId, envelope);
  await s.jobs.markEventSent(jobId);
}
