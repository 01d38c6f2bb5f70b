/**
 * An upright vacuum cleaner pushed over the floor: its handle in the cleaner's hands, the body with its
 * dust bag, the head on the floor, the cable trailing behind to the socket.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';

/** The vacuum from the hands (`grip`) to its head on the floor at x. */
export const vacuum = (grip: P, x: number): Prop => (ctx) => {
  ctx.strokeStyle = '#2b2b2b';
  ctx.lineWidth = 0.015;
  ctx.beginPath();
  ctx.moveTo(x + 0.02, 0.3);
  ctx.bezierCurveTo(x - 0.3, 0.1, x - 0.7, 0.02, x - 1.0, 0.02);
  ctx.stroke();
  limb(ctx, [grip, [x + 0.04, 0.62]], 0.03, '#5c6b7c');
  rr(ctx, grip[0] - 0.05, grip[1] - 0.02, 0.1, 0.05, 0.02, '#2b2b2b');
  limb(ctx, [[x + 0.02, 0.6], [x + 0.1, 0.16]], 0.17, '#7b2cbf');
  limb(ctx, [[x + 0.03, 0.52], [x + 0.08, 0.26]], 0.08, '#c8b6e2');
  rr(ctx, x - 0.02, 0.02, 0.34, 0.1, 0.04, '#3d4a5a');
  ctx.fillStyle = '#22262e';
  ctx.beginPath();
  ctx.arc(x + 0.02, 0.03, 0.03, 0, Math.PI * 2);
  ctx.fill();
};
