/**
 * What a climbing wall is made of, for the climbing gym's wall (climbing-gym.ts) and the lesson's own patch of it
 * (climbing-wall.ts), so the two are one wall: its plywood panels and bright holds. Any units, either way up.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { fill } from './room-props';

export const PANEL = '#e9dcc3';
export const SEAM = 'rgba(120,95,60,0.25)';
export const HOLDS = ['#ff4d6d', '#ffd60a', '#3a86ff', '#06d6a0', '#8338ec', '#fb8500', '#111827'];

/** One hold at (x, y), `r` across: a rounded blob in its colour over its shadow. */
export function hold(ctx: SKRSContext2D, x: number, y: number, r: number, colour: string): void {
  fill(ctx, 'rgba(0,0,0,0.22)', () => ctx.ellipse(x + r * 0.15, y - r * 0.2, r, r * 0.75, 0, 0, Math.PI * 2));
  fill(ctx, colour, () => ctx.ellipse(x, y, r, r * 0.75, 0.4, 0, Math.PI * 2));
}

/** A pseudo-random in [0, 1) from an integer: holds set the same in every frame. */
export const hash = (n: number) => {
  const s = Math.sin(n * 12.9898) * 43758.5453;
  return s - Math.floor(s);
};

/** `n` holds scattered over the box (x, y, w, h), `size` their largest radius, the first seeded by `seed`. */
export function scatterHolds(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, n: number, size: number, seed = 0): void {
  for (let k = 0; k < n; k++) hold(ctx, x + hash(seed + k) * w, y + hash(seed + k + 500) * h, size * (0.5 + hash(seed + k + 900) * 0.5), HOLDS[(seed + k) % HOLDS.length]!);
}

/** A volume: a triangular block bolted on, its base from (x, y) `w` wide, its apex `rise` from it (up or down as the units run), lit on one face. */
export function volume(ctx: SKRSContext2D, x: number, y: number, w: number, rise: number, colour: string): void {
  fill(ctx, colour, () => {
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x + w * 0.5, y + rise);
    ctx.closePath();
  });
  fill(ctx, 'rgba(255,255,255,0.25)', () => {
    ctx.moveTo(x, y);
    ctx.lineTo(x + w * 0.5, y + rise);
    ctx.lineTo(x + w * 0.45, y + rise * 0.25);
    ctx.closePath();
  });
}
