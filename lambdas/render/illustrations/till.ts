/**
 * A shop's till: the counter between the cashier and the customer, the register on it, the paper bag
 * of shopping passing from the cashier's hand to the customer's, the customer turned to the cashier.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { drawFigure, limb, rr, type P, type Pose, type Prop } from './bodies';
import { SKIN } from './hand';

const TOP = 0.96;

/** The counter from x0 to x1, the register at its cashier's end: its drawer, keys, screen turned to the customer. */
const counter = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, TOP, 0.02, '#c9b79c');
  rr(ctx, x0 - 0.03, TOP - 0.04, x1 - x0 + 0.06, 0.06, 0.02, '#e9e4da');
  rr(ctx, x0 + 0.02, TOP + 0.02, 0.3, 0.1, 0.02, '#3d4a5a');
  rr(ctx, x0 + 0.06, TOP + 0.12, 0.2, 0.05, 0.02, '#5c6b7c');
  limb(ctx, [[x0 + 0.16, TOP + 0.17], [x0 + 0.2, TOP + 0.3]], 0.03, '#5c6b7c');
  ctx.save();
  ctx.translate(x0 + 0.2, TOP + 0.3);
  ctx.rotate(-0.35);
  rr(ctx, -0.02, 0, 0.2, 0.14, 0.02, '#22262e');
  rr(ctx, 0, 0.02, 0.16, 0.1, 0.01, '#7ec8f0');
  ctx.restore();
};

/** Turned to the cashier, a hand out for the bag (drawn facing right, the picture turned). */
const TAKING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.42, 1.32], [0.14, 0.68]] };
const customer = (x: number): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(-1, 1);
  drawFigure(ctx, TAKING, { top: '#e76f51', legs: '#34404f', shoes: '#2d2d36', hands: SKIN }, 0, '#3b2d22');
  ctx.restore();
};

/** A kraft paper bag of shopping hanging from its handles at `grip`, a loaf and greens showing over its top. */
const bag = (grip: P): Prop => (ctx) => {
  const [x, y] = grip;
  rr(ctx, x - 0.02, y - 0.1, 0.1, 0.1, 0.02, '#5a9e4b');
  rr(ctx, x - 0.12, y - 0.14, 0.12, 0.16, 0.05, '#e0a458');
  rr(ctx, x - 0.16, y - 0.4, 0.32, 0.3, 0.02, '#d9a066');
  ctx.strokeStyle = '#8a5a3b';
  ctx.lineWidth = 0.015;
  ctx.beginPath();
  ctx.moveTo(x - 0.08, y - 0.1);
  ctx.quadraticCurveTo(x, y + 0.06, x + 0.08, y - 0.1);
  ctx.stroke();
};

/** The counter from x with the customer across it (hip at `across`); the bag at `grip`, between their hands. */
export const tillCounter = (x: number, across: number, grip: P): { back: Prop[]; front: Prop[] } => ({
  back: [customer(across), counter(x, x + 0.56)],
  front: [bag(grip)],
});
