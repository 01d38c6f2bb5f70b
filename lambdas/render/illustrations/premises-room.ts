/**
 * The room of a business whose trade the prompt does not say (compose/rooms.ts `premises`): a place that could be
 * any service's, never a grocery's: shelves of plain files, kraft boxes and binders behind the counter, a pinboard of
 * notes, a clock, a window, a framed picture in the brand's colour, a plant, pendant lamps. Its people work at the
 * counter in front (illustrations/counter-work.ts). Pixels, y down, on the room's wall layer (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import type { Palette } from '../ports';
import type { TimeOfDay } from '../compose/scene-graph';
import { framedPicture } from './hospitality-props';
import { fill, wallClock } from './room-props';
import type { Fixtures } from './room-light';
import { pinboard } from './school-props';
import { pendant, plant, windowOnto, type PlaceGeometry } from './places';

/** What a service keeps on its shelves: kraft boxes, grey and blue binders, white folders; no goods in a maker's colours. */
const KEPT = ['#c69c6d', '#b08458', '#8d99ae', '#3d6fa8', '#f4f1ea', '#6b7280'];

/** Open shelves of files and boxes from (x, y) down, `rows` of them, each `s` apart. Returns the box they fill. */
export function fileShelves(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, rows: number, random: () => number): Box {
  for (let r = 0; r < rows; r++) {
    const sy = y + s * (r + 1);
    for (let bx = x + s * 0.1; bx < x + w - s * 0.4; ) {
      const boxy = random() < 0.35;
      const bw = boxy ? s * (0.5 + random() * 0.2) : s * (0.12 + random() * 0.08);
      const bh = boxy ? s * (0.4 + random() * 0.15) : s * (0.62 + random() * 0.2);
      fill(ctx, boxy ? KEPT[Math.floor(random() * 2)]! : KEPT[2 + Math.floor(random() * 4)]!, () => ctx.rect(bx, sy - bh, bw, bh));
      if (!boxy) fill(ctx, 'rgba(255,255,255,0.5)', () => ctx.rect(bx + bw * 0.2, sy - bh * 0.7, bw * 0.6, bh * 0.12));
      bx += bw + s * (boxy ? 0.08 : 0.02);
    }
    fill(ctx, '#8c6a4a', () => ctx.rect(x, sy, w, s * 0.07));
  }
  return { x, y, w, h: s * (rows + 0.1) };
}

export const PREMISES_ROOM = {
  wall: (p: Palette) => mix('#efe9df', p.background, 0.08),
  floor: '#cfc6b8',
  seams: 'rgba(100,90,75,0.18)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    // A low painted dado in the brand's colour, muted.
    fill(ctx, mix(palette.accent, '#efe9df', 0.7), () => ctx.rect(0, g.ground - u * 16, g.width, u * 16));
    const sw = Math.min(g.width * 0.42, u * 56);
    const sx = g.width * 0.5 - sw / 2;
    const stop = Math.max(u * 8, g.ground - u * 62);
    fx.props.push({ name: 'files', box: fileShelves(ctx, sx, stop, sw, u * 11, 3, random) });
    const ww = Math.min(g.width * 0.2, u * 26);
    windowOnto(ctx, u * 6, stop, ww, u * 30, time, '#ffffff', random, fx);
    fx.props.push({ name: 'pinboard', box: pinboard(ctx, g.width - u * 6 - ww, stop + u * 2, ww, u * 16, random) });
    framedPicture(ctx, g.width - u * 6 - ww * 0.8, stop + u * 22, ww * 0.6, u * 11, palette.accent);
    wallClock(ctx, sx + sw / 2, Math.max(u * 4, stop - u * 6), u * 3.5);
    plant(ctx, u * 6 + ww / 2, g.ground, u * 22);
    for (const x of [0.25, 0.75]) pendant(ctx, g.width * x, u * 4, u * 4, time, fx);
  },
};
