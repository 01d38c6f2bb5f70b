/**
 * A cheese counter: wheels and wedges in the glass case, and on the counter's top a great wheel on its
 * board being cut with a long knife, the cheesemonger's near hand on the handle and the far hand pressing
 * the blade's back, a cut wedge beside it. The wheel and wedge painters take any unit (metres here, pixels
 * on a cheese shop's shelves), drawing from a base line up. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop } from './bodies';
import { CASE, displayCounter } from './display-counter';

/** Paste and rind of the counter's cheeses: a comté, a soft white rind, a blue, a washed orange rind. */
export const CHEESES: readonly { paste: string; rind: string }[] = [
  { paste: '#f4d27a', rind: '#c68a3d' },
  { paste: '#fbf3df', rind: '#efe9dc' },
  { paste: '#eef0e6', rind: '#b9bfae' },
  { paste: '#f7c46a', rind: '#d9742b' },
];

/**
 * A wheel of cheese standing on `base` (y grows with `up`: 1 in metres, -1 in pixels), `w` across and
 * `h` high, its top seen a little from above.
 */
export function wheel(ctx: SKRSContext2D, x: number, base: number, w: number, h: number, { paste, rind }: { paste: string; rind: string }, up = 1): void {
  const top = base + up * h;
  const lip = w * 0.09;
  ctx.fillStyle = rind;
  ctx.beginPath();
  ctx.ellipse(x + w / 2, base, w / 2, lip, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x, Math.min(base, top), w, h);
  ctx.fillStyle = paste;
  ctx.beginPath();
  ctx.ellipse(x + w / 2, top, w / 2, lip, 0, 0, Math.PI * 2);
  ctx.fill();
  // The rind's rim round the top, so the wheel reads as a drum and not a box.
  ctx.strokeStyle = rind;
  ctx.lineWidth = w * 0.025;
  ctx.stroke();
}

/** A wedge lying on `base`, its point toward +x, the cut face in its paste with a few eyes, the rind along its back. */
export function wedge(ctx: SKRSContext2D, x: number, base: number, w: number, h: number, { paste, rind }: { paste: string; rind: string }, up = 1): void {
  ctx.fillStyle = paste;
  ctx.beginPath();
  ctx.moveTo(x, base);
  ctx.lineTo(x + w, base);
  ctx.lineTo(x, base + up * h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = rind;
  ctx.fillRect(x - w * 0.06, Math.min(base, base + up * h), w * 0.06, h);
  ctx.fillStyle = 'rgba(120,80,20,0.22)';
  for (const [fx, fy, r] of [[0.18, 0.25, 0.05], [0.32, 0.12, 0.035], [0.12, 0.55, 0.04]] as const) {
    ctx.beginPath();
    ctx.arc(x + w * fx, base + up * h * fy, w * r, 0, Math.PI * 2);
    ctx.fill();
  }
}

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
