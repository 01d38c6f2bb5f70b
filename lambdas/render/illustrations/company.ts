/**
 * Someone else in a worker's picture, drawn by the same rig: the patient whose blood pressure is taken,
 * the one dined with across the table. Each looks otherwise than the worker (the next look on), in their
 * own clothes, facing the worker (`facing` -1: turned to the left); a second companion takes the look after
 * (`nth` 2), so two customers arriving together are not twins. Read by bodies.ts' scenes only when drawn.
 */
import { drawFigure, type Outfit, type Pose, type Prop } from './bodies';
import { lookOf, nextLook } from './figure-look';

/** Everyday clothes for whoever the worker is with. */
export const GUEST: Outfit = { top: '#e76f51', legs: '#34404f', shoes: '#2d2d36' };

/** The figure in `pose` (its hip at x 0 in the pose), set with its hip at `x`, turned to face `facing`. */
export const companion = (pose: Pose, outfit: Outfit, x: number, facing: 1 | -1 = -1, nth = 1): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  drawFigure(ctx, pose, outfit, 0, undefined, undefined, lookOf(nextLook(art.look, nth)));
  ctx.restore();
};

/** The point `p` of a companion's own pose as it stands in the picture (its hip at `x`, turned to `facing`). */
export const placed = (p: readonly [number, number], x: number, facing: 1 | -1 = -1): [number, number] => [x + facing * p[0], p[1]];
