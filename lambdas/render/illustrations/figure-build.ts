import type { SKRSContext2D } from '@napi-rs/canvas';
/**
 * How a drawn person is built: a grown-up, a child, a toddler. Both rigs (bodies.ts in profile,
 * figure-front.ts facing the viewer) draw every build in the grown-up's pose space, where the legs
 * keep their length (so a pose's hip, feet and the things it stands at stay where they are) and
 * the torso, neck, head, arms and girth take the build's proportions against them; the whole
 * picture is then `scale` of a grown-up's size. A child so has a head about a fifth of their
 * height, shorter legs and torso, a rounder, chubbier shape; a toddler a quarter, smaller still,
 * and the things they sit or stand at are their size.
 */
export interface Build {
  /** The picture's size against a grown-up's in the same pose. */
  scale: number;
  /** Lengths in the pose space against a grown-up's: hip to shoulder, the neck, the head's radius, shoulder to hand. */
  torso: number;
  neck: number;
  head: number;
  arm: number;
  /** Breadth of the body and the limbs. */
  girth: number;
  /** A round face, its eyes set lower and larger (a young face). */
  young: boolean;
}

/**
 * A grown-up 1.76 m tall (legs 0.9, torso 0.5, a head 0.24 high); a child of five about 1.1 m
 * (legs 0.5, torso 0.34, head 0.22: a fifth); a toddler about 0.85 m (legs 0.35, torso 0.28, head 0.2).
 */
export const BUILDS = {
  adult: { scale: 1, torso: 1, neck: 1, head: 1, arm: 1, girth: 1, young: false },
  child: { scale: 0.56, torso: 1.22, neck: 0.5, head: 1.62, arm: 1.08, girth: 1.3, young: true },
  toddler: { scale: 0.39, torso: 1.44, neck: 0.3, head: 2.15, arm: 1.2, girth: 1.55, young: true },
} satisfies Record<string, Build>;

/**
 * Draws what follows at a child's size about `about`, a point of the seat or chair they sit in, so a
 * seated figure drawn for a grown-up still sits on it (the dentist's chair, the salon chair).
 */
export function atChildSize(ctx: SKRSContext2D, about: readonly [number, number]): void {
  ctx.translate(about[0], about[1]);
  ctx.scale(BUILDS.child.scale, BUILDS.child.scale);
  ctx.translate(-about[0], -about[1]);
}
