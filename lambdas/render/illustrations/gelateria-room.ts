/**
 * A gelateria, inside: pastel stripes to shoulder height under a band of the shop's colour, a big cone on the
 * wall, the board of flavours (a swatch of each colour), the shop window onto the street (the sun comes in by it), pendant lamps. The glass case of tubs is the
 * server's own (illustrations/gelato-counter.ts), drawn with them at the counter. Pixels, y down, on the room's
 * wall layer (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import type { Palette } from '../ports';
import type { TimeOfDay } from '../compose/scene-graph';
import { FLAVOURS } from './gelato-counter';
import { fill } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const MINT = '#b5dfcd';
const PINK = '#f2bfc9';

/** A wafer cone `s` tall with its point at (x, y + s) and a scoop of each of two flavours on it. Returns the box it fills. */
function wallCone(ctx: SKRSContext2D, x: number, y: number, s: number): Box {
  const w = s * 0.42;
  fill(ctx, '#d9a35b', () => {
    ctx.moveTo(x - w / 2, y + s * 0.42);
    ctx.lineTo(x + w / 2, y + s * 0.42);
    ctx.lineTo(x, y + s);
    ctx.closePath();
  });
  for (const k of [0.55, 0.7, 0.85]) fill(ctx, 'rgba(120,70,20,0.35)', () => ctx.rect(x - w * (1 - k) * 0.5, y + s * k, w * (1 - k), Math.max(1, s * 0.012)));
  fill(ctx, FLAVOURS[1]!, () => ctx.arc(x, y + s * 0.36, w * 0.56, 0, Math.PI * 2));
  fill(ctx, FLAVOURS[0]!, () => ctx.arc(x, y + s * 0.14, w * 0.46, 0, Math.PI * 2));
  return { x: x - w * 0.6, y: y - s * 0.1, w: w * 1.2, h: s * 1.1 };
}

/** The board of flavours: rows of coloured swatches with a line for each name, on a dark board. Returns the box it fills. */
function flavourBoard(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): Box {
  fill(ctx, '#3b3a3f', () => ctx.roundRect(x, y, w, h, w * 0.04));
  const rows = Math.ceil(FLAVOURS.length / 2);
  const rh = (h * 0.84) / rows;
  FLAVOURS.forEach((colour, k) => {
    const cx = x + w * (k % 2 ? 0.54 : 0.08);
    const cy = y + h * 0.08 + rh * Math.floor(k / 2) + rh / 2;
    fill(ctx, colour, () => ctx.arc(cx + rh * 0.25, cy, rh * 0.28, 0, Math.PI * 2));
    fill(ctx, 'rgba(255,255,255,0.7)', () => ctx.rect(cx + rh * 0.65, cy - rh * 0.06, w * 0.28, Math.max(1, rh * 0.12)));
  });
  return { x, y, w, h };
}

function pendant(ctx: SKRSContext2D, x: number, drop: number, s: number, colour: string, fx: Fixtures): void {
  fx.lamps.push({ x, y: drop + s * 0.3, s });
  fill(ctx, '#2b2b2b', () => ctx.rect(x - s * 0.02, 0, s * 0.04, drop));
  fill(ctx, colour, () => ctx.arc(x, drop + s * 0.3, s * 0.4, Math.PI, 0));
}

export const GELATERIA = {
  wall: (p: Palette) => mix('#f1e4d4', p.background, 0.06),
  floor: '#d6c2aa',
  seams: 'rgba(120,90,60,0.16)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, _random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const dado = g.ground - u * 40;
    // Mint and pink stripes up to the shoulder, a band of the shop's colour along their top.
    for (let x = 0, k = 0; x < g.width; x += u * 4, k++) fill(ctx, k % 2 ? PINK : MINT, () => ctx.rect(x, dado, u * 4, g.ground - dado));
    fill(ctx, palette.accent, () => ctx.rect(0, dado - u * 1.5, g.width, u * 1.5));
    const top = Math.max(u * 8, dado - u * 46);
    const bw = Math.min(g.width * 0.36, u * 40);
    fx.props.push({ name: 'flavours', box: flavourBoard(ctx, g.width - u * 8 - bw, top, bw, Math.min(u * 30, dado - top - u * 6)) });
    const s = Math.min(u * 30, dado - top);
    fx.props.push({ name: 'cone-sign', box: wallCone(ctx, u * 8 + s * 0.3, top, s) });
    // The shop window high in the middle, day or night behind the glass.
    const ww = Math.min(g.width * 0.2, u * 24);
    const wx = g.width * 0.5 - ww / 2;
    const wh = Math.min(u * 24, dado - top - u * 4);
    fill(ctx, '#ffffff', () => ctx.roundRect(wx - u, top - u, ww + 2 * u, wh + 2 * u, u));
    fill(ctx, time === 'night' ? '#4b5a78' : '#cfe8f5', () => ctx.rect(wx, top, ww, wh));
    fill(ctx, 'rgba(255,255,255,0.5)', () => ctx.rect(wx + ww * 0.15, top + u * 2, ww * 0.12, wh - u * 4));
    fx.windows.push({ x: wx, y: top, w: ww, h: wh });
    for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, u * 5, u * 5, mix(palette.accent, '#ffffff', 0.3), fx);
  },
};
