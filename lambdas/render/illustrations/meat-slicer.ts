/**
 * A deli's meat slicer in use, as a kitchen's training shows it: on the worktop, its round blade stood upright under the
 * guard ring (the step "check the guard is on" points at it), the thickness knob at its hub, the carriage tray before the
 * blade with a joint of ham on it, slices falling onto the plate beyond. A cook in whites pushes the carriage by its handle,
 * the other hand on the pusher behind the joint; or, the joint off and the carriage back, wipes the blade from its centre
 * outward with a cloth (the arrow: the safe way, away from the edge).
 * Metres, y up, as bodies.ts draws (its rig registers these poses: import them through bodies.ts only).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { arrow } from './carry-work';
import { roundStroke } from './stroke';

const STEEL = '#c9d1da';
const STEEL_DARK = '#7d8793';
const BASE = '#b9c2cc';
const COLUMN = '#d3d9e0';
const GUARD = '#d64541';
const HAM = '#e8918f';
const HAM_FAT = '#f7d6cf';
/** The worktop's near edge and its top. */
const TOP_X = 0.3;
const TOP_Y = 0.92;
/** The blade's centre and radius: stood upright on the base, facing the camera. */
const HUB: P = [0.72, TOP_Y + 0.28];
const BLADE_R = 0.19;
/** The top of the picture: just over the cook's head. */
const OVER_HEAD = 1.8;

/** A long worktop at waist height in front of the cook, under the slicer and its plate. */
const counter: Prop = (ctx) => {
  rr(ctx, TOP_X, 0, 0.84, TOP_Y - 0.05, 0.02, '#c9b79c');
  rr(ctx, TOP_X - 0.04, TOP_Y - 0.06, 0.92, 0.06, 0.02, '#e9e4da');
};

/** The slicer's base and column on the worktop, its blade with the guard ring over it and the knob at its hub. */
const slicer: Prop = (ctx) => {
  rr(ctx, 0.44, TOP_Y, 0.5, 0.07, 0.03, BASE);
  rr(ctx, 0.78, TOP_Y, 0.16, 0.32, 0.04, COLUMN);
  ctx.fillStyle = STEEL;
  ctx.beginPath();
  ctx.arc(HUB[0], HUB[1], BLADE_R, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#f4f7fa';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.arc(HUB[0], HUB[1], BLADE_R - 0.01, 0, Math.PI * 2);
  ctx.stroke();
  // The guard: a red ring over all but the blade's cutting edge by the carriage.
  roundStroke(ctx, GUARD, 0.035, () => ctx.arc(HUB[0], HUB[1], BLADE_R + 0.005, -Math.PI * 0.95, Math.PI * 0.55));
  ctx.fillStyle = STEEL_DARK;
  ctx.beginPath();
  ctx.arc(HUB[0], HUB[1], 0.045, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = GUARD;
  ctx.beginPath();
  ctx.arc(HUB[0], HUB[1], 0.022, 0, Math.PI * 2);
  ctx.fill();
  // The thickness dial at the base's front, its green on switch.
  rr(ctx, 0.48, TOP_Y + 0.015, 0.05, 0.04, 0.01, '#2f9e44');
};

/** The carriage tray before the blade, `at` along its rail, with the ham on it when `loaded`; its handle up to `hand`. */
const carriage = (at: number, hand: P, loaded: boolean): Prop => (ctx) => {
  const x = 0.4 + at;
  rr(ctx, x, TOP_Y + 0.08, 0.26, 0.03, 0.01, STEEL_DARK);
  rr(ctx, x - 0.01, TOP_Y + 0.08, 0.03, 0.14, 0.01, STEEL_DARK);
  if (loaded) {
    rr(ctx, x + 0.03, TOP_Y + 0.11, 0.22, 0.15, 0.06, HAM);
    rr(ctx, x + 0.03, TOP_Y + 0.22, 0.22, 0.04, 0.02, HAM_FAT);
  }
  roundStroke(ctx, '#2b2f36', 0.03, () => {
    ctx.moveTo(x + 0.06, TOP_Y + 0.11);
    ctx.lineTo(hand[0], hand[1]);
  });
};

/** The plate past the blade and the slices fanned on it. */
const slices: Prop = (ctx) => {
  rr(ctx, 0.94, TOP_Y, 0.2, 0.03, 0.015, '#ffffff');
  for (const [dx, dy] of [[0, 0], [0.05, 0.018], [0.1, 0.036]] as const) rr(ctx, 0.95 + dx, TOP_Y + 0.03 + dy, 0.09, 0.025, 0.012, HAM);
};

/** A cloth in the hand, pressed on the blade. */
const cloth = (hand: P): Prop => (ctx) => rr(ctx, hand[0] - 0.04, hand[1] - 0.05, 0.1, 0.09, 0.025, '#8fd3e8');

/** Stood at the worktop, leaning a little to the work, the head down at the blade. */
const AT_THE_SLICER: Omit<Pose, 'hands'> = { hip: [0, 0.92], lean: 10, feet: [[0.06, 0.05], [-0.06, 0.05]], nod: 18 };

export const MEAT_SLICER = {
  // The carriage pushed past the blade by its handle, the other hand on the ham behind, slices on the plate beyond.
  'slicer-slicing': {
    pose: { ...AT_THE_SLICER, hands: [[0.42, 1.2], [0.5, 1.16]] },
    back: [slicer, slices],
    middle: [carriage(0.06, [0.42, 1.2], true)],
    front: [counter],
    extent: [-0.22, 1.18, OVER_HEAD],
  },
  // The carriage drawn back and empty, the blade wiped with a cloth from its hub outward (the arrow), the guard on.
  'slicer-cleaning': {
    pose: { ...AT_THE_SLICER, hands: [[0.7, 1.22], [0.36, 1.04]], lean: 14 },
    back: [slicer],
    middle: [carriage(-0.02, [0.36, 1.04], false)],
    front: [counter, cloth([0.7, 1.22]), arrow([HUB[0] + 0.03, HUB[1] + 0.04], [HUB[0] + 0.14, HUB[1] + 0.2])],
    extent: [-0.22, 1.18, OVER_HEAD],
  },
} satisfies Record<string, Scene>;
