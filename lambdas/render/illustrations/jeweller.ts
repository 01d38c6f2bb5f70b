/**
 * A jeweller's (a joyería, a bijouterie, a Juwelier, a gioielleria, a juwelier) seen from the shop floor: a deep wall in the
 * brand's colour lined with lit glass cases, necklaces hung on velvet busts, rings in their trays, watches on their
 * stands, each case lit from above; the spotlights over the counter. Never a clothes rail or a shelf of boxes.
 * Pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { Box } from '../draw/layout';
import { fill } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const GOLD = '#e2b64a';
const VELVET = '#2c2434';
const GEMS = ['#e8f4ff', '#d8435a', '#3d7fd9', '#3fae7a'] as const;

/** A velvet bust with a necklace hung on it, `s` tall, its foot at (x, y). */
function necklaceBust(ctx: SKRSContext2D, x: number, y: number, s: number, gem: string): void {
  fill(ctx, VELVET, () => {
    ctx.moveTo(x - s * 0.32, y);
    ctx.lineTo(x - s * 0.3, y - s * 0.55);
    ctx.quadraticCurveTo(x - s * 0.28, y - s * 0.75, x - s * 0.1, y - s * 0.8);
    ctx.lineTo(x - s * 0.1, y - s);
    ctx.lineTo(x + s * 0.1, y - s);
    ctx.lineTo(x + s * 0.1, y - s * 0.8);
    ctx.quadraticCurveTo(x + s * 0.28, y - s * 0.75, x + s * 0.3, y - s * 0.55);
    ctx.lineTo(x + s * 0.32, y);
    ctx.closePath();
  });
  ctx.save();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = Math.max(1, s * 0.035);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.2, y - s * 0.78);
  ctx.quadraticCurveTo(x, y - s * 0.38, x + s * 0.2, y - s * 0.78);
  ctx.stroke();
  ctx.restore();
  fill(ctx, gem, () => ctx.ellipse(x, y - s * 0.55, s * 0.06, s * 0.08, 0, 0, Math.PI * 2));
}

/** A tray of rings, `w` wide, its foot at `y`: gold bands standing in their slots, a stone on each. */
function ringTray(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  const h = w * 0.22;
  fill(ctx, VELVET, () => ctx.roundRect(x, y - h, w, h, h * 0.2));
  const n = 4;
  const r = w / (n * 2.6);
  ctx.save();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = Math.max(1, r * 0.35);
  for (let k = 0; k < n; k++) {
    const cx = x + (k + 0.5) * (w / n);
    ctx.beginPath();
    ctx.ellipse(cx, y - h - r * 0.6, r, r, 0, 0, Math.PI * 2);
    ctx.stroke();
    fill(ctx, GEMS[k % GEMS.length]!, () => ctx.ellipse(cx, y - h - r * 1.75, r * 0.5, r * 0.45, 0, 0, Math.PI * 2));
  }
  ctx.restore();
}

/** A watch on its little stand, `s` tall, its foot at (x, y). */
function watchStand(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, VELVET, () => ctx.roundRect(x - s * 0.18, y - s * 0.75, s * 0.36, s * 0.75, s * 0.08));
  fill(ctx, '#3b3b44', () => ctx.rect(x - s * 0.1, y - s * 0.98, s * 0.2, s * 0.7));
  fill(ctx, '#c9ccd3', () => ctx.ellipse(x, y - s * 0.6, s * 0.2, s * 0.2, 0, 0, Math.PI * 2));
  fill(ctx, '#f7f7f4', () => ctx.ellipse(x, y - s * 0.6, s * 0.15, s * 0.15, 0, 0, Math.PI * 2));
  ctx.save();
  ctx.strokeStyle = '#1d1f24';
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.beginPath();
  ctx.moveTo(x, y - s * 0.6);
  ctx.lineTo(x, y - s * 0.7);
  ctx.moveTo(x, y - s * 0.6);
  ctx.lineTo(x + s * 0.07, y - s * 0.56);
  ctx.stroke();
  ctx.restore();
}

/** A lit wall case `w` × `h` from (x, y): its glass, two shelves of busts, trays and watches, the light along its top; its box. */
function wallCase(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, k: number, u: number): Box {
  fill(ctx, '#1c1820', () => ctx.roundRect(x - u * 0.8, y - u * 0.8, w + u * 1.6, h + u * 1.6, u));
  const glow = ctx.createLinearGradient(0, y, 0, y + h);
  glow.addColorStop(0, '#fff6dc');
  glow.addColorStop(1, '#e9dcc2');
  fill(ctx, glow, () => ctx.rect(x, y, w, h));
  // Two glass shelves in the case's upper part, clear of the counter and whoever stands at it.
  const shelf = y + h * 0.4;
  const lower = y + h * 0.64;
  for (const at of [shelf, lower]) fill(ctx, 'rgba(255,255,255,0.75)', () => ctx.rect(x, at, w, u * 0.6));
  const s = Math.min(h * 0.32, w * 0.55);
  necklaceBust(ctx, x + w * 0.3, shelf, s, GEMS[k % GEMS.length]!);
  watchStand(ctx, x + w * 0.74, shelf, s * 0.6);
  ringTray(ctx, x + w * 0.12, lower, w * 0.76);
  // The glass's sheen across the front.
  fill(ctx, 'rgba(255,255,255,0.18)', () => {
    ctx.moveTo(x + w * 0.1, y);
    ctx.lineTo(x + w * 0.3, y);
    ctx.lineTo(x + w * 0.05, y + h);
    ctx.lineTo(x, y + h);
    ctx.lineTo(x, y + h * 0.6);
    ctx.closePath();
  });
  return { x, y, w, h };
}

export const JEWELLER = {
  wall: (p: Palette) => mix(mix(p.accent, '#1c1624', 0.7), p.background, 0.08),
  floor: '#5d4d45',
  seams: 'rgba(20,12,8,0.28)',
  sunless: true as const,
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, _time: unknown, _palette: Palette, _random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const top = u * 20;
    const bottom = Math.min(g.ground - u * 3, (g.surfaceTop ?? g.ground) + u * 1);
    fill(ctx, GOLD, () => ctx.rect(0, u * 14, g.width, u * 0.8));
    // Cases the width of the wall, as many as fit at a jeweller's proportions.
    const w = u * 22;
    const n = Math.max(2, Math.floor((g.width - u * 6) / (w + u * 6)));
    const gap = (g.width - n * w) / (n + 1);
    for (let k = 0; k < n; k++) {
      const x = gap + k * (w + gap);
      const box = wallCase(ctx, x, top, w, bottom - top, k, u);
      if (k === 0 || k === n - 1) fx.props.push({ name: 'jewellery-case', box });
      fx.lamps.push({ x: x + w / 2, y: top - u * 2, s: u * 2.5 });
    }
  },
};
