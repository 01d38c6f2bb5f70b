/**
 * A cook at the noodle pot: the steaming stock pot on the range, the ladle in the near hand pouring broth
 * into a bowl of noodles on the range's end, its toppings on top (a halved egg, pork, a sheet of nori),
 * steam off both. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb } from './stroke';
import { rr, steam, stockPot, stove, STOVE_TOP, type P, type Prop } from './bodies';

/** A deep bowl `w` across standing on `base`, noodles heaped in broth, the toppings on them. */
function noodleBowl(ctx: SKRSContext2D, x: number, base: number, w: number): void {
  const rim = base + w * 0.42;
  ctx.fillStyle = '#b3261e';
  ctx.beginPath();
  ctx.moveTo(x, rim);
  ctx.quadraticCurveTo(x + w * 0.04, base, x + w * 0.3, base);
  ctx.lineTo(x + w * 0.7, base);
  ctx.quadraticCurveTo(x + w * 0.96, base, x + w, rim);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x + w * 0.08, rim - w * 0.1, w * 0.84, w * 0.05, w * 0.02, '#f2e6d0');
  // The broth's surface, the noodles heaped, an egg half, a slice of pork, the nori standing at the back.
  rr(ctx, x - w * 0.02, rim - w * 0.03, w * 1.04, w * 0.06, w * 0.03, '#d9a860');
  rr(ctx, x + w * 0.66, rim, w * 0.08, w * 0.24, w * 0.01, '#1f3a2b');
  ctx.strokeStyle = '#f5d061';
  ctx.lineWidth = w * 0.035;
  ctx.lineCap = 'round';
  for (let k = 0; k < 5; k++) {
    ctx.beginPath();
    ctx.moveTo(x + w * (0.14 + k * 0.1), rim + w * 0.02);
    ctx.quadraticCurveTo(x + w * (0.2 + k * 0.1), rim + w * 0.16, x + w * (0.26 + k * 0.1), rim + w * 0.03);
    ctx.stroke();
  }
  rr(ctx, x + w * 0.12, rim + w * 0.02, w * 0.22, w * 0.1, w * 0.05, '#e8b4a0');
  ctx.fillStyle = '#fbfaf5';
  ctx.beginPath();
  ctx.ellipse(x + w * 0.52, rim + w * 0.08, w * 0.1, w * 0.08, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#f0a32a';
  ctx.beginPath();
  ctx.arc(x + w * 0.52, rim + w * 0.08, w * 0.045, 0, Math.PI * 2);
  ctx.fill();
}

/** The bowl's width: a ramen bowl, large enough to read beside the pot. */
const BOWL = 0.26;

/** The ladle from the fist out over the bowl standing at `bowlAt`, tipped, broth running from its cup into the bowl. */
const ladle = (hand: P, bowlAt: number): Prop => (ctx) => {
  const over: P = [bowlAt + BOWL * 0.3, STOVE_TOP + 0.24];
  const cup: P = [over[0], over[1] + 0.04];
  limb(ctx, [hand, [cup[0] - 0.05, cup[1] + 0.03]], 0.02, '#8d99a6');
  ctx.fillStyle = '#b8c2cc';
  ctx.beginPath();
  ctx.arc(cup[0], cup[1], 0.06, Math.PI * 0.9, Math.PI * 2.1, true);
  ctx.fill();
  limb(ctx, [[cup[0] + 0.05, cup[1] - 0.01], [cup[0] + 0.05, over[1] - 0.1]], 0.016, 'rgba(217,168,96,0.9)');
};

/** The range from x, the pot on it, the bowl at its end; the ladle from `hand` pouring into the bowl. */
export const noodlePot = (x: number, hand: P): { back: Prop[]; front: Prop[] } => {
  const bowlAt = x + 0.4;
  // Drawn when painted, not when the poses are listed: the range and the pot are bodies.ts's own.
  const range: Prop = (ctx, art) => {
    stove(x)(ctx, art);
    stockPot(x + 0.02)(ctx, art);
    steam(x + 0.02, STOVE_TOP + 0.32, 0.3)(ctx, art);
    noodleBowl(ctx, bowlAt, STOVE_TOP, BOWL);
    steam(bowlAt + 0.03, STOVE_TOP + 0.24, BOWL * 0.8)(ctx, art);
  };
  return { back: [range], front: [ladle(hand, bowlAt)] };
};
