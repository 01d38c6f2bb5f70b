/**
 * The walls of the food shops, in pixels: a cheese shop's wooden shelves stacked with wheels, a
 * fishmonger's plaque of a fish in the shop's colour. They paint with the counters' own wheel and fish.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { CHEESES, wheel, wedge } from './cheese-counter';
import { fish } from './fish-counter';
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
