/**
 * A wedding's reception, as venues show it: a barn's warm board walls under its beams and swags of white drapery; strings
 * of lit bulbs looped across; long tables dressed in white cloths, runs of flowers and candles along them, white chairs
 * behind; a honey-coloured wooden floor. Its light is its own whatever the hour (in a barn or a hall, evening or day).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { festoon } from './hospitality-props';
import type { Paint } from './places';
import { fill } from './room-props';

/** The tables' cloth, white; the blooms along them, blush and white. */
export const CLOTH = '#fbf8f1';
const BLOOMS = ['#f4b6c2', '#ffffff', '#f7c59f'];

/** A long table from x0 to x1 whose top is at `top` (pixels, y down), `s` its height: the cloth to the floor, flowers and candles along it, chairs behind. */
function receptionTable(ctx: SKRSContext2D, x0: number, x1: number, top: number, s: number): void {
  for (let x = x0 + s * 0.2; x < x1 - s * 0.2; x += s * 0.55) {
    fill(ctx, '#f1ece2', () => {
      ctx.rect(x, top - s * 0.55, s * 0.05, s * 0.55);
      ctx.rect(x + s * 0.32, top - s * 0.55, s * 0.05, s * 0.55);
      for (const y of [0.5, 0.32]) ctx.rect(x, top - s * y, s * 0.37, s * 0.05);
    });
  }
  fill(ctx, CLOTH, () => ctx.rect(x0, top, x1 - x0, s));
  fill(ctx, 'rgba(120,100,80,0.14)', () => ctx.rect(x0, top, x1 - x0, s * 0.06));
  for (let x = x0 + s * 0.3, k = 0; x < x1 - s * 0.2; x += s * 0.5, k++) {
    if (k % 2) {
      fill(ctx, '#f7f1e3', () => ctx.rect(x - s * 0.025, top - s * 0.22, s * 0.05, s * 0.22));
      fill(ctx, '#ffd27a', () => ctx.ellipse(x, top - s * 0.26, s * 0.02, s * 0.04, 0, 0, Math.PI * 2));
    } else {
      for (let b = 0; b < 5; b++) fill(ctx, b % 2 ? '#6f9a5c' : BLOOMS[(k + b) % BLOOMS.length]!, () => ctx.arc(x + (b - 2) * s * 0.05, top - s * (0.05 + (b % 2) * 0.04), s * 0.045, 0, Math.PI * 2));
    }
  }
}

export const WEDDING_VENUE: [Paint, Paint, Paint] = [
  // The barn's walls: warm vertical boards, a dark beam across under the roof, white drapery swagged from it.
  (ctx, g) => {
    const u = g.unit;
    const wall = ctx.createLinearGradient(0, 0, 0, g.ground);
    wall.addColorStop(0, '#6e4a31');
    wall.addColorStop(1, '#b98a5e');
    fill(ctx, wall, () => ctx.rect(0, 0, g.width, g.ground + 2));
    ctx.strokeStyle = 'rgba(60,35,20,0.35)';
    ctx.lineWidth = Math.max(1, u * 0.3);
    for (let x = u * 4; x < g.width; x += u * 8) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, g.ground);
      ctx.stroke();
    }
    fill(ctx, '#4a3020', () => ctx.rect(0, u * 6, g.width, u * 3));
    for (let x = 0; x < g.width; x += u * 30) {
      fill(ctx, 'rgba(255,252,245,0.85)', () => {
        ctx.moveTo(x, u * 9);
        ctx.quadraticCurveTo(x + u * 15, u * 22, x + u * 30, u * 9);
        ctx.quadraticCurveTo(x + u * 15, u * 15, x, u * 9);
        ctx.closePath();
      });
    }
  },
  // Strings of lit bulbs looped across; the long tables dressed for the reception along the wall.
  (ctx, g) => {
    const u = g.unit;
    for (let x = -u * 4; x < g.width; x += u * 36) festoon(ctx, x, x + u * 36, u * 13, u * 7, u * 1.4, true);
    for (let x = -u * 4; x < g.width; x += u * 50) festoon(ctx, x + u * 18, x + u * 68, u * 24, u * 6, u * 1.2, true);
    const s = u * 14;
    receptionTable(ctx, -u * 2, g.width + u * 2, g.ground - s * 0.82, s * 0.82);
  },
  // The wooden floor, honey boards catching the bulbs' light.
  (ctx, g) => {
    const u = g.unit;
    const floor = ctx.createLinearGradient(0, g.ground, 0, g.height);
    floor.addColorStop(0, '#a9744a');
    floor.addColorStop(1, '#c8935f');
    fill(ctx, floor, () => ctx.rect(0, g.ground, g.width, g.height - g.ground));
    ctx.strokeStyle = 'rgba(70,40,20,0.3)';
    ctx.lineWidth = Math.max(1, u * 0.25);
    for (let x = -g.width; x < g.width * 2; x += u * 7) {
      ctx.beginPath();
      ctx.moveTo(x, g.ground);
      ctx.lineTo(x + (x - g.width / 2) * 0.8, g.height);
      ctx.stroke();
    }
  },
];
