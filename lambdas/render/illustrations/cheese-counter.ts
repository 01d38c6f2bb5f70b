/**
 * A cheese counter: wheels and wedges in the glass case, and on the counter's top a great wheel on its
 * board being cut with a long knife, the cheesemonger's near hand on the handle and the far hand pressing
 * the blade's back, a cut wedge beside it. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop } from './bodies';
import { CASE, displayCounter } from './display-counter';
import { CHEESES, wedge, wheel } from './food-goods';

/** The case's cheeses in a row: wheels, wedges leaning on them, a blue's veins. */
const display = (x0: number, x1: number) => (ctx: SKRSContext2D): void => {
  const y = CASE.floor + 0.03;
  for (let x = x0 + 0.06, k = 0; x + 0.22 < x1 - 0.1; x += 0.25, k++) {
    const cheese = CHEESES[k % CHEESES.length]!;
    if (k % 2 === 0) wheel(ctx, x, y + 0.02, 0.22, 0.09, cheese);
    else wedge(ctx, x + 0.02, y, 0.2, 0.14, cheese);
    if (cheese === CHEESES[2]) for (let v = 0; v < 3; v++) rr(ctx, x + 0.06 + v * 0.04, y + 0.03 + (v % 2) * 0.03, 0.025, 0.012, 0.006, '#5b7a99');
    // A price tag on a pin in front of each.
    rr(ctx, x + 0.06, y - 0.01, 0.08, 0.035, 0.005, '#ffffff');
  }
};

/** On the counter's top, a board with a great wheel on it, a wedge cut off beside it, the long knife pressed into it. */
const cutting = (x: number, hand: P, press: P): Prop => (ctx) => {
  const top = CASE.top + 0.02;
  rr(ctx, x, top, 0.66, 0.04, 0.01, '#c58b4f');
  wheel(ctx, x + 0.14, top + 0.06, 0.48, 0.13, CHEESES[0]!);
  wedge(ctx, x + 0.02, top + 0.04, 0.12, 0.1, CHEESES[0]!);
  // The blade from the handle in the fist to beyond the far hand, its edge sunk into the wheel's top, its back under
  // the far hand's palm; outlined so steel reads on the paste.
  const [bx, edge] = [hand[0] + 0.06, top + 0.15];
  ctx.fillStyle = '#eef2f5';
  ctx.strokeStyle = '#7b8794';
  ctx.lineWidth = 0.008;
  ctx.beginPath();
  ctx.moveTo(bx, edge);
  ctx.lineTo(press[0] + 0.14, edge);
  ctx.lineTo(press[0] + 0.14, press[1] - 0.03);
  ctx.lineTo(bx, press[1] - 0.03);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  rr(ctx, hand[0] - 0.05, hand[1] - 0.025, 0.12, 0.05, 0.02, '#22262e');
};

/** The cheese counter from x0 to x1, its glass sloping out at x1, to the customer's side. */
export const cheeseCase = (x0: number, x1: number): Prop => displayCounter(x0, x1, '#6b4a2b', display(x0, x1));

/** The counter from x behind the cheesemonger's far arm; the board, wheel and knife between the arms, the near fist on the handle. */
export const cheeseCounter = (x: number, hand: P, press: P): { back: Prop[]; middle: Prop[] } => ({
  back: [cheeseCase(x, x + 1.3)],
  middle: [cutting(x + 0.02, hand, press)],
});
