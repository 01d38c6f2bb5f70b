import { describe, expect, it } from 'vitest';
import { checkClipStep, ClipFailed, clipToken, readClipRecord, startClipStep, type ClipTiming } from '../../../lambdas/core/clips/clip-steps';
import { clipKindOf, clipModelOf, clipSecondsFor, type ClipChecker, type ClipModels, type ClipProgress, type ClipStarter } from '../../../lambdas/core/clips/generated-clips';
import { clipKeyOf, requestKeyOf } from '../../../lambdas/core/jobs/blob-keys';
import type { Job } from '../../../lambdas/core/jobs/job';
import type { StoredRequest } from '../../../lambdas/core/jobs/stored-request';
import { JobGone } from '../../../lambdas/core/jobs/workflow-steps';
import type { BlobStore } from '../../../lambdas/core/ports/blob-store';
import type { Scene } from '../../../lambdas/core/render/request-schema';
import { logger } from '../../../lambdas/shared/logger';

const JOB = '5b1e0c1e-2f7a-4a3b-9c1d-0e2f3a4b5c6d';
const TIMING: ClipTiming = { checkEverySeconds: 10, timeoutSeconds: { footage: 900, presenter: 600 } };
const LUMA: ClipModels = { footage: clipModelOf('luma-ray2'), presenter: clipModelOf('d-id-talks') };

function memoryBlobs(): BlobStore & { data: Map<string, Buffer> } {
  const data = new Map<string, Buffer>();
  return {
    data,
    put: async (key, value) => void data.set(key, Buffer.from(value)),
    get: async (key) => data.get(key),
    putFile: async () => undefined,
    delete: async (key) => void data.delete(key),
    signedUrl: async (key) => `https://signed.example/${key}`,
  };
}

const scene = (over: Partial<Scene>): Scene => ({ type: 'motion', prompt: 'A scene', duration_sec: 5, ...over }) as Scene;

function setup(scenes: Scene[], status: Job['status'] = 'processing') {
  const blobs = memoryBlobs();
  const stored: StoredRequest = { request: { product_image_url: undefined } as never, title: 'Clips', scenes };
  void blobs.put(requestKeyOf(JOB), JSON.stringify(stored), 'application/json');
  let now = Date.parse('2026-11-25T10:00:00Z');
  const job = { jobId: JOB, status, requestKey: requestKeyOf(JOB), sceneCount: scenes.length } as Job;
  const services = { jobs: { get: async () => job }, blobs, clock: { now: () => new Date(now) }, log: logger, clipTiming: TIMING };
  return { blobs, services, advance: (seconds: number) => (now += seconds * 1_000) };
}

function starter(answer: ClipProgress | Error, models: ClipModels = LUMA): ClipStarter & { tokens: string[] } {
  const tokens: string[] = [];
  return {
    models,
    tokens,
    async start(_request, _index, where) {
      tokens.push(where.token);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    download: async (url) => Buffer.from(`clip from ${url}`),
  };
}

const checker = (answers: ClipProgress[]): ClipChecker => ({
  check: async () => answers.shift()!,
  download: async (url) => Buffer.from(`clip from ${url}`),
});

describe('issue 24: which scenes a model makes a clip for (one rule for pricing, prepare and the clip steps)', () => {
  it('footage models make t2v_fast clips, and i2v_fast clips when they take the picture; otherwise the engine animates the picture unaltered', () => {
    const request = { product_image_url: 'https://cdn.example.com/product.png' };
    const models = { footage: clipModelOf('luma-ray2') };
    expect(clipKindOf(scene({ type: 't2v_fast' }), request, models)).toBe('footage');
    // Bedrock documents Ray2 as text-to-video only: the product photo keeps the engine's own i2v look.
    expect(clipKindOf(scene({ type: 'i2v_fast' }), request, models)).toBeNull();
    expect(clipKindOf(scene({ type: 'i2v_fast' }), { product_image_url: undefined }, models)).toBe('footage');
    expect(clipKindOf(scene({ type: 'i2v_fast' }), request, { footage: clipModelOf('nova-reel') })).toBe('footage');
    expect(clipKindOf(scene({ type: 'motion' }), request, models)).toBeNull();
    expect(clipKindOf(scene({ type: 't2v_fast' }), request, {})).toBeNull();
  });

  it('presenter models make clips of presenter scenes with a photo face; a catalogue face is the engine’s drawn presenter', () => {
    const models = { presenter: clipModelOf('sagemaker-presenter') };
    expect(clipKindOf(scene({ type: 's2v', ref_image_url: 'https://cdn.example.com/face.jpg' }), {}, models)).toBe('presenter');
    expect(clipKindOf(scene({ type: 'walk_talk', ref_image_url: 'blob:jobs/x/assets/0' }), {}, models)).toBe('presenter');
    expect(clipKindOf(scene({ type: 's2v' }), {}, models)).toBeNull();
  });

  it('a clip is asked for at the shortest length the model makes that covers the scene, else its longest', () => {
    expect(clipSecondsFor(clipModelOf('luma-ray2'), 3)).toBe(5);
    expect(clipSecondsFor(clipModelOf('luma-ray2'), 5)).toBe(5);
    expect(clipSecondsFor(clipModelOf('luma-ray2'), 7)).toBe(9);
    expect(clipSecondsFor(clipModelOf('luma-ray2'), 10)).toBe(9);
    expect(clipSecondsFor(clipModelOf('nova-reel'), 8)).toBe(6);
    expect(clipSecondsFor(clipModelOf('pexels-stock'), 7)).toBe(7);
  });
});

describe('issue 24: the clip steps start a clip, then check on it between waits', () => {
  it('start: a pending clip keeps its ticket among the job files and asks the workflow to wait; the token is the same for every attempt at the scene', async () => {
    const { services, blobs } = setup([scene({ type: 't2v_fast' })]);
    const clips = starter({ state: 'pending', ticket: { invocationArn: 'arn:aws:bedrock:us-west-2:111122223333:async-invoke/abc' } });
    expect(await startClipStep({ ...services, clips }, JOB, 0)).toEqual({ pending: true, waitSeconds: 10 });
    expect(clips.tokens).toEqual([clipToken(JOB, 0)]);
    expect(await readClipRecord(blobs, JOB, 0)).toEqual({
      kind: 'footage',
      model: 'luma-ray2',
      startedAt: '2026-11-25T10:00:00.000Z',
      ticket: { invocationArn: 'arn:aws:bedrock:us-west-2:111122223333:async-invoke/abc' },
    });
  });

  it('start: a stock clip is ready at once: it is copied into the job files with its source and licence', async () => {
    const { services, blobs } = setup([scene({ type: 't2v_fast' })]);
    const credit = { provider: 'Pexels', source: 'https://www.pexels.com/video/1/', author: 'A', authorUrl: null, licence: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/' };
    const clips = starter({ state: 'ready', clip: { url: 'https://videos.pexels.com/1.mp4' }, credit }, { footage: clipModelOf('pexels-stock') });
    expect(await startClipStep({ ...services, clips }, JOB, 0)).toEqual({ pending: false, waitSeconds: 10 });
    expect(blobs.data.get(clipKeyOf(JOB, 0))?.toString()).toBe('clip from https://videos.pexels.com/1.mp4');
    expect(await readClipRecord(blobs, JOB, 0)).toMatchObject({ model: 'pexels-stock', clipKey: clipKeyOf(JOB, 0), credit });
  });

  it('check: a clip that finishes in our bucket is recorded where it is; the ticket is dropped', async () => {
    const { services, blobs } = setup([scene({ type: 't2v_fast' })]);
    await startClipStep({ ...services, clips: starter({ state: 'pending', ticket: { invocationArn: 'a' } }) }, JOB, 0);
    const clips = checker([{ state: 'pending', ticket: { invocationArn: 'a' } }, { state: 'ready', clip: { key: 'jobs/footage/x/00/abc/output.mp4' } }]);
    expect(await checkClipStep({ ...services, clips }, JOB, 0)).toEqual({ pending: true, waitSeconds: 10 });
    expect(await checkClipStep({ ...services, clips }, JOB, 0)).toEqual({ pending: false, waitSeconds: 10 });
    const record = await readClipRecord(blobs, JOB, 0);
    expect(record).toMatchObject({ clipKey: 'jobs/footage/x/00/abc/output.mp4' });
    expect(record).not.toHaveProperty('ticket');
    // A repeated check (a retried task) changes nothing and waits no more.
    expect(await checkClipStep({ ...services, clips }, JOB, 0)).toEqual({ pending: false, waitSeconds: 10 });
  });

  it('footage that fails fails the job with the provider’s reason (ClipFailed), recorded in its files', async () => {
    const { services, blobs } = setup([scene({ type: 'motion' }), scene({ type: 't2v_fast' })]);
    await startClipStep({ ...services, clips: starter({ state: 'pending', ticket: { invocationArn: 'a' } }) }, JOB, 1);
    const failed = checkClipStep({ ...services, clips: checker([{ state: 'failed', reason: 'content filtered' }]) }, JOB, 1);
    await expect(failed).rejects.toThrow(ClipFailed);
    await expect(failed).rejects.toThrow('scene 2: Luma Ray2 on Amazon Bedrock could not make its footage (content filtered)');
    expect(await readClipRecord(blobs, JOB, 1)).toMatchObject({ failure: 'content filtered' });
  });

  it('footage not finished within its time limit fails the job; the provider is not asked again', async () => {
    const { services, advance } = setup([scene({ type: 't2v_fast' })]);
    await startClipStep({ ...services, clips: starter({ state: 'pending', ticket: { invocationArn: 'a' } }) }, JOB, 0);
    advance(TIMING.timeoutSeconds.footage + 1);
    const asked: ClipProgress[] = [];
    await expect(checkClipStep({ ...services, clips: { ...checker(asked), check: async () => (asked.push({ state: 'failed', reason: '' }), asked[0]!) } }, JOB, 0)).rejects.toThrow(
      /could not make its footage \(not finished after 900 s\)/,
    );
    expect(asked).toEqual([]);
  });

  it('a presenter that fails or times out falls back to the engine’s presenter: the scene renders, the reason is recorded', async () => {
    const face = { type: 's2v' as const, ref_image_url: 'https://cdn.example.com/face.jpg' };
    const { services, blobs, advance } = setup([scene(face), scene(face)]);
    expect(await startClipStep({ ...services, clips: starter({ state: 'failed', reason: 'D-ID answered 402' }) }, JOB, 0)).toEqual({ pending: false, waitSeconds: 10 });
    expect(await readClipRecord(blobs, JOB, 0)).toMatchObject({ kind: 'presenter', model: 'd-id-talks', fallback: 'D-ID answered 402' });

    await startClipStep({ ...services, clips: starter({ state: 'pending', ticket: { talkId: 'tlk_1' } }) }, JOB, 1);
    advance(TIMING.timeoutSeconds.presenter + 1);
    expect(await checkClipStep({ ...services, clips: checker([]) }, JOB, 1)).toEqual({ pending: false, waitSeconds: 10 });
    expect(await readClipRecord(blobs, JOB, 1)).toMatchObject({ fallback: 'not finished after 600 s' });
  });

  it('a provider refusing the call (an AWS error) is a failed clip named by its kind only; a passing fault is thrown for the workflow to retry', async () => {
    const { services, blobs } = setup([scene({ type: 't2v_fast' })]);
    const denied = Object.assign(new Error('User: arn:aws:sts::111122223333:assumed-role/x is not authorized'), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    await expect(startClipStep({ ...services, clips: starter(denied) }, JOB, 0)).rejects.toThrow(/\(AccessDeniedException\)$/);
    expect(JSON.stringify(await readClipRecord(blobs, JOB, 0))).not.toMatch(/111122223333/);
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 429 } });
    await expect(startClipStep({ ...services, clips: starter(throttled) }, JOB, 0)).rejects.toBe(throttled);
  });

  it('a job that has ended starts and checks nothing', async () => {
    const { services } = setup([scene({ type: 't2v_fast' })], 'failed');
    const clips = starter({ state: 'pending', ticket: {} });
    await expect(startClipStep({ ...services, clips }, JOB, 0)).rejects.toThrow(JobGone);
    expect(clips.tokens).toEqual([]);
  });
});
