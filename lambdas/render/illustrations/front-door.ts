/**
 * A parcel delivered at a front door: the door open in its frame, the one who lives there stepping out
 * of it, turned to the courier, hands out for the parcel the courier holds between them.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { box, drawFigure, rr, type Pose, type Prop } from './bodies';
import { SKIN } from './hand';

/** The door frame from x: its step, the dark hall behind, the door swung in, its number. */
const doorway = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.06, 0, 1.12, 0.06, 0.02, '#b0b8c1');
  rr(ctx, x, 0.06, 1.0, 2.1, 0.02, '#f4f7fa');
  rr(ctx, x + 0.08, 0.06, 0.84, 2.02, 0.01, '#4a3b33');
  rr(ctx, x + 0.66, 0.06, 0.26, 2.02, 0.01, '#2a9d8f');
  rr(ctx, x + 0.7, 1.0, 0.04, 0.1, 0.02, '#ffd43b');
  rr(ctx, x + 0.36, 2.1, 0.28, 0.04, 0.02, '#ffd43b');
};

/** Standing in the doorway, hands out for the parcel (drawn facing the courier, the picture turned). */
const RECEIVING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.36, 1.06], [0.32, 1.1]] };
const resident = (x: number): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(-1, 1);
  drawFigure(ctx, RECEIVING, { top: '#6a4c93', legs: '#34404f', shoes: '#2d2d36', hands: SKIN }, 0, '#3b2d22');
  ctx.restore();
};

/** The doorway from x with the resident at its threshold (hip at x + 0.5); the parcel held out from the courier at `parcel`. */
export const delivery = (x: number, parcel: number): { back: Prop[]; front: Prop[] } => ({
  back: [doorway(x), resident(x + 0.5)],
  front: [(ctx, art) => box(parcel, 0.92, 0.4, 0.3)(ctx, art)],
});
