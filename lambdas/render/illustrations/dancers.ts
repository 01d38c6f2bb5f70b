/**
 * Couples dancing: the lead turning their partner under a raised hand, the partner's skirt flaring as they spin; and
 * couples on a dance floor, a second pair close in a slow dance's embrace beside the first. Each partner is drawn in the
 * lead's picture, facing them, so a couple reads as one. Metres, y up, facing +x, as bodies.ts draws; registered in
 * bodies.ts's poses.
 */
import { drawFigure, type Outfit, type Pose, type Prop, type Scene } from './bodies';
import { GUEST } from './company';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';

/** Where the partner stands from the lead, facing back. */
const APART = 0.56;
/** The lead's far hand raised, the partner's hand in it; the near hand at the partner's waist. */
const LEAD_TURN: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.1, 0.05], [-0.14, 0.05]], hands: [[0.34, 1.08], [0.28, 1.96]], nod: -6 };
/** Turning under the raised hand, up on the toes, the other hand on the lead's shoulder. */
const PARTNER_TURN: Pose = { hip: [0, 0.94], lean: -4, feet: [[0.14, 0.1], [-0.12, 0.06]], hands: [[0.28, 1.96], [0.42, 1.36]], nod: -8 };
/** Close in a slow dance: the lead's hands at the partner's back, the partner's on the lead's shoulders, heads near. */
export const LEAD_HOLD: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[0.4, 1.16], [0.38, 1.2]], nod: 8 };
export const PARTNER_HOLD: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.3, 1.42], [0.28, 1.44]], nod: 10 };
export const HOLD_APART = 0.42;

/** A dress's skirt from the waist, flared as it turns, over the partner's legs. */
const skirt = (colour: string, flare: number): Prop => (ctx) => {
  fill(ctx, colour, () => {
    ctx.moveTo(-0.09, 1.0);
    ctx.lineTo(0.09, 1.0);
    ctx.quadraticCurveTo(0.2 + flare * 0.5, 0.7, 0.26 + flare, 0.48);
    ctx.quadraticCurveTo(0.0, 0.42 + flare * 0.3, -0.26 - flare * 0.6, 0.5);
    ctx.quadraticCurveTo(-0.2, 0.74, -0.09, 1.0);
    ctx.closePath();
  });
  fill(ctx, 'rgba(0,0,0,0.14)', () => {
    ctx.moveTo(0.0, 1.0);
    ctx.quadraticCurveTo(0.12, 0.7, 0.1 + flare * 0.5, 0.45);
    ctx.lineTo(0.26 + flare, 0.48);
    ctx.quadraticCurveTo(0.2 + flare * 0.5, 0.7, 0.09, 1.0);
    ctx.closePath();
  });
};

/** The partner in `pose`, standing at `x` facing the lead, in a dress of `colour` and a look of their own (`nth`). */
const partner = (pose: Pose, x: number, colour: string, flare: number, nth: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(-1, 1);
  const dress: Outfit = { ...GUEST, top: colour, legs: '#e8c4a8', shoes: '#2d2d36' };
  drawFigure(ctx, pose, dress, 0, undefined, undefined, lookOf(nextLook(art.look, nth)));
  skirt(colour, flare)(ctx, art);
  ctx.restore();
};

/** Another couple at `x` (the lead's hip), close in the slow dance's hold, the lead in `suit`. */
const couple = (x: number, suit: string, colour: string, nth: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  drawFigure(ctx, LEAD_HOLD, { ...GUEST, top: suit }, 0, undefined, undefined, lookOf(nextLook(art.look, nth)));
  partner(PARTNER_HOLD, HOLD_APART, colour, 0.02, nth + 1)(ctx, art);
  ctx.restore();
};

/** Sparkles of the turn: short arcs round the partner's skirt. */
const swirl: Prop = (ctx) => {
  ctx.strokeStyle = 'rgba(255,209,102,0.9)';
  ctx.lineWidth = 0.018;
  ctx.lineCap = 'round';
  for (const [r, a0, a1] of [[0.44, 3.5, 4.3], [0.5, 5.1, 5.9]] as const) {
    ctx.beginPath();
    ctx.ellipse(APART, 0.62, r, r * 0.35, 0, a0, a1);
    ctx.stroke();
  }
};

const TURN = {
  pose: LEAD_TURN,
  back: [swirl],
  front: [partner(PARTNER_TURN, APART, '#c0392b', 0.12, 1)],
  extent: [-0.28, 1.12, 2.02],
} satisfies Scene;

export const DANCERS = {
  // A couple: the lead turning the partner under a raised hand.
  dancing: TURN,
  // Couples on the floor: the turning pair in front, a pair in a slow dance's hold beside them.
  'dancing-couples': { ...TURN, back: [couple(-0.86, '#2f3b52', '#2a9d8f', 2), swirl], extent: [-1.1, 1.12, 2.02] },
} satisfies Record<string, Scene>;
