/**
 * A consumer unit (fuse box) on the wall at shoulder height, its cover open: a row of breakers, the
 * cables running in from above, a screwdriver in the electrician's hand at a terminal, the tool bag below.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';

/** The unit from x (its left edge) at height y, the cover hinged open at its right; the tool bag on the floor below. */
export const fuseBox = (x: number, y: number): Prop => (ctx) => {
  for (const [k, c] of [[0, '#e63946'], [1, '#3a86ff'], [2, '#ffb703']] as const) limb(ctx, [[x + 0.08 + k * 0.07, y + 0.7], [x + 0.08 + k * 0.07, y + 0.36]], 0.02, c);
  rr(ctx, x, y, 0.4, 0.38, 0.02, '#f4f7fa');
  rr(ctx, x + 0.03, y + 0.04, 0.34, 0.3, 0.015, '#2b3340');
  for (let k = 0; k < 6; k++) {
    rr(ctx, x + 0.05 + k * 0.052, y + 0.16, 0.04, 0.1, 0.008, '#f4f7fa');
    rr(ctx, x + 0.06 + k * 0.052, y + (k % 3 === 1 ? 0.18 : 0.21), 0.02, 0.03, 0.005, k === 0 ? '#e63946' : '#2b2b2b');
  }
  ctx.fillStyle = '#dde4ea';
  ctx.beginPath();
  ctx.moveTo(x + 0.4, y);
  ctx.lineTo(x + 0.52, y + 0.04);
  ctx.lineTo(x + 0.52, y + 0.42);
  ctx.lineTo(x + 0.4, y + 0.38);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x + 0.06, 0, 0.36, 0.22, 0.05, '#2f4a6b');
  rr(ctx, x + 0.1, 0.2, 0.28, 0.04, 0.02, '#22262e');
};

/** A screwdriver in the hand, its tip at the terminal. */
export const screwdriver = (hand: P, tip: P): Prop => (ctx) => {
  limb(ctx, [hand, tip], 0.012, '#9aa7b4');
  limb(ctx, [hand, [hand[0] - (tip[0] - hand[0]) * 0.4, hand[1] - (tip[1] - hand[1]) * 0.4]], 0.035, '#ffb703');
};
