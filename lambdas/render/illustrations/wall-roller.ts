/**
 * A wall being painted with a roller: the fresh colour over the old up to where the roller is, a wet
 * stroke running down from it, the roller on its pole in the decorator's hands, the tray on the floor.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';

const PAINT = '#8ecae6';

/** The wall from x0 to x1 behind the decorator, painted up to the roller at `at`. */
export const paintedWall = (x0: number, x1: number, at: P): Prop => (ctx) => {
  rr(ctx, x0, 0.12, x1 - x0, 2.0, 0.02, '#efe6d2');
  rr(ctx, x0, 0.12, at[0] - x0 - 0.1, 2.0, 0.02, PAINT);
  rr(ctx, at[0] - 0.14, 0.5, 0.28, at[1] - 0.5, 0.02, PAINT);
  rr(ctx, x0, 0, x1 - x0, 0.12, 0.01, '#f4f7fa');
};

/** The roller on its pole from the hands (`grip`) to the wall at `at`; the paint tray on the floor at x. */
export const roller = (grip: P, at: P, tray: number): Prop => (ctx) => {
  limb(ctx, [grip, at], 0.025, '#8a5a3b');
  rr(ctx, at[0] - 0.14, at[1] - 0.04, 0.28, 0.09, 0.04, '#5fa8c9');
  ctx.fillStyle = '#9aa7b4';
  ctx.beginPath();
  ctx.moveTo(tray, 0.1);
  ctx.lineTo(tray + 0.4, 0.1);
  ctx.lineTo(tray + 0.36, 0);
  ctx.lineTo(tray + 0.04, 0);
  ctx.closePath();
  ctx.fill();
  rr(ctx, tray + 0.06, 0.07, 0.24, 0.03, 0.01, PAINT);
};
