/**
 * Swimming: a swimmer doing the front crawl along a lane, face and reaching arm above the water, the
 * kick foaming behind; and a swimming lesson: the coach standing waist-deep, an arm out to the class,
 * the children in the water with their kickboards, heads above it, at a child's size. The water is the
 * scene's own, drawn over the bodies to its surface (clear enough to show them under it), its sides
 * fading so it joins the pool the room draws (pool.ts). Metres, y up, as bodies.ts draws (its helpers
 * are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, type Pose, type Prop, type Scene } from './bodies';
import { BUILDS } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';

/** The children's swimwear: costumes and rash vests in bright colours. */
const SWIMWEAR = ['#e63946', '#1d7fd1', '#f4a300', '#12a37a', '#8e44ad', '#ff6f59'];
/** Pool water: its body (clear enough to see who is in it) and the light on its surface. */
const WATER = 'rgba(64,170,222,0.78)';
const SURFACE = 'rgba(255,255,255,0.75)';
const KICKBOARDS = ['#ffd23f', '#3bceac', '#ee4266', '#540d6e'];

/**
 * The water from `bottom` to its surface at `top`, between x0 and x1, its sides fading out so it
 * joins the pool behind; ripples on the surface.
 */
function water(ctx: SKRSContext2D, x0: number, x1: number, bottom: number, top: number): void {
  const body = ctx.createLinearGradient(x0, 0, x1, 0);
  body.addColorStop(0, 'rgba(64,170,222,0)');
  body.addColorStop(0.12, WATER);
  body.addColorStop(0.88, WATER);
  body.addColorStop(1, 'rgba(64,170,222,0)');
  fill(ctx, body, () => ctx.rect(x0, bottom, x1 - x0, top - bottom));
  ctx.strokeStyle = SURFACE;
  ctx.lineCap = 'round';
  ctx.lineWidth = 0.03;
  const span = x1 - x0;
  for (let k = 0; k < 5; k++) {
    const x = x0 + span * (0.16 + 0.15 * k);
    const y = top - 0.03 - (k % 2) * 0.06;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + 0.1, y + 0.03, x + 0.22, y);
    ctx.stroke();
  }
}

/** Foam where a body breaks the surface: a few white bubbles about (x, y). */
function foam(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  fill(ctx, 'rgba(255,255,255,0.9)', () => {
    for (const [dx, dy, k] of [[0, 0, 1], [r * 1.3, r * 0.2, 0.7], [-r * 1.2, r * 0.3, 0.8], [r * 0.4, r * 0.8, 0.6]] as const) {
      ctx.moveTo(x + dx + r * k, y + dy);
      ctx.arc(x + dx, y + dy, r * k, 0, Math.PI * 2);
    }
  });
}

/** A lane rope along the surface behind: its floats in turn red and white. */
function laneRope(ctx: SKRSContext2D, x0: number, x1: number, y: number): void {
  for (let x = x0, k = 0; x < x1; x += 0.16, k++) fill(ctx, k % 4 < 2 ? '#e63946' : '#f4f4f4', () => ctx.ellipse(x, y, 0.07, 0.045, 0, 0, Math.PI * 2));
}

/** Lying along the water, face turned up to breathe, the near arm reaching forward over the surface, the far one pulling under it. */
const CRAWL: Pose = { hip: [0, 0.16], lean: 84, feet: [[-0.9, 0.1], [-0.86, 0.2]], hands: [[1.02, 0.36], [0.2, -0.02]], nod: -34, toes: [-0.12, 0] };
const CRAWL_SURFACE = 0.24;

const crawlWater: Prop = (ctx) => {
  water(ctx, -1.4, 1.5, -0.2, CRAWL_SURFACE);
  foam(ctx, -0.98, CRAWL_SURFACE, 0.06);
  foam(ctx, 1.04, CRAWL_SURFACE - 0.01, 0.04);
};
const crawlRope: Prop = (ctx) => laneRope(ctx, -1.4, 1.5, CRAWL_SURFACE + 0.12);

/** The lesson's water: the shallow end, to the coach's thighs and the children's chests. */
const LESSON_SURFACE = 0.6;
/** Standing waist-deep, the near arm out toward the class, showing the stroke. */
const SHOWING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.62, 1.18], [0.06, 0.92]], nod: 8 };
/** A child standing in the water, arms forward on the kickboard at the surface. */
const ON_KICKBOARD: Pose = { hip: [0, 0.9], lean: 14, feet: [[0.08, 0.04], [-0.08, 0.04]], hands: [[0.44, 0.98], [0.4, 1.0]], nod: -6 };
const CHILD = BUILDS.child.scale;
/** Where each child stands (hip x), and how far back (smaller, a little higher). */
const CHILDREN = [
  { x: 0.78, scale: 1.15, rise: 0.06 },
  { x: 1.62, scale: 1.15, rise: 0.06 },
  { x: 1.2, scale: 1.25, rise: 0 },
] as const;

/** Child `k` on their kickboard, their look the next after the coach's. */
const child = (k: number): Prop => (ctx, art) => {
  const { x, scale, rise } = CHILDREN[k]!;
  const look = nextLook(art.look, k + 1);
  const s = scale * CHILD;
  ctx.save();
  ctx.translate(x, rise);
  ctx.scale(s, s);
  const skin = lookOf(look).skin.tone;
  drawFigure(ctx, ON_KICKBOARD, { top: SWIMWEAR[(Number(look) + k) % SWIMWEAR.length]!, legs: skin, shoes: skin, build: BUILDS.child }, 0, undefined, undefined, lookOf(look));
  ctx.restore();
  // The kickboard floats at the surface under the child's hands.
  const bx = x + 0.44 * s;
  fill(ctx, KICKBOARDS[(Number(look) + k) % KICKBOARDS.length]!, () => ctx.roundRect(bx - 0.2, rise + ON_KICKBOARD.hands[0][1] * s - 0.05, 0.4, 0.09, 0.04));
};

const lessonWater: Prop = (ctx) => {
  water(ctx, -0.7, 2.25, -0.1, LESSON_SURFACE);
  for (const { x } of CHILDREN) foam(ctx, x + 0.3, LESSON_SURFACE, 0.035);
};
const lessonRope: Prop = (ctx) => laneRope(ctx, -0.7, 2.25, LESSON_SURFACE + 0.2);

export const SWIMMING = {
  // The front crawl along a lane: the rope behind, the water over the body to its surface.
  swimming: { pose: CRAWL, back: [crawlRope], front: [crawlWater], extent: [-1.4, 1.5, 0.9] },
  // The coach waist-deep, the children on their kickboards before them, the water over everyone to the surface.
  // The coach in the instructor's red rash vest and swim shorts, whatever they wear elsewhere.
  'swim-lesson': { pose: SHOWING, back: [lessonRope, child(0), child(1)], front: [child(2), lessonWater], wears: { top: '#e63946', legs: '#1d3557', shoes: '#1d3557' }, extent: [-0.7, 2.25, 1.95] },
} satisfies Record<string, Scene>;
