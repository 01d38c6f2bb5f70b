/**
 * The props of the rooms people stay or are looked after in: a spa's massage bed, candles and
 * stones, rolled towels; a hotel room's made bed, headboard and bedside lamps; a hospital ward's
 * beds, curtain rail and monitor; a nursery's toy shelves, bunting and little table. Drawn flat in the
 * places' manner; `s` is a prop's size in pixels; `y` the floor it stands on unless said otherwise.
 * Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

/** A padded massage bed on wooden legs, a folded towel on it and its face cradle. `x`: its left. */
export function massageBed(ctx: SKRSContext2D, x: number, y: number, s: number, towel: string): Box {
  const top = y - s * 0.42;
  for (const lx of [0.08, 0.86]) fill(ctx, '#a57c55', () => ctx.rect(x + s * lx, top, s * 0.05, y - top));
  fill(ctx, '#a57c55', () => ctx.rect(x + s * 0.08, y - s * 0.14, s * 0.83, s * 0.03));
  fill(ctx, '#f4efe6', () => ctx.roundRect(x, top - s * 0.08, s, s * 0.1, s * 0.04));
  fill(ctx, towel, () => ctx.roundRect(x + s * 0.3, top - s * 0.11, s * 0.45, s * 0.06, s * 0.02));
  fill(ctx, mix(towel, '#000000', 0.12), () => ctx.rect(x + s * 0.3, top - s * 0.07, s * 0.45, s * 0.015));
  fill(ctx, '#e8e1d4', () => ctx.ellipse(x + s * 1.04, top - s * 0.05, s * 0.08, s * 0.05, 0, 0, Math.PI * 2));
  return { x, y: top - s * 0.11, w: s * 1.12, h: y - top + s * 0.11 };
}

/** A low shelf of candles in glass, a stack of stones and rolled towels. `y`: the shelf's top. */
export function candlesAndStones(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, towel: string): Box {
  fill(ctx, '#a57c55', () => ctx.rect(x, y, w, s * 0.08));
  const rolls = Math.max(2, Math.floor((w * 0.4) / (s * 0.3)));
  for (let k = 0; k < rolls; k++) {
    const cx = x + s * 0.2 + k * s * 0.3;
    fill(ctx, k % 2 ? '#f4efe6' : towel, () => ctx.arc(cx, y - s * 0.14, s * 0.14, 0, Math.PI * 2));
    fill(ctx, 'rgba(0,0,0,0.12)', () => ctx.arc(cx, y - s * 0.14, s * 0.05, 0, Math.PI * 2));
  }
  const sx = x + w * 0.55;
  for (const [k, r] of [0.16, 0.12, 0.09].entries()) fill(ctx, ['#4a4a4f', '#5c5c62', '#6e6e74'][k]!, () => ctx.ellipse(sx, y - s * (0.06 + k * 0.14), s * r * 1.3, s * 0.07, 0, 0, Math.PI * 2));
  for (let k = 0; k < 3; k++) {
    const cx = x + w * (0.72 + k * 0.1);
    const ch = s * (0.2 + (k % 2) * 0.1);
    fill(ctx, 'rgba(240,235,225,0.95)', () => ctx.roundRect(cx - s * 0.06, y - ch, s * 0.12, ch, s * 0.02));
    fill(ctx, '#ffb347', () => ctx.ellipse(cx, y - ch - s * 0.05, s * 0.025, s * 0.05, 0, 0, Math.PI * 2));
  }
  return { x, y: y - s * 0.45, w, h: s * 0.53 };
}

/** A double bed made up, its upholstered headboard against the wall, pillows and a throw in the brand's colour. `x`: its centre. */
export function hotelBed(ctx: SKRSContext2D, x: number, y: number, s: number, throwColour: string): Box {
  const w = s * 1.2;
  const mattress = y - s * 0.3;
  fill(ctx, mix(throwColour, '#3a3a3a', 0.55), () => ctx.roundRect(x - w * 0.54, y - s * 0.78, w * 1.08, s * 0.6, s * 0.05));
  fill(ctx, '#6b4a34', () => ctx.rect(x - w / 2, mattress + s * 0.12, w, y - mattress - s * 0.12));
  fill(ctx, '#ffffff', () => ctx.roundRect(x - w / 2, mattress - s * 0.08, w, s * 0.22, s * 0.04));
  for (const px of [-0.26, 0.26]) fill(ctx, '#f3f0ea', () => ctx.roundRect(x + w * px - w * 0.2, mattress - s * 0.2, w * 0.4, s * 0.14, s * 0.05));
  fill(ctx, throwColour, () => ctx.roundRect(x - w / 2, mattress + s * 0.02, w, s * 0.12, s * 0.02));
  return { x: x - w * 0.54, y: y - s * 0.78, w: w * 1.08, h: s * 0.78 };
}

/** A bedside table with its lamp lit. `x`: its centre. Returns the lamp shade, where its light comes from. */
export function bedsideLamp(ctx: SKRSContext2D, x: number, y: number, s: number): Box {
  fill(ctx, '#6b4a34', () => ctx.rect(x - s * 0.2, y - s * 0.38, s * 0.4, s * 0.38));
  fill(ctx, '#5b3d2a', () => ctx.rect(x - s * 0.17, y - s * 0.3, s * 0.34, s * 0.02));
  fill(ctx, '#c9a66b', () => ctx.rect(x - s * 0.02, y - s * 0.62, s * 0.04, s * 0.24));
  const shade = { x: x - s * 0.14, y: y - s * 0.78, w: s * 0.28, h: s * 0.18 };
  fill(ctx, '#f6e7c8', () => {
    ctx.moveTo(shade.x + s * 0.04, shade.y);
    ctx.lineTo(shade.x + shade.w - s * 0.04, shade.y);
    ctx.lineTo(shade.x + shade.w, shade.y + shade.h);
    ctx.lineTo(shade.x, shade.y + shade.h);
    ctx.closePath();
  });
  return shade;
}

/** A hospital bed: a raised frame on castors, rails, white sheets, a blanket in the brand's colour. `x`: its left. */
export function wardBed(ctx: SKRSContext2D, x: number, y: number, s: number, blanket: string): Box {
  const top = y - s * 0.45;
  fill(ctx, '#9aa1ab', () => ctx.rect(x, top + s * 0.08, s, s * 0.04));
  for (const lx of [0.04, 0.92]) {
    fill(ctx, '#9aa1ab', () => ctx.rect(x + s * lx, top + s * 0.08, s * 0.03, y - top - s * 0.12));
    fill(ctx, '#3a3f4b', () => ctx.arc(x + s * lx + s * 0.015, y - s * 0.03, s * 0.03, 0, Math.PI * 2));
  }
  fill(ctx, '#c9ced6', () => ctx.roundRect(x - s * 0.02, top - s * 0.3, s * 0.06, s * 0.42, s * 0.02));
  fill(ctx, '#ffffff', () => ctx.roundRect(x, top - s * 0.02, s, s * 0.1, s * 0.03));
  fill(ctx, '#f3f6f8', () => ctx.roundRect(x + s * 0.05, top - s * 0.1, s * 0.24, s * 0.1, s * 0.04));
  fill(ctx, blanket, () => ctx.roundRect(x + s * 0.34, top - s * 0.05, s * 0.66, s * 0.12, s * 0.03));
  ctx.strokeStyle = '#b7bec8';
  ctx.lineWidth = Math.max(1, s * 0.015);
  ctx.strokeRect(x + s * 0.4, top - s * 0.14, s * 0.45, s * 0.1);
  return { x: x - s * 0.02, y: top - s * 0.3, w: s * 1.02, h: y - top + s * 0.3 };
}

/** A curtain rail across the ceiling and a pale curtain drawn back on it. `x`: the rail's left; `y`: the rail. */
export function bedCurtain(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: string): void {
  fill(ctx, '#9aa1ab', () => ctx.rect(x, y, w, Math.max(1, h * 0.01)));
  for (let k = 0; k < 5; k++) fill(ctx, k % 2 ? colour : mix(colour, '#000000', 0.08), () => ctx.rect(x + k * w * 0.05, y, w * 0.05, h));
}

/** A monitor on its stand with a green trace, a drip stand beside it. `x`: its centre. */
export function bedsideMonitor(ctx: SKRSContext2D, x: number, y: number, s: number): Box {
  fill(ctx, '#9aa1ab', () => ctx.rect(x - s * 0.015, y - s * 0.9, s * 0.03, s * 0.9));
  fill(ctx, '#3a3f4b', () => ctx.rect(x - s * 0.12, y - s * 0.02, s * 0.24, s * 0.02));
  fill(ctx, '#2b2f3a', () => ctx.roundRect(x - s * 0.16, y - s * 1.12, s * 0.32, s * 0.24, s * 0.02));
  ctx.strokeStyle = '#7ee081';
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.13, y - s * 1);
  for (const [dx, dy] of [[-0.05, 0], [-0.03, -0.06], [-0.01, 0.05], [0.01, 0], [0.13, 0]] as const) ctx.lineTo(x + dx * s, y - s * 1 + dy * s);
  ctx.stroke();
  const dx = x + s * 0.3;
  fill(ctx, '#b7bec8', () => ctx.rect(dx - s * 0.01, y - s * 1.3, s * 0.02, s * 1.3));
  fill(ctx, 'rgba(220,240,250,0.9)', () => ctx.roundRect(dx - s * 0.07, y - s * 1.3, s * 0.1, s * 0.16, s * 0.02));
  return { x: x - s * 0.16, y: y - s * 1.3, w: s * 0.53, h: s * 1.3 };
}

const TOYS = ['#e76f51', '#f4a261', '#2a9d8f', '#e9c46a', '#8ecae6', '#f28482'];

/** Low cubby shelves of toys, blocks and picture books in bright colours. `x`: its left. */
export function toyShelves(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): Box {
  fill(ctx, '#e9d8bf', () => ctx.rect(x, y - h, w, h));
  const cols = Math.max(2, Math.round(w / (h * 0.5)));
  const cw = w / cols;
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + c * cw;
      const cy = y - h + r * (h / 2);
      fill(ctx, '#f7efe2', () => ctx.rect(cx + cw * 0.06, cy + h * 0.04, cw * 0.88, h * 0.42));
      const colour = TOYS[Math.floor(random() * TOYS.length)]!;
      if ((r + c) % 3 === 0) fill(ctx, colour, () => ctx.arc(cx + cw * 0.5, cy + h * 0.34, cw * 0.22, 0, Math.PI * 2));
      else if ((r + c) % 3 === 1) for (let b = 0; b < 3; b++) fill(ctx, TOYS[(c + b) % TOYS.length]!, () => ctx.rect(cx + cw * (0.16 + b * 0.24), cy + h * 0.3, cw * 0.2, h * 0.14));
      else for (let b = 0; b < 4; b++) fill(ctx, TOYS[(r + b) % TOYS.length]!, () => ctx.rect(cx + cw * (0.14 + b * 0.18), cy + h * 0.12, cw * 0.14, h * 0.32));
    }
  }
  return { x, y: y - h, w, h };
}

/** Bunting of triangular flags strung across the wall. */
export function bunting(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number): void {
  ctx.strokeStyle = '#8a7a6a';
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.beginPath();
  ctx.moveTo(x0, y);
  ctx.quadraticCurveTo((x0 + x1) / 2, y + s * 1.2, x1, y);
  ctx.stroke();
  const n = Math.max(4, Math.floor((x1 - x0) / (s * 1.1)));
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    const fx = x0 + (x1 - x0) * t;
    const fy = y + s * 1.2 * 2 * t * (1 - t);
    fill(ctx, TOYS[k % TOYS.length]!, () => {
      ctx.moveTo(fx - s * 0.4, fy);
      ctx.lineTo(fx + s * 0.4, fy);
      ctx.lineTo(fx, fy + s * 0.9);
      ctx.closePath();
    });
  }
}

/** Letters of the alphabet on coloured cards along the wall. */
export function alphabetCards(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, family: string): void {
  const letters = 'ABCDEFGH';
  const n = Math.max(3, Math.min(letters.length, Math.floor(w / (s * 1.3))));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${Math.round(s * 0.7)}px ${family}`;
  for (let k = 0; k < n; k++) {
    const cx = x + k * (w / n) + w / n / 2;
    fill(ctx, TOYS[k % TOYS.length]!, () => ctx.roundRect(cx - s / 2, y, s, s, s * 0.15));
    ctx.fillStyle = '#ffffff';
    ctx.fillText(letters[k]!, cx, y + s * 0.54);
  }
}
