/**
 * The walls of the food shops, in pixels: a cheese shop's wooden shelves stacked with wheels, a
 * fishmonger's plaque of a fish in the shop's colour. They paint with the counters' own wheel and fish.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { CHEESES, fish, wedge, wheel } from './food-goods';
import { fill } from './room-props';

/** Wooden shelves from x to x + w, `rows` of them `step` apart down from y, each stacked with wheels and a wedge. Returns the box they fill. */
export function cheeseShelves(ctx: SKRSContext2D, x: number, y: number, w: number, step: number, rows: number): Box {
  const plank = step * 0.08;
  fill(ctx, '#8a5a34', () => ctx.rect(x - plank, y, plank, step * rows));
  fill(ctx, '#8a5a34', () => ctx.rect(x + w, y, plank, step * rows));
  const size = step * 0.78;
  for (let r = 0; r < rows; r++) {
    const base = y + step * (r + 1) - plank;
    fill(ctx, '#a8703f', () => ctx.rect(x - plank, base, w + plank * 2, plank));
    for (let k = 0, cx = x + size * 0.1; cx + size < x + w; k++, cx += size * 1.12) {
      const cheese = CHEESES[(k + r) % CHEESES.length]!;
      // A stack of two wheels, or one wheel with a wedge leaning on the shelf beside it.
      if ((k + r) % 3 === 2) wedge(ctx, cx + size * 0.1, base, size * 0.8, size * 0.5, cheese, -1);
      else {
        wheel(ctx, cx, base, size, size * 0.28, cheese, -1);
        if ((k + r) % 3 === 0) wheel(ctx, cx + size * 0.08, base - size * 0.34, size * 0.84, size * 0.26, CHEESES[(k + r + 1) % CHEESES.length]!, -1);
      }
    }
  }
  return { x: x - plank, y, w: w + plank * 2, h: step * rows };
}

/** A round plaque in `colour`, `s` across, a fish on it, centred on (x, y). */
export function fishPlaque(ctx: SKRSContext2D, x: number, y: number, s: number, colour: string): Box {
  fill(ctx, colour, () => ctx.arc(x, y, s / 2, 0, Math.PI * 2));
  fill(ctx, '#ffffff', () => ctx.arc(x, y, s * 0.44, 0, Math.PI * 2));
  fish(ctx, x, y, s * 0.7, '#5f86a6');
  return { x: x - s / 2, y: y - s / 2, w: s, h: s };
}

/** A fishing net draped from x to x + w along the wall at y, sagging `h`, cork floats along its top rope. Returns the box it fills. */
export function drapedNet(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): Box {
  const sag = (t: number) => y + h * Math.sin(Math.PI * t);
  ctx.strokeStyle = 'rgba(70,55,40,0.7)';
  ctx.lineWidth = Math.max(1, h * 0.03);
  const n = 14;
  for (let k = 0; k <= n; k++) {
    // The mesh: each strand from the top rope down and across to the hem, both ways.
    for (const d of [-3, 3]) {
      const t0 = k / n;
      const t1 = Math.min(1, Math.max(0, (k + d) / n));
      ctx.beginPath();
      ctx.moveTo(x + w * t0, y);
      ctx.lineTo(x + w * t1, sag(t1));
      ctx.stroke();
    }
  }
  ctx.strokeStyle = '#8a6a45';
  ctx.lineWidth = Math.max(1, h * 0.04);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.stroke();
  for (let k = 1; k < 6; k++) fill(ctx, '#e8a33d', () => ctx.ellipse(x + (w * k) / 6, y, h * 0.09, h * 0.06, 0, 0, Math.PI * 2));
  return { x, y: y - h * 0.06, w, h: h * 1.06 };
}
