/**
 * The props that tell the places people are cared for: a dental surgery's reclining chair under
 * its lamp, the instrument tray on its arm and the X-ray viewer; a clinic's examination couch,
 * glass-fronted cabinet and folding screen; a pharmacy's shelves of boxed medicines under its lit
 * cross. Drawn flat in the places' manner; `y` is the floor a prop stands on.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { Box } from '../draw/layout';
import { fill } from './room-props';

const CHROME = '#b7bec8';
const WHITE = '#f4f7f8';

/**
 * A dental chair side on, reclined toward the right on its pedestal, the dentist's unit (a post with
 * its rinsing bowl) at its head, the lamp on its arm above the headrest and the tray of instruments on
 * a swing arm at its foot. `x`: its left; `s`: its length. Returns its box and its lamp.
 */
export function dentalChair(ctx: SKRSContext2D, x: number, y: number, s: number, upholstery: string): { box: Box; lamp: { x: number; y: number; s: number } } {
  const seatY = y - s * 0.36;
  const dark = mix(upholstery, '#000000', 0.25);
  // The unit at the head end: a post, the bowl, a bracket of handpieces.
  const post = x + s * 1.08;
  fill(ctx, '#dfe5e8', () => ctx.roundRect(post, y - s * 0.62, s * 0.08, s * 0.62, s * 0.02));
  fill(ctx, WHITE, () => ctx.roundRect(post - s * 0.06, y - s * 0.66, s * 0.2, s * 0.07, s * 0.03));
  fill(ctx, '#9fd8e0', () => ctx.ellipse(post + s * 0.04, y - s * 0.66, s * 0.07, s * 0.02, 0, 0, Math.PI * 2));
  // The base plate and the pedestal.
  fill(ctx, '#dfe5e8', () => ctx.roundRect(x + s * 0.2, y - s * 0.05, s * 0.62, s * 0.05, s * 0.02));
  fill(ctx, WHITE, () => ctx.roundRect(x + s * 0.4, seatY, s * 0.2, y - seatY - s * 0.04, s * 0.03));
  // The legrest sloping down to the left, the seat, the backrest reclined up to the right: one cushion, a shell under it.
  const cushion = (dy: number) => {
    ctx.moveTo(x, seatY + s * 0.04 + dy);
    ctx.lineTo(x + s * 0.1, seatY - s * 0.1 + dy);
    ctx.lineTo(x + s * 0.56, seatY - s * 0.1 + dy);
    ctx.lineTo(x + s * 0.92, seatY - s * 0.44 + dy);
    ctx.lineTo(x + s * 1.0, seatY - s * 0.34 + dy);
    ctx.lineTo(x + s * 0.62, seatY + s * 0.02 + dy);
    ctx.lineTo(x + s * 0.05, seatY + s * 0.08 + dy);
    ctx.closePath();
  };
  fill(ctx, '#e7ecee', () => cushion(s * 0.04));
  fill(ctx, upholstery, () => cushion(0));
  fill(ctx, dark, () => ctx.rect(x + s * 0.1, seatY - s * 0.01, s * 0.5, s * 0.025));
  fill(ctx, upholstery, () => ctx.ellipse(x + s * 0.99, seatY - s * 0.47, s * 0.09, s * 0.055, -0.75, 0, Math.PI * 2));
  // The armrest.
  fill(ctx, WHITE, () => ctx.roundRect(x + s * 0.36, seatY - s * 0.2, s * 0.24, s * 0.045, s * 0.02));
  fill(ctx, '#dfe5e8', () => ctx.rect(x + s * 0.56, seatY - s * 0.18, s * 0.03, s * 0.1));
  // The lamp: an arm down from the ceiling, its head angled over the headrest, lit.
  const lamp = { x: x + s * 0.86, y: seatY - s * 0.95 };
  ctx.strokeStyle = '#aab3bb';
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(lamp.x + s * 0.28, 0);
  ctx.lineTo(lamp.x + s * 0.28, lamp.y - s * 0.28);
  ctx.lineTo(lamp.x + s * 0.06, lamp.y - s * 0.06);
  ctx.stroke();
  fill(ctx, '#dfe5e8', () => ctx.ellipse(lamp.x, lamp.y, s * 0.15, s * 0.075, 0.35, 0, Math.PI * 2));
  fill(ctx, '#fff6d8', () => ctx.ellipse(lamp.x - s * 0.015, lamp.y + s * 0.025, s * 0.11, s * 0.035, 0.35, 0, Math.PI * 2));
  // The tray on its swing arm, instruments laid on it.
  const tray = { x: x - s * 0.1, y: seatY - s * 0.4, w: s * 0.32 };
  ctx.strokeStyle = CHROME;
  ctx.beginPath();
  ctx.moveTo(x + s * 0.48, seatY);
  ctx.lineTo(x + s * 0.3, seatY - s * 0.28);
  ctx.lineTo(tray.x + tray.w * 0.6, tray.y);
  ctx.stroke();
  fill(ctx, CHROME, () => ctx.roundRect(tray.x, tray.y - s * 0.025, tray.w, s * 0.03, s * 0.01));
  for (let k = 0; k < 4; k++) fill(ctx, k % 2 ? '#7c8592' : '#5b6270', () => ctx.rect(tray.x + tray.w * (0.12 + k * 0.2), tray.y - s * 0.04, tray.w * 0.14, s * 0.014));
  const top = lamp.y - s * 0.1;
  return { box: { x: tray.x, y: top, w: post + s * 0.14 - tray.x, h: y - top }, lamp: { x: lamp.x, y: lamp.y + s * 0.03, s: s * 0.1 } };
}

/** A light box on the wall with a dental X-ray on it: two rows of teeth, pale on dark. */
export function xrayViewer(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  const h = w * 0.6;
  fill(ctx, '#dfe5e8', () => ctx.roundRect(x - w * 0.04, y - w * 0.04, w * 1.08, h + w * 0.08, w * 0.03));
  fill(ctx, '#26303a', () => ctx.rect(x, y, w, h));
  for (const [row, dir] of [[0.42, -1], [0.58, 1]] as const) {
    for (let k = 0; k < 8; k++) {
      const tx = x + w * (0.1 + k * 0.1);
      const curve = Math.abs(k - 3.5) * w * 0.012;
      fill(ctx, 'rgba(235,240,245,0.85)', () => ctx.roundRect(tx, y + h * row + (dir < 0 ? -h * 0.26 + curve : -curve), w * 0.075, h * 0.26, w * 0.02));
    }
  }
}

/** An examination couch with its paper roll, a step at its side. `x`: its left; `s`: its length. Returns its box. */
export function examCouch(ctx: SKRSContext2D, x: number, y: number, s: number, upholstery: string): Box {
  const top = y - s * 0.38;
  for (const lx of [x + s * 0.06, x + s * 0.88]) fill(ctx, CHROME, () => ctx.rect(lx, top, s * 0.04, s * 0.38));
  fill(ctx, upholstery, () => ctx.roundRect(x, top - s * 0.08, s, s * 0.09, s * 0.03));
  // The head end raised, the paper sheet down its length.
  fill(ctx, upholstery, () => {
    ctx.moveTo(x, top - s * 0.06);
    ctx.lineTo(x + s * 0.05, top - s * 0.26);
    ctx.lineTo(x + s * 0.3, top - s * 0.08);
    ctx.closePath();
  });
  fill(ctx, 'rgba(255,255,255,0.85)', () => ctx.rect(x + s * 0.3, top - s * 0.09, s * 0.66, s * 0.025));
  fill(ctx, '#dfe5e8', () => ctx.roundRect(x + s * 0.4, y - s * 0.14, s * 0.24, s * 0.14, s * 0.01));
  return { x, y: top - s * 0.26, w: s, h: s * 0.64 };
}

/** A tall cabinet with glass doors: bottles, boxes and jars on its shelves. `y`: the floor. */
export function glassCabinet(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): void {
  fill(ctx, WHITE, () => ctx.roundRect(x, y - h, w, h, w * 0.03));
  fill(ctx, '#e3eef0', () => ctx.rect(x + w * 0.06, y - h * 0.94, w * 0.88, h * 0.6));
  fill(ctx, '#dfe5e8', () => ctx.rect(x + w * 0.06, y - h * 0.3, w * 0.88, h * 0.26));
  for (let shelf = 0; shelf < 3; shelf++) {
    const sy = y - h * (0.36 + shelf * 0.2);
    fill(ctx, '#c9d3d7', () => ctx.rect(x + w * 0.06, sy, w * 0.88, h * 0.012));
    for (let bx = x + w * 0.1; bx < x + w * 0.86; ) {
      const bw = w * (0.08 + random() * 0.08);
      const bh = h * (0.07 + random() * 0.08);
      fill(ctx, [accent, '#ffffff', '#8fbfb8', '#e9c46a', '#b9c4cc'][Math.floor(random() * 5)]!, () => ctx.roundRect(bx, sy - bh, bw, bh, bw * 0.2));
      bx += bw + w * 0.03;
    }
  }
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(x + w * 0.49, y - h * 0.94, w * 0.02, h * 0.6));
  for (const hx of [x + w * 0.42, x + w * 0.56]) fill(ctx, CHROME, () => ctx.rect(hx, y - h * 0.22, w * 0.02, h * 0.08));
}

/** A folding screen of three cloth panels on chrome frames. */
export function foldingScreen(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, cloth: string): void {
  const panel = w / 3;
  for (let k = 0; k < 3; k++) {
    const px = x + k * panel;
    fill(ctx, CHROME, () => ctx.rect(px, y - h, panel, h * 0.94));
    fill(ctx, k % 2 ? mix(cloth, '#000000', 0.08) : cloth, () => ctx.rect(px + panel * 0.06, y - h * 0.97, panel * 0.88, h * 0.86));
    for (const fx of [px + panel * 0.1, px + panel * 0.8]) fill(ctx, CHROME, () => ctx.rect(fx, y - h * 0.08, panel * 0.1, h * 0.08));
  }
}

/** A green cross sign, lit: a pharmacy's or a clinic's mark. `x`, `y`: its centre. */
export function crossSign(ctx: SKRSContext2D, x: number, y: number, s: number, colour: string): void {
  const c = s / 3;
  fill(ctx, mix(colour, '#000000', 0.3), () => ctx.roundRect(x - s / 2 - s * 0.06, y - s / 2 - s * 0.06, s * 1.12, s * 1.12, s * 0.12));
  fill(ctx, colour, () => {
    ctx.rect(x - c / 2, y - s / 2, c, s);
    ctx.rect(x - s / 2, y - c / 2, s, c);
  });
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(x - c / 2, y - s / 2, c * 0.3, s));
}

/** Shelves of boxed medicines, white packs with coloured bands, price rails along each shelf. */
export function medicineShelves(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): void {
  fill(ctx, '#e8edf0', () => ctx.rect(x, y, w, h));
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const base = y + (h * (r + 1)) / rows - h * 0.02;
    for (let bx = x + w * 0.02; bx < x + w * 0.97; ) {
      const bw = (h / rows) * (0.4 + random() * 0.3);
      const bh = (h / rows) * (0.45 + random() * 0.35);
      if (bx + bw > x + w * 0.98) break;
      fill(ctx, '#ffffff', () => ctx.rect(bx, base - bh, bw, bh));
      fill(ctx, [accent, '#2a9d8f', '#e76f51', '#5b8fd6', '#e9c46a'][Math.floor(random() * 5)]!, () => ctx.rect(bx, base - bh * 0.7, bw, bh * 0.2));
      fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(bx + bw * 0.85, base - bh, bw * 0.15, bh));
      bx += bw + w * 0.006;
    }
    fill(ctx, '#b9c4cc', () => ctx.rect(x, base, w, h * 0.02));
  }
}
