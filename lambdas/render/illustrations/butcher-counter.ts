/**
 * A butcher's counter: cuts of meat on trays in the glass case, and on the counter's top a board with a
 * steak being sliced, the knife in the butcher's hand. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Prop } from './bodies';
import { CASE, displayCounter } from './display-counter';

const MEAT = '#b8323f';
const FAT = '#f3dcd4';

/** A cut seen from above and a little in front: red, a rim of fat, a streak of marbling. */
function cut(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  ctx.fillStyle = FAT;
  ctx.beginPath();
  ctx.ellipse(x, y, w / 2, w * 0.24, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = MEAT;
  ctx.beginPath();
  ctx.ellipse(x - w * 0.04, y - w * 0.02, w * 0.42, w * 0.19, 0, 0, Math.PI * 2);
  ctx.fill();
  limb(ctx, [[x - w * 0.2, y], [x + w * 0.1, y + w * 0.05]], w * 0.03, FAT);
}

/** Steel trays along the case, each with its cuts: steaks, chops, a row of sausages. */
const trays = (x0: number, x1: number) => (ctx: SKRSContext2D): void => {
  const y = CASE.floor + 0.04;
  let k = 0;
  for (let x = x0 + 0.06; x + 0.3 < x1 - 0.1; x += 0.34, k++) {
    rr(ctx, x, y, 0.3, 0.05, 0.01, '#aeb9c4');
    if (k % 3 === 2) for (let s = 0; s < 4; s++) rr(ctx, x + 0.03 + s * 0.065, y + 0.04, 0.06, 0.05, 0.025, '#c9705b');
    else for (const dx of [0.08, 0.21]) cut(ctx, x + dx, y + 0.08, k % 3 === 0 ? 0.14 : 0.11);
    // Parsley between the cuts, as a counter is dressed.
    rr(ctx, x + 0.13, y + 0.05, 0.04, 0.03, 0.015, '#4c9a4a');
  }
};

/** The board on the counter's top, a steak on it with slices fanned off, the knife in the hand slicing. */
const slicing = (x: number, hand: P): Prop => (ctx) => {
  const top = CASE.top + 0.02;
  rr(ctx, x, top, 0.46, 0.04, 0.01, '#c58b4f');
  cut(ctx, x + 0.3, top + 0.07, 0.22);
  for (let s = 0; s < 3; s++) rr(ctx, x + 0.05 + s * 0.045, top + 0.04, 0.035, 0.05, 0.012, s % 2 ? MEAT : '#a52a36');
  // The blade from the handle in the fist down into the steak, outlined so steel reads against the meat.
  const tip: P = [x + 0.34, top + 0.08];
  ctx.fillStyle = '#eef2f5';
  ctx.strokeStyle = '#7b8794';
  ctx.lineWidth = 0.008;
  ctx.beginPath();
  ctx.moveTo(hand[0] + 0.05, hand[1] + 0.025);
  ctx.lineTo(tip[0], tip[1]);
  ctx.lineTo(hand[0] + 0.05, hand[1] - 0.03);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  rr(ctx, hand[0] - 0.04, hand[1] - 0.025, 0.1, 0.05, 0.02, '#22262e');
};

/** The counter from x behind the butcher's far arm; the board, meat and knife in front, at the near hand. */
export const butcherCounter = (x: number, hand: P): { back: Prop[]; front: Prop[] } => ({
  back: [displayCounter(x, x + 1.3, '#8c2f39', trays(x, x + 1.3))],
  front: [slicing(x + 0.02, hand)],
});
