/**
 * First aid as a workplace training shows it, one step a picture, the casualty lying on the floor in the first
 * aider's picture: chest compressions (CPR), kneeling at the chest, arms straight, hands stacked on the sternum;
 * the recovery position, kneeling behind the casualty turned on their side, upper knee forward, hand under the
 * cheek; calling for help, standing over them with the phone at the ear; checking they are breathing, kneeling at the head, the
 * cheek over the mouth, looking along the chest.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { drawFigure, rr, type Outfit, type P, type Pose, type Prop, type Scene } from './bodies';
import { lookOf, nextLook } from './figure-look';
import { limb } from './stroke';

/** The casualty's everyday clothes. */
const CASUALTY: Outfit = { top: '#6d597a', legs: '#2f5d8a', shoes: '#f2f2f2' };
/** The shade over a limb lying across the body, so it shows against the clothes under it. */
const SHADE = 'rgba(0,0,0,0.18)';
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

/**
 * Someone in the recovery position, seen from the front as they lie on their side facing the viewer, their hip at `x`,
 * head toward +x: the lower leg straight, the upper knee bent forward onto the floor, the upper hand under the cheek,
 * the head tilted back, eyes closed. Drawn flat here: the profile rig cannot turn someone to face the viewer lying down.
 */
const onTheirSide = (x: number): Prop => (ctx, art) => {
  const look = lookOf(nextLook(art.look));
  const skin = look.skin.tone;
  const { top, legs, shoes } = CASUALTY;
  ctx.save();
  ctx.translate(x, 0);
  const shoe = (ankle: P) => limb(ctx, [ankle, [ankle[0] - 0.07, ankle[1] - 0.02]], 0.09, shoes);
  // The lower leg along the floor, the seat, the chest facing the viewer.
  limb(ctx, [[0, 0.16], [-0.44, 0.12], [-0.86, 0.08]], 0.125, legs);
  shoe([-0.86, 0.08]);
  rr(ctx, -0.14, 0.03, 0.28, 0.34, 0.1, legs);
  rr(ctx, 0.04, 0.03, 0.54, 0.4, 0.12, top);
  // The neck and the head lying on its side, its crown toward +x: hair over the crown, closed eyes, the mouth nearer the shoulder.
  rr(ctx, 0.54, 0.15, 0.12, 0.1, 0.03, skin);
  const head: P = [0.74, 0.2];
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.arc(head[0], head[1], 0.12, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = look.hair;
  ctx.beginPath();
  ctx.arc(head[0] + 0.015, head[1], 0.125, -Math.PI / 2, Math.PI / 2);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#2b2b2b';
  ctx.lineWidth = 0.012;
  ctx.lineCap = 'round';
  for (const dy of [-0.045, 0.045]) {
    ctx.beginPath();
    ctx.arc(head[0] - 0.02, head[1] + dy, 0.022, Math.PI * 0.6, Math.PI * 1.4);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(head[0] - 0.085, head[1] - 0.025);
  ctx.lineTo(head[0] - 0.085, head[1] + 0.025);
  ctx.stroke();
  // The upper arm down across the chest, the hand under the cheek.
  const arm: P[] = [[0.48, 0.36], [0.36, 0.12], [0.62, 0.07]];
  limb(ctx, arm, 0.085, top);
  limb(ctx, arm, 0.085, SHADE);
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.arc(0.64, 0.07, 0.05, 0, Math.PI * 2);
  ctx.fill();
  // The upper leg: the thigh forward, the knee on the floor toward the head, the shin back under.
  limb(ctx, [[-0.02, 0.28], [0.3, 0.07], [-0.1, 0.06]], 0.125, legs);
  shoe([-0.1, 0.06]);
  ctx.restore();
};

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
  ctx.translate(hand[0] - 0.05, hand[1] + 0.07);
  ctx.rotate(-0.25);
  rr(ctx, -0.025, -0.065, 0.05, 0.13, 0.012, '#1f2430');
  rr(ctx, -0.018, -0.055, 0.036, 0.11, 0.008, '#5fb3d9');
  ctx.restore();
};

/** Where the stacked hands press: the casualty's breastbone, with their hip at x 0. */
const CHEST: P = [0.34, LYING_AT + 0.17];

/** The casualty's hip when they lie head toward the first aider kneeling at it (their head under the first aider's). */
const HEAD_TOWARD = 1.5;

/** Short curves rising off the chest the first aider watches: looking for it to move. */
const rising = (x: number): Prop => (ctx) => {
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = 0.018;
  ctx.lineCap = 'round';
  for (const dx of [-0.08, 0.08]) {
    ctx.beginPath();
    ctx.arc(x + dx, LYING_AT + 0.22, 0.06, Math.PI * 0.2, Math.PI * 0.8);
    ctx.stroke();
  }
};

export const FIRST_AID = {
  // Kneeling at the casualty's chest, shoulders over the hands, arms straight, the heel of one hand on the other on the breastbone.
  'chest-compressions': {
    pose: kneeling([0.02, 0.56], 30, [CHEST, [CHEST[0] + 0.02, CHEST[1] + 0.02]], 30),
    back: [casualty(FLAT, 0)],
    front: [pushing(CHEST)],
    extent: [-0.98, 0.9, 1.3],
  },
  // Kneeling behind the casualty turned onto their side toward the viewer, a hand on their shoulder, one on their hip.
  'recovery-position': {
    pose: kneeling([0.02, 0.56], 16, [[0.44, 0.46], [0.1, 0.42]], 30),
    front: [onTheirSide(0)],
    extent: [-1.04, 0.9, 1.3],
  },
  // Standing over the casualty on the floor, the phone to the ear, looking down at them.
  'calling-help': {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.1, 1.48], [0.34, 1.0]], nod: 24 },
    back: [casualty(FLAT, 0.98, -1)],
    front: [phoneAtEar([0.1, 1.48])],
    extent: [-0.24, 1.96, 1.78],
  },
  // Kneeling at the casualty's head, sat back on the heels and bent low, the cheek over their mouth, looking along the chest for it to rise; a hand on
  // the forehead, two fingers lifting the chin.
  'checking-breathing': {
    pose: { ...kneeling([0, 0.42], 96, [[0.84, 0.24], [0.6, 0.3]], 28), feet: [[-0.3, 0.06], [-0.34, 0.06]] },
    back: [casualty(FLAT, HEAD_TOWARD, -1)],
    front: [rising(HEAD_TOWARD - 0.34)],
    extent: [-0.52, 2.46, 0.9],
  },
} satisfies Record<string, Scene>;
