/**
 * A customer tasting cheese at the counter: the cheese counter before them, its glass toward them, the
 * cheesemonger behind it holding out a board of samples on sticks, the customer raising one to their mouth.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop } from './bodies';
import { cheeseCase } from './cheese-counter';
import { CHEESES } from './food-goods';
import { companion, placed } from './company';

/** A cube of cheese on a cocktail stick, the stick's foot at (x, y). */
function sample(ctx: SKRSContext2D, [x, y]: P): void {
  rr(ctx, x - 0.004, y, 0.008, 0.06, 0.003, '#d9b38c');
  rr(ctx, x - 0.022, y + 0.05, 0.044, 0.04, 0.008, CHEESES[0]!.paste);
}

/** The counter from x0 to x1 turned to face the customer: its glass at x0, on their side. */
const facingCase = (x0: number, x1: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x0 + x1, 0);
  ctx.scale(-1, 1);
  cheeseCase(x0, x1)(ctx, art);
  ctx.restore();
};

/** Behind the counter, leaning a little over it, a board of samples held out to the customer. */
const OFFERING: Pose = { hip: [0, 0.92], lean: 10, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.5, 1.12], [0.3, 1.0]], nod: 10 };
const WHITES = { top: '#f4f7fa', legs: '#34404f', shoes: '#2d2d36' };

/** The board in the cheesemonger's hand (their hip at `across`, facing the customer), samples standing on it. */
const samples = (across: number): Prop => (ctx) => {
  const [x, y] = placed(OFFERING.hands[0], across);
  rr(ctx, x - 0.2, y - 0.02, 0.24, 0.03, 0.01, '#c58b4f');
  for (const dx of [-0.16, -0.1, -0.04]) sample(ctx, [x + dx, y + 0.01]);
};

/** The stick the customer holds up at `hand`, its cube at their lips. */
const tasted = (hand: P): Prop => (ctx) => sample(ctx, [hand[0] + 0.01, hand[1] + 0.02]);

/** The counter from x, the cheesemonger behind it at `across`; the customer's sample at `hand`. */
export const cheeseTasting = (x: number, across: number, hand: P): { back: Prop[]; middle: Prop[]; front: Prop[] } => ({
  back: [companion(OFFERING, WHITES, across), facingCase(x, x + 1.3)],
  middle: [samples(across)],
  front: [tasted(hand)],
});
