/**
 * A studio's rolled yoga mats: stood on end in a low woven basket, each a cylinder of its own colour, its rolled top
 * an ellipse with the spiral showing (a mat lying flat, drawn on its own, had read as a table). Canvas pixels, y down,
 * filling w × h; the brand's accent is one of the mats.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { MATS } from './exercise-poses';
import { fill } from './room-props';

const BASKET = '#b98a5e';

/** One mat rolled and stood on end: its left `x`, width `r2`, top `top`, down to `bottom`. */
function rolledMat(ctx: SKRSContext2D, x: number, r2: number, top: number, bottom: number, colour: string): void {
  const ry = r2 * 0.28;
  fill(ctx, mix(colour, '#000000', 0.12), () => ctx.rect(x, top, r2, bottom - top));
  // The light down its left side: a cylinder, not a slab.
  fill(ctx, mix(colour, '#ffffff', 0.2), () => ctx.rect(x + r2 * 0.12, top, r2 * 0.2, bottom - top));
  fill(ctx, colour, () => ctx.ellipse(x + r2 / 2, top, r2 / 2, ry, 0, 0, Math.PI * 2));
  ctx.strokeStyle = mix(colour, '#000000', 0.35);
  ctx.lineWidth = Math.max(1, r2 * 0.06);
  ctx.beginPath();
  for (let a = 0; a < Math.PI * 4; a += 0.25) {
    const k = 0.42 * (1 - a / (Math.PI * 4.4));
    ctx.lineTo(x + r2 / 2 + r2 * k * Math.cos(a), top + ry * 2 * k * Math.sin(a));
  }
  ctx.stroke();
}

export function drawRolledMats(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  const colours = [MATS[0]!, accent, MATS[1]!, MATS[2]!, MATS[3]!];
  const r2 = w * 0.19;
  const rim = h * 0.55;
  // The back row stands taller behind the front one, each mat a little higher or lower than its neighbours.
  colours.forEach((c, k) => {
    const back = k % 2 === 1;
    const x = w * 0.06 + k * w * 0.17;
    rolledMat(ctx, x, r2, h * (back ? 0.04 : 0.14) + (k % 3) * h * 0.03, rim + h * 0.05, c);
  });
  // The basket: a low woven tub, its rim, its weave in two bands.
  fill(ctx, BASKET, () => ctx.roundRect(0, rim, w, h - rim, w * 0.05));
  fill(ctx, mix(BASKET, '#000000', 0.2), () => ctx.roundRect(0, rim, w, h * 0.06, w * 0.03));
  for (const y of [0.72, 0.86]) fill(ctx, mix(BASKET, '#ffffff', 0.15), () => ctx.rect(w * 0.04, h * y, w * 0.92, h * 0.03));
}
