/**
 * Issue 26 items 2, 3 and 6 (progress) on the local stack: every aspect from one request, reuse
 * of unchanged scenes within an account (never across), and progress that moves while scenes draw.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ffprobe from '@ffprobe-installer/ffprobe';
import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const stack = useLocalStack({ ports: { retryDelaySeconds: () => 0 } });

const plan = (lastScript = 'Order yours today.') => [
  { type: 'motion', role: 'hook', prompt: 'Fresh coffee, every morning', script: 'Fresh coffee, every morning.', duration_sec: 3 },
  { type: 'motion', role: 'proof', prompt: 'Rated 4.9 by 2,000 regulars', script: 'Rated four point nine.', duration_sec: 3 },
  { type: 'motion', role: 'cta', prompt: 'Order at oat.example.com', script: lastScript, duration_sec: 3 },
];

/** Polls the job to its end, recording every progress value seen; returns the job and the wall time. */
async function finish(apiKey: string, jobId: string): Promise<{ job: Record<string, any>; progress: number[]; ms: number }> {
  const started = Date.now();
  const progress: number[] = [];
  for (;;) {
    const { body } = await stack.api('GET', `/v1/job/${jobId}`, { key: apiKey });
    if (progress.at(-1) !== body.progress) progress.push(body.progress);
    if (!['queued', 'starting', 'processing'].includes(body.status)) {
      await stack.idle();
      return { job: body, progress, ms: Date.now() - started };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function sizeOf(url: string): Promise<{ width: number; height: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'aspects-'));
  const path = join(dir, 'v.mp4');
  await writeFile(path, Buffer.from(await (await fetch(url)).arrayBuffer()));
  const { stdout } = await promisify(execFile)(ffprobe.path, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'json', path]);
  const [stream] = (JSON.parse(stdout) as { streams: { width: number; height: number }[] }).streams;
  return { width: stream!.width, height: stream!.height };
}

describe('issue 26 item 2: every aspect from one request', { timeout: 600_000 }, () => {
  it('one job delivers a video per aspect, in the order asked, each its own size; video_url is the first; the price shows the split', async () => {
    const { api_key } = await stack.account({ credits: 500 });
    const body = { quality: 'draft', aspects: ['16:9', '9:16', '1:1'], scene_plan: plan() };
    const single = await stack.api('POST', '/v1/render', { key: api_key, body: { quality: 'draft', aspect: '16:9', scene_plan: plan(), dry_run: true } });
    const dry = await stack.api('POST', '/v1/render', { key: api_key, body: { ...body, dry_run: true } });
    expect(dry.status).toBe(200);
    expect(dry.body.price.aspects.map((a: { aspect: string }) => a.aspect)).toEqual(['9:16', '1:1']);
    expect(dry.body.credits_required).toBe(single.body.credits_required + dry.body.price.aspects.reduce((s: number, a: { credits: number }) => s + a.credits, 0));
    expect(dry.body.credits_required).toBeLessThan(3 * single.body.credits_required);

    const accepted = await stack.api('POST', '/v1/render', { key: api_key, body });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ credits_used: dry.body.credits_required, reused_scenes: 0 });
    const { job, progress } = await finish(api_key, accepted.body.job_id);
    expect(job.status).toBe('succeeded');
    expect(job.videos.map((v: { aspect: string }) => v.aspect)).toEqual(['16:9', '9:16', '1:1']);
    expect(new URL(job.video_url).pathname).toBe(new URL(job.videos[0].video_url).pathname);
    expect(new URL(job.poster_url).pathname).toBe(new URL(job.videos[0].poster_url).pathname);
    const sizes = await Promise.all(job.videos.map((v: { video_url: string }) => sizeOf(v.video_url)));
    expect(sizes).toEqual([
      { width: 960, height: 540 },
      { width: 540, height: 960 },
      { width: 540, height: 540 },
    ]);
    // Progress moved through values between the scenes' and the composition's marks, never back.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(3);
    expect(progress.some((p) => p > 90 && p < 100)).toBe(true);
  });

  it('aspect and aspects together: 400 Validation failed unless aspect is aspects[0]', async () => {
    const { api_key } = await stack.account({ credits: 100 });
    const bad = await stack.api('POST', '/v1/render', { key: api_key, body: { aspect: '1:1', aspects: ['9:16', '1:1'], scene_plan: plan(), dry_run: true } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Validation failed');
    expect(JSON.stringify(bad.body)).toContain('aspects[0]');
    const good = await stack.api('POST', '/v1/render', { key: api_key, body: { aspect: '9:16', aspects: ['9:16', '1:1'], scene_plan: plan(), dry_run: true } });
    expect(good.status).toBe(200);
  });
});

describe('issue 26 item 3: reuse of unchanged scenes', { timeout: 600_000 }, () => {
  it('a second render with one line changed reuses the other scenes: faster, cheaper, reused_scenes = n − 1; another account reuses nothing', async () => {
    const { api_key } = await stack.account({ credits: 500 });
    const first = await stack.api('POST', '/v1/render', { key: api_key, body: { quality: 'draft', scene_plan: plan() } });
    expect(first.body.reused_scenes).toBe(0);
    const one = await finish(api_key, first.body.job_id);
    expect(one.job.status).toBe('succeeded');

    const edited = { quality: 'draft', scene_plan: plan('Order yours at oat dot example dot com.') };
    const dry = await stack.api('POST', '/v1/render', { key: api_key, body: { ...edited, dry_run: true } });
    expect(dry.body.reused_scenes).toBe(2);
    const second = await stack.api('POST', '/v1/render', { key: api_key, body: edited });
    expect(second.body).toMatchObject({ reused_scenes: 2, credits_used: dry.body.credits_required });
    expect(second.body.credits_used).toBeLessThan(first.body.credits_used);
    const two = await finish(api_key, second.body.job_id);
    expect(two.job.status).toBe('succeeded');
    expect(two.ms).toBeLessThan(one.ms);

    const other = await stack.account({ credits: 500 });
    const theirs = await stack.api('POST', '/v1/render', { key: other.api_key, body: { ...edited, dry_run: true } });
    expect(theirs.body.reused_scenes).toBe(0);
    expect(theirs.body.credits_required).toBe(first.body.credits_used);
  });
});
