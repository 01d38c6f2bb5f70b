/**
 * How a generated clip fills its scene's frame (lambdas/render/scenes/footage-file.ts): footage
 * covers it, cropped to the frame's aspect; a talking head keeps its whole height, so a portrait in
 * a wide frame loses nothing at the top (the face) and stands over a darkened, blurred copy of itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lambdas/render/ffmpeg';
import { footageFileSource, type FootageFit } from '../../lambdas/render/scenes/footage-file';

const FRAME = { width: 320, height: 180, fps: 24, frames: 2 };
let dir: string;
let portrait: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'footage-file-'));
  portrait = join(dir, 'portrait.mp4');
  // A 300×400 clip, red, with a green band across its top 40 rows (where a talking head's face is).
  await runFfmpeg([
    '-f', 'lavfi', '-i', 'color=c=red:s=300x400:r=24:d=1',
    '-vf', 'drawbox=x=0:y=0:w=iw:h=40:color=lime:t=fill',
    '-c:v', 'libx264', '-pix_fmt', 'yuv420p', portrait,
  ]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The first frame drawn at `fit`, as a pixel reader. */
async function firstFrame(fit: FootageFit) {
  const canvas = createCanvas(FRAME.width, FRAME.height);
  const ctx = canvas.getContext('2d');
  const source = footageFileSource(portrait, FRAME, fit);
  await source.draw(ctx, 0);
  await source.close?.();
  const { data } = ctx.getImageData(0, 0, FRAME.width, FRAME.height);
  return (x: number, y: number) => {
    const i = (y * FRAME.width + x) * 4;
    return { r: data[i]!, g: data[i + 1]! };
  };
}

describe('issue 24: a generated clip in its frame', () => {
  it('footage covers the frame, cropped to its aspect: a portrait clip loses its top and bottom', async () => {
    const px = await firstFrame('cover');
    for (const x of [2, 160, 317]) {
      expect(px(x, 2).r).toBeGreaterThan(200);
      expect(px(x, 2).g).toBeLessThan(60);
    }
  });

  it('a talking head keeps its whole height: the top band shows, centred, over a darker backdrop at the sides', async () => {
    const px = await firstFrame('height');
    // The clip scaled to 180 px high is 135 px wide, centred: columns 92–227; its green top is 18 px.
    expect(px(160, 4).g).toBeGreaterThan(200);
    expect(px(160, 120).r).toBeGreaterThan(200);
    const side = px(10, 120);
    expect(side.r).toBeLessThan(px(160, 120).r - 20);
    expect(side.r).toBeGreaterThan(100);
  });
});
