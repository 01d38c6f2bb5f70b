/**
 * A tutoring centre's small study room, where its one-to-one lessons are shown: a calm painted wall, a low bookcase of
 * readers and workbooks, a pinboard of worksheets and stars, a window with a blind, a plant on the sill, a wall clock.
 * A room for two at a table, never a school classroom's board and rows of desks. Pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { bookcase } from './book-and-car-props';
import { fill, wallClock } from './room-props';
import type { Fixtures } from './room-light';
import { pinboard } from './school-props';
import type { PlaceGeometry } from './places';

/** The sky through the window at each time of day. */
const SKY_THROUGH: Record<TimeOfDay, string> = { dawn: '#f3c9a8', day: '#cfe8f6', sunset: '#e48a5f', night: '#3b4868' };

export const TUTORING_CENTRE = {
  wall: (p: Palette) => mix('#dfe9e4', p.background, 0.06),
  floor: '#b89470',
  seams: 'rgba(80,55,35,0.18)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    // A dado rail in the brand's colour, the wall paler under it.
    const rail = g.ground - u * 22;
    fill(ctx, mix('#dfe9e4', '#ffffff', 0.4), () => ctx.rect(0, rail, g.width, g.ground - rail));
    fill(ctx, palette.accent, () => ctx.rect(0, rail - u * 0.8, g.width, u * 0.8));
    // A low bookcase at the left, the pinboard over it.
    const shelf = Math.min(g.width * 0.26, u * 34);
    fx.props.push({ name: 'books', box: bookcase(ctx, u * 4, g.ground, shelf, u * 26, random) });
    fx.props.push({ name: 'pinboard', box: pinboard(ctx, u * 5, Math.max(u * 6, g.ground - u * 58), shelf - u * 2, u * 22, random) });
    // The window at the right, its blind half down, a plant on the sill.
    const ww = Math.min(g.width * 0.24, u * 30);
    const wx = g.width - u * 6 - ww;
    const top = Math.max(u * 6, g.ground - u * 64);
    const sill = g.ground - u * 26;
    fill(ctx, '#fbfaf7', () => ctx.rect(wx - u, top - u, ww + u * 2, sill - top + u * 2));
    fill(ctx, SKY_THROUGH[time], () => ctx.rect(wx, top, ww, sill - top));
    fill(ctx, '#efe6d2', () => ctx.rect(wx, top, ww, (sill - top) * 0.3));
    fill(ctx, 'rgba(255,255,255,0.45)', () => ctx.rect(wx + ww * 0.15, top + (sill - top) * 0.35, ww * 0.1, (sill - top) * 0.55));
    fill(ctx, '#fbfaf7', () => ctx.rect(wx - u * 2, sill, ww + u * 4, u * 1.4));
    fx.windows.push({ x: wx, y: top, w: ww, h: sill - top });
    fill(ctx, '#c86b4a', () => ctx.roundRect(wx + ww * 0.7, sill - u * 4, u * 4, u * 4, u * 0.6));
    for (const a of [-2.3, -1.9, -1.57, -1.2, -0.8]) fill(ctx, '#3f9a4f', () => ctx.ellipse(wx + ww * 0.7 + u * 2 + Math.cos(a) * u * 3, sill - u * 4 + Math.sin(a) * u * 3.5, u * 0.9, u * 2.2, a + Math.PI / 2, 0, Math.PI * 2));
    wallClock(ctx, g.width * 0.5, Math.max(u * 8, top + u * 4), u * 4);
    fx.props.push({ name: 'clock', box: { x: g.width * 0.5 - u * 4, y: top, w: u * 8, h: u * 8 } });
  },
};
