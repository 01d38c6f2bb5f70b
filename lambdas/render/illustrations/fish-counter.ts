/**
 * A fishmonger's counter: whole fish laid on a bed of crushed ice in the glass case with lemons and
 * salmon steaks, and a whole fish held out over the counter's top in both hands, shown to the customer.
 * Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop } from './bodies';
import { CASE, displayCounter } from './display-counter';
import { fish } from './food-goods';

/** A sea bass, a mackerel's blue back, a bream's pink. */
const SKINS = ['#9aa8b4', '#5f86a6', '#c7a3a0'];

/** Crushed ice heaped along the case's floor, fish laid on it, lemon halves and salmon steaks between. */
const onIce = (x0: number, x1: number) => (ctx: SKRSContext2D): void => {
  const y = CASE.floor + 0.02;
  rr(ctx, x0 + 0.03, y, x1 - x0 - 0.12, 0.08, 0.03, '#e6f1f7');
  ctx.fillStyle = '#ffffff';
  for (let x = x0 + 0.06; x < x1 - 0.1; x += 0.05) {
    ctx.beginPath();
    ctx.arc(x, y + 0.08, 0.022, 0, Math.PI * 2);
    ctx.fill();
  }
  for (let x = x0 + 0.2, k = 0; x + 0.14 < x1 - 0.1; x += 0.3, k++) {
    if (k % 3 === 2) {
      // Salmon steaks, orange with their pale lines, and a lemon half.
      for (const dx of [-0.06, 0.05]) rr(ctx, x + dx, y + 0.08, 0.1, 0.06, 0.02, '#f08a5d');
      rr(ctx, x - 0.04, y + 0.105, 0.16, 0.008, 0.004, '#fbd3bf');
    } else fish(ctx, x, y + 0.12, 0.28, SKINS[k % SKINS.length]!, k % 2 ? -1 : 1);
    ctx.fillStyle = '#f4d03f';
    ctx.beginPath();
    ctx.arc(x + 0.15, y + 0.09, 0.03, Math.PI, 0, true);
    ctx.fill();
  }
};

/** A whole fish held across both hands: the tail in the far hand, the body on the near palm. */
const heldFish = (tail: P, palm: P): Prop => (ctx) => {
  const w = (palm[0] - tail[0]) * 1.8;
  fish(ctx, tail[0] + w * 0.45, (tail[1] + palm[1]) / 2 + 0.02, w, SKINS[0]!);
};

/** The counter from x behind the fishmonger's arms; the fish held out over its top in front. */
export const fishCounter = (x: number, tail: P, palm: P): { back: Prop[]; middle: Prop[] } => ({
  back: [displayCounter(x, x + 1.3, '#2f6f8f', onIce(x, x + 1.3))],
  middle: [heldFish(tail, palm)],
});
