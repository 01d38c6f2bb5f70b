/**
 * Someone rowing on a gym's rowing machine, side on: sat on the sliding seat, feet strapped to the footplates, the
 * knees bent up, leaning back a little as the arms draw the handle in to the ribs, its cord running back into the
 * flywheel's housing at the front. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';

const FRAME = '#2b2e35';
const STEEL = '#9aa1ab';
/** The rail's height over the floor, and the seat's top on it. */
const RAIL = 0.2;
const SEAT = 0.33;
/** The flywheel's centre, in the housing at the machine's front. */
const WHEEL: P = [1.02, 0.42];
/** The handle drawn in to the ribs. */
const HANDLE: P = [0.22, 0.86];

/** Mid-stroke: sat on the seat, feet on the plates, knees up, leaning back a little, the handle at the ribs. */
const ROWING: Pose = { hip: [0, SEAT + 0.1], lean: -12, feet: [[0.66, 0.3], [0.62, 0.31]], hands: [HANDLE, [0.2, 0.84]], nod: -4, toes: [0.12, 0.1] };

/** The machine behind the rower: the long rail on its feet, the seat on it, the housing and its wheel, the footplates. */
const machine: Prop = (ctx) => {
  // The rail from the back foot to the housing, on a low foot at each end: kept short behind the seat, so rowers side by side stay clear of each other.
  rr(ctx, -0.58, RAIL - 0.03, 1.58, 0.06, 0.03, FRAME);
  rr(ctx, -0.6, 0, 0.1, RAIL, 0.02, FRAME);
  rr(ctx, 0.86, 0, 0.34, 0.08, 0.03, FRAME);
  limb(ctx, [[0.6, RAIL], [0.9, WHEEL[1] - 0.05]], 0.06, FRAME);
  // The seat on its rollers.
  rr(ctx, -0.16, SEAT - 0.07, 0.3, 0.08, 0.03, '#3d4a5a');
  rr(ctx, -0.12, RAIL + 0.02, 0.22, SEAT - RAIL - 0.06, 0.02, STEEL);
  // The footplate, angled back toward the rower.
  limb(ctx, [[0.66, 0.2], [0.8, 0.44]], 0.07, STEEL);
  // The flywheel's round housing, its hub.
  ctx.fillStyle = FRAME;
  ctx.beginPath();
  ctx.arc(WHEEL[0], WHEEL[1], 0.24, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = STEEL;
  ctx.beginPath();
  ctx.arc(WHEEL[0], WHEEL[1], 0.17, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = FRAME;
  ctx.beginPath();
  ctx.arc(WHEEL[0], WHEEL[1], 0.05, 0, Math.PI * 2);
  ctx.fill();
  // The monitor on its arm over the housing, its face to the rower.
  limb(ctx, [[0.96, WHEEL[1] + 0.2], [0.84, 0.9]], 0.035, FRAME);
  rr(ctx, 0.78, 0.86, 0.08, 0.2, 0.02, '#1d1f24');
};

/** The handle in the hands and its cord back to the wheel. */
const handle: Prop = (ctx) => {
  ctx.strokeStyle = '#1d1f24';
  ctx.lineWidth = 0.015;
  ctx.beginPath();
  ctx.moveTo(HANDLE[0], HANDLE[1]);
  ctx.lineTo(WHEEL[0] - 0.1, WHEEL[1] + 0.12);
  ctx.stroke();
  rr(ctx, HANDLE[0] - 0.03, HANDLE[1] - 0.06, 0.06, 0.12, 0.03, FRAME);
};

export const ROWING_MACHINE = {
  rowing: { pose: ROWING, back: [machine], middle: [handle], extent: [-0.62, 1.28, 1.3] },
} satisfies Record<string, Scene>;
