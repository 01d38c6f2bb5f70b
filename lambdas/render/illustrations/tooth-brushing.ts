/**
 * Brushing teeth at the bathroom vanity (illustrations/skincare.ts draws it and its mirror): the brush
 * held level at the mouth, foam at the lips, a cup in the other hand; with a child, the child beside
 * the grown-up on a step stool, brushing too, both turned to the mirror.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { drawFigure, OUTFITS, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { atChildSize } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { mirror, vanity } from './skincare';

const MOUTH: P = [0.14, 1.47];
const HAND: P = [0.3, 1.43];
const CUP: P = [0.36, 1.0];
/** Standing at the basin, upright, the brush at the mouth and the cup low in the other hand. */
const BRUSHING: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.04, 0.05], [-0.08, 0.05]], hands: [HAND, CUP], nod: 0 };

/** A toothbrush held at `hand`, its head in the mouth at `mouth`, a little foam at the lips. */
const brushAt = (hand: P, mouth: P, colour: string): Prop => (ctx) => {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 0.028;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(hand[0] + 0.05, hand[1] - 0.005);
  ctx.lineTo(mouth[0] + 0.02, mouth[1]);
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  for (const [dx, dy, r] of [[0.02, -0.02, 0.018], [0.035, 0.012, 0.013], [0.0, 0.015, 0.012]] as const) {
    ctx.beginPath();
    ctx.arc(mouth[0] + dx, mouth[1] + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A rinsing cup held at `hand`. */
const cup = (hand: P): Prop => (ctx) => rr(ctx, hand[0] - 0.035, hand[1] - 0.04, 0.07, 0.1, 0.015, '#9fd8f5');

const STOOL_TOP = 0.22;
/** A child's step stool in front of the vanity, from x. */
const stool = (x: number): Prop => (ctx) => {
  rr(ctx, x, STOOL_TOP - 0.05, 0.42, 0.05, 0.02, '#f2b632');
  rr(ctx, x + 0.04, 0, 0.05, STOOL_TOP - 0.05, 0.015, '#d9962a');
  rr(ctx, x + 0.33, 0, 0.05, STOOL_TOP - 0.05, 0.015, '#d9962a');
};

/** The child at `x`, standing on the stool at a child's size, brushing in the same pose. */
const childBrushing = (x: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, STOOL_TOP);
  atChildSize(ctx, [0, 0]);
  drawFigure(ctx, { ...BRUSHING, hands: [HAND, [0.3, 1.0]] }, OUTFITS.child, 0, undefined, undefined, lookOf(nextLook(art.look, 2)));
  brushAt(HAND, MOUTH, '#3a86ff')(ctx, art);
  ctx.restore();
};

const EXTENT: [number, number, number] = [-0.2, 1.32, 1.9];

export const TOOTH_BRUSHING = {
  // At the vanity mirror, brushing, the cup in the other hand.
  'brushing-teeth': {
    pose: BRUSHING,
    back: [vanity(0.36, 1.26), mirror(0.46, 1.18)],
    front: [brushAt(HAND, MOUTH, '#06d6a0'), cup(CUP)],
    extent: EXTENT,
  },
  // A grown-up and a child side by side at the mirror, the child on a step stool in front, both brushing.
  'brushing-teeth-child': {
    pose: BRUSHING,
    back: [vanity(0.36, 1.26), mirror(0.46, 1.18)],
    front: [brushAt(HAND, MOUTH, '#06d6a0'), cup(CUP), stool(0.02), childBrushing(0.2)],
    extent: EXTENT,
  },
} satisfies Record<string, Scene>;
