/**
 * Someone else in a lesson's picture (illustrations/lessons.ts): a learner or a rider drawn in a scene of their own (a spin
 * bike's rider, a pianist at the keys) beside the instructor the picture is of, placed and sized by their depth, turned to
 * face the instructor or not, in a look of their own. Metres, y up, as bodies.ts draws.
 */
import { drawFigure, type Outfit, type Prop, type Scene } from './bodies';
import { lookOf, nextLook } from './figure-look';

/** Where a companion is: the left edge of their picture, their scale with distance, how far up the floor their row is, which way they face. */
export interface Spot {
  x: number;
  scale: number;
  rise: number;
  facing: 1 | -1;
}

/** Companion `nth` (their look the nth after the picture's) in `scene` at `spot`, dressed by `dress` from their own look's skin. */
export const companion = (scene: Scene, spot: Spot, nth: number, dress: (look: string, skin: string) => Outfit): Prop => (ctx, art) => {
  const [x0, x1] = scene.extent;
  const look = nextLook(art.look, nth);
  const own = { ...art, look };
  ctx.save();
  // Turned round (facing left), the scene's far end (x1, mirrored) is its left edge.
  ctx.translate(spot.x + (spot.facing < 0 ? x1 : -x0) * spot.scale, spot.rise);
  ctx.scale(spot.facing * spot.scale, spot.scale);
  for (const p of scene.back ?? []) p(ctx, own);
  drawFigure(ctx, scene.pose, dress(look, lookOf(look).skin.tone), 0, undefined, () => scene.middle?.forEach((p) => p(ctx, own)), lookOf(look));
  for (const p of scene.front ?? []) p(ctx, own);
  ctx.restore();
};

/** The right edge of a companion's picture at `spot`. */
export const reachOf = (scene: Scene, spot: Spot) => spot.x + (scene.extent[1] - scene.extent[0]) * spot.scale;
/** The top of a companion's picture at `spot`. */
export const topOf = (scene: Scene, spot: Spot) => spot.rise + scene.extent[2] * spot.scale;
