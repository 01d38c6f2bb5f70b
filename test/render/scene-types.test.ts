/**
 * §2.3 scene types: each rendered alone (1:1 draft, 3 s) through the built-in generators,
 * checked for size, length, sound and moving, non-black pictures.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVideo } from '../../lambdas/render/render-video';
import type { RenderSpec, SceneSpec } from '../../lambdas/render/spec';
import { FACE_PHOTO, makeClip, PRODUCT_PHOTO, spec, testPorts } from './support/fixtures';
import { frameChange, frameLuma, probe } from './support/media';

let dir: string;
let server: Server;
let clipUrl: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scene-types-'));
  const clip = await readFile(await makeClip(join(dir, 'clip.mp4')));
  server = createServer((req, res) => {
    if (req.url === '/clip.mp4') res.writeHead(200, { 'content-type': 'video/mp4' }).end(clip);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  clipUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clip.mp4`;
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

async function renderOne(name: string, scene: SceneSpec, over: Partial<RenderSpec> = {}) {
  const out = join(dir, `${name}.mp4`);
  await renderVideo(spec([{ durationSec: 3, ...scene }], { aspect: '1:1', ...over }), testPorts(), out);
  const info = await probe(out);
  const luma = await frameLuma(out);
  const change = await frameChange(out);
  return { info, luma, meanChange: change.slice(1).reduce((a, b) => a + b, 0) / (change.length - 1) };
}

function expectMovingPicture(r: Awaited<ReturnType<typeof renderOne>>) {
  const video = r.info.streams.find((s) => s.codec_type === 'video')!;
  expect([video.width, video.height]).toEqual([540, 540]);
  expect(Math.abs(r.info.durationSec - 3)).toBeLessThanOrEqual(0.1);
  expect(Math.min(...r.luma)).toBeGreaterThan(16);
  // The picture moves: not a still image and not frozen.
  expect(r.meanChange).toBeGreaterThan(0.05);
}

describe('§2.3 scene types', () => {
  it('t2v_fast draws an animated setting from the prompt', async () => {
    expectMovingPicture(await renderOne('t2v', { type: 't2v_fast', prompt: 'A quiet beach at sunset with waves' }));
  });

  it('i2v_fast animates the scene image with a camera move', async () => {
    expectMovingPicture(await renderOne('i2v', { type: 'i2v_fast', prompt: 'The product', refImageUrl: PRODUCT_PHOTO }));
  });

  it('i2v_fast without its own image animates the product photo', async () => {
    expectMovingPicture(await renderOne('i2v-product', { type: 'i2v_fast', prompt: 'The product' }, { productImageUrl: PRODUCT_PHOTO }));
  });

  it('s2v shows a catalogue presenter talking, with the narration', async () => {
    const r = await renderOne(
      's2v',
      { type: 's2v', prompt: 'Maya explains the plan', script: 'Hello there.' },
      { narration: true, presenter: { avatarPresetId: 'maya' } },
    );
    expectMovingPicture(r);
    expect(r.info.streams.some((s) => s.codec_type === 'audio')).toBe(true);
  });

  it('walk_talk walks a photo presenter through a street', async () => {
    expectMovingPicture(await renderOne('walk', { type: 'walk_talk', prompt: 'Walking tour', refImageUrl: FACE_PHOTO, script: 'Follow me.' }, { narration: true }));
  });

  it('footage plays the caller clip fitted to the aspect and cut to the scene length', async () => {
    expectMovingPicture(await renderOne('footage', { type: 'footage', prompt: 'Our clip', videoUrl: clipUrl }));
  });

  it('footage with an unreachable clip fails the render', async () => {
    await expect(renderOne('missing', { type: 'footage', prompt: 'x', videoUrl: clipUrl.replace('clip.mp4', 'nope.mp4') })).rejects.toThrow(/404/);
  });
});
