/**
 * Issue 24: generated clips through each provider, on the local stack (the deployed state machines,
 * the real adapters and SDK clients) against the local fakes of the providers' protocols. A render
 * reaches `succeeded` through each; footage that fails or never finishes ends it `failed` with the
 * unrendered work refunded; a presenter that fails falls back to the engine's own.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clipRecordKeyOf } from '../../lambdas/core/jobs/blob-keys';
import type { FakeBehaviour, FakeProvider } from '../../lambdas/local/provider-fakes/provider-fakes';
import { runFfprobe } from '../../lambdas/render/ffmpeg';
import { FACE_PHOTO, PRODUCT_PHOTO } from '../render/support/fixtures';
import { useLocalStack, type TestStack } from '../support/local-stack';

/** Checks every second; a clip gets 20 s (the deployed defaults are 10 s and 10–15 min). */
const CLIP_TIMING = { checkEverySeconds: 1, timeoutSeconds: { footage: 20, presenter: 20 } };

function stackWith(clips: { footage?: string; presenter?: string }, behaviour: FakeBehaviour, timing = CLIP_TIMING) {
  const dataDir = mkdtempSync(join(tmpdir(), 'clips-'));
  const calls: FakeProvider[] = [];
  const stack = useLocalStack({
    dataDir,
    renderWorkers: 2,
    clips: { ...clips, fakes: (call) => (calls.push(call.provider), behaviour(call)) },
    ports: { clipTiming: timing, retryDelaySeconds: () => 0 },
  });
  return { stack, calls, record: (jobId: string, index: number) => JSON.parse(readFileSync(join(dataDir, 'blobs', clipRecordKeyOf(jobId, index)), 'utf8')) };
}

const succeedAfter = (afterMs: number): FakeBehaviour => () => ({ result: 'succeed', afterMs });

async function render(stack: TestStack, body: Record<string, unknown>) {
  const { user_id, api_key } = await stack.account({ credits: 1_000 });
  const res = await stack.api('POST', '/v1/render', { key: api_key, body: { quality: 'draft', narrator: false, ...body } });
  expect(res.status).toBe(202);
  for (;;) {
    const { body: job } = await stack.api('GET', `/v1/job/${res.body.job_id}`, { key: api_key });
    if (['succeeded', 'failed'].includes(job.status)) {
      await stack.idle();
      return { job, jobId: res.body.job_id as string, charged: res.body.credits_used as number, credits: await stack.credits(user_id) };
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function videoSeconds(url: string): Promise<number> {
  const path = join(mkdtempSync(join(tmpdir(), 'clip-video-')), 'video.mp4');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(path, Buffer.from(await (await fetch(url)).arrayBuffer()));
  return Number(((await runFfprobe(['-show_format', path])) as { format: { duration: string } }).format.duration);
}

const motion = { type: 'motion', prompt: 'Fresh coffee', duration_sec: 3 };
const t2v = { type: 't2v_fast', prompt: 'A barista pours an oat-milk latte in a sunny cafe', duration_sec: 3 };
const presenter = { type: 's2v', prompt: 'Our head roaster', ref_image_url: FACE_PHOTO, presenter_title: 'Head roaster', duration_sec: 3 };

describe('issue 24: Luma Ray2 on Bedrock (the local Bedrock fake)', () => {
  const { stack, calls } = stackWith({ footage: 'luma.ray-v2:0' }, succeedAfter(2_500));

  it('a plan with generated footage succeeds: the clip started once, the workflow checked it between waits, then rendered the scene', async () => {
    const { job } = await render(stack, { aspect: '9:16', scene_plan: [motion, t2v] });
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, error: null });
    expect(calls).toEqual(['bedrock']);
    const fakes = stack.local().providerFakes!;
    expect(fakes.starts.bedrock).toBe(1);
    // Started, then asked again after each wait until done: more than one check, no function polling in between.
    expect(fakes.checks.bedrock).toBeGreaterThan(1);
    expect(await videoSeconds(job.video_url)).toBeGreaterThanOrEqual(6 - 0.1);
  });

  it('dry_run shows each clip’s credits, from the registry; the render charges exactly that price', async () => {
    const { api_key } = await stack.account({ credits: 1_000 });
    const body = { quality: 'draft', narrator: false, scene_plan: [motion, { ...t2v, duration_sec: 7 }] };
    const dry = await stack.api('POST', '/v1/render', { key: api_key, body: { ...body, dry_run: true } });
    expect(dry.status).toBe(200);
    // Ray2 makes 5 s or 9 s clips: a 7 s scene is paid for the 9 s clip, at 75 credits a second (draft, 540p).
    expect(dry.body.price.clips).toEqual([{ scene: 1, model: 'luma-ray2', seconds: 9, credits: 675 }]);
    expect(dry.body.price.scenes[1]).toBe(2 + 675);
    const real = await stack.api('POST', '/v1/render', { key: api_key, body });
    expect(real.body.credits_used).toBe(dry.body.credits_required);
    // The charge is made at acceptance: the render itself is not this rule's (the test above renders).
    await stack.api('POST', `/v1/job/${real.body.job_id}/cancel`, { key: api_key });
    await stack.idle();
  });
});

describe('issue 24: Nova Reel (kept for accounts with access), i2v with the product photo', () => {
  const { stack } = stackWith({ footage: 'amazon.nova-reel-v1:1' }, succeedAfter(1_000));

  it('animates the product photo through the model, and succeeds', async () => {
    const { job } = await render(stack, { aspect: '16:9', product_image_url: PRODUCT_PHOTO, scene_plan: [{ ...t2v, type: 'i2v_fast' }] });
    expect(job.status).toBe('succeeded');
    expect(stack.local().providerFakes!.starts.bedrock).toBe(1);
  });
});

describe('issue 24: Pexels stock footage (the local Pexels fake)', () => {
  const { stack, record } = stackWith({ footage: 'pexels-videos-search' }, succeedAfter(200));

  it('succeeds with a stock clip, and records its source, author and licence in the job’s files', async () => {
    const { job, jobId } = await render(stack, { aspect: '1:1', scene_plan: [t2v, motion] });
    expect(job.status).toBe('succeeded');
    expect(record(jobId, 0)).toMatchObject({
      kind: 'footage',
      model: 'pexels-stock',
      credit: { provider: 'Pexels', source: expect.stringMatching(/^https:\/\/www\.pexels\.com\/video\//), author: 'Fake Author', licence: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/' },
    });
  });
});

describe('issue 24: presenters on a SageMaker asynchronous endpoint and on D-ID (the local fakes)', () => {
  const sagemaker = stackWith({ presenter: 'sagemaker-async-endpoint' }, succeedAfter(1_500));
  const dId = stackWith({ presenter: 'd-id-talks' }, succeedAfter(1_500));

  it('SageMaker: the endpoint’s talking head plays in the scene; the render succeeds', async () => {
    const { job, jobId } = await render(sagemaker.stack, { aspect: '9:16', narrator: true, scene_plan: [{ ...presenter, script: 'We roast every bean by hand.' }] });
    expect(job.status).toBe('succeeded');
    expect(sagemaker.stack.local().providerFakes!.starts.sagemaker).toBe(1);
    expect(sagemaker.record(jobId, 0)).toMatchObject({ kind: 'presenter', model: 'sagemaker-presenter', clipKey: expect.any(String) });
  });

  it('D-ID: the talk is made from presigned links to the face and narration; the render succeeds', async () => {
    const { job, jobId } = await render(dId.stack, { aspect: '16:9', narrator: true, scene_plan: [{ ...presenter, script: 'We roast every bean by hand.' }] });
    expect(job.status).toBe('succeeded');
    expect(dId.stack.local().providerFakes!.starts['d-id']).toBe(1);
    expect(dId.record(jobId, 0)).not.toHaveProperty('fallback');
  });
});

describe('issue 24: failures and timeouts', () => {
  const failing = stackWith({ footage: 'luma.ray-v2:0', presenter: 'd-id-talks' }, () => ({ result: 'fail', afterMs: 500, reason: 'content filtered' }));
  const silent = stackWith({ footage: 'luma.ray-v2:0' }, () => ({ result: 'never' }), { checkEverySeconds: 1, timeoutSeconds: { footage: 3, presenter: 3 } });

  it('footage the model fails ends the job failed with the provider’s reason, and every credit back (nothing rendered)', async () => {
    const { job, credits } = await render(failing.stack, { scene_plan: [t2v] });
    expect(job.status).toBe('failed');
    expect(job.error).toBe('Scene 1: Luma Ray2 on Amazon Bedrock could not make its footage (content filtered); unrendered work was refunded. Try again.');
    expect(credits).toBe(1_000);
  });

  it('footage never finished ends the job failed after the clip’s time limit, every credit back', async () => {
    const { job, credits } = await render(silent.stack, { scene_plan: [t2v] });
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/could not make its footage \(not finished after 3 s\)/);
    expect(credits).toBe(1_000);
  });

  it('a presenter the model fails falls back to the engine’s presenter: the render succeeds and the reason is kept', async () => {
    const { job, jobId, charged, credits } = await render(failing.stack, { narrator: true, scene_plan: [{ ...presenter, script: 'Hello there.' }] });
    expect(job.status).toBe('succeeded');
    expect(credits).toBe(1_000 - charged);
    expect(failing.record(jobId, 0)).toMatchObject({ kind: 'presenter', fallback: 'D-ID error: content filtered' });
  });
});

describe('issue 24 with issue 26: a cancel while the workflow waits for a clip', () => {
  // The clip would be waited for two minutes: only the cancel can end this job in time.
  const { stack } = stackWith({ footage: 'luma.ray-v2:0' }, () => ({ result: 'never' }), { checkEverySeconds: 1, timeoutSeconds: { footage: 120, presenter: 120 } });

  it('stops the wait: the job ends cancelled with every credit back, and the clip is checked no more', async () => {
    const { user_id, api_key } = await stack.account({ credits: 1_000 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { quality: 'draft', narrator: false, scene_plan: [motion, t2v] } });
    expect(res.status).toBe(202);
    const fakes = stack.local().providerFakes!;
    while (fakes.checks.bedrock < 1) await new Promise((r) => setTimeout(r, 100));

    const cancelled = await stack.api('POST', `/v1/job/${res.body.job_id}/cancel`, { key: api_key });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', video_url: null });
    // A check already under way may finish; after it, none (the wait loop checks every second).
    await new Promise((r) => setTimeout(r, 1_500));
    const checks = fakes.checks.bedrock;
    await new Promise((r) => setTimeout(r, 4_000));
    expect(fakes.checks.bedrock).toBe(checks);
    await stack.idle();
    expect(await stack.credits(user_id)).toBe(1_000);
  });
});
