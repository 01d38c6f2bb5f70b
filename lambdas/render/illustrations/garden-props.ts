/**
 * The props of the trades in plants: a plant nursery's or garden centre's glazed greenhouse wall,
 * slatted staging benches of plants in terracotta pots, and baskets of trailing plants hung from the
 * roof; a florist's wrapping station (a roll of paper on its wall bracket, spools of ribbon).
 * Drawn flat in the places' manner; `y` is the floor a prop stands on unless said otherwise. Each
 * returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { fill } from './room-props';

const LEAVES = ['#3f9a4f', '#2f7d4f', '#5cae5a', '#7bbf6a'];
const BLOOMS = ['#e86a92', '#f4d35e', '#ffffff', '#c77dff', '#ff8c42'];

/** A plant in a terracotta pot: a mound of leaves, some in flower. `x`: its centre; `y`: the pot's foot. */
function pottedPlant(ctx: SKRSContext2D, x: number, y: number, s: number, random: () => number): void {
  fill(ctx, '#c86b4a', () => {
    ctx.moveTo(x - s * 0.32, y - s * 0.42);
    ctx.lineTo(x + s * 0.32, y - s * 0.42);
    ctx.lineTo(x + s * 0.24, y);
    ctx.lineTo(x - s * 0.24, y);
    ctx.closePath();
  });
  fill(ctx, '#a8563a', () => ctx.rect(x - s * 0.34, y - s * 0.46, s * 0.68, s * 0.08));
  const leaf = LEAVES[Math.floor(random() * LEAVES.length)]!;
  const tall = 0.5 + random() * 0.5;
  for (const [dx, dy, r] of [[-0.22, 0.55, 0.26], [0.2, 0.58, 0.26], [0, 0.5 + tall * 0.4, 0.3]] as const) fill(ctx, leaf, () => ctx.arc(x + dx * s, y - dy * s, r * s, 0, Math.PI * 2));
  if (random() > 0.45) {
    const bloom = BLOOMS[Math.floor(random() * BLOOMS.length)]!;
    for (let k = 0; k < 4; k++) fill(ctx, bloom, () => ctx.arc(x + (random() - 0.5) * s * 0.6, y - s * (0.6 + random() * tall * 0.5), s * 0.07, 0, Math.PI * 2));
  }
}

/** The greenhouse's glazed wall: a low brick base, glass in white glazing bars above it, the sky showing through. `y`: the base's foot. Returns the glass. */
export function glazedWall(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, sky: [string, string]): Box {
  const base = h * 0.14;
  const glass = { x, y: y - h, w, h: h - base };
  const g = ctx.createLinearGradient(0, glass.y, 0, glass.y + glass.h);
  g.addColorStop(0, sky[0]);
  g.addColorStop(1, sky[1]);
  fill(ctx, g, () => ctx.rect(glass.x, glass.y, glass.w, glass.h));
  fill(ctx, 'rgba(255,255,255,0.18)', () => ctx.rect(glass.x, glass.y, glass.w, glass.h));
  fill(ctx, '#b5654a', () => ctx.rect(x, y - base, w, base));
  for (let by = y - base; by < y; by += base / 3) fill(ctx, 'rgba(60,30,20,0.25)', () => ctx.rect(x, by, w, Math.max(1, base * 0.03)));
  const bar = Math.max(1, h * 0.012);
  const pane = Math.max(h * 0.22, w / Math.max(1, Math.round(w / (h * 0.28))));
  fill(ctx, '#f4f6f2', () => {
    for (let bx = x; bx <= x + w; bx += pane) ctx.rect(bx - bar / 2, glass.y, bar, glass.h);
    for (const t of [0, 0.5, 1]) ctx.rect(x, glass.y + glass.h * t - bar / 2, w, bar);
  });
  return glass;
}

/** A slatted wooden staging bench, a row of potted plants on it. `x`: its left; `s`: its height. */
export function stagingBench(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, random: () => number): Box {
  const top = y - s;
  for (const lx of [0.03, 0.5, 0.93]) fill(ctx, '#8c6646', () => ctx.rect(x + w * lx, top, s * 0.07, s));
  fill(ctx, '#a57c55', () => ctx.rect(x, top, w, s * 0.08));
  fill(ctx, '#8c6646', () => ctx.rect(x, y - s * 0.3, w, s * 0.05));
  const p = s * 0.55;
  for (let px = x + p * 0.4; px < x + w - p * 0.3; px += p * (0.75 + random() * 0.2)) pottedPlant(ctx, px, top, p, random);
  // A second row under the bench, on the floor's slats.
  for (let px = x + p * 0.7; px < x + w - p * 0.5; px += p * 1.1) pottedPlant(ctx, px, y - s * 0.3, p * 0.6, random);
  return { x, y: top - p * 1.1, w, h: s + p * 1.1 };
}

/** A basket of trailing plants hung from the roof on three wires. `x`: its centre; `y`: the basket's rim. */
export function hangingBasket(ctx: SKRSContext2D, x: number, y: number, s: number, random: () => number): void {
  ctx.strokeStyle = '#5b6270';
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.beginPath();
  for (const dx of [-0.35, 0, 0.35]) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x + dx * s, y);
  }
  ctx.stroke();
  fill(ctx, '#6b4a34', () => ctx.ellipse(x, y + s * 0.08, s * 0.4, s * 0.2, 0, 0, Math.PI));
  for (let k = 0; k < 6; k++) {
    const dx = (k / 5 - 0.5) * s * 0.9;
    fill(ctx, LEAVES[k % LEAVES.length]!, () => ctx.ellipse(x + dx, y + s * (0.2 + random() * 0.35), s * 0.08, s * 0.22, 0, 0, Math.PI * 2));
  }
  for (let k = 0; k < 4; k++) fill(ctx, BLOOMS[k % BLOOMS.length]!, () => ctx.arc(x + (random() - 0.5) * s * 0.7, y - s * 0.02, s * 0.07, 0, Math.PI * 2));
}

/** A florist's wrapping station on the wall: a roll of kraft paper on its bracket, a sheet hanging from it, spools of ribbon on a rod above. `x, y`: its top left. */
export function wrappingStation(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, ribbon: string): Box {
  const rod = y + h * 0.12;
  fill(ctx, '#6b737d', () => ctx.rect(x, rod, w, h * 0.03));
  const spools = [ribbon, '#e86a92', '#f4d35e', '#ffffff', '#7bbf6a'];
  const sw = w / spools.length;
  spools.forEach((colour, k) => {
    const cx = x + sw * (k + 0.5);
    fill(ctx, colour, () => ctx.roundRect(cx - sw * 0.35, rod - h * 0.1, sw * 0.7, h * 0.22, sw * 0.1));
    fill(ctx, 'rgba(0,0,0,0.15)', () => ctx.rect(cx - sw * 0.35, rod - h * 0.01, sw * 0.7, h * 0.03));
    fill(ctx, colour, () => ctx.rect(cx - sw * 0.06, rod + h * 0.1, sw * 0.12, h * (0.12 + (k % 3) * 0.06)));
  });
  const roll = y + h * 0.5;
  for (const bx of [x, x + w - h * 0.04]) fill(ctx, '#6b737d', () => ctx.rect(bx, roll - h * 0.08, h * 0.04, h * 0.16));
  fill(ctx, '#c8a97a', () => ctx.roundRect(x + h * 0.03, roll - h * 0.07, w - h * 0.06, h * 0.14, h * 0.07));
  fill(ctx, '#d8bd92', () => ctx.rect(x + w * 0.1, roll, w * 0.8, h * 0.5));
  fill(ctx, 'rgba(120,90,50,0.2)', () => ctx.rect(x + w * 0.1, roll + h * 0.46, w * 0.8, h * 0.04));
  return { x, y: rod - h * 0.1, w, h: roll + h * 0.5 - rod + h * 0.1 };
}
