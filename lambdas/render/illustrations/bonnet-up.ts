/**
 * A mechanic under a car's bonnet: the bonnet raised on its stay over the engine bay, the mechanic standing at
 * the car's nose bent over the engine, a torch in the far hand lighting it, the near hand in the bay. Metres, y
 * up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, type Pose, type Prop, type Scene } from './bodies';
import { CAR, hatchback, paintOf } from './car-side';

/** Where the car's front hub stands: its nose a step in front of the mechanic. */
const HUB_X = 1.08;
const BAY = HUB_X + CAR.nose + 0.3;

/** Bent deep over the nose into the engine bay, both hands in it, the head under the raised bonnet. */
const BENT: Pose = { hip: [0, 0.94], lean: 52, feet: [[0.12, 0.05], [-0.12, 0.05]], hands: [[BAY + 0.14, 0.96], [BAY - 0.04, 1.0]], nod: 30 };

const car: Prop = (ctx, art) => hatchback(ctx, HUB_X, paintOf(art.look), { open: true });

/** The torch in the far hand, its beam on the engine. */
const torch: Prop = (ctx) => {
  const [x, y] = BENT.hands[1];
  limb(ctx, [[x - 0.04, y + 0.03], [x + 0.06, y - 0.02]], 0.04, '#22262e');
  ctx.fillStyle = 'rgba(255,236,160,0.45)';
  ctx.beginPath();
  ctx.moveTo(x + 0.06, y - 0.02);
  ctx.lineTo(x + 0.34, y - 0.16);
  ctx.lineTo(x + 0.3, y - 0.26);
  ctx.closePath();
  ctx.fill();
};

/** The mechanic bent over the open bonnet. */
export const bonnetUp: Scene = { pose: BENT, back: [car], middle: [torch], extent: [-0.3, HUB_X + CAR.tail + 0.04, 1.76] };
