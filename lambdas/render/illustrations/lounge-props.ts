/**
 * The props of salons and a care home's lounge: a manicure desk with its lamp and hand cushion,
 * shelves of polish or hair products; a hair salon's backwash basin with its reclined chair; a
 * high-backed armchair, a standard lamp. Drawn flat in the
 * places' manner; `y` is the floor a prop stands on unless said otherwise. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const POLISH = ['#e63946', '#ff8fab', '#c9184a', '#f4a261', '#9d4edd', '#e9c46a', '#2a9d8f', '#f1faee', '#6d597a', '#ffb4a2'];

/** A manicure desk side on: white top on a drawer unit, the hand cushion, bottles, and a lamp on its arm (lit). `x`: its left. Returns its box and the lamp. */
export function manicureDesk(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): { box: Box; lamp: { x: number; y: number; s: number } } {
  const top = y - s * 0.42;
  fill(ctx, '#f7f4f1', () => ctx.rect(x, top, s, s * 0.05));
  fill(ctx, '#ece6e1', () => ctx.rect(x + s * 0.62, top + s * 0.05, s * 0.34, y - top - s * 0.05));
  for (let k = 0; k < 3; k++) fill(ctx, '#d9d1ca', () => ctx.rect(x + s * 0.66, top + s * (0.1 + k * 0.11), s * 0.26, Math.max(1, s * 0.012)));
  fill(ctx, '#d9d1ca', () => ctx.rect(x + s * 0.04, top + s * 0.05, s * 0.04, y - top - s * 0.05));
  fill(ctx, mix(accent, '#ffffff', 0.5), () => ctx.roundRect(x + s * 0.3, top - s * 0.06, s * 0.22, s * 0.06, s * 0.03));
  for (let k = 0; k < 4; k++) {
    const bx = x + s * (0.08 + k * 0.05);
    fill(ctx, POLISH[k * 2]!, () => ctx.roundRect(bx, top - s * 0.06, s * 0.035, s * 0.06, s * 0.008));
    fill(ctx, '#2e2a26', () => ctx.rect(bx + s * 0.008, top - s * 0.09, s * 0.02, s * 0.03));
  }
  // The lamp: a post at the back corner, an arm, the head over the cushion.
  ctx.strokeStyle = '#9aa1ab';
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x + s * 0.9, top);
  ctx.lineTo(x + s * 0.8, top - s * 0.36);
  ctx.lineTo(x + s * 0.5, top - s * 0.28);
  ctx.stroke();
  fill(ctx, '#f7f4f1', () => ctx.ellipse(x + s * 0.46, top - s * 0.26, s * 0.1, s * 0.04, 0.3, 0, Math.PI * 2));
  return { box: { x, y: top - s * 0.4, w: s, h: y - top + s * 0.4 }, lamp: { x: x + s * 0.45, y: top - s * 0.24, s: s * 0.08 } };
}

/** Shelves of bottles on the wall in rows of colour: nail polish, or a salon's hair products (fewer, taller rows). `x, y`: its top left. */
export function bottleShelves(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, rows: number, random: () => number): Box {
  fill(ctx, '#f7f4f1', () => ctx.rect(x, y, w, h));
  const row = h / rows;
  for (let r = 0; r < rows; r++) {
    const shelf = y + row * (r + 1) - row * 0.12;
    fill(ctx, '#d9d1ca', () => ctx.rect(x, shelf, w, row * 0.12));
    for (let bx = x + row * 0.12; bx + row * 0.22 < x + w; bx += row * 0.3) {
      fill(ctx, POLISH[Math.floor(random() * POLISH.length)]!, () => ctx.roundRect(bx, shelf - row * 0.42, row * 0.22, row * 0.42, row * 0.05));
      fill(ctx, '#2e2a26', () => ctx.rect(bx + row * 0.06, shelf - row * 0.62, row * 0.1, row * 0.2));
    }
  }
  return { x, y, w, h };
}

/** A high-backed armchair, three-quarter on, with a cushion and a crocheted throw. `x`: its left; `s`: its height. */
export function armchair(ctx: SKRSContext2D, x: number, y: number, s: number, cover: string): Box {
  const w = s * 0.8;
  const dark = mix(cover, '#000000', 0.22);
  fill(ctx, '#6b4a34', () => {
    ctx.rect(x + w * 0.08, y - s * 0.12, w * 0.06, s * 0.12);
    ctx.rect(x + w * 0.86, y - s * 0.12, w * 0.06, s * 0.12);
  });
  fill(ctx, dark, () => ctx.roundRect(x + w * 0.08, y - s, w * 0.84, s * 0.7, w * 0.18));
  fill(ctx, cover, () => ctx.roundRect(x + w * 0.04, y - s * 0.44, w * 0.92, s * 0.32, w * 0.08));
  for (const ax of [0, 0.8]) fill(ctx, cover, () => ctx.roundRect(x + w * ax, y - s * 0.6, w * 0.2, s * 0.46, w * 0.08));
  fill(ctx, '#f2e3c6', () => ctx.roundRect(x + w * 0.3, y - s * 0.72, w * 0.4, s * 0.24, w * 0.08));
  return { x, y: y - s, w, h: s };
}

/** A standard lamp with a drum shade (lit). `x`: its centre. Returns the shade. */
export function standardLamp(ctx: SKRSContext2D, x: number, y: number, s: number): Box {
  fill(ctx, '#3a3f4b', () => ctx.ellipse(x, y - s * 0.01, s * 0.1, s * 0.02, 0, 0, Math.PI * 2));
  fill(ctx, '#3a3f4b', () => ctx.rect(x - s * 0.01, y - s * 0.8, s * 0.02, s * 0.8));
  const shade = { x: x - s * 0.12, y: y - s, w: s * 0.24, h: s * 0.2 };
  fill(ctx, '#f4e4c1', () => {
    ctx.moveTo(shade.x + shade.w * 0.15, shade.y);
    ctx.lineTo(shade.x + shade.w * 0.85, shade.y);
    ctx.lineTo(shade.x + shade.w, shade.y + shade.h);
    ctx.lineTo(shade.x, shade.y + shade.h);
    ctx.closePath();
  });
  return shade;
}

/** A hair salon's backwash: a basin on its pedestal with a reclined chair facing away from it. `x`: its left; `s`: its length. */
export function backwashBasin(ctx: SKRSContext2D, x: number, y: number, s: number, upholstery: string): Box {
  const seat = y - s * 0.36;
  fill(ctx, '#2e2a26', () => ctx.roundRect(x + s * 0.72, y - s * 0.5, s * 0.14, s * 0.5, s * 0.02));
  fill(ctx, '#f4f6f8', () => ctx.ellipse(x + s * 0.8, y - s * 0.54, s * 0.2, s * 0.08, 0, 0, Math.PI * 2));
  fill(ctx, '#c9ced6', () => ctx.rect(x + s * 0.86, y - s * 0.7, s * 0.03, s * 0.16));
  fill(ctx, '#2e2a26', () => ctx.rect(x + s * 0.3, seat, s * 0.12, y - seat));
  fill(ctx, upholstery, () => {
    ctx.moveTo(x, seat - s * 0.02);
    ctx.lineTo(x + s * 0.5, seat - s * 0.06);
    ctx.lineTo(x + s * 0.62, seat - s * 0.3);
    ctx.lineTo(x + s * 0.7, seat - s * 0.26);
    ctx.lineTo(x + s * 0.58, seat + s * 0.04);
    ctx.lineTo(x + s * 0.02, seat + s * 0.08);
    ctx.closePath();
  });
  return { x, y: seat - s * 0.3, w: s, h: y - seat + s * 0.3 };
}
