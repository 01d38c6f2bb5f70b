/**
 * A butcher's shop wall, in pixels: white tiles with a band in the shop's colour, and a steel rail of
 * hooks hung with cuts, hams and strings of sausages, as butchers hang their meat in view.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const MEAT = '#b8323f';
const FAT = '#f3dcd4';
const STEEL = '#9aa5b1';

/** Square white tiles from `top` down to `bottom`, their grout showing, a band of the accent along their top. */
/** A butcher's white tiles; a fishmonger's are the sea's pale blue (food-shop-walls.ts). */
export const WHITE_TILES = { grout: '#d7dcdf', face: '#f6f7f5' };
export const SEA_TILES = { grout: '#9fc3cc', face: '#cfe6ea' };

export function tiledWall(ctx: SKRSContext2D, width: number, top: number, bottom: number, tile: number, accent: string, tiles = WHITE_TILES): void {
  fill(ctx, tiles.grout, () => ctx.rect(0, top, width, bottom - top));
  for (let y = top; y < bottom; y += tile) {
    for (let x = 0; x < width; x += tile) fill(ctx, tiles.face, () => ctx.rect(x + 1, y + 1, tile - 2, Math.min(tile, bottom - y) - 2));
  }
  fill(ctx, accent, () => ctx.rect(0, top - tile * 0.5, width, tile * 0.5));
}

/** What hangs from one hook, `s` long: a leg of ham, a side cut, or a string of sausages, in turn. */
function hanging(ctx: SKRSContext2D, x: number, y: number, s: number, k: number): void {
  if (k % 3 === 2) {
    for (let i = 0; i < 4; i++) fill(ctx, mix('#c9705b', '#7a3b2a', (i % 2) * 0.25), () => ctx.ellipse(x, y + s * (0.12 + i * 0.2), s * 0.07, s * 0.1, 0, 0, Math.PI * 2));
    return;
  }
  const w = k % 3 === 0 ? s * 0.34 : s * 0.26;
  fill(ctx, FAT, () => ctx.ellipse(x, y + s * 0.55, w / 2, s * 0.45, 0, 0, Math.PI * 2));
  fill(ctx, k % 3 === 0 ? '#a8433f' : MEAT, () => ctx.ellipse(x, y + s * 0.58, w * 0.4, s * 0.38, 0, 0, Math.PI * 2));
  fill(ctx, FAT, () => ctx.rect(x - s * 0.025, y, s * 0.05, s * 0.14));
}

/** A steel rail from x to x + w at height y, hooks along it, meat `s` long on each. Returns the box it fills. */
export function meatRail(ctx: SKRSContext2D, x: number, y: number, w: number, s: number): Box {
  fill(ctx, STEEL, () => ctx.rect(x, y - s * 0.04, w, s * 0.04));
  for (const bx of [x, x + w - s * 0.03]) fill(ctx, STEEL, () => ctx.rect(bx, y - s * 0.2, s * 0.03, s * 0.2));
  const n = Math.max(2, Math.floor(w / (s * 0.45)));
  for (let k = 0; k < n; k++) {
    const hx = x + (w * (k + 0.5)) / n;
    ctx.strokeStyle = STEEL;
    ctx.lineWidth = Math.max(1, s * 0.015);
    ctx.beginPath();
    ctx.moveTo(hx, y);
    ctx.lineTo(hx, y + s * 0.08);
    ctx.stroke();
    hanging(ctx, hx, y + s * 0.08, s, k);
  }
  return { x, y: y - s * 0.2, w, h: s * 1.2 };
}
