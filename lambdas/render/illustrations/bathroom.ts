/**
 * A bathroom, where skincare adverts happen: white tiles to shoulder height, a frosted window, the
 * bath under its shower and curtain to one side, a towel rail with folded towels and a glass shelf of
 * bottles in the brand's colour to the other, a plant; the middle kept clear for whoever stands at
 * the mirror (the skincare scene brings its own vanity and mirror, illustrations/skincare.ts).
 * Pixels, y down, on the room's wall layer (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill, tiledWall } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const TILE = '#d3e2e3';
const GROUT = 'rgba(90,115,125,0.16)';
const CHROME = '#b8c2cc';

export const BATHROOM = {
  wall: (p: Palette) => mix('#c6d8dc', p.background, 0.06),
  floor: '#a9b8bd',
  seams: 'rgba(70,90,100,0.18)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, _random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const dado = g.ground - u * 44;
    // Tiles from the floor to shoulder height, a band of the brand's colour along their top.
    tiledWall(ctx, dado, g.ground, g.width, u * 5, u * 0.25, TILE, GROUT);
    fill(ctx, mix(palette.accent, '#ffffff', 0.3), () => ctx.rect(0, dado - u, g.width, u));
    // The frosted window high in the middle, day or night behind the glass.
    const ww = Math.min(g.width * 0.2, u * 26);
    const wx = g.width * 0.5 - ww / 2;
    const wy = Math.max(u * 4, dado - u * 40);
    fill(ctx, '#ffffff', () => ctx.roundRect(wx - u, wy - u, ww + 2 * u, u * 22, u));
    fill(ctx, time === 'night' ? '#5b6a85' : '#e8f3f8', () => ctx.rect(wx, wy, ww, u * 20));
    fill(ctx, 'rgba(255,255,255,0.45)', () => ctx.rect(wx + ww * 0.15, wy + u * 2, ww * 0.12, u * 16));
    fill(ctx, '#ffffff', () => ctx.rect(wx + ww / 2 - u * 0.5, wy, u, u * 20));
    fx.windows.push({ x: wx, y: wy, w: ww, h: u * 20 });
    // The bath to the left, its shower head and rail, the curtain drawn back.
    const bw = Math.min(g.width * 0.3, u * 40);
    const bx = u * 9;
    fill(ctx, '#ffffff', () => ctx.roundRect(bx, g.ground - u * 16, bw, u * 16, [u * 4, u * 4, u, u]));
    fx.props.push({ name: 'bath', box: { x: bx, y: dado - u * 14, w: bw, h: g.ground - dado + u * 14 } });
    fill(ctx, 'rgba(90,115,125,0.14)', () => ctx.rect(bx + u * 2, g.ground - u * 13, bw - u * 4, u));
    fill(ctx, CHROME, () => ctx.rect(bx, dado - u * 14, bw, u * 0.8));
    fill(ctx, CHROME, () => ctx.rect(bx + bw * 0.7, dado - u * 10, u * 0.8, u * 22));
    fill(ctx, CHROME, () => ctx.roundRect(bx + bw * 0.7 - u * 3, dado - u * 11, u * 6, u * 2, u));
    fill(ctx, mix(palette.accent, '#ffffff', 0.55), () => {
      ctx.moveTo(bx, dado - u * 13);
      ctx.lineTo(bx + bw * 0.26, dado - u * 13);
      ctx.quadraticCurveTo(bx + bw * 0.12, dado + u * 6, bx + bw * 0.2, g.ground - u * 17);
      ctx.lineTo(bx, g.ground - u * 17);
      ctx.closePath();
    });
    // The towel rail with two folded towels, the glass shelf of bottles above it, a plant in the corner.
    const rx = g.width - u * 9 - Math.min(g.width * 0.26, u * 32);
    const rw = Math.min(g.width * 0.26, u * 32);
    fill(ctx, CHROME, () => ctx.rect(rx, dado + u * 6, rw, u));
    for (const [k, colour] of [[0, palette.accent], [1, '#ffffff']] as const) {
      fill(ctx, k === 0 ? mix(colour, '#ffffff', 0.2) : '#f0ece4', () => ctx.roundRect(rx + u * 2 + k * rw * 0.5, dado + u * 5, rw * 0.42, u * 18, u));
      fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(rx + u * 2 + k * rw * 0.5, dado + u * 15, rw * 0.42, u * 1.5));
    }
    fx.props.push({ name: 'towels', box: { x: rx, y: dado + u * 5, w: rw, h: u * 18 } });
    fill(ctx, 'rgba(210,230,238,0.9)', () => ctx.rect(rx, dado - u * 16, rw, u));
    for (let k = 0; k < 4; k++) {
      const h = u * (6 + (k % 2) * 3);
      const colour = [palette.accent, '#ffffff', mix(palette.accent, '#ffffff', 0.5), '#e9c46a'][k]!;
      fill(ctx, colour, () => ctx.roundRect(rx + u * 3 + k * rw * 0.23, dado - u * 16 - h, rw * 0.13, h, u));
    }
    fx.props.push({ name: 'bottles', box: { x: rx, y: dado - u * 25, w: rw, h: u * 10 } });
    fill(ctx, '#8a6a4f', () => ctx.roundRect(g.width - u * 20, g.ground - u * 9, u * 8, u * 9, u));
    for (const [dx, dy] of [[-3, -18], [0, -22], [3, -17]] as const) fill(ctx, '#4f9d69', () => ctx.ellipse(g.width - u * 16 + dx * u, g.ground - u * 9 + dy * u * 0.5, u * 2, u * 6, dx * 0.15, 0, Math.PI * 2));
  },
};
