/**
 * The props of kitchens that feed customers: a commercial kitchen's stainless range (hob rings with
 * pans on them, ovens under), its extraction hood, the pass with its heat lamps and order tickets,
 * pans hung from a rail; a ramen or noodle bar's split curtain over the kitchen (noren), its wooden
 * menu tags and steaming stock pots, and its paper lanterns. Drawn flat in the places' manner; `y`
 * is the floor a prop stands on unless said otherwise. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const STEEL = '#c3c9cf';
const STEEL_DARK = '#8e969f';

/** A stainless range run: oven doors under a worktop, hob rings on it with pans, the hood above. `x`: its left; `s`: the worktop's height. */
export function steelRange(ctx: SKRSContext2D, x: number, y: number, w: number, s: number): Box {
  const top = y - s;
  fill(ctx, STEEL, () => ctx.rect(x, top, w, s));
  fill(ctx, STEEL_DARK, () => ctx.rect(x, top, w, s * 0.06));
  const door = Math.max(s * 0.6, w / Math.max(1, Math.round(w / (s * 0.8))));
  for (let dx = x + s * 0.06; dx + door * 0.9 < x + w; dx += door) {
    fill(ctx, '#d7dce1', () => ctx.roundRect(dx, top + s * 0.16, door * 0.88, s * 0.7, s * 0.03));
    fill(ctx, STEEL_DARK, () => ctx.rect(dx + door * 0.1, top + s * 0.22, door * 0.68, s * 0.04));
  }
  // Pans and a stock pot on the rings, a little steam.
  const pans = Math.max(2, Math.floor(w / (s * 0.6)));
  for (let k = 0; k < pans; k++) {
    const cx = x + (k + 0.5) * (w / pans);
    if (k % 3 === 1) {
      fill(ctx, '#9aa1ab', () => ctx.roundRect(cx - s * 0.2, top - s * 0.36, s * 0.4, s * 0.36, s * 0.03));
      fill(ctx, STEEL_DARK, () => ctx.rect(cx - s * 0.22, top - s * 0.38, s * 0.44, s * 0.04));
    } else {
      fill(ctx, '#2e3238', () => ctx.roundRect(cx - s * 0.2, top - s * 0.1, s * 0.4, s * 0.1, s * 0.03));
      fill(ctx, '#2e3238', () => ctx.rect(cx + s * 0.18, top - s * 0.08, s * 0.28, s * 0.035));
    }
    fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.ellipse(cx, top - s * 0.55, s * 0.06, s * 0.16, 0.2, 0, Math.PI * 2));
  }
  return { x, y: top - s * 0.4, w, h: s * 1.4 };
}

/** The extraction hood: a steel canopy over the range, its filters in a row. `y`: its foot. */
export function extractionHood(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): Box {
  fill(ctx, STEEL, () => {
    ctx.moveTo(x + w * 0.04, y - h);
    ctx.lineTo(x + w * 0.96, y - h);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x, y);
    ctx.closePath();
  });
  fill(ctx, STEEL_DARK, () => ctx.rect(x, y - h * 0.12, w, h * 0.12));
  for (let fx = x + w * 0.05; fx < x + w * 0.92; fx += w * 0.15) fill(ctx, 'rgba(60,65,72,0.25)', () => ctx.rect(fx, y - h * 0.7, w * 0.11, h * 0.45));
  return { x, y: y - h, w, h };
}

/** The pass: a steel shelf under heat lamps, order tickets clipped to the rail above it. `y`: the shelf. Returns its box and its lamps. */
export function kitchenPass(ctx: SKRSContext2D, x: number, y: number, w: number, s: number): { box: Box; lamps: { x: number; y: number; s: number }[] } {
  fill(ctx, STEEL, () => ctx.rect(x, y, w, s * 0.08));
  fill(ctx, STEEL_DARK, () => ctx.rect(x, y + s * 0.08, w, s * 0.03));
  const rail = y - s * 0.75;
  fill(ctx, STEEL_DARK, () => ctx.rect(x, rail, w, s * 0.04));
  const tickets = Math.max(3, Math.floor(w / (s * 0.28)));
  for (let k = 0; k < tickets; k++) {
    const tx = x + (k + 0.3) * (w / tickets);
    fill(ctx, '#fbfaf6', () => ctx.rect(tx, rail + s * 0.04, s * 0.16, s * 0.26));
    for (let l = 0; l < 3; l++) fill(ctx, '#9aa1ab', () => ctx.rect(tx + s * 0.02, rail + s * (0.1 + l * 0.06), s * 0.11, Math.max(1, s * 0.015)));
  }
  const lamps: { x: number; y: number; s: number }[] = [];
  for (let k = 0; k < 3; k++) {
    const lx = x + w * (0.2 + k * 0.3);
    fill(ctx, '#3a3f4b', () => ctx.rect(lx - s * 0.01, 0, s * 0.02, y - s * 0.45));
    fill(ctx, '#3a3f4b', () => ctx.roundRect(lx - s * 0.14, y - s * 0.47, s * 0.28, s * 0.1, s * 0.03));
    fill(ctx, '#ff9f45', () => ctx.rect(lx - s * 0.11, y - s * 0.38, s * 0.22, s * 0.03));
    lamps.push({ x: lx, y: y - s * 0.36, s: s * 0.12 });
  }
  return { box: { x, y: rail, w, h: y + s * 0.11 - rail }, lamps };
}

/** Pans of several sizes hung by their handles from a wall rail. `y`: the rail. */
export function hangingPans(ctx: SKRSContext2D, x: number, y: number, w: number, s: number): Box {
  fill(ctx, STEEL_DARK, () => ctx.rect(x, y, w, s * 0.06));
  const count = Math.max(2, Math.floor(w / (s * 0.7)));
  for (let k = 0; k < count; k++) {
    const cx = x + (k + 0.5) * (w / count);
    const r = s * (0.22 + (k % 3) * 0.06);
    fill(ctx, '#3a3f4b', () => ctx.rect(cx - s * 0.03, y, s * 0.06, s * 0.4));
    fill(ctx, k % 2 ? '#b87333' : '#3a3f4b', () => ctx.arc(cx, y + s * 0.4 + r, r, 0, Math.PI * 2));
    fill(ctx, 'rgba(255,255,255,0.15)', () => ctx.arc(cx - r * 0.3, y + s * 0.4 + r * 0.7, r * 0.35, 0, Math.PI * 2));
  }
  return { x, y, w, h: s * 0.4 + s * 0.68 };
}

/** A split cloth curtain (noren) over a doorway, in the brand's colour, a white mark on each panel. `y`: its top. */
export function noren(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: string): Box {
  fill(ctx, '#6b4a34', () => ctx.rect(x - h * 0.05, y - h * 0.06, w + h * 0.1, h * 0.06));
  const panels = 4;
  const pw = w / panels;
  for (let k = 0; k < panels; k++) {
    fill(ctx, colour, () => ctx.rect(x + k * pw + pw * 0.02, y, pw * 0.96, h));
    fill(ctx, mix(colour, '#ffffff', 0.85), () => ctx.arc(x + (k + 0.5) * pw, y + h * 0.5, Math.min(pw, h) * 0.22, 0, Math.PI * 2));
    fill(ctx, colour, () => ctx.arc(x + (k + 0.5) * pw, y + h * 0.5, Math.min(pw, h) * 0.12, 0, Math.PI * 2));
  }
  return { x, y: y - h * 0.06, w, h: h * 1.06 };
}

/** Wooden menu tags hung side by side on the wall, each with a dish written down it. `y`: their top. */
export function menuTags(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): Box {
  const tw = h * 0.22;
  for (let tx = x; tx + tw <= x + w; tx += tw * 1.2) {
    fill(ctx, '#e7cfa0', () => ctx.rect(tx, y, tw, h));
    fill(ctx, '#2e2a26', () => {
      for (let l = 0; l < 4; l++) ctx.rect(tx + tw * 0.32, y + h * (0.1 + l * 0.18), tw * 0.36, h * 0.1);
    });
    fill(ctx, '#c0392b', () => ctx.rect(tx + tw * 0.3, y + h * 0.84, tw * 0.4, h * 0.08));
  }
  return { x, y, w, h };
}

/** Big stock pots steaming on a low burner behind the counter. `x`: its left; `s`: a pot's height. */
export function stockPots(ctx: SKRSContext2D, x: number, y: number, w: number, s: number): Box {
  fill(ctx, '#3a3f4b', () => ctx.rect(x, y - s * 0.25, w, s * 0.25));
  const count = Math.max(1, Math.floor(w / (s * 1.1)));
  for (let k = 0; k < count; k++) {
    const cx = x + (k + 0.5) * (w / count);
    fill(ctx, STEEL, () => ctx.roundRect(cx - s * 0.45, y - s * 1.2, s * 0.9, s * 0.95, s * 0.06));
    fill(ctx, STEEL_DARK, () => ctx.rect(cx - s * 0.48, y - s * 1.22, s * 0.96, s * 0.06));
    for (const [dx, dy] of [[-0.2, 1.55], [0.15, 1.75], [-0.05, 2]] as const) fill(ctx, 'rgba(255,255,255,0.4)', () => ctx.ellipse(cx + dx * s, y - dy * s, s * 0.1, s * 0.26, 0.25, 0, Math.PI * 2));
  }
  return { x, y: y - s * 2.2, w, h: s * 2.2 };
}

/** A red paper lantern hung from the ceiling, lit. `x`: its centre; `y`: its middle. */
export function paperLantern(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, '#2e2a26', () => ctx.rect(x - s * 0.02, 0, s * 0.04, y - s * 0.6));
  fill(ctx, '#2e2a26', () => ctx.rect(x - s * 0.22, y - s * 0.66, s * 0.44, s * 0.1));
  fill(ctx, '#2e2a26', () => ctx.rect(x - s * 0.22, y + s * 0.56, s * 0.44, s * 0.1));
  fill(ctx, '#d8423a', () => ctx.ellipse(x, y, s * 0.4, s * 0.6, 0, 0, Math.PI * 2));
  for (const t of [-0.3, 0, 0.3]) fill(ctx, 'rgba(80,20,10,0.35)', () => ctx.rect(x - s * 0.38, y + t * s, s * 0.76, Math.max(1, s * 0.025)));
}
