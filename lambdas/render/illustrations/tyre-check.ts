/**
 * A mechanic checking a car's tyre pressure: down on one knee at the front wheel, bent to it, the gauge pressed on
 * the valve in the near hand, the far hand steadying the tyre. Metres, y up, as bodies.ts draws (its helpers are
 * read only when drawn: bodies.ts loads this file).
 */
import { limb, type P, type Pose, type Prop, type Scene } from './bodies';
import { CAR, hatchback, paintOf } from './car-side';
import { fill } from './room-props';

/** Where the car's front hub stands; the valve on the rim, low on the mechanic's side. */
const HUB_X = 0.72;
const VALVE: P = [HUB_X - CAR.r * 0.58, CAR.r - CAR.r * 0.3];
const GAUGE: P = [VALVE[0] - 0.1, VALVE[1] + 0.06];

/** On the near knee, bent low to the wheel, the gauge at the valve, the far hand on the tyre's top. */
const CHECKING: Pose = { hip: [0, 0.5], lean: 38, feet: [[-0.42, 0.04], [0.28, 0.05]], hands: [GAUGE, [HUB_X - 0.1, CAR.r * 1.9]], knees: [-1, 1], nod: 24 };

const car: Prop = (ctx, art) => hatchback(ctx, HUB_X, paintOf(art.look));

/** The pressure gauge: its round dial in the hand, its red needle, its chuck on the valve. */
const gauge: Prop = (ctx) => {
  limb(ctx, [GAUGE, VALVE], 0.022, '#3d4a5a');
  fill(ctx, '#22262e', () => ctx.arc(GAUGE[0], GAUGE[1], 0.06, 0, Math.PI * 2));
  fill(ctx, '#f4f7fa', () => ctx.arc(GAUGE[0], GAUGE[1], 0.047, 0, Math.PI * 2));
  limb(ctx, [GAUGE, [GAUGE[0] + 0.03, GAUGE[1] + 0.028]], 0.01, '#d0312d');
};

/** The mechanic kneeling at the car's front wheel, the gauge on its valve. */
export const tyreCheck: Scene = { pose: CHECKING, back: [car], front: [gauge], extent: [-0.64, HUB_X + CAR.tail + 0.04, 1.76] };
