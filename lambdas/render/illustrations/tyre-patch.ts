/**
 * A puncture mended at the repair stand: two tyre levers hooked under the front tyre's bead, the inner tube
 * pulled out in a loop below the wheel, a rubber patch pressed on it by the near hand. The bike and stand
 * are bike-stand's. Metres, y up, as bodies.ts draws.
 */
import { limb, rr, type P, type Prop } from './bodies';
import { bikeInStand, WHEEL } from './bike-stand';

const LEVER = '#1d7fd1';
const TUBE = '#2b2f36';

/** Two levers prising the tyre off the rim at the wheel's near side, their ends sticking out past the tyre. */
const levers: Prop = (ctx) => {
  const [x, y] = WHEEL.front;
  for (const a of [2.5, 3.0]) {
    const rim: P = [x + (WHEEL.r - 0.07) * Math.cos(a), y + (WHEEL.r - 0.07) * Math.sin(a)];
    const out: P = [x + (WHEEL.r + 0.1) * Math.cos(a), y + (WHEEL.r + 0.1) * Math.sin(a)];
    limb(ctx, [rim, out], 0.03, LEVER);
  }
};

/** The tube pulled out of the tyre in a sagging loop below the hub, the patch pressed on it in the hand. */
const tube = (hand: P): Prop => (ctx) => {
  const [x, y] = WHEEL.front;
  ctx.strokeStyle = TUBE;
  ctx.lineWidth = 0.028;
  ctx.beginPath();
  ctx.moveTo(x - WHEEL.r * 0.8, y - WHEEL.r * 0.55);
  ctx.bezierCurveTo(x - WHEEL.r * 1.1, y - 0.62, hand[0] - 0.02, hand[1] - 0.3, hand[0], hand[1]);
  ctx.stroke();
  rr(ctx, hand[0] - 0.035, hand[1] - 0.03, 0.07, 0.06, 0.015, '#f28c28');
};

/** The bike in its stand behind the mechanic, the levers in its tyre and the tube with its patch in the near hand. */
export const tyrePatch = (hand: P): { back: Prop[]; front: Prop[] } => ({ back: [...bikeInStand(hand).back, levers], front: [tube(hand)] });
