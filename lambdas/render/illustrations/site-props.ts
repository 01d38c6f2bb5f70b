/**
 * The props of a construction site: a tower crane with its lattice mast, jib and hook; a building
 * going up (a concrete frame, scaffolding and safety netting); site hoarding in the brand's colour;
 * traffic cones. Drawn flat in the places' manner; `y` the ground each stands on.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const CRANE = '#f2b705';

/** A tower crane: lattice mast, cab, the long jib with its trolley and hook, the counter-jib and its weights. `x`: the mast. */
export function towerCrane(ctx: SKRSContext2D, x: number, y: number, h: number): void {
  const m = h * 0.035;
  const top = y - h;
  fill(ctx, CRANE, () => ctx.rect(x - m / 2, top, m, h));
  ctx.strokeStyle = mix(CRANE, '#000000', 0.25);
  ctx.lineWidth = Math.max(1, m * 0.15);
  ctx.beginPath();
  for (let yy = top; yy < y; yy += m) {
    ctx.moveTo(x - m / 2, yy);
    ctx.lineTo(x + m / 2, yy + m);
  }
  ctx.stroke();
  const jib = top + m;
  fill(ctx, CRANE, () => ctx.rect(x - h * 0.22, jib, h * 0.72, m * 0.7));
  fill(ctx, '#5a5f69', () => ctx.rect(x - h * 0.22, jib + m * 0.7, h * 0.07, m * 1.4));
  fill(ctx, CRANE, () => {
    ctx.moveTo(x - m / 2, jib);
    ctx.lineTo(x, top - m * 2);
    ctx.lineTo(x + m / 2, jib);
    ctx.closePath();
  });
  fill(ctx, '#3a3f4b', () => ctx.rect(x + m * 0.5, jib + m * 0.7, m * 1.4, m * 1.2));
  const hook = x + h * 0.38;
  fill(ctx, '#3a3f4b', () => ctx.rect(hook - m * 0.4, jib + m * 0.7, m * 0.8, m * 0.4));
  fill(ctx, '#3a3f4b', () => ctx.rect(hook - 0.5, jib + m, 1, h * 0.35));
  fill(ctx, '#d62839', () => ctx.rect(hook - m * 0.5, jib + m + h * 0.35, m, m * 0.6));
}

/** A building going up: floors of concrete frame, scaffolding in front of the lower ones, green netting. `x`: its left. */
export function buildingFrame(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): void {
  const floors = 5;
  const fh = h / floors;
  for (let f = 0; f < floors; f++) {
    const fy = y - (f + 1) * fh;
    fill(ctx, '#b9b6ae', () => ctx.rect(x, fy, w, fh * 0.14));
    for (let c = 0; c <= 4; c++) fill(ctx, '#a9a59c', () => ctx.rect(x + (w - fh * 0.14) * (c / 4), fy, fh * 0.14, fh));
    if (f < 2) fill(ctx, 'rgba(90,120,150,0.35)', () => ctx.rect(x, fy + fh * 0.14, w, fh * 0.86));
  }
  // Scaffolding over the first three floors: standards, ledgers, boards, netting.
  const sh = fh * 3;
  fill(ctx, 'rgba(60,140,80,0.35)', () => ctx.rect(x - fh * 0.2, y - sh, w * 0.55, sh));
  ctx.strokeStyle = '#8a919b';
  ctx.lineWidth = Math.max(1, fh * 0.05);
  ctx.beginPath();
  for (let sx = x - fh * 0.2; sx <= x + w * 0.55 - fh * 0.2; sx += fh * 0.6) {
    ctx.moveTo(sx, y);
    ctx.lineTo(sx, y - sh);
  }
  for (let sy = y; sy >= y - sh; sy -= fh) {
    ctx.moveTo(x - fh * 0.2, sy);
    ctx.lineTo(x + w * 0.55 - fh * 0.2, sy);
  }
  ctx.stroke();
  for (let sy = y - fh; sy >= y - sh; sy -= fh) fill(ctx, '#c58f5a', () => ctx.rect(x - fh * 0.2, sy - fh * 0.06, w * 0.55, fh * 0.06));
}

/** Site hoarding: painted panels along the ground in the brand's colour, a pale band across them. */
export function hoarding(ctx: SKRSContext2D, x0: number, x1: number, y: number, h: number, colour: string): void {
  fill(ctx, colour, () => ctx.rect(x0, y - h, x1 - x0, h));
  fill(ctx, mix(colour, '#ffffff', 0.7), () => ctx.rect(x0, y - h * 0.62, x1 - x0, h * 0.14));
  for (let x = x0; x < x1; x += h * 1.6) fill(ctx, mix(colour, '#000000', 0.2), () => ctx.rect(x, y - h, Math.max(1, h * 0.03), h));
}

/** A traffic cone with its white band. `x`: its centre. */
export function cone(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, '#f26b1d', () => {
    ctx.moveTo(x - s * 0.3, y - s * 0.08);
    ctx.lineTo(x - s * 0.07, y - s);
    ctx.lineTo(x + s * 0.07, y - s);
    ctx.lineTo(x + s * 0.3, y - s * 0.08);
    ctx.closePath();
  });
  fill(ctx, '#ffffff', () => ctx.rect(x - s * 0.19, y - s * 0.55, s * 0.38, s * 0.14));
  fill(ctx, '#3a3f4b', () => ctx.rect(x - s * 0.42, y - s * 0.08, s * 0.84, s * 0.08));
}
