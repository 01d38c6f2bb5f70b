/**
 * A gym's cardio machines with someone on each, side on: running on a treadmill (its belt deck on the floor, the
 * console on its upright at the front, a hand rail either side) and riding a spin bike (the flywheel at the front,
 * out of the saddle's reach, the bars low; a bicycle on a gym's floor had read as out on the street).
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type Pose, type Prop, type Scene } from './bodies';

const FRAME = '#2b2e35';
const STEEL = '#9aa1ab';
/** The treadmill belt's top. */
const DECK = 0.16;

/** Jogging on the belt: the near knee up, the far foot pushing back, the arms bent at the sides. */
const ON_TREADMILL: Pose = { hip: [0, DECK + 0.84], lean: 8, feet: [[0.2, DECK + 0.22], [-0.36, DECK + 0.08]], hands: [[-0.12, DECK + 1.0], [0.26, DECK + 1.1]], nod: -2, toes: [0.15, -0.03] };
/** On the spin bike's saddle, leaning to the low bars, a foot on each pedal either side of the crank. */
export const ON_SPIN_BIKE: Pose = { hip: [0, 0.98], lean: 38, feet: [[0.34, 0.3], [0.18, 0.56]], hands: [[0.66, 1.04], [0.62, 1.05]], nod: -12 };

/** The treadmill under the runner: the deck and its belt, the upright to the console, the side rail. */
const treadmill: Prop = (ctx) => {
  rr(ctx, -0.7, 0.02, 1.64, DECK - 0.02, 0.05, FRAME);
  rr(ctx, -0.66, DECK - 0.04, 1.52, 0.04, 0.02, '#1d1f24');
  // The rollers at each end of the belt.
  for (const x of [-0.62, 0.84]) {
    ctx.fillStyle = STEEL;
    ctx.beginPath();
    ctx.arc(x, DECK / 2 + 0.01, 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
  limb(ctx, [[0.86, DECK], [0.74, 1.28]], 0.08, FRAME);
  // The console, its screen tipped to the runner, and the rail back from it at the hands' height.
  rr(ctx, 0.58, 1.22, 0.3, 0.16, 0.03, FRAME);
  rr(ctx, 0.61, 1.26, 0.2, 0.09, 0.02, '#3b6b8f');
  limb(ctx, [[0.76, 1.12], [0.2, 1.1]], 0.035, STEEL);
};

/** The spin bike under the rider: the flywheel at the front, the frame, the saddle post, the bars, the crank. */
export const spinBike: Prop = (ctx) => {
  rr(ctx, -0.32, 0, 1.14, 0.06, 0.03, FRAME);
  ctx.fillStyle = STEEL;
  ctx.beginPath();
  ctx.arc(0.66, 0.34, 0.25, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = FRAME;
  ctx.beginPath();
  ctx.arc(0.66, 0.34, 0.08, 0, Math.PI * 2);
  ctx.fill();
  limb(ctx, [[-0.2, 0.04], [0.02, 0.9]], 0.07, FRAME);
  limb(ctx, [[0.02, 0.5], [0.66, 0.34]], 0.07, FRAME);
  limb(ctx, [[0.66, 0.34], [0.6, 1.0]], 0.07, FRAME);
  limb(ctx, [[0.6, 1.0], [0.7, 1.02]], 0.05, FRAME);
  rr(ctx, -0.12, 0.9, 0.26, 0.07, 0.035, FRAME);
  // The crank between the pedals.
  limb(ctx, [[0.34, 0.3], [0.18, 0.56]], 0.04, STEEL);
};

export const CARDIO_MACHINES = {
  treadmill: { pose: ON_TREADMILL, back: [treadmill], extent: [-0.72, 0.96, 1.9] },
  'spin-bike': { pose: ON_SPIN_BIKE, back: [spinBike], extent: [-0.34, 0.94, 1.7] },
} satisfies Record<string, Scene>;
