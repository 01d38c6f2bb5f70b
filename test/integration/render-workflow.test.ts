import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { EventPublisher } from '../../lambdas/core/events/event-publisher';
import type { WebhookEnvelope } from '../../lambdas/core/webhooks/envelope';
import { runFfprobe } from '../../lambdas/render/ffmpeg';
import { useLocalStack } from '../support/local-stack';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const events: { userId: string; envelope: WebhookEnvelope }[] = [];
const recordingEvents: EventPublisher = { publish: async (userId, envelope) => void events.push({ userId, envelope }) };

const stack = useLocalStack({ renderWorkers: 2, allowPrivateHosts: ['127.0.0.1'], ports: { events: recordingEvents, retryDelaySeconds: () => 0 } });

const scene = (prompt: string, extra: Record<string, unknown> = {}) => ({ type: 'motion', prompt, duration_sec: 3, ...extra });

interface JobBody {
  status: string;
  progress: number;
  video_url: string | null;
  poster_url: string | null;
  captions_url: string | null;
  error: string | null;
}

async function waitForEnd(key: string, jobId: string): Promise<JobBody> {
  const seen: number[] = [];
  for (;;) {
    const { body } = await stack.api('GET', `/v1/job/${jobId}`, { key });
    seen.push(body.progress);
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress never goes back
    if (['succeeded', 'failed', 'cancelled'].includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('§3.1 the render workflow on the local stack', () => {
  it('exactly-once effects: every step message delivered twice still yields one charge, one video and one event', async () => {
    const queue = stack.local().renderQueue;
    const send = queue.send.bind(queue);
    queue.send = (body, options) => {
      send(body, options);
      return send(body, options);
    };
    try {
      const { user_id, api_key } = await stack.account({ credits: 100 });
      const res = await stack.api('POST', '/v1/render', { key: api_key, body: { scene_plan: [scene('One'), scene('Two')] } });
      const job = await waitForEnd(api_key, res.body.job_id);
      expect(job.status).toBe('succeeded');
      await stack.idle();
      expect(await stack.credits(user_id)).toBe(100 - res.body.credits_used);
      // The account's first video also makes it onboarded, once.
      expect(events.filter((e) => e.userId === user_id).map((e) => e.envelope.event)).toEqual(['video.completed', 'user.onboarded']);
      const account = await stack.db.doc.send(new GetCommand({ TableName: stack.db.tableName, Key: { PK: `ACCOUNT#${user_id}`, SK: 'ACCOUNT' } }));
      expect(account.Item).toMatchObject({ activeRenders: 0 });
      expect(account.Item!.storageBytes).toBeGreaterThan(0);
    } finally {
      queue.send = send;
    }
  });

  it('a 3-scene plan ends succeeded, and its video_url downloads a valid MP4 of the plan\'s length; video.completed is sent once', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', {
      key: api_key,
      body: { aspect: '16:9', scene_plan: [scene('Fresh coffee', { role: 'hook' }), scene('Roasted daily', { role: 'body' }), scene('Order now', { role: 'cta' })] },
    });
    expect(res.status).toBe(202);
    const job = await waitForEnd(api_key, res.body.job_id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, error: null });
    const download = await fetch(job.video_url!);
    expect(download.status).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'video-'));
    const path = join(dir, 'video.mp4');
    await writeFile(path, Buffer.from(await download.arrayBuffer()));
    const probe = (await runFfprobe(['-show_format', '-show_streams', path])) as {
      format: { duration: string };
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    };
    const video = probe.streams.find((s) => s.codec_type === 'video')!;
    expect(video.codec_name).toBe('h264');
    expect(video.width! / video.height!).toBeCloseTo(16 / 9, 2);
    expect(probe.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
    // Three 3-second scenes; the engine documents how transitions and the end card add to that.
    expect(Number(probe.format.duration)).toBeGreaterThanOrEqual(9 - 0.1);
    await stack.idle();
    const mine = events.filter((e) => e.userId === user_id && e.envelope.event.startsWith('video.'));
    expect(mine.map((e) => e.envelope.event)).toEqual(['video.completed']);
    expect(mine[0]!.envelope.data).toMatchObject({ job_id: res.body.job_id, status: 'succeeded' });
    expect(mine[0]!.envelope.data).toHaveProperty('poster_url', expect.stringContaining('.jpg'));
    expect(mine[0]!.envelope.data).toHaveProperty('captions_url', expect.stringContaining('.vtt'));
  });

  it('a succeeded job carries poster_url (a JPEG frame of the video) and captions_url (WebVTT of the narration), both downloadable', async () => {
    const { api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', {
      key: api_key,
      body: { aspect: '1:1', scene_plan: [scene('Fresh coffee', { role: 'hook', script: 'Fresh coffee, every morning.' })] },
    });
    const job = await waitForEnd(api_key, res.body.job_id);
    expect(job.status).toBe('succeeded');
    const poster = await fetch(job.poster_url!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await poster.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const captions = await fetch(job.captions_url!);
    expect(captions.status).toBe(200);
    // Served with the types they were stored with, though a render worker in another thread stored them.
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect((await fetch(job.video_url!, { method: 'HEAD' })).headers.get('content-type')).toBe('video/mp4');
    const vtt = await captions.text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n/);
    expect(vtt.replace(/<[^>]+>/g, '')).toContain('Fresh coffee, every morning.');
  });

  it('a render whose footage URL answers 404 ends failed with its credits back and its slot free', async () => {
    const server = createServer((_, res) => res.writeHead(404).end('gone'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      const { user_id, api_key } = await stack.account({ credits: 100, limits: { concurrency: 1 } });
      const res = await stack.api('POST', '/v1/render', {
        key: api_key,
        body: { scene_plan: [scene('Intro'), { type: 'footage', prompt: 'Our clip', video_url: `http://127.0.0.1:${port}/clip.mp4`, duration_sec: 3 }] },
      });
      expect(res.status).toBe(202);
      const job = await waitForEnd(api_key, res.body.job_id);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/404/);
      expect(job.video_url).toBeNull();
      expect(job.poster_url).toBeNull();
      expect(job.captions_url).toBeNull();
      await stack.idle();
      // Only the intro scene rendered: its credits stay spent, everything else came back.
      expect(await stack.credits(user_id)).toBeGreaterThan(100 - res.body.credits_used);
      const next = await stack.api('POST', '/v1/render', { key: api_key, body: { scene_plan: [scene('Again')] } });
      expect(next.status).toBe(202);
      expect(events.filter((e) => e.userId === user_id).map((e) => e.envelope.event)).toEqual(['video.failed']);
    } finally {
      server.close();
    }
  });
});
