/**
 * Swimming: a swimmer doing the front crawl along a lane, face and reaching arm above the water, the
 * kick foaming behind; and a swimming lesson: the coach standing waist-deep, an arm out to the class,
 * the children in the water with their kickboards, heads above it, at a child's size. The water is the
 * scene's own, drawn over the bodies to its surface (clear enough to show them under it), its sides
 * fading so it joins the pool the room draws (pool.ts). Metres, y up, as bodies.ts draws (its helpers
 * are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, type P, type Pose, type Prop, type Scene } from './bodies';
import { BUILDS } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';

/** The children's swimwear: costumes and rash vests in bright colours. */
const SWIMWEAR = ['#e63946', '#1d7fd1', '#f4a300', '#12a37a', '#8e44ad', '#ff6f59'];
/** Pool water: its body (clear enough to see a swimmer in it; a class at its shoulders only shows as shadows) and the light on its surface. */
const WATER = (alpha: number) => `rgba(64,170,222,${alpha})`;
const SURFACE = 'rgba(255,255,255,0.75)';
const KICKBOARDS = ['#ffd23f', '#3bceac', '#ee4266', '#540d6e'];
const NOODLES = ['#3bceac', '#ff6f59', '#ffd23f'];

/**
 * The water from `bottom` to its surface at `top`, between x0 and x1, its sides fading out so it
 * joins the pool behind; ripples on the surface. `alpha`: how much of what is under it it hides.
 * Everything of the picture below `clear` fades out toward its bottom, the pool's own water there (pool.ts).
 */
function water(ctx: SKRSContext2D, x0: number, x1: number, bottom: number, top: number, alpha: number, clear: number): void {
  const body = ctx.createLinearGradient(x0, 0, x1, 0);
  body.addColorStop(0, WATER(0));
  body.addColorStop(0.12, WATER(alpha));
  body.addColorStop(0.88, WATER(alpha));
  body.addColorStop(1, WATER(0));
  fill(ctx, body, () => ctx.rect(x0, bottom, x1 - x0, top - bottom));
  const fade = ctx.createLinearGradient(0, bottom, 0, clear);
  fade.addColorStop(0, 'rgba(0,0,0,1)');
  fade.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  fill(ctx, fade, () => ctx.rect(x0, bottom, x1 - x0, clear - bottom));
  ctx.restore();
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
  water(ctx, -1.4, 1.5, -0.2, CRAWL_SURFACE, 0.78, 0.04);
  foam(ctx, -0.98, CRAWL_SURFACE, 0.06);
  foam(ctx, 1.04, CRAWL_SURFACE - 0.01, 0.04);
};
const crawlRope: Prop = (ctx) => laneRope(ctx, -1.4, 1.5, CRAWL_SURFACE + 0.12);

/** The lesson's water: the learners' pool, to the coach's waist and the children's shoulders. */
const LESSON_SURFACE = 1.04;
/** Standing waist-deep, the near arm out toward the class, showing the stroke. */
const SHOWING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.62, 1.18], [0.06, 0.92]], nod: 8 };
/** A child kicking along behind a float: leaning forward into the water, head up, arms out ahead at the surface. */
const KICKING: Pose = { hip: [0, 0.9], lean: 34, feet: [[-0.18, 0.3], [-0.3, 0.14]], hands: [[0.7, 1.38], [0.64, 1.4]], nod: -30 };
const CHILD = BUILDS.child.scale;
/** A child's shoulder above their hip, in the pose's metres (the child's torso is longer against their legs). */
const SHOULDER: P = [0.61 * Math.sin((KICKING.lean * Math.PI) / 180), 0.61 * Math.cos((KICKING.lean * Math.PI) / 180)];
/** What each child floats with: a kickboard under the hands, armbands on the upper arms, a noodle under the arms. */
type Float = 'kickboard' | 'armbands' | 'noodle';
/** Where each child is (hip x), how near (their size), and what they float with; drawn in this order, far to near. */
const CHILDREN: readonly { x: number; scale: number; float: Float }[] = [
  { x: 1.4, scale: 1.05, float: 'armbands' },
  { x: 0.66, scale: 1.05, float: 'noodle' },
  { x: 1.03, scale: 1.2, float: 'kickboard' },
];

/** How high a child floats: their shoulders at the surface, the head above it. */
const riseOf = (scale: number) => LESSON_SURFACE + 0.02 - (KICKING.hip[1] + SHOULDER[1]) * scale * CHILD;

/** Where child `k` is: a point of their pose's metres in the picture's, their look, their own pick of a list of colours. */
const placed = (k: number, look: string) => {
  const { x, scale } = CHILDREN[k]!;
  const s = scale * CHILD;
  const rise = riseOf(scale);
  return {
    s,
    rise,
    at: ([px, py]: P): P => [x + px * s, rise + py * s],
    colour: (list: readonly string[]) => list[(Number(look) + k) % list.length]!,
  };
};

/** Child `k` in the water, their look the next after the coach's; the water over them is the scene's. */
const child = (k: number): Prop => (ctx, art) => {
  const look = nextLook(art.look, k + 1);
  const { s, rise, colour } = placed(k, look);
  const skin = lookOf(look).skin.tone;
  ctx.save();
  ctx.translate(CHILDREN[k]!.x, rise);
  ctx.scale(s, s);
  drawFigure(ctx, KICKING, { top: colour(SWIMWEAR), legs: skin, shoes: skin, build: BUILDS.child }, 0, undefined, undefined, lookOf(look));
  ctx.restore();
};

/** Child `k`'s float on the water, over it: the kickboard under the hands, armbands at the upper arm, a noodle across the chest; the splash at the shoulders. */
const floatOf = (k: number): Prop => (ctx, art) => {
  const { at, colour } = placed(k, nextLook(art.look, k + 1));
  const [sx, sy] = at([KICKING.hip[0] + SHOULDER[0], KICKING.hip[1] + SHOULDER[1]]);
  const hand = at(KICKING.hands[0]);
  const float = CHILDREN[k]!.float;
  if (float === 'kickboard') fill(ctx, colour(KICKBOARDS), () => ctx.roundRect(hand[0] - 0.24, LESSON_SURFACE - 0.04, 0.42, 0.08, 0.04));
  if (float === 'noodle') fill(ctx, colour(NOODLES), () => ctx.roundRect(sx - 0.34, LESSON_SURFACE - 0.05, 0.78, 0.1, 0.05));
  if (float === 'armbands') {
    // An inflated band round the upper arm, just above the surface.
    const band: P = [sx + (hand[0] - sx) * 0.3, Math.max(LESSON_SURFACE + 0.03, sy + (hand[1] - sy) * 0.3)];
    fill(ctx, '#ff8c1a', () => ctx.ellipse(band[0], band[1], 0.06, 0.05, 0, 0, Math.PI * 2));
    fill(ctx, 'rgba(255,255,255,0.5)', () => ctx.ellipse(band[0] - 0.02, band[1] + 0.015, 0.018, 0.012, 0, 0, Math.PI * 2));
  }
  foam(ctx, sx + 0.06, LESSON_SURFACE, 0.035);
};

/** The pool's water over everyone in it, to its surface; the class's splashes on it. */
/** The lesson picture's sides: the coach's back, the far child's float. */
const LESSON_SIDES = [-0.7, 2.0] as const;
const lessonWater: Prop = (ctx) => water(ctx, ...LESSON_SIDES, -0.1, LESSON_SURFACE, 0.94, 0.5);

export const SWIMMING = {
  // The front crawl along a lane: the rope behind, the water over the body to its surface.
  swimming: { pose: CRAWL, back: [crawlRope], front: [crawlWater], extent: [-1.4, 1.5, 0.9] },
  // The coach waist-deep, the children before them to their shoulders in the water, which is drawn over everyone; their
  // floats over it, as they float on it. The coach in the instructor's red rash vest and swim shorts, whatever they wear elsewhere.
  'swim-lesson': {
    pose: SHOWING,
    back: [child(0), child(1)],
    front: [child(2), lessonWater, ...CHILDREN.map((_, k) => floatOf(k))],
    wears: { top: '#e63946', legs: '#1d3557', shoes: '#1d3557' },
    extent: [...LESSON_SIDES, 1.95],
    // The heads and floats on the surface are the picture: a frame shows a little water under them, the rest runs off it.
    framedTo: LESSON_SURFACE - 0.3,
  },
} satisfies Record<string, Scene>;
