/**
 * The flood call to action's drifting stripes come from painted layers moved by whole pixels
 * (motion/drifting-stripes.ts), not from paths filled on every frame. A frame must show the
 * stripes where the paths would put them (within rounding of the drift to an eighth of a pixel),
 * move them as the drift moves, and keep one layer per sub-pixel phase, for its own stripes only.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { driftingStripes, STRIPE_PHASES } from '../../lambdas/render/motion/drifting-stripes';

const W = 540;
const H = 960;
const STRIPE = 48.6;
const GROUND = '#e8c060';

/** The rule, as paths: stripes `STRIPE` wide every two widths, from the bottom left to the top right, moved `shift` right. */
function filledStripes(ctx: SKRSContext2D, shift: number, alpha: number, colour: string): void {
  ctx.globalAlpha = alpha;
  ctx.fillStyle = colour;
  for (let x = -H - STRIPE * 2 + shift; x < W; x += STRIPE * 2) {
    ctx.beginPath();
    ctx.moveTo(x, H);
    ctx.lineTo(x + STRIPE, H);
    ctx.lineTo(x + STRIPE + H, 0);
    ctx.lineTo(x + H, 0);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function frame(draw: (ctx: SKRSContext2D) => void): Buffer {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.fillStyle = GROUND;
  ctx.fillRect(0, 0, W, H);
  draw(ctx);
  return canvas.data();
}

/** Largest difference of any colour channel between two frames. */
function maxDifference(a: Buffer, b: Buffer): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) if ((i & 3) !== 3) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe('drifting stripes', () => {
  it('draws the stripes where the paths put them, at any drift and opacity', () => {
    const stripes = driftingStripes(W, H, STRIPE, '#111318');
    // On an eighth of a pixel (24 fps draft drifts 1.125 px a frame), and off it, where the drift is rounded to the nearest eighth.
    for (const [shift, alpha, tolerance] of [[0, 0.08, 6], [1.125, 0.08, 6], [50.375, 0.05, 6], [96.5, 0.08, 6], [10.8, 0.08, 10], [33.3, 0.5, 40]] as const) {
      const cached = frame((ctx) => stripes.draw(ctx, shift, alpha));
      const filled = frame((ctx) => filledStripes(ctx, shift, alpha, '#111318'));
      expect(maxDifference(cached, filled), `shift ${shift}`).toBeLessThanOrEqual(tolerance);
    }
  });

  it('moves with the drift: frames a pixel apart differ, and nothing is drawn at no opacity', () => {
    const stripes = driftingStripes(W, H, STRIPE, '#111318');
    const at = (shift: number) => frame((ctx) => stripes.draw(ctx, shift, 0.08));
    expect(maxDifference(at(3), at(4))).toBeGreaterThan(10);
    expect(maxDifference(at(3.5), at(3.25))).toBeGreaterThan(0);
    expect(maxDifference(frame((ctx) => stripes.draw(ctx, 3, 0)), frame(() => {}))).toBe(0);
  });

  it('paints one layer per sub-pixel phase, however far the stripes drift', () => {
    const stripes = driftingStripes(W, H, STRIPE, '#111318');
    stripes.draw(createCanvas(W, H).getContext('2d'), 3.25, 0.08);
    stripes.draw(createCanvas(W, H).getContext('2d'), 40.25, 0.08);
    expect(stripes.layers).toBe(1);
    // A whole scene's drift at 25 fps meets every phase, and no more.
    for (let f = 0; f < 200; f++) stripes.draw(createCanvas(W, H).getContext('2d'), ((f / 25) * 27) % (STRIPE * 2), 0.08);
    expect(stripes.layers).toBe(STRIPE_PHASES);
  });

  it('keeps its layers to itself: stripes of another colour start with none and draw their own', () => {
    const dark = driftingStripes(W, H, STRIPE, '#111318');
    dark.draw(createCanvas(W, H).getContext('2d'), 3, 0.08);
    const light = driftingStripes(W, H, STRIPE, '#ffffff');
    expect(light.layers).toBe(0);
    const drawn = frame((ctx) => light.draw(ctx, 3, 0.08));
    expect(maxDifference(drawn, frame((ctx) => filledStripes(ctx, 3, 0.08, '#ffffff')))).toBeLessThanOrEqual(3);
    expect(maxDifference(drawn, frame((ctx) => dark.draw(ctx, 3, 0.08)))).toBeGreaterThan(10);
  });
});
