/**
 * A whiteboard on the wall with a lesson on it (a heading, lines of writing, a small chart), the
 * teacher's near hand pointing at it, a marker in the other.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';

/** The board from x0 to x1, its bottom edge at y: frame, white face, the lesson, the marker tray. */
export const whiteboard = (x0: number, x1: number, y: number): Prop => (ctx) => {
  const w = x1 - x0;
  rr(ctx, x0, y, w, 0.9, 0.02, '#9aa7b4');
  rr(ctx, x0 + 0.03, y + 0.03, w - 0.06, 0.84, 0.01, '#fbfbf7');
  rr(ctx, x0 + 0.1, y + 0.74, w * 0.4, 0.05, 0.02, '#3a86ff');
  for (let k = 0; k < 3; k++) rr(ctx, x0 + 0.1, y + 0.6 - k * 0.1, w * (0.5 - k * 0.08), 0.025, 0.01, '#5c6b7c');
  for (const [k, h, c] of [[0, 0.16, '#e63946'], [1, 0.26, '#2a9d8f'], [2, 0.36, '#ffb703']] as const) rr(ctx, x1 - 0.4 + k * 0.1, y + 0.12, 0.07, h, 0.01, c);
  rr(ctx, x0 + 0.1, y - 0.03, w - 0.2, 0.04, 0.01, '#7b8794');
};

/** A marker in the hand, its cap toward the board. */
export const marker = (hand: P): Prop => (ctx) => limb(ctx, [[hand[0] - 0.03, hand[1] - 0.03], [hand[0] + 0.08, hand[1] + 0.05]], 0.03, '#3a86ff');
