/**
 * A cook's grill: a steel station with the fire glowing under its bars, food searing on them (skewers,
 * patties, tortillas), smoke rising off it, tongs in the cook's hand turning a piece. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Prop } from './bodies';

/** The bars' height, where the food sears. */
const BARS = 0.94;

/** The station from x0 to x1: its cabinet, the firebox glowing, the bars across its top. */
const station = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, BARS - 0.12, 0.02, '#4a5563');
  for (let x = x0 + 0.1; x < x1 - 0.05; x += 0.3) rr(ctx, x, 0.12, 0.2, 0.5, 0.02, '#5d6978');
  rr(ctx, x0, BARS - 0.14, x1 - x0, 0.12, 0.02, '#22262e');
  // Embers under the bars.
  for (let x = x0 + 0.08; x < x1 - 0.06; x += 0.09) rr(ctx, x, BARS - 0.1, 0.06, 0.05, 0.02, (Math.round(x * 100) % 2 ? '#f4a259' : '#e63946'));
  for (let x = x0 + 0.04; x < x1; x += 0.06) limb(ctx, [[x, BARS - 0.03], [x, BARS]], 0.012, '#8a96a3');
  limb(ctx, [[x0, BARS], [x1, BARS]], 0.02, '#6b7684');
};

/** What sears on the bars: a skewer of meat and peppers, patties with grill marks, a folded tortilla. */
function food(ctx: SKRSContext2D, x0: number, x1: number): void {
  const y = BARS + 0.01;
  const step = (x1 - x0 - 0.1) / 4;
  for (let k = 0; k < 4; k++) {
    const x = x0 + 0.05 + k * step + step / 2;
    if (k % 2 === 0) {
      ctx.fillStyle = '#7a3b1e';
      ctx.beginPath();
      ctx.ellipse(x, y + 0.025, step * 0.38, 0.028, 0, 0, Math.PI * 2);
      ctx.fill();
      for (const dx of [-0.04, 0, 0.04]) limb(ctx, [[x + dx - 0.01, y + 0.005], [x + dx + 0.01, y + 0.045]], 0.006, '#3b1d0e');
    } else {
      ctx.fillStyle = '#f2d38a';
      ctx.beginPath();
      ctx.ellipse(x, y + 0.01, step * 0.42, 0.05, 0, Math.PI, 0, true);
      ctx.fill();
      for (const dx of [-0.05, 0.05]) rr(ctx, x + dx - 0.02, y + 0.02, 0.04, 0.03, 0.01, dx < 0 ? '#c0392b' : '#4c9a4a');
    }
  }
}

/** Smoke off the grill: puffs growing and fading as they rise. */
function smoke(ctx: SKRSContext2D, x0: number, x1: number): void {
  for (let k = 0; k < 6; k++) {
    const x = x0 + 0.15 + ((k * 0.37) % 1) * (x1 - x0 - 0.3);
    // Kept under the picture's top (a figure's height, 1.76): the highest puff is not cut flat.
    const y = BARS + 0.18 + k * 0.1;
    ctx.fillStyle = `rgba(150,160,170,${(0.75 - k * 0.08).toFixed(2)})`;
    ctx.beginPath();
    ctx.arc(x, y, 0.05 + k * 0.015, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Tongs from the fist down to the food, their two arms open a little. */
const tongs = (hand: P, to: P): Prop => (ctx) => {
  limb(ctx, [hand, [to[0] - 0.01, to[1] + 0.02]], 0.014, '#9aa7b4');
  limb(ctx, [hand, [to[0] + 0.03, to[1] + 0.04]], 0.014, '#9aa7b4');
};

/** The grill from x behind the cook, the food and its smoke on it; the tongs in the near hand. */
export const grillStation = (x: number, hand: P): { back: Prop[]; front: Prop[] } => ({
  back: [station(x, x + 1.2), (ctx) => food(ctx, x, x + 1.2), (ctx) => smoke(ctx, x, x + 1.2)],
  front: [tongs(hand, [x + 0.3, BARS + 0.02])],
});
