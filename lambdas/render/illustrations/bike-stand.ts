/**
 * A bicycle clamped in a workshop repair stand, its wheels off the floor, the front wheel toward
 * the mechanic at the stand: what truing a wheel, adjusting brakes or servicing a bike looks like.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Prop } from './bodies';

const FRAME = '#e63946';
const TYRE = '#22262e';
const RIM = '#c9d2dc';
const STEEL = '#3d4a5a';

/** Where the bike's parts are, from the front hub (the wheel nearest the mechanic). */
export const WHEEL = { r: 0.34, front: [0.66, 0.74] as P, rear: [1.68, 0.74] as P };

/** A spoked wheel: tyre, rim, spokes to the hub. */
function wheel(ctx: SKRSContext2D, [x, y]: P): void {
  ctx.strokeStyle = TYRE;
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.arc(x, y, WHEEL.r - 0.025, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = RIM;
  ctx.lineWidth = 0.018;
  ctx.beginPath();
  ctx.arc(x, y, WHEEL.r - 0.06, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 0.005;
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + (WHEEL.r - 0.06) * Math.cos(a), y + (WHEEL.r - 0.06) * Math.sin(a));
    ctx.stroke();
  }
  ctx.fillStyle = '#9aa7b4';
  ctx.beginPath();
  ctx.arc(x, y, 0.03, 0, Math.PI * 2);
  ctx.fill();
}

/** The repair stand: a tripod, its post, the arm and yellow jaws clamping the seat post. */
const stand: Prop = (ctx) => {
  limb(ctx, [[1.1, 0.02], [1.38, 0.46], [1.66, 0.02]], 0.035, STEEL);
  limb(ctx, [[1.38, 0.02], [1.38, 1.22], [1.18, 1.24]], 0.045, STEEL);
  rr(ctx, 1.08, 1.18, 0.1, 0.12, 0.02, '#ffb703');
};

/** The bicycle on the stand (its front hub at WHEEL.front): both wheels, the frame, fork, bars, saddle and chainring. */
export const bicycle: Prop = (ctx) => {
  wheel(ctx, WHEEL.rear);
  wheel(ctx, WHEEL.front);
  const bb: P = [1.2, 0.68];
  const head: P = [0.8, 1.2];
  const seat: P = [1.1, 1.18];
  ctx.fillStyle = '#7b8794';
  ctx.beginPath();
  ctx.arc(bb[0], bb[1], 0.09, 0, Math.PI * 2);
  ctx.fill();
  limb(ctx, [WHEEL.rear, bb, seat, WHEEL.rear], 0.035, FRAME);
  limb(ctx, [seat, [0.81, 1.16], [0.77, 1.08], bb], 0.045, FRAME);
  limb(ctx, [head, [0.76, 1.06], WHEEL.front], 0.035, '#9aa7b4');
  limb(ctx, [seat, [1.08, 1.3]], 0.03, '#9aa7b4');
  rr(ctx, 1.0, 1.29, 0.22, 0.05, 0.025, '#22262e');
  limb(ctx, [head, [0.76, 1.27], [0.66, 1.28]], 0.03, '#22262e');
  rr(ctx, 0.6, 1.25, 0.1, 0.06, 0.03, '#22262e');
};

/** A spoke key in the hand at the rim. */
const spokeKey = (hand: P): Prop => (ctx) => {
  rr(ctx, hand[0] - 0.035, hand[1] - 0.035, 0.07, 0.07, 0.02, '#e63946');
};

/** The stand and the bike behind the mechanic's far arm; the spoke key in the near hand. */
export const bikeInStand = (hand: P): { back: Prop[]; front: Prop[] } => ({ back: [stand, bicycle], front: [spokeKey(hand)] });
