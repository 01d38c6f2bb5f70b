/**
 * A dog daycare's yard, where dog daycares, kennels and dog parks show their dogs at play: the low clubhouse behind with
 * a paw on its sign in the brand's colour, trees over it, a wooden fence round the yard; an agility hurdle and a tunnel
 * by the fence; mown grass in front with a water bowl and a toy at its sides, the middle left clear for whoever plays
 * there. Three layers far to near, pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill, pawPrint } from './room-props';
import { fence } from './roadside-props';
import { SKY } from './sky';
import type { PlaceGeometry } from './places';

type Paint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number) => void;

/** Round crowns of trees along a line, behind the clubhouse. */
const crowns = (ctx: SKRSContext2D, g: PlaceGeometry, base: number, colour: string, random: () => number) => {
  for (let x = 0; x < g.width + g.unit * 8; x += g.unit * (9 + random() * 7)) fill(ctx, colour, () => ctx.arc(x, base - g.unit * (4 + random() * 4), g.unit * (6 + random() * 3), 0, Math.PI * 2));
};

/** The clubhouse: a low timber building, its windows lit at night, the sign over its door with a paw in the brand's colour. */
const clubhouse = (ctx: SKRSContext2D, x: number, base: number, w: number, u: number, accent: string, lit: boolean) => {
  const h = w * 0.36;
  fill(ctx, '#e9dcc3', () => ctx.rect(x, base - h, w, h));
  ctx.strokeStyle = 'rgba(120,90,60,0.18)';
  ctx.lineWidth = Math.max(1, u * 0.25);
  for (let y = base - h + u * 1.6; y < base; y += u * 1.6) {
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y);
    ctx.stroke();
  }
  fill(ctx, '#7b4f36', () => {
    ctx.moveTo(x - w * 0.04, base - h);
    ctx.lineTo(x + w * 0.5, base - h - w * 0.16);
    ctx.lineTo(x + w * 1.04, base - h);
    ctx.closePath();
  });
  for (const k of [0.1, 0.66]) fill(ctx, lit ? '#ffd98a' : '#9cc4dc', () => ctx.rect(x + w * k, base - h * 0.72, w * 0.24, h * 0.34));
  fill(ctx, '#5a3d2b', () => ctx.rect(x + w * 0.42, base - h * 0.62, w * 0.16, h * 0.62));
  fill(ctx, accent, () => ctx.roundRect(x + w * 0.36, base - h * 0.96, w * 0.28, h * 0.26, u));
  pawPrint(ctx, x + w * 0.5, base - h * 0.8, h * 0.18, '#ffffff');
};

/** An agility hurdle: two uprights, a pole striped in the brand's colour across them. */
const hurdle = (ctx: SKRSContext2D, x: number, base: number, w: number, accent: string) => {
  const h = w * 0.55;
  for (const px of [x, x + w]) fill(ctx, '#f4f4f0', () => ctx.rect(px - w * 0.03, base - h, w * 0.06, h));
  fill(ctx, '#ffffff', () => ctx.rect(x, base - h * 0.62, w, w * 0.06));
  for (let k = 0; k < 4; k += 2) fill(ctx, accent, () => ctx.rect(x + (w * k) / 4, base - h * 0.62, w / 4, w * 0.06));
};

/** An agility tunnel: a hoop-ribbed arch lying along the grass, its mouth dark. */
const tunnel = (ctx: SKRSContext2D, x: number, base: number, w: number, colour: string) => {
  const r = w * 0.22;
  fill(ctx, colour, () => ctx.roundRect(x, base - r * 2, w, r * 2, r));
  ctx.strokeStyle = mix(colour, '#000000', 0.2);
  ctx.lineWidth = Math.max(1, r * 0.08);
  for (let k = 1; k < 6; k++) {
    ctx.beginPath();
    ctx.moveTo(x + (w * k) / 6, base - r * 2);
    ctx.lineTo(x + (w * k) / 6, base);
    ctx.stroke();
  }
  fill(ctx, '#2b2b30', () => ctx.ellipse(x + w, base - r, r * 0.45, r * 0.9, 0, 0, Math.PI * 2));
};

/** A steel water bowl on the grass, and a knotted rope toy. */
const bowl = (ctx: SKRSContext2D, x: number, y: number, s: number) => {
  fill(ctx, '#9aa7b4', () => ctx.ellipse(x, y - s * 0.2, s, s * 0.3, 0, 0, Math.PI * 2));
  fill(ctx, '#4fa3d9', () => ctx.ellipse(x, y - s * 0.26, s * 0.78, s * 0.18, 0, 0, Math.PI * 2));
};
const ropeToy = (ctx: SKRSContext2D, x: number, y: number, s: number) => {
  fill(ctx, '#e04f4f', () => ctx.roundRect(x - s, y - s * 0.2, s * 2, s * 0.2, s * 0.1));
  for (const k of [-1, 1]) fill(ctx, '#fbf3ea', () => ctx.arc(x + k * s, y - s * 0.12, s * 0.2, 0, Math.PI * 2));
};

export const DOG_YARD: [Paint, Paint, Paint] = [
  (ctx, g, time, _p, random) => crowns(ctx, g, g.horizon + g.unit * 6, mix('#5f9a5a', SKY[time][1], 0.3), random),
  (ctx, g, time, palette) => {
    const u = g.unit;
    const w = Math.min(g.width * 0.5, u * 70);
    clubhouse(ctx, g.width * 0.5 - w / 2, g.ground - u * 2, w, u, palette.accent, time === 'night');
    fill(ctx, '#8fc57a', () => ctx.rect(0, g.ground - u * 2, g.width, u * 3));
    fence(ctx, 0, g.width, g.ground + u, u * 10);
  },
  (ctx, g, _t, palette) => {
    const u = g.unit;
    fill(ctx, '#7cc06a', () => ctx.rect(0, g.ground, g.width, g.height - g.ground));
    // Mown stripes, widening toward the viewer.
    for (let k = 0, y = g.ground + u * 2; y < g.height; k++, y += u * (3 + k * 1.5)) if (k % 2) fill(ctx, 'rgba(255,255,255,0.09)', () => ctx.rect(0, y, g.width, u * (3 + k * 1.5)));
    hurdle(ctx, g.width * 0.06, g.ground + u * 5, u * 16, palette.accent);
    tunnel(ctx, g.width * 0.8, g.ground + u * 6, u * 20, '#3a86c8');
    bowl(ctx, g.width * 0.1, g.floor + u * 3, u * 4);
    ropeToy(ctx, g.width * 0.9, g.floor + u * 4, u * 3.5);
  },
];
