/**
 * A wine cellar, inside, where wineries show their barrels and hold tastings: a vaulted stone ceiling and stone walls,
 * oak barrels lying two high on their racks along both sides, their hoops and painted heads, warm lamps hung from the
 * vault. The tasting's counter and glasses are the host's own, drawn with the figures. Pixels, y down, on the room's wall
 * layer (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import type { Palette } from '../ports';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const STONE = '#8c7a66';

/** Courses of stone blocks, staggered, from y0 to y1. */
function stones(ctx: SKRSContext2D, w: number, y0: number, y1: number, s: number, random: () => number): void {
  for (let y = y0, row = 0; y < y1; y += s, row++) {
    for (let x = row % 2 ? -s : 0; x < w; x += s * 2) fill(ctx, mix(STONE, random() < 0.5 ? '#5a4a3a' : '#b0a08a', random() * 0.3), () => ctx.rect(x + 1, y + 1, s * 2 - 2, s - 2));
  }
}

/** An oak barrel lying on its side, its round head to the viewer (centre x, y; radius r): staves, iron hoops, a chalked mark. */
export function barrel(ctx: SKRSContext2D, x: number, y: number, r: number, accent: string): Box {
  fill(ctx, '#3a2418', () => ctx.arc(x, y, r, 0, Math.PI * 2));
  fill(ctx, '#9a6238', () => ctx.arc(x, y, r * 0.86, 0, Math.PI * 2));
  ctx.strokeStyle = 'rgba(60,30,15,0.45)';
  ctx.lineWidth = Math.max(1, r * 0.04);
  for (let k = -2; k <= 2; k++) {
    ctx.beginPath();
    ctx.moveTo(x + k * r * 0.3, y - Math.sqrt(Math.max(0, 0.74 - (k * 0.3) ** 2)) * r);
    ctx.lineTo(x + k * r * 0.3, y + Math.sqrt(Math.max(0, 0.74 - (k * 0.3) ** 2)) * r);
    ctx.stroke();
  }
  fill(ctx, accent, () => ctx.rect(x - r * 0.3, y - r * 0.12, r * 0.6, r * 0.24));
  return { x: x - r, y: y - r, w: r * 2, h: r * 2 };
}

/** A rack of barrels two high from x0 to x1, standing on `base`, each `r` in radius. */
function barrelRack(ctx: SKRSContext2D, x0: number, x1: number, base: number, r: number, accent: string, fx: Fixtures): void {
  fill(ctx, '#4a3020', () => ctx.rect(x0, base - r * 0.3, x1 - x0, r * 0.3));
  for (const tier of [0, 1]) {
    for (let x = x0 + r * (1 + tier); x + r <= x1; x += r * 2.05) fx.props.push({ name: 'barrel', box: barrel(ctx, x, base - r * 1.3 - tier * r * 1.75, r, accent) });
  }
}

/** A warm lamp hung from the vault on its chain. */
function lamp(ctx: SKRSContext2D, x: number, drop: number, s: number, fx: Fixtures): void {
  fx.lamps.push({ x, y: drop, s });
  fill(ctx, '#2b2b2b', () => ctx.rect(x - s * 0.03, 0, s * 0.06, drop));
  fill(ctx, '#ffcf7a', () => ctx.arc(x, drop, s * 0.35, 0, Math.PI * 2));
}

export const WINE_CELLAR = {
  wall: (p: Palette) => mix(STONE, p.background, 0.08),
  floor: '#6a5a4a',
  seams: 'rgba(0,0,0,0.25)',
  sunless: true as const,
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, _time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    stones(ctx, g.width, 0, g.ground, u * 4, random);
    // The vault: dark arches springing from the walls, one every bay.
    const bay = Math.min(g.width * 0.5, u * 80);
    ctx.strokeStyle = '#4a3a2c';
    ctx.lineWidth = u * 2.5;
    for (let x = bay / 2; x < g.width; x += bay) {
      ctx.beginPath();
      ctx.arc(x, g.ground - u * 30, bay * 0.48, Math.PI, 0);
      ctx.stroke();
    }
    const r = Math.min(u * 7, (g.ground - u * 12) / 4.2);
    const side = Math.min(g.width * 0.32, u * 44);
    barrelRack(ctx, 0, side, g.ground, r, palette.accent, fx);
    barrelRack(ctx, g.width - side, g.width, g.ground, r, palette.accent, fx);
    for (let x = bay / 2; x < g.width; x += bay) lamp(ctx, x, u * 10, u * 5, fx);
  },
};
