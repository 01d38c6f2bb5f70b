/**
 * The props of two outdoor workplaces: a farmyard's red barn and silo, post-and-rail fence and
 * round hay bales, its fields striped to the hills; a petrol station's canopy in the brand's colour
 * over its pumps, the price sign by the road and the kiosk behind. Drawn flat in the places' manner;
 * `y` is the ground a prop stands on.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix, textOn } from '../draw/palette';
import { fill } from './room-props';

/** A red barn with a gambrel roof and white-trimmed doors, a silo beside it. `x`: its left; `s`: its height to the ridge. */
export function barn(ctx: SKRSContext2D, x: number, y: number, s: number, lit: boolean): void {
  const w = s * 1.1;
  const eaves = y - s * 0.55;
  fill(ctx, '#b8463a', () => ctx.rect(x, eaves, w, s * 0.55));
  fill(ctx, '#8e3229', () => {
    ctx.moveTo(x - w * 0.04, eaves);
    ctx.lineTo(x + w * 0.16, y - s * 0.85);
    ctx.lineTo(x + w * 0.5, y - s);
    ctx.lineTo(x + w * 0.84, y - s * 0.85);
    ctx.lineTo(x + w * 1.04, eaves);
    ctx.closePath();
  });
  const door = { x: x + w * 0.32, w: w * 0.36, h: s * 0.42 };
  fill(ctx, '#f4f1ea', () => ctx.rect(door.x - s * 0.02, y - door.h - s * 0.02, door.w + s * 0.04, door.h + s * 0.02));
  fill(ctx, '#a13d32', () => ctx.rect(door.x, y - door.h, door.w, door.h));
  ctx.strokeStyle = '#f4f1ea';
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.beginPath();
  ctx.moveTo(door.x, y - door.h);
  ctx.lineTo(door.x + door.w, y);
  ctx.moveTo(door.x + door.w, y - door.h);
  ctx.lineTo(door.x, y);
  ctx.moveTo(door.x + door.w / 2, y - door.h);
  ctx.lineTo(door.x + door.w / 2, y);
  ctx.stroke();
  fill(ctx, lit ? '#ffd98a' : '#f4f1ea', () => ctx.rect(x + w * 0.44, y - s * 0.8, w * 0.12, s * 0.12));
  // The silo.
  const sx = x + w * 1.1;
  fill(ctx, '#c9ced6', () => ctx.rect(sx, y - s * 1.1, s * 0.3, s * 1.1));
  fill(ctx, '#9aa1ab', () => ctx.ellipse(sx + s * 0.15, y - s * 1.1, s * 0.15, s * 0.1, 0, Math.PI, 0));
  for (let k = 1; k < 6; k++) fill(ctx, 'rgba(60,65,72,0.18)', () => ctx.rect(sx, y - s * 1.1 + k * s * 0.18, s * 0.3, Math.max(1, s * 0.012)));
}

/** A post-and-rail fence from x0 to x1. `s`: its height. */
export function fence(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number): void {
  fill(ctx, '#8c6646', () => {
    for (let x = x0; x <= x1; x += s * 1.4) ctx.rect(x, y - s, s * 0.1, s);
    for (const t of [0.25, 0.65]) ctx.rect(x0, y - s * (1 - t) - s * 0.2, x1 - x0, s * 0.08);
  });
}

/** A round hay bale lying on its side. `x`: its centre; `s`: its diameter. */
export function hayBale(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, '#d9b25f', () => ctx.roundRect(x - s * 0.6, y - s, s * 1.2, s, s * 0.3));
  fill(ctx, '#e8c878', () => ctx.ellipse(x + s * 0.45, y - s / 2, s * 0.2, s * 0.48, 0, 0, Math.PI * 2));
  ctx.strokeStyle = '#b8914a';
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.beginPath();
  ctx.ellipse(x + s * 0.45, y - s / 2, s * 0.1, s * 0.26, 0, 0, Math.PI * 2);
  ctx.stroke();
}

/** Fields in stripes from the hills down to the yard: crops, ploughed earth, pasture. */
export function fields(ctx: SKRSContext2D, w: number, top: number, bottom: number): void {
  const colours = ['#9cc36a', '#c8b25f', '#7fb05a', '#a8874f', '#8cc072'];
  const rows = colours.length;
  for (let k = 0; k < rows; k++) {
    const y0 = top + ((bottom - top) * k) / rows;
    fill(ctx, colours[k]!, () => ctx.rect(0, y0, w, (bottom - top) / rows + 1));
    for (let x = (k % 2) * 8; x < w; x += 16) fill(ctx, 'rgba(60,80,40,0.12)', () => ctx.rect(x, y0, 2, (bottom - top) / rows));
  }
}

/** A petrol station's canopy on its pillars, its fascia in the brand's colour, lit from under; pumps beneath. `x`: its left. */
export function forecourtCanopy(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, lit: boolean): void {
  const fascia = h * 0.14;
  const underside = y - h + fascia;
  for (const px of [0.2, 0.8]) fill(ctx, '#e4e7ea', () => ctx.rect(x + w * px - h * 0.03, underside, h * 0.06, y - underside));
  fill(ctx, lit ? '#fff6dc' : '#eef0f2', () => ctx.rect(x, underside, w, h * 0.03));
  fill(ctx, accent, () => ctx.rect(x, y - h, w, fascia));
  fill(ctx, textOn(accent), () => ctx.rect(x + w * 0.04, y - h + fascia * 0.42, w * 0.92, fascia * 0.16));
  for (const px of [0.35, 0.65]) fuelPump(ctx, x + w * px, y, h * 0.36, accent);
}

/** A fuel pump: a cabinet with its display and nozzles, on an island kerb. `x`: its centre; `s`: its height. */
function fuelPump(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): void {
  fill(ctx, '#c9ced6', () => ctx.rect(x - s * 0.5, y - s * 0.08, s, s * 0.08));
  fill(ctx, '#f4f6f8', () => ctx.roundRect(x - s * 0.26, y - s, s * 0.52, s * 0.92, s * 0.04));
  fill(ctx, accent, () => ctx.rect(x - s * 0.26, y - s, s * 0.52, s * 0.14));
  fill(ctx, '#1f2a33', () => ctx.rect(x - s * 0.18, y - s * 0.78, s * 0.36, s * 0.18));
  fill(ctx, '#7ee0a1', () => ctx.rect(x - s * 0.14, y - s * 0.74, s * 0.28, s * 0.04));
  for (const [k, colour] of ['#2f9e44', '#1f2a33'].entries()) fill(ctx, colour, () => ctx.roundRect(x - s * 0.2 + k * s * 0.24, y - s * 0.5, s * 0.14, s * 0.2, s * 0.03));
}

/** The price sign by the road: a totem in the brand's colour with rows of prices. `x`: its centre; `s`: its height. */
export function priceTotem(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): void {
  const w = s * 0.36;
  fill(ctx, mix(accent, '#1f2a33', 0.3), () => ctx.rect(x - w / 2, y - s, w, s));
  fill(ctx, accent, () => ctx.rect(x - w / 2, y - s, w, s * 0.2));
  for (let k = 0; k < 3; k++) {
    fill(ctx, '#1f2a33', () => ctx.rect(x - w * 0.4, y - s * (0.74 - k * 0.18), w * 0.8, s * 0.13));
    fill(ctx, '#ffd23f', () => ctx.rect(x - w * 0.05, y - s * (0.7 - k * 0.18), w * 0.38, s * 0.05));
  }
}
