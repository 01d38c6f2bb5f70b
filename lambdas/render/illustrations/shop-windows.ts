/**
 * What a business's shop window shows of its trade (places.ts paints the room behind the glass, then this): the
 * furniture its people work at, which its room leaves to the figures drawn in front of it inside. A hair salon's chairs
 * before its mirrors, an office's desks and screens, a coworking space's table of laptops, a kitchen's island and range
 * (a cooking school's), a business of no known trade's service counter; never a grocery's shelves for a trade that
 * sells none. A trade with furniture of its own (a car wash's brushes) adds its row at the end of `WINDOW_FURNITURE`.
 * Pixels, y down, on the window's own small canvas (`g`: its room's geometry, `g.ground` the floor line).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { Palette } from '../ports';
import type { SettingId } from '../compose/scene-graph';
import { laptopTable } from './coworking-room';
import { steelRange } from './kitchen-props';
import { fill } from './room-props';
import type { PlaceGeometry } from './places';

export type WindowFurniture = (ctx: SKRSContext2D, g: PlaceGeometry, palette: Palette) => void;

/** A hydraulic styling chair facing the mirror, its back to the street: the base, the column, the seat and the tall back. `x`: its centre. */
function stylingChair(ctx: SKRSContext2D, x: number, floor: number, s: number, cover: string): void {
  fill(ctx, '#9aa7b4', () => ctx.ellipse(x, floor - s * 0.03, s * 0.32, s * 0.05, 0, 0, Math.PI * 2));
  fill(ctx, '#b8c2cc', () => ctx.rect(x - s * 0.04, floor - s * 0.42, s * 0.08, s * 0.4));
  fill(ctx, cover, () => ctx.roundRect(x - s * 0.3, floor - s * 0.52, s * 0.6, s * 0.14, s * 0.05));
  fill(ctx, cover, () => ctx.roundRect(x - s * 0.24, floor - s * 1.02, s * 0.48, s * 0.56, s * 0.1));
  fill(ctx, 'rgba(255,255,255,0.14)', () => ctx.roundRect(x - s * 0.18, floor - s * 0.96, s * 0.1, s * 0.44, s * 0.05));
  fill(ctx, mix(cover, '#000000', 0.25), () => ctx.roundRect(x - s * 0.36, floor - s * 0.6, s * 0.72, s * 0.08, s * 0.04));
}

/** A desk seen from the front with its screen lit toward the room and an office chair's back before it. `x`: its left. */
function deskWithScreen(ctx: SKRSContext2D, x: number, floor: number, s: number, accent: string): void {
  const top = floor - s * 0.74;
  fill(ctx, '#6b737d', () => {
    ctx.rect(x + s * 0.06, top, s * 0.05, s * 0.74);
    ctx.rect(x + s * 1.19, top, s * 0.05, s * 0.74);
  });
  fill(ctx, '#e9dcc2', () => ctx.rect(x, top, s * 1.3, s * 0.06));
  fill(ctx, '#2b2f3a', () => ctx.rect(x + s * 0.62, top - s * 0.14, s * 0.06, s * 0.14));
  fill(ctx, '#2b2f3a', () => ctx.roundRect(x + s * 0.35, top - s * 0.5, s * 0.6, s * 0.38, s * 0.03));
  fill(ctx, '#9fd8f5', () => ctx.rect(x + s * 0.39, top - s * 0.46, s * 0.52, s * 0.3));
  fill(ctx, accent, () => ctx.rect(x + s * 0.39, top - s * 0.46, s * 0.52, s * 0.06));
  fill(ctx, '#2b2f3a', () => {
    ctx.roundRect(x + s * 0.42, top + s * 0.02, s * 0.46, s * 0.44, s * 0.06);
    ctx.rect(x + s * 0.63, top + s * 0.46, s * 0.04, s * 0.22);
    ctx.rect(x + s * 0.4, floor - s * 0.06, s * 0.5, s * 0.04);
  });
}

/** A service counter across the room: its front panel in the brand's colour, a pale top, a card reader and a parcel on it. */
function serviceCounter(ctx: SKRSContext2D, x: number, w: number, floor: number, s: number, accent: string): void {
  const top = floor - s;
  fill(ctx, mix(accent, '#3d3a36', 0.45), () => ctx.rect(x, top, w, s));
  fill(ctx, 'rgba(255,255,255,0.1)', () => ctx.rect(x + w * 0.04, top + s * 0.2, w * 0.92, s * 0.06));
  fill(ctx, '#efe9df', () => ctx.rect(x - s * 0.05, top - s * 0.08, w + s * 0.1, s * 0.1));
  fill(ctx, '#2b2f3a', () => ctx.roundRect(x + w * 0.2, top - s * 0.3, s * 0.16, s * 0.22, s * 0.03));
  fill(ctx, '#9fd8f5', () => ctx.rect(x + w * 0.2 + s * 0.03, top - s * 0.26, s * 0.1, s * 0.07));
  fill(ctx, '#c69c6d', () => ctx.rect(x + w * 0.62, top - s * 0.32, s * 0.5, s * 0.24));
  fill(ctx, '#f4f1ea', () => ctx.rect(x + w * 0.62 + s * 0.22, top - s * 0.32, s * 0.06, s * 0.24));
}

/** Where the hair salon's room hangs its mirrors (places.ts): a chair before each. */
const salonChairs: WindowFurniture = (ctx, g, palette) => {
  const w = Math.min(g.unit * 18, g.width * 0.16);
  for (let x = g.width * 0.08; x < g.width - w; x += g.width * 0.3) stylingChair(ctx, x + w / 2, g.ground + g.unit * 3, g.unit * 24, mix(palette.accent, '#2b2b2b', 0.55));
};

const kitchenIsland: WindowFurniture = (ctx, g) => {
  steelRange(ctx, g.width * 0.2, g.ground + g.unit * 4, g.width * 0.6, g.unit * 20);
};

export const WINDOW_FURNITURE: Partial<Record<SettingId, WindowFurniture>> = {
  salon: salonChairs,
  office: (ctx, g, palette) => {
    const s = g.unit * 22;
    for (let x = g.width * 0.06; x + s * 1.3 < g.width * 0.96; x += s * 1.5) deskWithScreen(ctx, x, g.ground + g.unit * 3, s, palette.accent);
  },
  coworking: (ctx, g, palette) => {
    // Larger than the room's own table by the far wall: its foot on the floor just inside the glass.
    const u = g.unit * 1.6;
    laptopTable(ctx, g.width * 0.1, g.width * 0.9, g.ground + g.unit * 3 - u * 14, u, palette.accent);
  },
  kitchen: kitchenIsland,
  'pro-kitchen': kitchenIsland,
  premises: (ctx, g, palette) => serviceCounter(ctx, g.width * 0.14, g.width * 0.72, g.ground + g.unit * 3, g.unit * 22, palette.accent),
};
