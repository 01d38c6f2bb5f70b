/**
 * A mechanic changing a car's wheel: the car raised on a trolley jack under its sill, its front hub bare, the
 * mechanic down on one knee before it lifting the wheel off in both hands, the wheel brace on the floor by the
 * jack. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { CAR, hatchback, paintOf, roadWheel } from './car-side';
import { fill } from './room-props';

/** Where the car's front hub stands, how far the jack has raised it, where the wheel is held. */
const HUB_X = 1.0;
const LIFT = 0.08;
const HELD: P = [0.5, 0.42];

/** On the near knee, the far foot planted behind the wheel, both hands on the tyre at ten to two, the head bent to the hub. */
const KNEELING: Pose = { hip: [0, 0.5], lean: 22, feet: [[-0.42, 0.04], [0.3, 0.05]], hands: [[0.68, 0.62], [0.34, 0.66]], knees: [-1, 1], nod: 16 };

const car: Prop = (ctx, art) => hatchback(ctx, HUB_X, paintOf(art.look), { lift: LIFT, bare: true });

/** A trolley jack on the floor behind the wheel, its arm up to the sill, its handle out along the floor. */
const jack: Prop = (ctx) => {
  const saddle: P = [HUB_X + 0.56, LIFT + 0.22];
  rr(ctx, saddle[0] - 0.16, 0.03, 0.5, 0.1, 0.03, '#d9483b');
  for (const wx of [saddle[0] - 0.1, saddle[0] + 0.28]) fill(ctx, '#22262e', () => ctx.arc(wx, 0.035, 0.035, 0, Math.PI * 2));
  limb(ctx, [[saddle[0] + 0.2, 0.1], saddle], 0.05, '#b83227');
  rr(ctx, saddle[0] - 0.06, saddle[1] - 0.02, 0.12, 0.03, 0.01, '#3d4a5a');
  limb(ctx, [[saddle[0] + 0.32, 0.08], [saddle[0] + 0.9, 0.2]], 0.03, '#3d4a5a');
};

/** The cross-shaped wheel brace lying on the floor before the jack. */
const brace: Prop = (ctx) => {
  const [x, y] = [HUB_X + 0.2, 0.02];
  limb(ctx, [[x - 0.2, y], [x + 0.2, y + 0.02]], 0.022, '#6b7280');
  limb(ctx, [[x - 0.02, y - 0.01], [x + 0.02, y + 0.05]], 0.022, '#6b7280');
};

/** The wheel lifted off the hub, upright in the mechanic's hands. */
const wheel: Prop = (ctx: SKRSContext2D) => roadWheel(ctx, HELD);

/** The mechanic kneeling at the raised car's bare hub, its wheel in their hands. */
export const wheelChange: Scene = { pose: KNEELING, back: [car, jack], middle: [wheel], front: [brace], extent: [-0.64, HUB_X + CAR.tail + 0.04, 1.76] };
