/**
 * The props that tell a supermarket: shelves packed with boxes, bottles and tins behind their
 * price strips, crates of fruit and vegetables, a chiller of lit glass doors and the aisle signs
 * hanging above. Drawn flat in the places' manner; `y` is the floor a prop stands on.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { font } from '../fonts';
import { fill } from './room-props';

const PACKS = ['#e76f51', '#f4a261', '#2a9d8f', '#264653', '#e9c46a', '#5b8fd6', '#ef476f', '#f1faee'];

/** One shelf's row of goods standing on `base`: boxes, bottles with caps and stacked tins, in a shelf `rowH` high. */
function goods(ctx: SKRSContext2D, x: number, base: number, w: number, rowH: number, accent: string, random: () => number): void {
  for (let gx = x; gx < x + w; ) {
    const kind = Math.floor(random() * 3);
    const colour = random() < 0.2 ? accent : PACKS[Math.floor(random() * PACKS.length)]!;
    // Facings of the same product side by side, as stocked.
    const facings = 2 + Math.floor(random() * 3);
    for (let f = 0; f < facings && gx < x + w; f++) {
      if (kind === 0) {
        const bw = rowH * 0.42;
        const bh = rowH * 0.78;
        fill(ctx, colour, () => ctx.rect(gx, base - bh, bw, bh));
        fill(ctx, 'rgba(255,255,255,0.55)', () => ctx.rect(gx + bw * 0.15, base - bh * 0.7, bw * 0.7, bh * 0.22));
        gx += bw + rowH * 0.04;
      } else if (kind === 1) {
        const bw = rowH * 0.24;
        const bh = rowH * 0.82;
        fill(ctx, colour, () => ctx.roundRect(gx, base - bh * 0.8, bw, bh * 0.8, bw * 0.3));
        fill(ctx, colour, () => ctx.rect(gx + bw * 0.3, base - bh, bw * 0.4, bh * 0.22));
        fill(ctx, mix(colour, '#000000', 0.35), () => ctx.rect(gx + bw * 0.28, base - bh, bw * 0.44, bh * 0.06));
        fill(ctx, 'rgba(255,255,255,0.6)', () => ctx.rect(gx, base - bh * 0.5, bw, bh * 0.14));
        gx += bw + rowH * 0.05;
      } else {
        const tw = rowH * 0.3;
        const th = rowH * 0.36;
        for (let k = 0; k < 2; k++) {
          fill(ctx, colour, () => ctx.rect(gx, base - th * (k + 1), tw, th * 0.96));
          fill(ctx, '#c9ced6', () => ctx.rect(gx, base - th * (k + 1), tw, th * 0.1));
        }
        gx += tw + rowH * 0.03;
      }
    }
    gx += rowH * 0.08;
  }
}

/** A run of supermarket shelving packed with goods, a price strip along each shelf's edge. `y`: the floor. */
export function groceryShelves(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): void {
  const rows = 4;
  const rowH = (h * 0.86) / rows;
  fill(ctx, '#dfe3e8', () => ctx.rect(x, y - h, w, h));
  fill(ctx, accent, () => ctx.rect(x, y - h, w, h * 0.06));
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y - h, w, h);
  ctx.clip();
  for (let r = 0; r < rows; r++) {
    const base = y - h * 0.08 - r * rowH;
    goods(ctx, x + rowH * 0.1, base, w - rowH * 0.2, rowH, accent, random);
    fill(ctx, '#f7f7f5', () => ctx.rect(x, base, w, rowH * 0.1));
    for (let tx = x + rowH * 0.3; tx < x + w; tx += rowH * 0.9) fill(ctx, '#ffd23f', () => ctx.rect(tx, base + rowH * 0.015, rowH * 0.2, rowH * 0.07));
  }
  ctx.restore();
  fill(ctx, '#b9c0c8', () => ctx.rect(x, y - h * 0.08, w, h * 0.08));
}

/** Open crates of fruit and vegetables on a low stand. `y`: the floor. */
export function produceCrates(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, random: () => number): void {
  const crops = ['#e63946', '#ffb703', '#8ac926', '#fb8500', '#6a994e'];
  fill(ctx, '#7a5a40', () => ctx.rect(x, y - s * 0.5, w, s * 0.5));
  for (let cx = x + s * 0.05, k = 0; cx < x + w - s * 0.9; cx += s * 1.05, k++) {
    const crop = crops[(k + Math.floor(random() * 2)) % crops.length]!;
    for (let n = 0; n < 9; n++) fill(ctx, crop, () => ctx.arc(cx + s * (0.12 + (n % 5) * 0.17), y - s * (0.86 + Math.floor(n / 5) * 0.1), s * 0.1, 0, Math.PI * 2));
    fill(ctx, '#c58f5a', () => ctx.rect(cx, y - s * 0.82, s, s * 0.32));
    fill(ctx, '#a57a4e', () => ctx.rect(cx, y - s * 0.7, s, s * 0.04));
  }
}

/** A chiller: glass doors lit from inside, bottles and cartons behind them. `y`: the floor. */
export function chiller(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): void {
  fill(ctx, '#cfd6dd', () => ctx.rect(x, y - h, w, h));
  const doors = Math.max(2, Math.round(w / (h * 0.35)));
  const dw = w / doors;
  for (let d = 0; d < doors; d++) {
    const dx = x + d * dw + dw * 0.05;
    fill(ctx, '#eaf6fb', () => ctx.rect(dx, y - h * 0.94, dw * 0.9, h * 0.84));
    for (let s = 0; s < 4; s++) {
      const sy = y - h * (0.14 + s * 0.2);
      for (let bx = dx + dw * 0.06; bx < dx + dw * 0.82; bx += dw * 0.14) fill(ctx, PACKS[Math.floor(random() * PACKS.length)]!, () => ctx.roundRect(bx, sy - h * 0.13, dw * 0.1, h * 0.13, dw * 0.02));
      fill(ctx, '#b9c4cc', () => ctx.rect(dx, sy, dw * 0.9, h * 0.01));
    }
    fill(ctx, 'rgba(255,255,255,0.3)', () => ctx.rect(dx + dw * 0.1, y - h * 0.94, dw * 0.1, h * 0.84));
    fill(ctx, '#7b828c', () => ctx.rect(dx + dw * 0.8, y - h * 0.6, dw * 0.04, h * 0.16));
  }
}

/** An aisle sign hanging from the ceiling on two wires: a number and a bar of the brand's colour. */
export function aisleSign(ctx: SKRSContext2D, x: number, y: number, w: number, number: string, accent: string): void {
  const h = w * 0.32;
  ctx.strokeStyle = '#7b828c';
  ctx.lineWidth = Math.max(1, w * 0.01);
  ctx.beginPath();
  for (const wx of [x + w * 0.15, x + w * 0.85]) {
    ctx.moveTo(wx, 0);
    ctx.lineTo(wx, y);
  }
  ctx.stroke();
  fill(ctx, accent, () => ctx.roundRect(x, y, w, h, h * 0.12));
  fill(ctx, '#ffffff', () => ctx.roundRect(x + w * 0.04, y + h * 0.15, h * 0.7, h * 0.7, h * 0.1));
  ctx.fillStyle = accent;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(800, h * 0.5);
  ctx.fillText(number, x + w * 0.04 + h * 0.35, y + h * 0.52);
  fill(ctx, 'rgba(255,255,255,0.85)', () => {
    for (let k = 0; k < 2; k++) ctx.rect(x + w * 0.04 + h * 0.9, y + h * (0.3 + k * 0.28), w * (0.45 - k * 0.15), h * 0.12);
  });
}
