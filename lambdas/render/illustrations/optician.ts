/**
 * An optician's (an óptica, an opticien, an Optiker, an ottica, a brillenwinkel) seen from the shop floor: a pale wall of
 * frames on slim lit shelves, row upon row of spectacles in black, tortoiseshell, clear and the brand's colour; the eye
 * test chart of tumbling Es beside them; the shop's band in its colour with a pair of glasses on it. Never a pharmacy's
 * boxes or its green cross. Pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { Box } from '../draw/layout';
import { fill } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const WALL = '#eef0ee';
const SHELF = '#d7dbe0';
const FRAMES = ['#23252b', '#7a4a2a', '#a8b4bf', '#23252b', '#b0703c'] as const;

/** A pair of spectacles seen from the front, `w` wide, its bridge at (x, y): two rounded lenses and the bridge between them. */
export function spectacles(ctx: SKRSContext2D, x: number, y: number, w: number, frame: string): void {
  const lens = w * 0.42;
  const h = lens * 0.72;
  ctx.save();
  ctx.strokeStyle = frame;
  ctx.lineWidth = Math.max(1, w * 0.06);
  for (const side of [-1, 1]) {
    const cx = x + side * (lens / 2 + w * 0.04);
    fill(ctx, 'rgba(205,228,240,0.55)', () => ctx.roundRect(cx - lens / 2, y - h / 2, lens, h, h * 0.42));
    ctx.beginPath();
    ctx.roundRect(cx - lens / 2, y - h / 2, lens, h, h * 0.42);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(x - w * 0.06, y - h * 0.15);
  ctx.quadraticCurveTo(x, y - h * 0.4, x + w * 0.06, y - h * 0.15);
  ctx.stroke();
  ctx.restore();
}

/** The frames wall: slim shelves `h` tall from `y`, each with its row of spectacles; its box. */
function framesWall(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, u: number): Box {
  const rows = Math.max(3, Math.floor(h / (u * 7)));
  const pitch = h / rows;
  const pair = u * 7.5;
  const across = Math.max(2, Math.floor(w / (pair * 1.35)));
  for (let r = 0; r < rows; r++) {
    const shelfY = y + (r + 1) * pitch;
    fill(ctx, SHELF, () => ctx.rect(x, shelfY - u * 0.7, w, u * 0.7));
    // A lit strip under each shelf, as an optician's wall is lit from within.
    fill(ctx, 'rgba(255,252,235,0.7)', () => ctx.rect(x, shelfY, w, u * 0.35));
    for (let k = 0; k < across; k++) {
      const colour = (k + r * 2) % 7 === 3 ? accent : FRAMES[(k + r) % FRAMES.length]!;
      spectacles(ctx, x + (k + 0.5) * (w / across), shelfY - pitch * 0.42, pair, colour);
    }
  }
  return { x, y, w, h };
}

/** An eye test chart of tumbling Es, each row smaller, on a white board `w` wide; its box. */
function eyeChart(ctx: SKRSContext2D, x: number, y: number, w: number, u: number): Box {
  const h = w * 1.45;
  fill(ctx, '#fbfbf8', () => ctx.roundRect(x, y, w, h, u * 0.6));
  fill(ctx, '#c9ccd1', () => ctx.rect(x, y + h - u * 0.6, w, u * 0.6));
  let top = y + w * 0.1;
  const turns = [0, 1, 3, 2, 1, 0, 2, 3, 1, 3, 0, 2, 1, 0, 3];
  let n = 0;
  for (const [count, size] of [[1, 0.3], [2, 0.17], [3, 0.12], [4, 0.09], [5, 0.07]] as const) {
    const s = w * size;
    const gap = (w * 0.86 - count * s) / Math.max(1, count - 1);
    for (let k = 0; k < count; k++) {
      const ex = count === 1 ? x + (w - s) / 2 : x + w * 0.07 + k * (s + gap);
      tumblingE(ctx, ex, top, s, turns[n++ % turns.length]!);
    }
    top += s * 1.45;
  }
  return { x, y, w, h };
}

/** A tumbling E, `s` square at (x, y), its open side turned a quarter `turn` times. */
function tumblingE(ctx: SKRSContext2D, x: number, y: number, s: number, turn: number): void {
  ctx.save();
  ctx.translate(x + s / 2, y + s / 2);
  ctx.rotate((turn * Math.PI) / 2);
  const bar = s / 5;
  fill(ctx, '#1d1f24', () => {
    ctx.rect(-s / 2, -s / 2, bar, s);
    for (const row of [0, 2, 4]) ctx.rect(-s / 2, -s / 2 + row * bar, s, bar);
  });
  ctx.restore();
}

export const OPTICIAN = {
  wall: (p: Palette) => mix(WALL, p.background, 0.06),
  floor: '#b9b4ad',
  seams: 'rgba(60,55,50,0.16)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, _time: unknown, palette: Palette, _random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const top = u * 22;
    const bottom = Math.min(g.ground - u * 2, (g.surfaceTop ?? g.ground) + u * 2);
    // The shop's band along the top in its colour, a pair of glasses on it over each frame's width as the camera trucks.
    fill(ctx, palette.accent, () => ctx.rect(0, u * 5, g.width, u * 11));
    for (const x of [0.25, 0.75]) spectacles(ctx, g.width * x, u * 10.5, u * 12, mix(palette.accent, '#ffffff', 0.85));
    // Frames the width of the wall, the chart at its middle.
    const chart = Math.min(u * 22, (bottom - top) / 1.6);
    const cx = g.width * 0.5 - chart / 2;
    fx.props.push({ name: 'frames', box: framesWall(ctx, u * 3, top, cx - u * 7, bottom - top, palette.accent, u) });
    framesWall(ctx, cx + chart + u * 4, top, g.width - cx - chart - u * 7, bottom - top, palette.accent, u);
    fx.props.push({ name: 'eye-chart', box: eyeChart(ctx, cx, top + u * 2, chart, u) });
    for (const x of [0.15, 0.5, 0.85]) fx.lamps.push({ x: g.width * x, y: u * 19, s: u * 2.5 });
  },
};
