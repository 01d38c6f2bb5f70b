/**
 * A coworking space, inside: big windows onto the city over a long shared table of open laptops and stools; to one
 * side a glass-walled meeting room (its table, chairs and screen seen through the glass), to the other the coffee
 * corner (the machine on its counter, shelves of cups); pendant lamps, plants. Its members at work are drawn in front
 * (illustrations/coworking.ts). Pixels, y down, on the room's wall layer (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import type { Palette } from '../ports';
import type { TimeOfDay } from '../compose/scene-graph';
import { cupShelves, espressoMachine } from './cafe-props';
import { fill } from './room-props';
import type { Fixtures } from './room-light';
import { pendant, plant, windowOnto, type PlaceGeometry } from './places';

const FRAME = '#3b4350';
const OAK = '#d9b98c';

/** A laptop open on a table top at y, its lid's lit screen turned to the viewer, `s` wide. */
function openLaptop(ctx: SKRSContext2D, x: number, y: number, s: number, bar: string): void {
  fill(ctx, '#9aa1ad', () => ctx.roundRect(x - s * 0.1, y - s * 0.06, s * 1.2, s * 0.06, s * 0.02));
  fill(ctx, '#4a5061', () => ctx.roundRect(x, y - s * 0.72, s, s * 0.68, s * 0.05));
  fill(ctx, '#9fd8f5', () => ctx.rect(x + s * 0.06, y - s * 0.66, s * 0.88, s * 0.56));
  fill(ctx, bar, () => ctx.rect(x + s * 0.06, y - s * 0.66, s * 0.88, s * 0.12));
  for (const k of [0, 1]) fill(ctx, '#ffffff', () => ctx.rect(x + s * 0.14, y - s * (0.44 - k * 0.14), s * (0.56 - k * 0.16), s * 0.05));
}

/** The long shared table from x0 to x1, its top at y, laptops open along it and stools under it. Returns the box it fills. */
export function laptopTable(ctx: SKRSContext2D, x0: number, x1: number, y: number, u: number, accent: string): Box {
  const foot = y + u * 14;
  for (let x = x0 + u * 4; x < x1 - u * 3; x += u * 11) {
    fill(ctx, '#2b2f3a', () => ctx.rect(x + u * 1.6, y + u * 5, u * 0.6, foot - y - u * 5));
    fill(ctx, mix(accent, '#ffffff', 0.25), () => ctx.roundRect(x, y + u * 5, u * 4, u * 1.4, u * 0.6));
  }
  for (const x of [x0 + u * 2, x1 - u * 3]) fill(ctx, '#2b2f3a', () => ctx.rect(x, y, u, foot - y));
  fill(ctx, OAK, () => ctx.roundRect(x0, y - u * 0.4, x1 - x0, u * 1.6, u * 0.4));
  const bars = ['#3a86ff', '#e76f51', '#2a9d8f', accent];
  for (let x = x0 + u * 3, k = 0; x < x1 - u * 8; x += u * 11, k++) openLaptop(ctx, x, y - u * 0.4, u * 6, bars[k % bars.length]!);
  return { x: x0, y: y - u * 5, w: x1 - x0, h: foot - y + u * 5 };
}

/** The glass-walled meeting room against the back wall: its table, chair backs and screen through the glass. Returns its box. */
function meetingRoom(ctx: SKRSContext2D, x: number, top: number, w: number, foot: number, u: number, accent: string): Box {
  const h = foot - top;
  fill(ctx, '#e8edf0', () => ctx.rect(x, top, w, h));
  // Inside: the screen on its far wall, the table and the chairs' backs round it.
  fill(ctx, '#2b2f3a', () => ctx.roundRect(x + w * 0.3, top + h * 0.16, w * 0.4, h * 0.24, u * 0.5));
  fill(ctx, mix(accent, '#ffffff', 0.35), () => ctx.rect(x + w * 0.33, top + h * 0.19, w * 0.34, h * 0.18));
  const table = foot - h * 0.3;
  for (const cx of [0.22, 0.42, 0.62, 0.82]) fill(ctx, mix(accent, '#000000', 0.2), () => ctx.roundRect(x + w * cx - u * 2.4, table - u * 6, u * 4.8, u * 7, u * 1.2));
  fill(ctx, '#f4f1ea', () => ctx.rect(x + w * 0.12, table, w * 0.76, u * 1.2));
  fill(ctx, '#8a94a3', () => ctx.rect(x + w * 0.48, table + u, u * 1.2, foot - table - u));
  // The glass: a blue tint, reflections across it, a frosted band at eye height, its frame and mullions.
  fill(ctx, 'rgba(170,210,230,0.28)', () => ctx.rect(x, top, w, h));
  for (const f of [0.1, 0.56]) {
    fill(ctx, 'rgba(255,255,255,0.28)', () => {
      ctx.moveTo(x + w * f, foot);
      ctx.lineTo(x + w * (f + 0.08), foot);
      ctx.lineTo(x + w * (f + 0.24), top);
      ctx.lineTo(x + w * (f + 0.16), top);
      ctx.closePath();
    });
  }
  fill(ctx, 'rgba(255,255,255,0.55)', () => ctx.rect(x, top + h * 0.5, w, u * 1.6));
  const bar = Math.max(1, u * 0.7);
  fill(ctx, FRAME, () => {
    ctx.rect(x, top, w, bar * 1.6);
    ctx.rect(x, foot - bar, w, bar);
    for (let k = 0; k <= 3; k++) ctx.rect(x + (w - bar) * (k / 3), top, bar, h);
  });
  return { x, y: top, w, h };
}

/** The coffee corner: a low counter with the machine on it, shelves of cups above. Returns its box. */
function coffeeCorner(ctx: SKRSContext2D, x: number, w: number, foot: number, u: number, accent: string): Box {
  const top = foot - u * 18;
  fill(ctx, '#f4f1ea', () => ctx.rect(x, top, w, foot - top));
  fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(x + w / 2, top + u * 2, Math.max(1, u * 0.3), foot - top - u * 2));
  fill(ctx, OAK, () => ctx.rect(x - u, top - u * 1.4, w + u * 2, u * 1.6));
  const s = Math.min(u * 18, w * 0.6);
  espressoMachine(ctx, x + u * 2, top - u * 1.4, s, accent);
  cupShelves(ctx, x + u, top - u * 26, w - u * 2, u * 7);
  return { x: x - u, y: top - u * 34, w: w + u * 2, h: foot - top + u * 34 };
}

export const COWORKING_ROOM = {
  wall: (p: Palette) => mix('#eeebe6', p.background, 0.06),
  floor: '#c8a77e',
  seams: 'rgba(110,80,50,0.16)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const accent = palette.accent;
    // A brick-red accent band low on the wall ties the corners together.
    fill(ctx, mix('#b5654a', '#eeebe6', 0.55), () => ctx.rect(0, g.ground - u * 4, g.width, u * 4));
    const mw = Math.min(g.width * 0.34, u * 54);
    const mtop = Math.max(u * 6, g.ground - u * 58);
    fx.props.push({ name: 'meeting-room', box: meetingRoom(ctx, u * 3, mtop, mw, g.ground, u, accent) });
    const cw = Math.min(g.width * 0.24, u * 32);
    const cx = g.width - u * 4 - cw;
    fx.props.push({ name: 'coffee-corner', box: coffeeCorner(ctx, cx, cw, g.ground, u, accent) });
    // Between them, a window onto the city over the long table of laptops.
    const x0 = u * 3 + mw + u * 4;
    const x1 = cx - u * 5;
    if (x1 - x0 > u * 16) {
      windowOnto(ctx, x0 + u * 2, Math.max(u * 6, mtop - u * 2), x1 - x0 - u * 4, Math.max(u * 12, (g.ground - u * 20) - Math.max(u * 6, mtop - u * 2) - u * 6), time, FRAME, random, fx);
      fx.props.push({ name: 'laptops', box: laptopTable(ctx, x0, x1, g.ground - u * 14, u, accent) });
    }
    plant(ctx, cx - u * 2.5, g.ground, u * 16);
    for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, u * 4, u * 4.5, time, fx);
  },
};
