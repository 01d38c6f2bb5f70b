/**
 * A warehouse's loads as they are handled: the box held at the chest rising from the squat, an arrow
 * showing the lift is done with the legs; a shelving unit of boxes, one being set on its top shelf; a pallet
 * of boxes on the forks of a pallet truck.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { box, rr, type Prop } from './bodies';

/** The rig's moving box, its front face from x to x+w with its bottom at y (read from bodies.ts when drawn). */
export const heldBox = (x: number, y: number, w = 0.42, h = 0.34): Prop => (ctx, art) => box(x, y, w, h)(ctx, art);

/** A white arrow rising beside the figure at x, from y0 to y1: the lift is upward, by the legs. */
export const liftArrow = (x: number, y0: number, y1: number): Prop => (ctx) => {
  ctx.globalAlpha = 0.85;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 0.035;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, y0);
  ctx.lineTo(x, y1 - 0.06);
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(x - 0.07, y1 - 0.08);
  ctx.lineTo(x, y1 + 0.04);
  ctx.lineTo(x + 0.07, y1 - 0.08);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
};

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

/** A pallet truck from its tiller's grip at `grip` to the pump at x: its forks under a pallet, boxes stacked on the pallet. */
export const palletTruck = (grip: readonly [number, number], x: number): { back: Prop[]; front: Prop[] } => {
  const pallet = x + 0.06;
  const deck = 0.28;
  return {
    back: [
      (ctx) => {
        rr(ctx, x + 0.04, 0.04, 1.06, 0.06, 0.015, '#c0392b');
        rr(ctx, pallet, 0.1, 0.98, 0.05, 0.01, '#b07a4f');
        for (const bx of [0, 0.44, 0.9]) rr(ctx, pallet + bx, 0.15, 0.08, 0.08, 0.01, '#8a5a3b');
        rr(ctx, pallet, deck - 0.05, 0.98, 0.05, 0.01, '#b07a4f');
      },
      heldBox(pallet + 0.02, deck, 0.44, 0.36),
      heldBox(pallet + 0.5, deck, 0.42, 0.36),
      heldBox(pallet + 0.2, deck + 0.4, 0.42, 0.32),
    ],
    front: [
      (ctx) => {
        ctx.strokeStyle = '#c0392b';
        ctx.lineWidth = 0.04;
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(grip[0], grip[1]);
        ctx.lineTo(x + 0.04, 0.3);
        ctx.stroke();
        rr(ctx, grip[0] - 0.06, grip[1] - 0.02, 0.12, 0.05, 0.02, '#22262e');
        rr(ctx, x - 0.04, 0.1, 0.14, 0.24, 0.03, '#c0392b');
        ctx.fillStyle = '#22262e';
        ctx.beginPath();
        ctx.arc(x + 0.03, 0.07, 0.07, 0, Math.PI * 2);
        ctx.fill();
      },
    ],
  };
};
