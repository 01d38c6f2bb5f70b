/**
 * Drawing cost of a generated scene (issue 23, bench:render at ≥ 4× real time): a camera that
 * only trucks draws the scene straight into the frame, with no frame-sized stage canvas copied
 * over it; a push-in or pull-out still draws into its stage and scales that onto the frame.
 */
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { compositionFor, type CameraMove } from '../../lambdas/render/compose/variety';
import { paletteFor } from '../../lambdas/render/draw/palette';
import type { FootageRequest } from '../../lambdas/render/ports';
import { subjectFootage } from '../../lambdas/render/scenes/subject-scene';

const [width, height] = [216, 384];

function request(seed: number): FootageRequest {
  return {
    width,
    height,
    fps: 12,
    frames: 36,
    prompt: 'A cup of coffee on a kitchen counter',
    artStyle: 'cinematic',
    palette: paletteFor(null, 'cinematic'),
    image: null,
    content: { x: 13, y: 60, w: 190, h: 260 },
    seed,
  };
}

/** A seed whose composition makes `move`. */
function seedFor(move: CameraMove): number {
  for (let seed = 0; seed < 1000; seed++) if (compositionFor(request(seed)).move === move) return seed;
  throw new Error(`no seed gives ${move}`);
}

/** The frame-sized canvases a frame copies onto the frame, and whether it scaled them. */
async function frameCopies(move: CameraMove): Promise<{ copies: number; scaled: number }> {
  const source = (await subjectFootage(request(seedFor(move))))!;
  const ctx = createCanvas(width, height).getContext('2d');
  const drawImage = ctx.drawImage.bind(ctx) as (...args: unknown[]) => void;
  let copies = 0;
  let scaled = 0;
  ctx.drawImage = ((image: Image | Canvas, ...rest: number[]) => {
    if (image.width === width && image.height === height) {
      copies++;
      if (ctx.getTransform().a !== 1) scaled++;
    }
    drawImage(image, ...rest);
  }) as typeof ctx.drawImage;
  await source.draw(ctx, 24);
  return { copies, scaled };
}

describe('a generated scene draws each frame once', () => {
  it.each(['truck-left', 'truck-right'] as const)('%s: straight into the frame; the only frame-sized copy is the cinematic vignette over it', async (move) => {
    expect(await frameCopies(move)).toEqual({ copies: 1, scaled: 0 });
  });

  it.each(['push-in', 'pull-out'] as const)('%s: the stage is scaled onto the frame, then the vignette', async (move) => {
    expect(await frameCopies(move)).toEqual({ copies: 2, scaled: 1 });
  });
});
