/**
 * A cookery school's teaching kitchen, where its classes are shown: white tiles behind a run of pale cabinets along the
 * back wall, the demonstration range under its hood at one end, open shelves of jars and mixing bowls, copper pans on a
 * rail, tall windows onto the day and pendant lamps over the islands. Never a classroom's board. Pixels, y down
 * (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { extractionHood, hangingPans, steelRange } from './kitchen-props';
import { fill, tiledWall } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const TILE = '#f7f5f0';
const GROUT = 'rgba(120,110,100,0.16)';
const CABINET = '#e7e2d8';
const BLOCK = '#c8955c';
/** The sky through the windows at each time of day. */
const SKY_THROUGH: Record<TimeOfDay, string> = { dawn: '#f3c9a8', day: '#cfe8f6', sunset: '#e48a5f', night: '#3b4868' };
const JARS = ['#e9c46a', '#f4a261', '#e76f51', '#8ab17d', '#fbf8f0', '#b5838d'];

/** Open shelves of jars (flour, pasta, spices) and stacked mixing bowls. `y`: the lower shelf. */
function jarShelves(ctx: SKRSContext2D, x: number, y: number, w: number, u: number, random: () => number): void {
  for (const sy of [y, y - u * 9]) {
    for (let jx = x + u; jx < x + w - u * 3; ) {
      const jw = u * (2 + random() * 1.6);
      const jh = u * (3.5 + random() * 3);
      fill(ctx, 'rgba(220,235,240,0.7)', () => ctx.roundRect(jx, sy - jh, jw, jh, u * 0.5));
      fill(ctx, JARS[Math.floor(random() * JARS.length)]!, () => ctx.roundRect(jx + u * 0.2, sy - jh * 0.7, jw - u * 0.4, jh * 0.7 - u * 0.2, u * 0.3));
      fill(ctx, '#8c5a34', () => ctx.rect(jx + u * 0.2, sy - jh - u * 0.6, jw - u * 0.4, u * 0.6));
      jx += jw + u * 0.8;
    }
    fill(ctx, '#8c5a34', () => ctx.rect(x, sy, w, u * 1.1));
  }
}

/** A pendant lamp over the islands, lit. */
function pendant(ctx: SKRSContext2D, x: number, drop: number, s: number, fx: Fixtures): void {
  fx.lamps.push({ x, y: drop + s * 0.3, s });
  fill(ctx, '#2b2b2b', () => ctx.rect(x - s * 0.02, 0, s * 0.04, drop));
  fill(ctx, '#2f4858', () => {
    ctx.moveTo(x - s * 0.45, drop + s * 0.4);
    ctx.quadraticCurveTo(x, drop - s * 0.25, x + s * 0.45, drop + s * 0.4);
    ctx.closePath();
  });
  fill(ctx, '#ffe9b0', () => ctx.ellipse(x, drop + s * 0.4, s * 0.3, s * 0.08, 0, 0, Math.PI * 2));
}

export const COOKERY_SCHOOL = {
  wall: (p: Palette) => mix('#f3efe8', p.background, 0.06),
  floor: '#b9a48c',
  seams: 'rgba(90,70,50,0.18)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const counter = Math.min(u * 24, Math.max(u * 14, g.ground - (g.surfaceTop ?? g.ground - u * 24)));
    const top = g.ground - counter;
    tiledWall(ctx, top - u * 26, top, g.width, u * 3, u * 0.2, TILE, GROUT);
    fill(ctx, palette.accent, () => ctx.rect(0, top - u * 27.2, g.width, u * 1.2));
    // Tall windows above the tiles, the day through them.
    const sill = top - u * 30;
    const head = Math.max(u * 4, sill - u * 44);
    const ww = Math.min(u * 16, g.width * 0.16);
    for (const cx of [0.5, 0.78]) {
      const x = g.width * cx - ww / 2;
      fill(ctx, '#fbfaf7', () => ctx.rect(x - u, head - u, ww + u * 2, sill - head + u * 2));
      fill(ctx, SKY_THROUGH[time], () => ctx.rect(x, head, ww, sill - head));
      fill(ctx, 'rgba(255,255,255,0.45)', () => ctx.rect(x + ww * 0.16, head + u * 2, ww * 0.1, sill - head - u * 4));
      fill(ctx, '#fbfaf7', () => ctx.rect(x, (head + sill) / 2 - u * 0.4, ww, u * 0.8));
      fx.windows.push({ x, y: head, w: ww, h: sill - head });
    }
    // The back counter: the demonstration range under its hood at the left, pale cabinets along the rest.
    const rw = Math.min(g.width * 0.36, u * 48);
    fx.props.push({ name: 'range', box: steelRange(ctx, u * 6, g.ground, rw, counter) });
    fx.props.push({ name: 'hood', box: extractionHood(ctx, u * 5, top - u * 22, rw + u * 2, u * 13) });
    const run = u * 8 + rw;
    fill(ctx, CABINET, () => ctx.rect(run, top, g.width - run, counter));
    for (let x = run + u * 10; x < g.width; x += u * 10) fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(x, top + u * 2, Math.max(1, u * 0.3), counter - u * 2));
    for (let x = run + u * 4; x < g.width - u * 2; x += u * 10) fill(ctx, '#9aa1ab', () => ctx.roundRect(x, top + u * 3, u * 3, u * 0.7, u * 0.3));
    fill(ctx, BLOCK, () => ctx.rect(run - u, top - u * 1.4, g.width - run + u, u * 1.6));
    fx.props.push({ name: 'jars', box: { x: run + u * 2, y: top - u * 24, w: g.width * 0.3, h: u * 14 } });
    jarShelves(ctx, run + u * 2, top - u * 10, Math.min(g.width * 0.3, g.width - run - u * 4), u, random);
    fx.props.push({ name: 'pans', box: hangingPans(ctx, g.width * 0.66, top - u * 24, Math.min(g.width * 0.3, u * 40), u * 10) });
    for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, Math.max(u * 6, head - u * 2), u * 6, fx);
  },
};
