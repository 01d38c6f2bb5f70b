/**
 * The props of a race's two places: a bridge's pylons with their cables fanned down to the deck and
 * the railing along its edge; a finish line's arch over the road (its banner lettered FINISH, the race
 * clock under it), the tape across the road and the crowd barriers along it. Drawn flat in the places'
 * manner; `y` is the ground a prop stands on, `s` its height.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';
import { fill } from './room-props';

const STEEL = '#3a3f4b';

/** A bridge's pylon at `x`, its cables fanned down to the deck either side: a cable-stayed bridge seen from its deck. */
export function pylon(ctx: SKRSContext2D, x: number, y: number, s: number, colour = '#e9ecef'): void {
  ctx.strokeStyle = 'rgba(70,80,95,0.75)';
  ctx.lineWidth = Math.max(1, s * 0.006);
  for (let k = 1; k <= 6; k++) {
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(x, y - s * (0.96 - k * 0.03));
      ctx.lineTo(x + side * s * k * 0.16, y);
      ctx.stroke();
    }
  }
  fill(ctx, colour, () => ctx.rect(x - s * 0.025, y - s, s * 0.05, s));
  fill(ctx, 'rgba(0,0,0,0.15)', () => ctx.rect(x, y - s, s * 0.025, s));
}

/** A railing along an edge from x0 to x1: posts and two rails, `s` high. */
export function railing(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number, colour = STEEL): void {
  for (let x = x0; x < x1; x += s * 1.2) fill(ctx, colour, () => ctx.rect(x, y - s, s * 0.08, s));
  for (const h of [1, 0.5]) fill(ctx, colour, () => ctx.rect(x0, y - s * h, x1 - x0, s * 0.08));
}

/** The finish arch between x0 and x1, `s` high: two posts, the banner across lettered FINISH in the brand's colour, the race clock hung under it. */
export function finishArch(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number, colour: string, ink: string): void {
  const post = s * 0.06;
  const band = s * 0.16;
  for (const x of [x0, x1 - post]) fill(ctx, colour, () => ctx.rect(x, y - s, post, s));
  fill(ctx, colour, () => ctx.rect(x0, y - s, x1 - x0, band));
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(800, band * 0.7);
  ctx.fillText('FINISH', (x0 + x1) / 2, y - s + band / 2);
  // The clock: lit digits on a black board under the banner's middle.
  const cw = s * 0.34;
  const ch = s * 0.11;
  const cx = (x0 + x1) / 2 - cw / 2;
  fill(ctx, '#16181d', () => ctx.rect(cx, y - s + band, cw, ch));
  ctx.fillStyle = '#ff5a3c';
  ctx.font = font(800, ch * 0.72);
  ctx.fillText('1:32:07', (x0 + x1) / 2, y - s + band + ch / 2);
}

/** The finish tape stretched across the road at chest height between x0 and x1, and the chequered line painted under it. */
export function finishTape(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number): void {
  const cell = s * 0.05;
  for (let x = x0, k = 0; x < x1; x += cell, k++) {
    for (let r = 0; r < 2; r++) fill(ctx, (k + r) % 2 ? '#111111' : '#ffffff', () => ctx.rect(x, y - cell * (2 - r), cell, cell));
  }
  fill(ctx, '#e63946', () => ctx.rect(x0, y - s * 0.72, x1 - x0, s * 0.025));
}

/** Crowd barriers along the road from x0 to x1, `s` high: metal frames with vertical bars. */
export function barriers(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number): void {
  const panel = s * 2;
  ctx.strokeStyle = '#9aa3ad';
  ctx.lineWidth = s * 0.05;
  for (let x = x0; x < x1; x += panel * 1.04) {
    ctx.strokeRect(x, y - s, panel, s * 0.86);
    for (let b = x + panel / 8; b < x + panel; b += panel / 8) {
      ctx.beginPath();
      ctx.moveTo(b, y - s);
      ctx.lineTo(b, y - s * 0.14);
      ctx.stroke();
    }
  }
}
