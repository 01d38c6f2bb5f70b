/**
 * A market stall of fresh produce, or a greengrocer's: wooden crates heaped with tomatoes, oranges,
 * peppers and greens on a trestle, a tomato picked up off it to look at. Metres, y up, as bodies.ts draws
 * (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Prop } from './bodies';
import { bench } from './garden-work';

/** Produce by colour, each heaped in its own crate. */
const PRODUCE = ['#e0402f', '#f39c34', '#5a9e4b', '#e8c547', '#b5283a'] as const;

/** A crate from x, its bottom at y, `w` wide, heaped with round produce of `colour`. */
export const crate = (x: number, y: number, w: number, colour: string): Prop => (ctx) => {
  const r = 0.035;
  ctx.fillStyle = colour;
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < Math.floor(w / (2 * r)) - row; k++) {
      ctx.beginPath();
      ctx.arc(x + r * (1.2 + row) + k * 2 * r, y + 0.14 + row * r * 1.4, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  rr(ctx, x, y, w, 0.15, 0.01, '#c98f55');
  rr(ctx, x, y + 0.06, w, 0.025, 0.005, '#a8743f');
};

/** A stall from x0 to x1 at `top`, a row of crates of produce on it and more stacked below. */
export const produceStall = (x0: number, x1: number, top: number): Prop[] => {
  const row = (y: number, n: number, from: number) => {
    const w = (x1 - x0 - 0.04 * (n + 1)) / n;
    return Array.from({ length: n }, (_, k) => crate(x0 + 0.04 + k * (w + 0.04), y, w, PRODUCE[(k + from) % PRODUCE.length]!));
  };
  return [bench(x0, x1, top), ...row(0.22, 2, 3), ...row(top + 0.01, 3, 0)];
};

/** A tomato held up between finger and thumb at `hand`. */
export const heldTomato = (hand: P): Prop => (ctx) => {
  ctx.fillStyle = '#e0402f';
  ctx.beginPath();
  ctx.arc(hand[0] + 0.03, hand[1] + 0.05, 0.045, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#4f9a46';
  ctx.beginPath();
  ctx.ellipse(hand[0] + 0.03, hand[1] + 0.095, 0.025, 0.01, 0, 0, Math.PI * 2);
  ctx.fill();
};
