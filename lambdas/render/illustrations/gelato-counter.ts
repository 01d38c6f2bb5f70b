/**
 * A gelato counter: tubs of coloured gelato heaped in the glass case, the server's scoop lifting from one
 * and a cone with its scoop held up in the other hand, handed across. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop } from './bodies';
import { CASE, displayCounter } from './display-counter';

/** Pistachio, strawberry, chocolate, lemon, fior di latte, blueberry, mango. */
export const FLAVOURS = ['#9cc96b', '#f28ca0', '#6b3f2a', '#f7dc6f', '#f6efe0', '#7d5ba6', '#f4a340'];

/** A heaped scoop of gelato at (x, y), its ridges. */
function heap(ctx: SKRSContext2D, x: number, y: number, w: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(x, y, w / 2, w * 0.32, 0, Math.PI, 0, true);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  ctx.beginPath();
  ctx.ellipse(x - w * 0.12, y + w * 0.12, w * 0.12, w * 0.06, -0.3, 0, Math.PI * 2);
  ctx.fill();
}

/** The tubs in a row along the case, each heaped with its flavour. */
const tubs = (x0: number, x1: number) => (ctx: SKRSContext2D): void => {
  const y = CASE.floor + 0.12;
  for (let x = x0 + 0.05, k = 0; x + 0.16 < x1 - 0.12; x += 0.17, k++) {
    rr(ctx, x, CASE.floor + 0.02, 0.16, 0.1, 0.01, '#c9d2dc');
    heap(ctx, x + 0.08, y, 0.17, FLAVOURS[k % FLAVOURS.length]!);
  }
};

/** A wafer cone held upright in the hand, a scoop on top. */
export const cone = (hand: P, colour: string): Prop => (ctx) => {
  const [x, y] = hand;
  ctx.fillStyle = '#d9a35b';
  ctx.beginPath();
  ctx.moveTo(x, y - 0.06);
  ctx.lineTo(x - 0.06, y + 0.12);
  ctx.lineTo(x + 0.06, y + 0.12);
  ctx.closePath();
  ctx.fill();
  heap(ctx, x, y + 0.12, 0.14, colour);
  ctx.beginPath();
  ctx.fillStyle = colour;
  ctx.arc(x, y + 0.15, 0.06, 0, Math.PI * 2);
  ctx.fill();
};

/** The steel scoop in the hand, lifting a ball of gelato. */
const scoop = (hand: P, colour: string): Prop => (ctx) => {
  const [x, y] = hand;
  rr(ctx, x - 0.03, y - 0.02, 0.12, 0.04, 0.02, '#7b8794');
  ctx.fillStyle = '#c9d2dc';
  ctx.beginPath();
  ctx.arc(x + 0.13, y - 0.02, 0.045, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x + 0.13, y + 0.01, 0.04, 0, Math.PI * 2);
  ctx.fill();
};

/** The counter from x behind the server's far arm; the scoop in the near hand, the cone held up in the far one. */
export const gelatoCounter = (x: number, scooping: P, handing: P): { back: Prop[]; middle: Prop[]; front: Prop[] } => ({
  back: [displayCounter(x, x + 1.3, '#f2e6d0', tubs(x, x + 1.3))],
  middle: [cone(handing, FLAVOURS[1]!)],
  front: [scoop(scooping, FLAVOURS[0]!)],
});
