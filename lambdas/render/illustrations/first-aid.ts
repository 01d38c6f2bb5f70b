/**
 * First aid as a workplace training shows it, one step a picture, the casualty lying on the floor in the first
 * aider's picture: chest compressions (CPR), kneeling at the chest, arms straight, hands stacked on the sternum;
 * the recovery position, kneeling at their side, the casualty's upper knee bent and hand under the cheek; calling
 * for help, standing over them with the phone at the ear.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { drawFigure, rr, type Outfit, type P, type Pose, type Prop, type Scene } from './bodies';
import { lookOf, nextLook } from './figure-look';

/** The casualty's everyday clothes. */
const CASUALTY: Outfit = { top: '#6d597a', legs: '#2f5d8a', shoes: '#f2f2f2' };
/** Height of a lying torso's middle above the floor. */
const LYING_AT = 0.16;

/** Someone lying face up on the floor in `pose` (the rig's pose turned: y down is up), their hip at `x`, their head toward +x (`facing` -1: toward -x). */
const casualty = (pose: Pose, x: number, facing: 1 | -1 = 1): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, LYING_AT);
  ctx.scale(facing, -1);
  drawFigure(ctx, pose, CASUALTY, 0, undefined, undefined, lookOf(nextLook(art.look)));
  ctx.restore();
};

/** Flat on the back, legs straight, arms by the sides, the head back (turned coordinates). */
const FLAT: Pose = { hip: [0, 0], lean: 90, feet: [[-0.88, 0.02], [-0.86, 0.04]], hands: [[0.08, 0.06], [0.12, 0.04]], nod: 36, toes: [-0.02, -0.15] };
/** The recovery position as the picture shows it: the upper knee bent up, the upper hand under the cheek, the lower arm out past the head. */
const RECOVERY: Pose = { hip: [0, 0], lean: 90, feet: [[-0.42, 0.06], [-0.88, 0.04]], hands: [[0.7, 0.05], [0.98, 0.08]], nod: 50, toes: [-0.02, -0.15] };

/** Kneeling upright on both knees, the shins along the floor behind. */
const kneeling = (hip: P, lean: number, hands: [P, P], nod: number): Pose => ({
  hip,
  lean,
  feet: [[hip[0] - 0.42, 0.06], [hip[0] - 0.48, 0.06]],
  knees: [-1, -1],
  hands,
  nod,
});

/** Short strokes over the stacked hands: pushed down hard and fast. */
const pushing = (at: P): Prop => (ctx) => {
  for (const dx of [-0.07, 0.07]) {
    rr(ctx, at[0] + dx - 0.006, at[1] + 0.06, 0.012, 0.09, 0.006, 'rgba(255,255,255,0.85)');
  }
};

/** A phone held to the ear in the hand at `hand`, its screen lit. */
const phoneAtEar = (hand: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(hand[0] - 0.01, hand[1] + 0.06);
  ctx.rotate(-0.25);
  rr(ctx, -0.025, -0.065, 0.05, 0.13, 0.012, '#1f2430');
  rr(ctx, -0.018, -0.055, 0.036, 0.11, 0.008, '#5fb3d9');
  ctx.restore();
};

/** Where the stacked hands press: the casualty's breastbone, with their hip at x 0. */
const CHEST: P = [0.34, LYING_AT + 0.17];

export const FIRST_AID = {
  // Kneeling at the casualty's chest, shoulders over the hands, arms straight, the heel of one hand on the other on the breastbone.
  'chest-compressions': {
    pose: kneeling([0.02, 0.56], 30, [CHEST, [CHEST[0] + 0.02, CHEST[1] + 0.02]], 30),
    back: [casualty(FLAT, 0)],
    front: [pushing(CHEST)],
    extent: [-0.98, 0.9, 1.3],
  },
  // Kneeling at the side of the casualty turned into the recovery position, a hand at the shoulder, one at the hip.
  'recovery-position': {
    pose: kneeling([-0.06, 0.56], 18, [[0.42, LYING_AT + 0.16], [0.08, LYING_AT + 0.16]], 28),
    back: [casualty(RECOVERY, -0.1)],
    extent: [-1.02, 1.06, 1.3],
  },
  // Standing over the casualty on the floor, the phone to the ear, looking down at them.
  'calling-help': {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.05, 1.5], [0.34, 1.0]], nod: 24 },
    back: [casualty(FLAT, 0.98, -1)],
    front: [phoneAtEar([0.05, 1.5])],
    extent: [-0.24, 1.96, 1.78],
  },
} satisfies Record<string, Scene>;
