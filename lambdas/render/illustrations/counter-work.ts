/**
 * Someone at a business whose trade the prompt does not say (compose/premises-actions.ts): in plain work clothes at its
 * counter, doing something with their hands. Wrapping a customer's order: a box on brown paper, the tape pulled across
 * its lid; or writing up an order on a pad, a card reader and a small parcel waiting beside it. Never a row of suits.
 * Metres, y up, the worker facing +x, as bodies.ts draws (its rig registers these poses; its helpers are read only when drawn).
 */
import { box, limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';

const TOP = 0.94;

/** The counter in front of the worker, side on: its front panel and a pale top, from x. */
const counter = (x: number, w: number): Prop => (ctx) => {
  rr(ctx, x, 0, w, TOP - 0.05, 0.02, '#8d7b68');
  rr(ctx, x + 0.04, 0.1, w - 0.08, TOP - 0.22, 0.02, 'rgba(255,255,255,0.08)');
  rr(ctx, x - 0.04, TOP - 0.06, w + 0.08, 0.06, 0.02, '#e9e4da');
};

/** Brown paper on the counter, a box on it, and the roll of tape in the hand drawing a strip across the box's lid. */
const wrapping = (x: number, hand: P): Prop[] => [
  (ctx) => rr(ctx, x - 0.08, TOP - 0.005, 0.56, 0.012, 0.004, '#c69c6d'),
  (ctx, art) => box(x, TOP + 0.005, 0.36, 0.2)(ctx, art),
  (ctx) => {
    rr(ctx, x + 0.02, TOP + 0.205 + 0.07, 0.34, 0.018, 0.006, 'rgba(240,236,226,0.9)');
    ctx.fillStyle = '#5b6b8c';
    ctx.beginPath();
    ctx.arc(hand[0], hand[1], 0.055, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#f4f1ea';
    ctx.beginPath();
    ctx.arc(hand[0], hand[1], 0.028, 0, Math.PI * 2);
    ctx.fill();
  },
];

/** An order pad on the counter with the pen in the hand over it; a card reader and a small wrapped parcel beyond. */
const orderPad = (x: number, hand: P): Prop[] => [
  (ctx) => {
    rr(ctx, x, TOP, 0.24, 0.016, 0.004, '#fbfaf5');
    rr(ctx, x, TOP, 0.24, 0.006, 0.003, '#3d6fa8');
    limb(ctx, [[hand[0] - 0.02, hand[1] - 0.04], [hand[0] + 0.05, hand[1] + 0.06]], 0.014, '#2b2f3a');
    rr(ctx, x + 0.36, TOP, 0.1, 0.05, 0.012, '#2b2f3a');
    rr(ctx, x + 0.38, TOP + 0.05, 0.06, 0.09, 0.01, '#3d4350');
    rr(ctx, x + 0.39, TOP + 0.1, 0.04, 0.025, 0.005, '#9fd8f5');
  },
  (ctx, art) => box(x + 0.56, TOP, 0.22, 0.14)(ctx, art),
];

/** Standing at the counter, bent to the work on its top. */
const AT_COUNTER = (hands: [P, P], lean: number): Pose => ({ hip: [0, 0.92], lean, feet: [[0.08, 0.05], [-0.06, 0.05]], hands, nod: 22 });
const TAPING_HAND: P = [0.74, TOP + 0.3];
const WRITING_HAND: P = [0.6, TOP + 0.06];

export const COUNTER_WORK = {
  // Wrapping an order at the counter: the box on brown paper, tape pulled across its lid.
  'counter-work': {
    pose: AT_COUNTER([TAPING_HAND, [0.48, TOP + 0.2]], 14),
    front: [counter(0.3, 0.9), ...wrapping(0.44, TAPING_HAND)],
    extent: [-0.22, 1.24, 1.76],
  },
  // Writing up an order on the pad at the counter, the card reader and a parcel beside it.
  'counter-order': {
    pose: AT_COUNTER([WRITING_HAND, [0.44, TOP + 0.02]], 18),
    front: [counter(0.3, 1.0), ...orderPad(0.42, WRITING_HAND)],
    extent: [-0.22, 1.34, 1.76],
  },
} satisfies Record<string, Scene>;
