/**
 * Yoga and mat exercise as a class teaches it, each pose in profile on its mat (the rig draws them side on, where
 * the shape of the pose shows): downward dog, plank, warrior, a seated forward fold, child's pose, the sun
 * salutation's arms raised overhead, tree, seated cross-legged in meditation, lying on the back at rest (savasana);
 * and the mat after class, rolled up on the floor or carried rolled under the arm.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { rr, type Pose, type Prop, type Scene } from './bodies';

/** Hips high, heels reaching down, arms and back one line to the hands on the mat, the head hanging between the arms. */
const DOWNWARD_DOG: Pose = { hip: [-0.04, 0.9], lean: 132, feet: [[-0.5, 0.06], [-0.46, 0.06]], hands: [[0.64, 0.05], [0.6, 0.05]], nod: 72 };
/** One straight line from the heels to the head, on the hands under the shoulders, up on the toes. */
const PLANK: Pose = { hip: [-0.13, 0.46], lean: 62, feet: [[-1.0, 0.12], [-0.96, 0.12]], hands: [[0.34, 0.05], [0.3, 0.05]], nod: 24, toes: [0.12, -0.09] };
/** The front knee bent over the ankle, the back leg long, the arms stretched out front and back at the shoulders. */
const WARRIOR: Pose = { hip: [0, 0.74], lean: -2, feet: [[0.52, 0.05], [-0.64, 0.05]], hands: [[0.6, 1.22], [-0.62, 1.2]], nod: -4 };
/** Seated, legs straight along the mat, folded forward over them, hands reaching for the feet. */
const FORWARD_FOLD: Pose = { hip: [0, 0.14], lean: 62, feet: [[0.9, 0.08], [0.86, 0.09]], hands: [[0.84, 0.16], [0.8, 0.18]], nod: 52, toes: [0.03, 0.15] };
/** Kneeling, sat back on the heels, the chest folded onto the thighs, arms long on the mat, the forehead down. */
const CHILD_POSE: Pose = { hip: [-0.1, 0.3], lean: 100, feet: [[-0.15, 0.05], [-0.19, 0.05]], hands: [[0.98, 0.05], [0.94, 0.06]], knees: [-1, -1], nod: 30 };
/** Standing tall, reaching up and a little back, the arms overhead, the palms meeting: the sun salutation's opening. */
const SUN_SALUTATION: Pose = { hip: [0, 0.92], lean: -4, feet: [[0.07, 0.05], [-0.05, 0.05]], hands: [[-0.24, 1.91], [-0.28, 1.91]], nod: -10 };
/** Balancing on the near leg, the far foot pressed to the inner knee (its knee out front), the palms together at the chest (overhead, the arms had hidden the face). */
const TREE: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.02, 0.05], [-0.02, 0.55]], hands: [[0.2, 1.3], [0.18, 1.31]], nod: 2 };
/** Seated cross-legged, upright: the knees out front on the mat, the feet tucked under, the hands resting on the knees. */
export const MEDITATING: Pose = { hip: [0, 0.2], lean: 0, feet: [[0.02, 0.05], [-0.02, 0.07]], hands: [[0.4, 0.19], [0.36, 0.21]], nod: 6, toes: [0.1, -0.02] };
/** Lying on the back along the mat at rest (savasana), the legs long, the toes falling up, the arms by the sides (lean -90: face up, the head behind). */
const SAVASANA: Pose = { hip: [0, 0.16], lean: -90, feet: [[0.88, 0.08], [0.86, 0.1]], hands: [[0.04, 0.07], [0.02, 0.09]], nod: 0, toes: [0.04, 0.14] };
/** Kneeling at the mat's end, leaning over the roll, both hands on it. */
const ROLLING: Pose = { hip: [0, 0.5], lean: 34, feet: [[0.34, 0.05], [-0.36, 0.04]], hands: [[0.6, 0.2], [0.56, 0.22]], knees: [1, -1], nod: 22 };
/** Walking out of class, the rolled mat under the near arm. */
const CARRYING: Pose = { hip: [0, 0.91], lean: 2, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[0.3, 1.02], [-0.12, 0.7]] };

/** A yoga mat's colours: the figure's look picks one, so mats side by side differ. */
export const MATS = ['#7b6cc4', '#2a9d8f', '#e07a5f', '#3d7ea6', '#c05673', '#8ab17d'];
export const matOf = (look: string): string => MATS[Number(look) % MATS.length]!;

/** The mat flat on the floor from x0 to x1, seen a little from above: its far edge higher, its near edge catching the light. */
export const mat = (x0: number, x1: number): Prop => (ctx, art) => {
  const colour = matOf(art.look);
  ctx.fillStyle = mix(colour, '#000000', 0.3);
  ctx.beginPath();
  ctx.moveTo(x0, 0);
  ctx.lineTo(x1, 0);
  ctx.lineTo(x1 - 0.04, 0.1);
  ctx.lineTo(x0 + 0.04, 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x0 + 0.01, 0.025);
  ctx.lineTo(x1 - 0.01, 0.025);
  ctx.lineTo(x1 - 0.05, 0.1);
  ctx.lineTo(x0 + 0.05, 0.1);
  ctx.closePath();
  ctx.fill();
};

/** A mat rolled up: its end a spiral of its own colour, `r` across, centred at (x, y). */
function rollEnd(ctx: SKRSContext2D, x: number, y: number, r: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = mix(colour, '#000000', 0.35);
  ctx.lineWidth = r * 0.16;
  ctx.beginPath();
  for (let a = 0; a < Math.PI * 5; a += 0.2) {
    const k = r * 0.85 * (1 - a / (Math.PI * 5.4));
    ctx.lineTo(x + k * Math.cos(a), y + k * Math.sin(a));
  }
  ctx.stroke();
}

/** The mat half rolled up: the flat part running on ahead, the roll under the hands. */
const rollingUp: Prop = (ctx, art) => {
  mat(0.6, 1.7)(ctx, art);
  rollEnd(ctx, 0.62, 0.11, 0.11, matOf(art.look));
};

/** The rolled mat held under the arm, level, its spiral end toward the viewer's side it is carried to. */
const rolledUnderArm: Prop = (ctx, art) => {
  const colour = matOf(art.look);
  rr(ctx, -0.34, 1.0, 0.78, 0.13, 0.065, mix(colour, '#000000', 0.12));
  rollEnd(ctx, 0.38, 1.065, 0.065, colour);
};

export const EXERCISE_POSES = {
  'downward-dog': { pose: DOWNWARD_DOG, back: [mat(-0.78, 0.92)], extent: [-0.8, 0.94, 1.08] },
  plank: { pose: PLANK, back: [mat(-1.14, 0.6)], extent: [-1.16, 0.62, 0.9] },
  warrior: { pose: WARRIOR, back: [mat(-0.86, 0.8)], extent: [-0.9, 0.84, 1.76] },
  'forward-fold': { pose: FORWARD_FOLD, back: [mat(-0.34, 1.16)], extent: [-0.36, 1.18, 0.8] },
  'child-pose': { pose: CHILD_POSE, back: [mat(-0.46, 1.16)], extent: [-0.48, 1.18, 0.7] },
  'sun-salutation': { pose: SUN_SALUTATION, back: [mat(-0.5, 0.6)], extent: [-0.52, 0.62, 2.08] },
  tree: { pose: TREE, back: [mat(-0.5, 0.6)], extent: [-0.52, 0.62, 2.08] },
  meditating: { pose: MEDITATING, back: [mat(-0.5, 0.72)], extent: [-0.52, 0.74, 1.06] },
  savasana: { pose: SAVASANA, back: [mat(-0.84, 1.16)], extent: [-0.86, 1.18, 0.5] },
  'rolling-mat': { pose: ROLLING, back: [rollingUp], extent: [-0.56, 1.72, 1.34] },
  'carrying-mat': { pose: CARRYING, middle: [rolledUnderArm], extent: [-0.36, 0.5, 1.76] },
} satisfies Record<string, Scene>;

/** The mat poses a class is taught in. */
export const CLASS_POSES = ['downward-dog', 'plank', 'warrior', 'forward-fold', 'child-pose', 'sun-salutation', 'tree', 'meditating', 'savasana'] as const;
export type ClassPose = (typeof CLASS_POSES)[number];
