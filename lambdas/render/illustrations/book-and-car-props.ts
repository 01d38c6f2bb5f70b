/**
 * The props of a bookshop or library and of a car showroom: tall bookcases of spines, a table of
 * books face up with a lamp; a car on display on its turntable, under a banner in the brand's colour.
 * Drawn flat in the places' manner; `y` the floor it stands on. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const SPINES = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8d5a97', '#3d5a80', '#b5838d', '#6d597a', '#f1faee'];

/** A tall wooden bookcase, its shelves full of spines of varied height and colour, one leaning. `x`: its left. */
export function bookcase(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): Box {
  fill(ctx, '#6b4a34', () => ctx.rect(x, y - h, w, h));
  const shelves = Math.max(3, Math.round(h / (w * 0.28)));
  const row = (h - w * 0.06) / shelves;
  for (let r = 0; r < shelves; r++) {
    const base = y - w * 0.06 - r * row;
    fill(ctx, '#4a3224', () => ctx.rect(x + w * 0.04, base - row + w * 0.02, w * 0.92, row - w * 0.02));
    for (let bx = x + w * 0.05; bx < x + w * 0.93; ) {
      const bw = w * (0.035 + random() * 0.03);
      if (bx + bw > x + w * 0.95) break;
      const bh = row * (0.62 + random() * 0.28);
      fill(ctx, SPINES[Math.floor(random() * SPINES.length)]!, () => ctx.rect(bx, base - bh, bw, bh));
      fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(bx, base - bh * 0.8, bw, Math.max(1, row * 0.03)));
      bx += bw + w * 0.004;
    }
    fill(ctx, '#8c5a34', () => ctx.rect(x, base, w, w * 0.03));
  }
  return { x, y: y - h, w, h };
}

/** A low table of books laid face up in stacks, a small sign on it in the brand's colour. `x`: its left. */
export function bookTable(ctx: SKRSContext2D, x: number, y: number, w: number, accent: string, random: () => number): Box {
  const top = y - w * 0.4;
  fill(ctx, '#8c5a34', () => ctx.rect(x + w * 0.06, top, w * 0.05, y - top));
  fill(ctx, '#8c5a34', () => ctx.rect(x + w * 0.89, top, w * 0.05, y - top));
  fill(ctx, '#a57c55', () => ctx.rect(x, top - w * 0.04, w, w * 0.05));
  for (let k = 0; k < 4; k++) {
    const sx = x + w * (0.06 + k * 0.23);
    const n = 1 + Math.floor(random() * 3);
    for (let b = 0; b < n; b++) fill(ctx, SPINES[(k * 3 + b) % SPINES.length]!, () => ctx.rect(sx, top - w * 0.04 - (b + 1) * w * 0.035, w * 0.18, w * 0.033));
  }
  fill(ctx, accent, () => ctx.roundRect(x + w * 0.4, top - w * 0.22, w * 0.2, w * 0.1, w * 0.01));
  return { x, y: top - w * 0.22, w, h: y - top + w * 0.22 };
}

/** A car on display, side on, on a low round turntable: body in `paint`, glass, wheels, a highlight. `x`: its centre. */
export function displayCar(ctx: SKRSContext2D, x: number, y: number, s: number, paint: string): Box {
  fill(ctx, '#d5d8dc', () => ctx.ellipse(x, y - s * 0.03, s * 0.62, s * 0.06, 0, 0, Math.PI * 2));
  fill(ctx, '#b9bec6', () => ctx.rect(x - s * 0.62, y - s * 0.03, s * 1.24, s * 0.03));
  const base = y - s * 0.1;
  fill(ctx, paint, () => {
    ctx.moveTo(x - s * 0.5, base);
    ctx.lineTo(x - s * 0.52, base - s * 0.14);
    ctx.quadraticCurveTo(x - s * 0.48, base - s * 0.2, x - s * 0.3, base - s * 0.21);
    ctx.lineTo(x - s * 0.16, base - s * 0.33);
    ctx.lineTo(x + s * 0.18, base - s * 0.33);
    ctx.lineTo(x + s * 0.34, base - s * 0.2);
    ctx.quadraticCurveTo(x + s * 0.52, base - s * 0.18, x + s * 0.52, base - s * 0.06);
    ctx.lineTo(x + s * 0.5, base);
    ctx.closePath();
  });
  fill(ctx, 'rgba(200,225,240,0.95)', () => {
    ctx.moveTo(x - s * 0.26, base - s * 0.21);
    ctx.lineTo(x - s * 0.14, base - s * 0.3);
    ctx.lineTo(x + s * 0.16, base - s * 0.3);
    ctx.lineTo(x + s * 0.29, base - s * 0.21);
    ctx.closePath();
  });
  fill(ctx, paint, () => ctx.rect(x - s * 0.005, base - s * 0.31, s * 0.03, s * 0.1));
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(x - s * 0.44, base - s * 0.15, s * 0.86, s * 0.02));
  for (const wx of [-0.3, 0.3]) {
    fill(ctx, '#1d1f24', () => ctx.arc(x + wx * s, base, s * 0.1, 0, Math.PI * 2));
    fill(ctx, '#c9ced6', () => ctx.arc(x + wx * s, base, s * 0.05, 0, Math.PI * 2));
  }
  fill(ctx, '#fff3c4', () => ctx.roundRect(x + s * 0.45, base - s * 0.14, s * 0.06, s * 0.03, s * 0.01));
  return { x: x - s * 0.62, y: base - s * 0.33, w: s * 1.24, h: y - base + s * 0.33 };
}

/** A hanging banner in the brand's colour with a pale band across it. */
export function banner(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: string): Box {
  fill(ctx, '#9aa1ab', () => ctx.rect(x + w * 0.5 - 1, 0, 2, y));
  fill(ctx, colour, () => ctx.rect(x, y, w, h));
  fill(ctx, mix(colour, '#ffffff', 0.6), () => ctx.rect(x + w * 0.15, y + h * 0.2, w * 0.7, h * 0.08));
  fill(ctx, mix(colour, '#ffffff', 0.35), () => ctx.rect(x + w * 0.25, y + h * 0.35, w * 0.5, h * 0.05));
  return { x, y, w, h };
}
