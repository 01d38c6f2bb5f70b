/**
 * A vineyard at harvest time, where wineries show their vines, the grape harvest and walks along the rows: hills beyond
 * under the sky, a slope of vine rows receding up to them (each row's canopy green turning gold and rust), and the near
 * row the pickers work along, its posts and wires, leaves and bunches of dark grapes hanging under them, on bare earth.
 * Three layers far to near, pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill } from './room-props';
import { SKY } from './sky';
import type { PlaceGeometry } from './places';

type Paint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number) => void;

/** A vine's leaves in harvest time: mostly green, some turned gold or rust. */
const LEAVES = ['#5f8f3e', '#6f9c45', '#4f7d36', '#c9a23a', '#b8612e'];
const GRAPES = '#4a2347';
const POST = '#8a6a4a';

/** A row of vines from x0 to x1 on baseline `base`, `h` tall: posts, wires between them, a leafy canopy on the wires. */
function vineRow(ctx: SKRSContext2D, x0: number, x1: number, base: number, h: number, tint: string, random: () => number): void {
  const gap = h * 1.6;
  for (let x = x0; x <= x1; x += gap) fill(ctx, POST, () => ctx.rect(x - h * 0.03, base - h, h * 0.06, h));
  ctx.strokeStyle = 'rgba(60,60,60,0.5)';
  ctx.lineWidth = Math.max(1, h * 0.015);
  for (const k of [0.45, 0.8]) {
    ctx.beginPath();
    ctx.moveTo(x0, base - h * k);
    ctx.lineTo(x1, base - h * k);
    ctx.stroke();
  }
  // Two layers of leaves so the canopy reads as one hedge along the wires, not separate bushes.
  for (const [top, size] of [[0.7, 0.2], [0.58, 0.14]] as const) {
    for (let x = x0; x < x1; x += h * 0.09) {
      const colour = mix(LEAVES[Math.floor(random() * LEAVES.length)]!, tint, 0.25);
      fill(ctx, colour, () => ctx.arc(x, base - h * (top + random() * 0.14), h * (size + random() * 0.06), 0, Math.PI * 2));
    }
  }
}

/** A bunch of grapes hanging from (x, y), `s` long: rows of berries narrowing to a point. */
export function grapeBunch(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  const r = s * 0.11;
  for (let row = 0; row < 5; row++) {
    const n = 4 - Math.floor(row * 0.8);
    for (let k = 0; k < n; k++) fill(ctx, mix(GRAPES, '#8a4a80', (k + row) % 3 === 0 ? 0.3 : 0), () => ctx.arc(x + (k - (n - 1) / 2) * r * 1.8, y + r + row * r * 1.7, r, 0, Math.PI * 2));
  }
  fill(ctx, '#5a7a2e', () => ctx.rect(x - r * 0.2, y - r, r * 0.4, r * 1.4));
}

export const VINEYARD: [Paint, Paint, Paint] = [
  // Rolling hills far off, hazed by the sky.
  (ctx, g, time) => {
    const haze = SKY[time][1];
    fill(ctx, mix('#8a9a6a', haze, 0.45), () => {
      ctx.moveTo(0, g.horizon + g.unit * 2);
      for (let x = 0; x <= g.width; x += g.unit * 6) ctx.lineTo(x, g.horizon - g.unit * (4 + 3 * Math.sin(x / (g.unit * 30))));
      ctx.lineTo(g.width, g.ground);
      ctx.lineTo(0, g.ground);
      ctx.closePath();
    });
  },
  // The slope of vine rows, smaller and hazier as they climb away.
  (ctx, g, time, _p, random) => {
    const haze = SKY[time][1];
    fill(ctx, mix('#9a8a5a', haze, 0.2), () => ctx.rect(0, g.horizon, g.width, g.ground - g.horizon + g.unit));
    const rows = 7;
    for (let k = 0; k < rows; k++) {
      const t = k / (rows - 1);
      const base = g.horizon + g.unit * 2 + (g.ground - g.horizon - g.unit * 2) * t * t;
      vineRow(ctx, 0, g.width, base, g.unit * (1.5 + 5 * t), mix(haze, '#000000', 0.1 * t), random);
    }
  },
  // The near row the pickers work along, bunches of grapes hanging under its leaves, on bare earth between grass.
  (ctx, g, _t, _p, random) => {
    const u = g.unit;
    fill(ctx, '#8a6a4a', () => ctx.rect(0, g.ground, g.width, g.height - g.ground));
    fill(ctx, '#7f9a4a', () => ctx.rect(0, g.ground, g.width, u * 1.2));
    const base = g.ground + u * 1.5;
    const h = u * 30;
    vineRow(ctx, 0, g.width, base, h, '#ffffff', random);
    for (let x = u * 3; x < g.width; x += u * (4 + random() * 4)) grapeBunch(ctx, x, base - h * 0.5, u * (5 + random() * 2));
  },
];
