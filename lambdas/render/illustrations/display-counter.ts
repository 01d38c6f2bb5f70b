/**
 * A shop's chilled display counter in profile: a tiled base, the lit case above it with what is sold laid
 * out inside, the glass front sloping to the customer's side, a steel top to work on. The butcher's and the
 * gelato server's counters are this one with their own goods. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type Prop } from './bodies';

/** The case's floor and its top, where the goods sit and where the worker's board or scoop rests. */
export const CASE = { floor: 0.46, top: 0.94 } as const;

/** The counter from x0 to x1, its base in `base`, the goods drawn inside between the case's floor and top. */
export const displayCounter = (x0: number, x1: number, base: string, goods: (ctx: SKRSContext2D) => void): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, CASE.floor, 0.02, base);
  for (let x = x0 + 0.12; x < x1 - 0.05; x += 0.16) limb(ctx, [[x, 0.04], [x, CASE.floor - 0.04]], 0.006, 'rgba(255,255,255,0.35)');
  rr(ctx, x0, CASE.floor, x1 - x0, CASE.top - CASE.floor, 0.01, '#eef4f7');
  goods(ctx);
  // The glass sloping out over the customer's side, a highlight along it.
  ctx.fillStyle = 'rgba(180,215,235,0.35)';
  ctx.beginPath();
  ctx.moveTo(x1, CASE.floor);
  ctx.lineTo(x1 - 0.16, CASE.top + 0.1);
  ctx.lineTo(x1 - 0.5, CASE.top + 0.1);
  ctx.lineTo(x1 - 0.5, CASE.top);
  ctx.lineTo(x1, CASE.top - 0.3);
  ctx.closePath();
  ctx.fill();
  limb(ctx, [[x1, CASE.floor], [x1 - 0.16, CASE.top + 0.1], [x1 - 0.5, CASE.top + 0.1]], 0.014, '#9fb3c2');
  rr(ctx, x0 - 0.02, CASE.top - 0.03, x1 - x0 - 0.46, 0.05, 0.015, '#c9d2dc');
};
