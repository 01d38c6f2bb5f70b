import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stableEventId, type EventPublisher } from '../events/event-publisher';
import type { BlobStore } from '../ports/blob-store';
import type { Clock } from '../ports/clock';
import { refundFor } from '../render/pricing';
import { onboardedEvent } from '../webhooks/account-events';
import { buildEnvelope } from '../webhooks/envelope';
import { readClipRecord } from '../clips/clip-steps';
import { clipKindOf, type ClipModels } from '../clips/generated-clips';
import { clipKeyOf, companionKeys, scenePrefix, videoKeyOf } from './blob-keys';
import { jobLinks } from './get-job';
import { isFinal, type Job } from './job';
import type { ComposedVideo, JobProgress } from './job-store';
import type { GeneratedClip, RenderEngine } from './render-engine';
import type { StoredRequest } from './stored-request';

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
}

/** The render steps need the engine, and publish nothing (the other steps run without the engine, in small functions). */
export interface RenderStepServices extends Omit<WorkflowServices, 'events'> {
  engine: RenderEngine;
}

/** Scenes fill progress up to this; the composition brings it to 100. */
const SCENES_SHARE = 90;

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

/** A scene as the workflow maps over it: whether a model makes a clip for it first. */
export interface SceneItem {
  index: number;
  clip: boolean;
}

/** Step 1: the job waits for its scene steps. Returns the scenes to render, and which of them wait for a generated clip. */
export async function prepareJob(s: Pick<WorkflowServices, 'jobs' | 'clock' | 'blobs'> & { clipModels: ClipModels }, jobId: string): Promise<SceneItem[]> {
  const job = await runningJob(s, jobId);
  await s.jobs.advance(jobId, 'queued', s.clock.now());
  const stored = Object.keys(s.clipModels).length > 0 ? await storedRequest(s, job) : undefined;
  return Array.from({ length: job.sceneCount }, (_, index) => ({
    index,
    clip: stored !== undefined && clipKindOf(stored.scenes[index]!, stored.request, s.clipModels) !== null,
  }));
}

/** Step 2 (one per scene, in parallel): renders a scene into its own clip, once; `clip`: a model made a clip for it first. */
export async function renderSceneStep(s: RenderStepServices, jobId: string, index: number, clip = false): Promise<void> {
  const job = await runningJob(s, jobId);
  await s.jobs.advance(jobId, 'processing', s.clock.now());
  const done = await s.jobs.scenes(jobId);
  if (!done.has(index)) {
    const request = await storedRequest(s, job);
    // Only a scene with a clip has a record: reading a missing key is refused, not answered empty, without s3:ListBucket.
    const record = clip ? await readClipRecord(s.blobs, jobId, index) : undefined;
    await withWorkDir(jobId, async (dir) => {
      const files = await withGeneratedClip(s, record, (generated) => s.engine.renderScene(request, index, dir, generated));
      // Fixed keys per job and scene: a repeated step overwrites its own files, nothing more.
      const keys = files.map((name) => scenePrefix(jobId, index) + name);
      await Promise.all(files.map((name, i) => s.blobs.putFile(keys[i]!, join(dir, name), 'application/octet-stream')));
      await s.jobs.recordScene(jobId, index, keys);
    });
  }
  const count = (await s.jobs.scenes(jobId)).size;
  await s.jobs.raiseProgress(jobId, Math.floor((SCENES_SHARE * count) / job.sceneCount), s.clock.now());
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

/** Step 3: concatenates the clips with narration, captions, music and brand into the video. */
export async function composeStep(s: RenderStepServices, jobId: string): Promise<ComposedVideo> {
  const job = await runningJob(s, jobId);
  const clips = await s.jobs.scenes(jobId);
  const request = await storedRequest(s, job);
  return withWorkDir(jobId, async (dir) => {
    const sceneDirs = await Promise.all(
      Array.from({ length: job.sceneCount }, async (_, i) => {
        const keys = clips.get(i);
        if (!keys) throw new Error(`scene ${i} of job ${jobId} has not rendered`);
        const sceneDir = join(dir, `scene-${i}`);
        await mkdir(sceneDir);
        for (const key of keys) {
          const data = await s.blobs.get(key);
          if (!data) throw new Error(`a file of scene ${i} of job ${jobId} is missing: ${key}`);
          await writeFile(join(sceneDir, key.slice(scenePrefix(jobId, i).length)), data);
        }
        return sceneDir;
      }),
    );
    const video = await s.engine.compose(request, sceneDirs, join(dir, 'out'));
    const videoKey = videoKeyOf(job);
    const { poster, captions } = companionKeys(videoKey);
    // Written under fixed keys: a repeated compose overwrites, never adds a second file.
    await Promise.all([
      s.blobs.putFile(videoKey, video.path, 'video/mp4'),
      s.blobs.putFile(poster, video.posterPath, 'image/jpeg'),
      s.blobs.putFile(captions, video.captionsPath, 'text/vtt; charset=utf-8'),
    ]);
    // The poster and captions are the account's files too: they count toward its storage.
    const sizes = await Promise.all([video.path, video.posterPath, video.captionsPath].map(async (path) => (await stat(path)).size));
    return { videoKey, videoBytes: sizes.reduce((a, b) => a + b, 0), companions: true };
  });
}

/** Step 4: the job succeeds, its slot is released and the video counts toward storage; then video.completed. */
export async function finalizeJob(s: WorkflowServices, jobId: string, video: ComposedVideo): Promise<void> {
  await s.jobs.end(jobId, { status: 'succeeded', ...video }, s.clock.now());
  await cleanUpClips(s, jobId);
  await emitFinalEvent(s, jobId);
  const job = await s.jobs.get(jobId);
  // The account's first video makes it onboarded (docs/webhooks.md, "When events fire").
  if (job?.status === 'succeeded' && (await s.jobs.markOnboarded(job.userId, s.clock.now()))) {
    await s.events.publish(job.userId, onboardedEvent(job.userId, s.clock.now()));
  }
}

/**
 * The failure path for any failed step or the timeout: the job fails with a reason,
 * the credits of work that did not happen come back, the slot is released; then video.failed.
 */
export async function failJob(s: WorkflowServices, jobId: string, reason: string): Promise<void> {
  const job = await s.jobs.get(jobId);
  if (!job) return;
  const rendered = await s.jobs.scenes(jobId);
  await s.jobs.end(jobId, { status: 'failed', error: reason, refund: refundFor(job.price, rendered.keys()) }, s.clock.now());
  await cleanUpClips(s, jobId);
  await emitFinalEvent(s, jobId);
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
