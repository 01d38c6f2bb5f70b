/**
 * A warehouse's loads as they are handled: the box held at the chest rising from the squat, an arrow
 * showing the lift is done with the legs; a shelving unit of boxes, one being set on its top shelf.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { box, rr, type P, type Prop } from './bodies';

/** The rig's moving box, its front face from x to x+w with its bottom at y (read from bodies.ts when drawn). */
export const heldBox = (x: number, y: number, w = 0.42, h = 0.34): Prop => (ctx, art) => box(x, y, w, h)(ctx, art);

/** A white arrow from `from` to its tip just past `to`: which way a thing moves (a lift by the legs, forks slid in, a handle pumped). */
export const arrow = (from: P, to: P): Prop => (ctx) => {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const [dx, dy] = [(to[0] - from[0]) / len, (to[1] - from[1]) / len];
  const at = (along: number, across: number): P => [to[0] + dx * along - dy * across, to[1] + dy * along + dx * across];
  ctx.globalAlpha = 0.85;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 0.035;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.lineTo(...at(-0.06, 0));
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(...at(-0.08, 0.07));
  ctx.lineTo(...at(0.04, 0));
  ctx.lineTo(...at(-0.08, -0.07));
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
};

/** A white arrow rising beside the figure at x, from y0 to y1: the lift is upward, by the legs. */
export const liftArrow = (x: number, y0: number, y1: number): Prop => arrow([x, y0], [x, y1]);

const STEEL = '#2f6db5';
const BEAM = '#f08a24';

/** Shelf heights of the unit, floor up; its top shelf is where the box goes. */
export const SHELVES = [0.12, 0.7, 1.28] as const;

/** A pallet-racking unit from x0 to x1: blue uprights, orange beams, boxes on the lower shelves, room on the top one. */
export const shelving = (x0: number, x1: number): Prop[] => [
  (ctx) => {
    for (const ux of [x0, x1 - 0.05]) rr(ctx, ux, 0, 0.05, SHELVES[2] + 0.5, 0.01, STEEL);
    for (const y of SHELVES) rr(ctx, x0, y - 0.05, x1 - x0, 0.05, 0.01, BEAM);
  },
  heldBox(x0 + 0.08, SHELVES[0], 0.34, 0.3),
  heldBox(x0 + 0.46, SHELVES[0], 0.3, 0.36),
  heldBox(x0 + 0.14, SHELVES[1], 0.36, 0.28),
  heldBox(x1 - 0.32, SHELVES[2], 0.24, 0.22),
];
