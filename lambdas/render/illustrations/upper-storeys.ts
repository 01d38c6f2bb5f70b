/**
 * The storeys above a shop, as a street's buildings rise over their shopfronts: a rendered wall with
 * rows of tall sash windows (sills, lintels, lit at random after dark), a frieze that letters the
 * name, a cornice, and the roofline with the sky above it. A tall frame sees them over the fascia
 * instead of a bare wall; a wide one, whose fascia is near its top, the first floor's windows running off it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import { font } from '../fonts';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill } from './room-props';

/**
 * A storey's height, the cornice's and the frieze's under it (in `unit`s, 1% of the frame's short side), and how much
 * sky a tall frame keeps above the roofline (of its height). Storeys stretch to fill what is left: no band of bare wall.
 */
const STOREY = 24;
const CORNICE = 3;
const FRIEZE = 6;
const SKY_SHARE = 0.1;
/** Window width over the bay it sits in, and its height over the storey's. */
const WINDOW = { w: 0.46, h: 0.62 };

export interface Storeys {
  /** The building's left edge, width, and the row its shop's fascia begins (the storeys stand on it). */
  x: number;
  w: number;
  base: number;
}

/** The rows the storeys fill, between the cornice under the sky a frame `height` high keeps and the fascia at `base`. */
const room = (base: number, height: number, unit: number) => base - height * SKY_SHARE - unit * (CORNICE + FRIEZE);

/** How many storeys stand under the roofline over a fascia at `base` (none in a wide frame: the building runs off its top). */
export const storeysAbove = (base: number, height: number, unit: number): number => Math.max(0, Math.round(room(base, height, unit) / (unit * STOREY)));

/** Paints the storeys over the shop; returns the roofline's row (the building's top: 0 when it runs off the frame's). */
export function upperStoreys(ctx: SKRSContext2D, at: Storeys, height: number, unit: number, time: TimeOfDay, palette: Palette, random: () => number, name: string | null, families: string): number {
  const count = storeysAbove(at.base, height, unit);
  const roofed = count > 0;
  const floors = Math.max(1, count);
  const storey = roofed ? room(at.base, height, unit) / count : unit * STOREY;
  const [cornice, frieze] = roofed ? [unit * CORNICE, unit * FRIEZE] : [0, 0];
  const roof = roofed ? at.base - count * storey - frieze - cornice : 0;
  const wall = mix('#e3cfb2', palette.background, 0.18);
  const trim = mix(wall, '#ffffff', 0.45);
  const shade = mix(wall, '#000000', 0.3);
  fill(ctx, wall, () => ctx.rect(at.x, roof, at.w, at.base - roof));
  // The cornice juts out past the wall; a string course marks each floor.
  if (roofed) {
    fill(ctx, shade, () => ctx.rect(at.x - unit, roof, at.w + unit * 2, cornice));
    fill(ctx, trim, () => ctx.rect(at.x - unit * 0.5, roof + cornice * 0.55, at.w + unit, cornice * 0.45));
  }
  const bays = Math.max(2, Math.round(at.w / (unit * 20)));
  const bay = at.w / bays;
  for (let s = 0; s < floors; s++) {
    const floorTop = at.base - (floors - s) * storey;
    fill(ctx, mix(wall, '#000000', 0.08), () => ctx.rect(at.x, floorTop + storey - unit * 1.2, at.w, unit * 1.2));
    for (let b = 0; b < bays; b++) {
      const win = { x: at.x + b * bay + (bay * (1 - WINDOW.w)) / 2, y: floorTop + storey * 0.2, w: bay * WINDOW.w, h: storey * WINDOW.h };
      const lit = time === 'night' ? random() > 0.45 : false;
      fill(ctx, trim, () => ctx.rect(win.x - unit * 0.8, win.y - unit * 2, win.w + unit * 1.6, win.h + unit * 3.2));
      fill(ctx, lit ? '#ffd98a' : time === 'night' ? '#2c3656' : mix('#8fb6cf', '#ffffff', 0.15), () => ctx.rect(win.x, win.y, win.w, win.h));
      // The sash bars, and the sky's light on the upper panes.
      fill(ctx, trim, () => ctx.rect(win.x, win.y + win.h * 0.48, win.w, unit * 0.6));
      fill(ctx, trim, () => ctx.rect(win.x + win.w / 2 - unit * 0.3, win.y, unit * 0.6, win.h));
      if (!lit) fill(ctx, 'rgba(255,255,255,0.22)', () => ctx.rect(win.x, win.y, win.w, win.h * 0.2));
      fill(ctx, shade, () => ctx.rect(win.x - unit * 1.2, win.y + win.h + unit * 0.4, win.w + unit * 2.4, unit));
    }
  }
  // The name lettered on the frieze under the cornice, as old shops paint it.
  if (name && roofed) {
    const px = Math.min(frieze * 0.62, (at.w * 0.8) / Math.max(1, name.length) / 0.62);
    ctx.font = font(800, px, families);
    ctx.fillStyle = shade;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(name.toUpperCase(), at.x + at.w / 2, roof + cornice + frieze / 2);
  }
  return roof;
}
