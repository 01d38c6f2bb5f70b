/**
 * A fish and chip shop (a chippy, a friterie, a frituur) seen from its queue: white tiles, the stainless frying range along
 * the back wall behind the counter, its pans under curved lids and glass hot cabinets on top with battered fish and chips
 * keeping warm under the lamps, the canopy over it, the lit menu board above in the brand's colour, and chip boxes and the
 * paper roll at the end. Never a restaurant's laid tables or a home hob. Pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { Box } from '../draw/layout';
import { extractionHood } from './kitchen-props';
import { fill, tiledWall } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const TILE = '#f4f6f5';
const GROUT = 'rgba(90,110,110,0.16)';
const STEEL = '#c9d1da';
const STEEL_DARK = '#8e98a4';
export const BATTER = '#d99a3b';
const BATTER_LIGHT = '#f0c46a';
const CHIP = '#f5c842';

/** A piece of battered fish lying on its side, `w` long, its crisp bumps along the back. `(x, y)`: its centre. */
export function batteredFish(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  const h = w * 0.34;
  fill(ctx, BATTER, () => {
    ctx.moveTo(x - w / 2, y);
    ctx.quadraticCurveTo(x - w * 0.3, y - h * 0.62, x + w * 0.1, y - h * 0.5);
    ctx.quadraticCurveTo(x + w * 0.42, y - h * 0.42, x + w / 2, y - h * 0.08);
    ctx.quadraticCurveTo(x + w * 0.44, y + h * 0.45, x, y + h * 0.46);
    ctx.quadraticCurveTo(x - w * 0.4, y + h * 0.42, x - w / 2, y);
    ctx.closePath();
  });
  for (const [dx, dy, r] of [[-0.28, -0.18, 0.07], [-0.08, -0.3, 0.08], [0.14, -0.26, 0.07], [0.32, -0.12, 0.06], [0.02, 0.05, 0.06]] as const) {
    fill(ctx, BATTER_LIGHT, () => ctx.ellipse(x + dx * w, y + dy * h * 1.2, r * w * 0.8, r * w * 0.35, 0, 0, Math.PI * 2));
  }
}

/** A heap of chips, `w` wide, its foot at `y`. */
export function chipHeap(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  const stick = w * 0.07;
  for (let row = 0; row < 3; row++) {
    const span = w * (1 - row * 0.28);
    const n = Math.max(2, Math.round(span / (stick * 1.3)));
    for (let k = 0; k < n; k++) {
      const cx = x - span / 2 + (k + 0.5) * (span / n);
      const tilt = ((k * 7 + row * 3) % 5 - 2) * 0.18;
      ctx.save();
      ctx.translate(cx, y - stick * 1.6 * (row + 0.6));
      ctx.rotate(tilt);
      fill(ctx, (k + row) % 3 ? CHIP : '#e8b531', () => ctx.rect(-stick / 2, -stick * 1.6, stick, stick * 3.2));
      ctx.restore();
    }
  }
}

/** A glass hot cabinet on the range: its lamp lit, battered fish on the upper shelf, chips below. `y`: its foot. */
function hotCabinet(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, fx: Fixtures): Box {
  fill(ctx, STEEL_DARK, () => ctx.rect(x, y - h, w, h));
  fill(ctx, '#fff1cc', () => ctx.rect(x + w * 0.04, y - h * 0.9, w * 0.92, h * 0.84));
  fill(ctx, STEEL, () => ctx.rect(x + w * 0.04, y - h * 0.5, w * 0.92, h * 0.04));
  const pieces = Math.max(2, Math.floor(w / (h * 0.8)));
  for (let k = 0; k < pieces; k++) batteredFish(ctx, x + w * (0.1 + (k + 0.5) * (0.8 / pieces)), y - h * 0.64, Math.min(h * 0.7, (w * 0.8) / pieces * 0.95));
  chipHeap(ctx, x + w * 0.3, y - h * 0.08, w * 0.34);
  chipHeap(ctx, x + w * 0.7, y - h * 0.08, w * 0.34);
  fill(ctx, 'rgba(255,255,255,0.35)', () => {
    ctx.moveTo(x + w * 0.1, y - h * 0.9);
    ctx.lineTo(x + w * 0.22, y - h * 0.9);
    ctx.lineTo(x + w * 0.1, y - h * 0.1);
    ctx.closePath();
  });
  fx.lamps.push({ x: x + w / 2, y: y - h * 0.85, s: h * 0.5 });
  return { x, y: y - h, w, h };
}

/** A fryer pan's curved stainless lid, raised at the back. `y`: the range's top. */
function fryerLid(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  fill(ctx, STEEL, () => {
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + w / 2, y - w * 0.5, x + w, y);
    ctx.closePath();
  });
  fill(ctx, '#1d1f24', () => ctx.roundRect(x + w * 0.4, y - w * 0.3, w * 0.2, w * 0.06, w * 0.03));
}

/** The menu board: a dark panel under a band in the shop's colour, its dishes in light lines and their prices in the colour. */
function menuBoard(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string): Box {
  fill(ctx, '#1f2a33', () => ctx.roundRect(x, y, w, h, h * 0.05));
  fill(ctx, accent, () => ctx.rect(x, y, w, h * 0.2));
  fill(ctx, 'rgba(255,255,255,0.85)', () => ctx.rect(x + w * 0.3, y + h * 0.07, w * 0.4, h * 0.06));
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const ry = y + h * (0.3 + r * 0.17);
    for (const [cx, len] of [[0.06, 0.26], [0.54, 0.22]] as const) {
      fill(ctx, '#e9eef1', () => ctx.rect(x + w * cx, ry, w * (len - ((r * 3) % 4) * 0.02), h * 0.05));
      fill(ctx, mix(accent, '#ffffff', 0.35), () => ctx.rect(x + w * (cx + 0.33), ry, w * 0.07, h * 0.05));
    }
  }
  return { x, y, w, h };
}

/** Flat-packed chip boxes stacked, the paper roll on its holder beside them. `y`: the shelf they stand on. */
function boxesAndPaper(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): Box {
  for (let k = 0; k < 5; k++) {
    fill(ctx, '#fbfaf6', () => ctx.rect(x, y - (k + 1) * s * 0.16, s * 0.9, s * 0.14));
    fill(ctx, accent, () => ctx.rect(x + s * 0.3, y - (k + 1) * s * 0.16 + s * 0.04, s * 0.3, s * 0.05));
  }
  const rx = x + s * 1.1;
  fill(ctx, STEEL_DARK, () => ctx.rect(rx, y - s * 0.05, s * 0.8, s * 0.05));
  fill(ctx, '#f3efe4', () => ctx.roundRect(rx + s * 0.05, y - s * 0.45, s * 0.7, s * 0.38, s * 0.18));
  fill(ctx, '#d9d3c4', () => ctx.ellipse(rx + s * 0.4, y - s * 0.26, s * 0.1, s * 0.1, 0, 0, Math.PI * 2));
  return { x, y: y - s * 0.8, w: s * 1.9, h: s * 0.8 };
}

export const CHIP_SHOP = {
  wall: (p: Palette) => mix(TILE, p.background, 0.05),
  floor: '#8a8f94',
  seams: 'rgba(30,35,40,0.22)',
  sunless: true as const,
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, _time: unknown, palette: Palette, _random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const counter = g.surfaceTop ?? g.ground - u * 24;
    // The range's top stands a little over the counter, so the lids and cabinets show above whoever is served.
    const rangeTop = Math.min(counter - u * 8, g.ground - u * 16);
    tiledWall(ctx, 0, g.ground, g.width, u * 4, u * 0.2, mix(TILE, palette.background, 0.05), GROUT);
    fill(ctx, palette.accent, () => ctx.rect(0, rangeTop - u * 25, g.width, u * 1.4));
    const range = { x: g.width * 0.08, w: g.width * 0.84 };
    fill(ctx, STEEL, () => ctx.rect(range.x, rangeTop, range.w, g.ground - rangeTop));
    fill(ctx, STEEL_DARK, () => ctx.rect(range.x, rangeTop, range.w, u * 1));
    // Pans and cabinets in turn along the range (two lids, a cabinet, two lids…), the boxes and paper at its end.
    const boxes = u * 10;
    const run = range.w - boxes * 2;
    const bays = Math.max(2, Math.floor(run / (u * 22)));
    const step = run / bays;
    for (let k = 0; k < bays; k++) {
      const bx = range.x + k * step;
      if (k % 3 === 1) fx.props.push({ name: 'hot-cabinet', box: hotCabinet(ctx, bx + step * 0.06, rangeTop, step * 0.88, u * 15, fx) });
      else for (const half of [0, 0.5]) fryerLid(ctx, bx + step * (half + 0.04), rangeTop, step * 0.42);
    }
    fx.props.push({ name: 'range', box: { x: range.x, y: rangeTop, w: range.w, h: g.ground - rangeTop } });
    fx.props.push({ name: 'canopy', box: extractionHood(ctx, range.x - u * 2, rangeTop - u * 18, range.w + u * 4, u * 7) });
    // Menu boards over the canopy, one to each frame's width as the camera trucks.
    const bh = Math.max(u * 8, Math.min(u * 14, rangeTop - u * 28));
    const bw = Math.min(g.width * 0.3, u * 44);
    for (const x of [0.22, 0.78]) fx.props.push({ name: 'menu', box: menuBoard(ctx, g.width * x - bw / 2, Math.max(u * 2, rangeTop - u * 27 - bh), bw, bh, palette.accent) });
    fx.props.push({ name: 'boxes', box: boxesAndPaper(ctx, range.x + run + u, rangeTop, boxes, palette.accent) });
  },
};

/** The open paper fish is served on, its band in the brand's colour, across the lower part of w × h. */
export function servingPaper(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  fill(ctx, '#f7f3e8', () => {
    ctx.moveTo(w * 0.04, h * 0.62);
    ctx.lineTo(w * 0.96, h * 0.56);
    ctx.lineTo(w * 0.88, h * 0.92);
    ctx.lineTo(w * 0.1, h * 0.96);
    ctx.closePath();
  });
  fill(ctx, accent, () => ctx.rect(w * 0.1, h * 0.85, w * 0.78, h * 0.08));
}

/** Fish and chips served: a piece of battered fish across a heap of chips on open paper, the paper's band in the brand's colour; fills w × h. */
export function drawFishAndChips(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  servingPaper(ctx, w, h, accent);
  chipHeap(ctx, w * 0.64, h * 0.8, w * 0.5);
  batteredFish(ctx, w * 0.4, h * 0.64, w * 0.66);
}
