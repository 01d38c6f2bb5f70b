/**
 * The walls of the rooms drinks are served in, in pixels: a wine bar's wooden racks of bottles lying on
 * their sides, a Japanese tea room's paper screens slid open onto its veranda (the engawa) and the garden,
 * and its alcove with a hanging scroll and a single flower.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { fill } from './room-props';

const BOTTLE_ENDS = ['#23402f', '#3b1f2b', '#2d3a22', '#5a1e2a'];

/** A wooden wine rack from (x, y), w by h: square cells, a bottle's end showing in each, foil capsules catching the light. */
export function wineRack(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): Box {
  fill(ctx, '#4a2c1c', () => ctx.rect(x, y, w, h));
  const cell = Math.max(4, Math.min(w / 6, h / 8));
  const cols = Math.floor(w / cell);
  const rows = Math.floor(h / cell);
  const ox = x + (w - cols * cell) / 2;
  const oy = y + (h - rows * cell) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = ox + (c + 0.5) * cell;
      const cy = oy + (r + 0.5) * cell;
      fill(ctx, '#7a4f31', () => ctx.rect(cx - cell / 2, cy - cell / 2, cell, cell));
      fill(ctx, '#2a180f', () => ctx.rect(cx - cell * 0.44, cy - cell * 0.44, cell * 0.88, cell * 0.88));
      // One cell in seven stands empty: a rack in use, not a pattern.
      if (random() < 0.14) continue;
      fill(ctx, BOTTLE_ENDS[Math.floor(random() * BOTTLE_ENDS.length)]!, () => ctx.arc(cx, cy, cell * 0.34, 0, Math.PI * 2));
      fill(ctx, random() < 0.5 ? '#c8a24a' : '#9c2a3a', () => ctx.arc(cx, cy, cell * 0.14, 0, Math.PI * 2));
    }
  }
  return { x, y, w, h };
}

/** Paper screens in pale wood from x to x + w, y to the floor at `ground`; the middle pair slid open onto the veranda and a garden. */
export function shojiOntoGarden(ctx: SKRSContext2D, x: number, y: number, w: number, ground: number): Box {
  const h = ground - y;
  const panels = 4;
  const pw = w / panels;
  // Through the opening: the sky's light over a green garden, a maple's crown, the veranda's boards in front.
  const gx = x + pw;
  fill(ctx, '#dff0f4', () => ctx.rect(gx, y, pw * 2, h));
  fill(ctx, '#7fae6a', () => ctx.rect(gx, y + h * 0.45, pw * 2, h * 0.55));
  fill(ctx, '#c0502e', () => ctx.ellipse(gx + pw * 1.3, y + h * 0.32, pw * 0.5, h * 0.2, 0, 0, Math.PI * 2));
  fill(ctx, '#5b3b26', () => ctx.rect(gx + pw * 1.27, y + h * 0.4, pw * 0.06, h * 0.25));
  fill(ctx, '#a8794e', () => ctx.rect(gx, ground - h * 0.16, pw * 2, h * 0.16));
  for (let k = 1; k < 5; k++) fill(ctx, 'rgba(60,35,20,0.35)', () => ctx.rect(gx, ground - h * 0.16 + (k * h * 0.16) / 5, pw * 2, Math.max(1, h * 0.004)));
  // The screens: two to each side, their lattice of thin bars over the paper.
  const frame = Math.max(2, pw * 0.05);
  for (const k of [0, 3]) {
    const px = x + k * pw;
    fill(ctx, '#f6f1e4', () => ctx.rect(px, y, pw, h));
    for (let i = 1; i < 3; i++) fill(ctx, '#b89a70', () => ctx.rect(px + (pw * i) / 3 - frame / 4, y, frame / 2, h));
    for (let j = 1; j < 6; j++) fill(ctx, '#b89a70', () => ctx.rect(px, y + (h * j) / 6 - frame / 4, pw, frame / 2));
    fill(ctx, '#9c7a50', () => ctx.rect(px, y, frame, h));
    fill(ctx, '#9c7a50', () => ctx.rect(px + pw - frame, y, frame, h));
  }
  fill(ctx, '#8a6a45', () => ctx.rect(x - frame, y - frame * 2, w + frame * 2, frame * 2));
  return { x, y, w, h };
}

/** The alcove (tokonoma) from x, w wide, y to `ground`: a scroll with an ink circle hanging in it, a flower in a vase on its raised floor. */
export function scrollAlcove(ctx: SKRSContext2D, x: number, y: number, w: number, ground: number): Box {
  const h = ground - y;
  fill(ctx, '#e8dcc0', () => ctx.rect(x, y, w, h));
  fill(ctx, '#6b4226', () => ctx.rect(x, ground - h * 0.08, w, h * 0.08));
  const sw = w * 0.42;
  const sx = x + (w - sw) / 2;
  fill(ctx, '#5e6f5a', () => ctx.rect(sx - sw * 0.08, y + h * 0.06, sw * 1.16, h * 0.6));
  fill(ctx, '#fbf7ec', () => ctx.rect(sx, y + h * 0.1, sw, h * 0.5));
  ctx.strokeStyle = '#1e1e1e';
  ctx.lineWidth = Math.max(2, sw * 0.09);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(sx + sw / 2, y + h * 0.3, sw * 0.3, -1.2, Math.PI * 1.55);
  ctx.stroke();
  const vx = x + w * 0.78;
  const base = ground - h * 0.08;
  fill(ctx, '#3e3430', () => ctx.roundRect(vx - w * 0.05, base - h * 0.12, w * 0.1, h * 0.12, w * 0.03));
  ctx.strokeStyle = '#3f6b3a';
  ctx.lineWidth = Math.max(1, w * 0.012);
  ctx.beginPath();
  ctx.moveTo(vx, base - h * 0.12);
  ctx.quadraticCurveTo(vx - w * 0.04, base - h * 0.24, vx + w * 0.02, base - h * 0.3);
  ctx.stroke();
  fill(ctx, '#f2f2f2', () => ctx.arc(vx + w * 0.02, base - h * 0.31, w * 0.035, 0, Math.PI * 2));
  return { x, y, w, h };
}
