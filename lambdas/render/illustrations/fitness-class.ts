/**
 * A class as it is taught: the instructor standing at the front on their own mat, an arm out to the class, and
 * three students on their mats facing them, all in the pose taught, in rows going back so the class reads as a
 * room of people, not one figure; and a trainer kneeling beside one client holding a plank, a hand over their back.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { drawFigure, type Pose, type Prop, type Scene } from './bodies';
import { CLASS_POSES, EXERCISE_POSES, mat, type ClassPose } from './exercise-poses';
import { lookOf, nextLook } from './figure-look';

/** Students' clothes: a fitted top in one of these over dark leggings, barefoot on the mat (their skin's colour). */
const TOPS = ['#e07a5f', '#3d7ea6', '#f2cc8f', '#81b29a', '#c05673', '#6d597a'];
const LEGGINGS = '#2b2d42';

/** Standing tall at the front of the class, the near arm out toward it, the other at the side. */
const GUIDING: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.58, 1.28], [0.06, 0.68]], nod: 4 };
/** Kneeling beside the client, a hand over their back, the other at their shoulder. */
const SPOTTING_PLANK: Pose = { hip: [0, 0.5], lean: 14, feet: [[0.32, 0.05], [-0.36, 0.04]], hands: [[0.5, 0.62], [0.8, 0.66]], knees: [1, -1], nod: 26 };

/**
 * Where each student is: their nearest x, their scale with distance, and how far up the floor their row is. The rows go
 * back toward the instructor, each a little left of the one before, so every head and back shows past the row in front;
 * they rise little, keeping every mat on the room's floor, not up its wall.
 */
const ROWS = [
  { x: 1.0, scale: 1, rise: 0 },
  { x: 0.62, scale: 0.86, rise: 0.12 },
  { x: 0.26, scale: 0.74, rise: 0.24 },
];
type Place = (typeof ROWS)[number];
/**
 * A pose this low lies on the mat: its rows go back further and shift less, mats side by side up the floor, each body
 * clear of the next, so the class is not a strip three bodies long (in a tall frame it had filled a quarter of its height).
 */
const LYING = 0.6;
const rowsFor = (pose: ClassPose): readonly Place[] =>
  EXERCISE_POSES[pose].extent[2] < LYING ? ROWS.map((r) => ({ ...r, x: 0.2 + r.x * 0.1, rise: r.rise * 2.7 })) : ROWS;

/** Student `k` in the pose on their own mat at `row`'s depth, facing right (1) or turned to the instructor on their left (-1). */
const student = (pose: ClassPose, k: number, row: Place, facing: -1 | 1): Prop => (ctx, art) => {
  const scene = EXERCISE_POSES[pose];
  const [x0, x1] = scene.extent;
  const look = nextLook(art.look, k + 1);
  ctx.save();
  // Facing the instructor (left), the pose's far end (x1, mirrored) nearest them.
  ctx.translate(row.x + (facing < 0 ? x1 : -x0) * row.scale, row.rise);
  ctx.scale(facing * row.scale, row.scale);
  for (const p of scene.back) p(ctx, { ...art, look });
  const skin = lookOf(look).skin.tone;
  drawFigure(ctx, scene.pose, { top: TOPS[(Number(look) + k) % TOPS.length]!, legs: LEGGINGS, shoes: skin }, 0, undefined, undefined, lookOf(look));
  ctx.restore();
};

/**
 * The instructor's part in each pose where standing by with an arm out would not say it: the standing poses they lead
 * by doing them at the front; a meditation, or a class resting on their backs, they lead seated cross-legged.
 */
const LEADS: Partial<Record<ClassPose, ClassPose>> = { 'sun-salutation': 'sun-salutation', tree: 'tree', meditating: 'meditating', savasana: 'meditating' };
/** The instructor standing by: their pose, their mat, and their part of the picture's extent. */
const STANDING_BY: Scene = { pose: GUIDING, back: [mat(-0.34, 0.5)], extent: [-0.36, 0.6, 1.9] };
const instructorIn = (pose: ClassPose): Scene => {
  const lead = LEADS[pose];
  return lead ? EXERCISE_POSES[lead] : STANDING_BY;
};

/** The picture's right edge: the widest row's far end. */
const reach = (pose: ClassPose) => {
  const [x0, x1] = EXERCISE_POSES[pose].extent;
  return Math.max(...rowsFor(pose).map((r) => r.x + (x1 - x0) * r.scale)) + 0.02;
};
/** Its top: the instructor's head, or the back row's if the pose stands taller. */
const top = (pose: ClassPose) => Math.max(instructorIn(pose).extent[2], ...rowsFor(pose).map((r) => r.rise + EXERCISE_POSES[pose].extent[2] * r.scale));

/** The class in one pose: back rows first, the instructor on their mat, the front row over their feet. */
const classIn = (pose: ClassPose): Scene => {
  const lead = instructorIn(pose);
  const [front, middle, back] = rowsFor(pose) as [Place, Place, Place];
  return {
    pose: lead.pose,
    back: [student(pose, 2, back, -1), student(pose, 1, middle, -1), ...(lead.back ?? [])],
    front: [student(pose, 0, front, -1)],
    extent: [lead.extent[0], reach(pose), top(pose)],
  };
};

export const FITNESS_CLASS = {
  ...(Object.fromEntries(CLASS_POSES.map((p) => [`class-${p}`, classIn(p)])) as Record<`class-${ClassPose}`, Scene>),
  // The client in front of the trainer, their plank's hip under the trainer's hand.
  coaching: { pose: SPOTTING_PLANK, front: [student('plank', 0, { x: -0.58, scale: 1, rise: 0 }, 1)], extent: [-0.6, 1.22, 1.4] },
} satisfies Record<string, Scene>;
