/**
 * The props that tell places that feed and host people: a pizzeria's wood-fired oven, a
 * restaurant's laid tables, a bar's lit shelves of bottles, a hotel's key wall and luggage trolley,
 * and a studio's rack of rolled mats. Drawn flat in the places' manner; `s` is a prop's size in
 * pixels; `y` the floor (or the step) it stands on unless said otherwise.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { fill } from './room-props';
import type { Box } from '../draw/layout';

/**
 * A domed oven of brick on its plinth, its mouth glowing with the fire inside, logs stacked under
 * it and a flue to the ceiling. `x` is its centre. Returns the mouth, where the light comes from.
 */
export function pizzaOven(ctx: SKRSContext2D, x: number, y: number, s: number, random: () => number): Box {
  const plinth = s * 0.7;
  const base = y - plinth;
  // The flue first, so the dome stands in front of it.
  fill(ctx, '#5b5f66', () => ctx.rect(x - s * 0.16, 0, s * 0.32, base - s * 0.9));
  fill(ctx, '#6c7078', () => ctx.rect(x - s * 0.22, base - s * 1.05, s * 0.44, s * 0.18));
  fill(ctx, '#8f4a33', () => ctx.rect(x - s * 1.15, base, s * 2.3, plinth));
  fill(ctx, '#7a3d2a', () => ctx.rect(x - s * 1.2, base - s * 0.04, s * 2.4, s * 0.08));
  // Logs stacked end-on in the plinth's niche.
  const niche = { x: x - s * 0.8, y: base + s * 0.14, w: s * 1.6, h: plinth - s * 0.14 };
  fill(ctx, '#3a2018', () => ctx.rect(niche.x, niche.y, niche.w, niche.h));
  const r = s * 0.1;
  for (let ly = y - r; ly > niche.y + r; ly -= r * 1.8) {
    for (let lx = niche.x + r * 1.1 + ((Math.round((y - ly) / (r * 1.8)) % 2) * r * 0.9); lx < niche.x + niche.w - r; lx += r * 1.9) {
      fill(ctx, '#9b6a43', () => ctx.arc(lx, ly, r * 0.9, 0, Math.PI * 2));
      fill(ctx, '#c99a68', () => ctx.arc(lx, ly, r * 0.5, 0, Math.PI * 2));
    }
  }
  // The dome, its bricks in courses.
  fill(ctx, '#b4583a', () => ctx.ellipse(x, base, s * 1.1, s * 0.95, 0, Math.PI, 0));
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(x, base, s * 1.1, s * 0.95, 0, Math.PI, 0);
  ctx.clip();
  for (let row = 0, by = base - s * 0.16; by > base - s; row++, by -= s * 0.16) {
    for (let bx = x - s * 1.2 + (row % 2) * s * 0.14; bx < x + s * 1.2; bx += s * 0.28) {
      fill(ctx, random() > 0.5 ? '#a34f34' : '#bf6446', () => ctx.rect(bx + s * 0.01, by + s * 0.01, s * 0.26, s * 0.14));
    }
  }
  ctx.restore();
  // The arched mouth and the fire in it.
  const mouth = { x: x - s * 0.42, y: base - s * 0.5, w: s * 0.84, h: s * 0.5 };
  fill(ctx, '#e8d2b0', () => {
    ctx.moveTo(mouth.x - s * 0.08, base);
    ctx.lineTo(mouth.x - s * 0.08, mouth.y + mouth.h * 0.4);
    ctx.arc(x, mouth.y + mouth.h * 0.4, mouth.w / 2 + s * 0.08, Math.PI, 0);
    ctx.lineTo(mouth.x + mouth.w + s * 0.08, base);
    ctx.closePath();
  });
  const fire = ctx.createRadialGradient(x, base, 0, x, base, mouth.w * 0.75);
  fire.addColorStop(0, '#fff2a8');
  fire.addColorStop(0.35, '#ffb23e');
  fire.addColorStop(0.75, '#e8562a');
  fire.addColorStop(1, '#5a1e10');
  fill(ctx, fire, () => {
    ctx.moveTo(mouth.x, base);
    ctx.lineTo(mouth.x, mouth.y + mouth.h * 0.4);
    ctx.arc(x, mouth.y + mouth.h * 0.4, mouth.w / 2, Math.PI, 0);
    ctx.lineTo(mouth.x + mouth.w, base);
    ctx.closePath();
  });
  for (const [fx, fh] of [[-0.22, 0.55], [0.02, 0.8], [0.24, 0.6]] as const) {
    fill(ctx, 'rgba(255,248,200,0.85)', () => {
      ctx.moveTo(x + s * (fx - 0.08), base);
      ctx.quadraticCurveTo(x + s * (fx - 0.06), base - mouth.h * fh * 0.6, x + s * fx, base - mouth.h * fh);
      ctx.quadraticCurveTo(x + s * (fx + 0.06), base - mouth.h * fh * 0.6, x + s * (fx + 0.08), base);
      ctx.closePath();
    });
  }
  // Its glow on the wall around it.
  const glow = ctx.createRadialGradient(x, base - mouth.h * 0.5, 0, x, base - mouth.h * 0.5, s * 1.8);
  glow.addColorStop(0, 'rgba(255,150,60,0.35)');
  glow.addColorStop(1, 'rgba(255,150,60,0)');
  ctx.globalCompositeOperation = 'screen';
  fill(ctx, glow, () => ctx.arc(x, base - mouth.h * 0.5, s * 1.8, 0, Math.PI * 2));
  ctx.globalCompositeOperation = 'source-over';
  return mouth;
}

/** A pizza peel leaning on the wall: a long handle and its round blade. `y`: the floor. */
export function pizzaPeel(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, '#b08457', () => ctx.rect(x - s * 0.03, y - s * 1.5, s * 0.06, s * 1.1));
  fill(ctx, '#9aa1ab', () => ctx.ellipse(x, y - s * 0.22, s * 0.26, s * 0.24, 0, 0, Math.PI * 2));
  fill(ctx, 'rgba(255,255,255,0.3)', () => ctx.ellipse(x - s * 0.07, y - s * 0.3, s * 0.08, s * 0.05, -0.5, 0, Math.PI * 2));
}

/**
 * A small table against the wall, laid with a cloth (or bare wood), two chair backs, a candle
 * and a glass. `x`: its centre; `s`: its width.
 */
export function laidTable(ctx: SKRSContext2D, x: number, y: number, s: number, cloth: string | null): void {
  const top = y - s * 0.42;
  // Bentwood chairs either side, their backs rising above the table.
  const chair = '#b07a4f';
  for (const cx of [x - s * 0.68, x + s * 0.68]) {
    ctx.strokeStyle = chair;
    ctx.lineWidth = s * 0.045;
    ctx.beginPath();
    ctx.roundRect(cx - s * 0.14, top - s * 0.36, s * 0.28, s * 0.5, s * 0.12);
    ctx.stroke();
    fill(ctx, chair, () => ctx.rect(cx - s * 0.18, top + s * 0.12, s * 0.36, s * 0.05));
    for (const lx of [cx - s * 0.16, cx + s * 0.12]) fill(ctx, chair, () => ctx.rect(lx, top + s * 0.12, s * 0.04, y - top - s * 0.12));
  }
  fill(ctx, '#4a2f20', () => ctx.rect(x - s * 0.04, top, s * 0.08, y - top));
  if (cloth) {
    // The cloth hangs in soft folds most of the way to the floor.
    fill(ctx, cloth, () => {
      ctx.moveTo(x - s * 0.5, top);
      ctx.lineTo(x + s * 0.5, top);
      ctx.lineTo(x + s * 0.56, top + s * 0.3);
      ctx.lineTo(x - s * 0.56, top + s * 0.3);
      ctx.closePath();
    });
    for (const f of [-0.3, 0, 0.3]) fill(ctx, mix(cloth, '#000000', 0.08), () => ctx.rect(x + s * f - s * 0.015, top + s * 0.06, s * 0.03, s * 0.24));
  } else fill(ctx, '#8c5a34', () => ctx.rect(x - s * 0.5, top, s, s * 0.06));
  fill(ctx, '#f4ecd8', () => ctx.rect(x - s * 0.03, top - s * 0.14, s * 0.06, s * 0.14));
  fill(ctx, '#ffd27a', () => ctx.ellipse(x, top - s * 0.18, s * 0.02, s * 0.04, 0, 0, Math.PI * 2));
  fill(ctx, 'rgba(220,235,240,0.8)', () => ctx.rect(x + s * 0.22, top - s * 0.12, s * 0.06, s * 0.12));
}

/** A framed picture: a calm landscape of two hills under a sky, in the room's accent. */
export function framedPicture(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string): void {
  fill(ctx, '#3b2a22', () => ctx.rect(x - w * 0.06, y - w * 0.06, w * 1.12, h + w * 0.12));
  fill(ctx, '#f3ead8', () => ctx.rect(x, y, w, h));
  fill(ctx, mix(accent, '#ffffff', 0.55), () => ctx.rect(x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.8));
  fill(ctx, mix(accent, '#000000', 0.1), () => ctx.ellipse(x + w * 0.35, y + h * 0.9, w * 0.4, h * 0.35, 0, Math.PI, 0));
  fill(ctx, mix(accent, '#ffffff', 0.2), () => ctx.ellipse(x + w * 0.7, y + h * 0.9, w * 0.3, h * 0.25, 0, Math.PI, 0));
}

/** A café parasol over its pole, striped canopy with a scalloped hem. `x`: the pole; `y`: the ground; `s`: the canopy's width. */
export function parasol(ctx: SKRSContext2D, x: number, y: number, s: number, colour: string): void {
  const top = y - s * 1.05;
  fill(ctx, '#6b6f78', () => ctx.rect(x - s * 0.015, top, s * 0.03, y - top));
  const hem = top + s * 0.28;
  for (let k = 0; k < 6; k++) {
    fill(ctx, k % 2 ? '#f7f3ea' : colour, () => {
      ctx.moveTo(x, top - s * 0.02);
      ctx.lineTo(x - s / 2 + (s * k) / 6, hem);
      ctx.lineTo(x - s / 2 + (s * (k + 1)) / 6, hem);
      ctx.closePath();
    });
    fill(ctx, k % 2 ? colour : '#f7f3ea', () => ctx.arc(x - s / 2 + (s * (k + 0.5)) / 6, hem, s / 12, 0, Math.PI));
  }
}

/** A festoon of bulbs strung between two points, sagging between them; lit, each bulb glows. */
export function festoon(ctx: SKRSContext2D, x0: number, x1: number, y: number, sag: number, s: number, lit: boolean): void {
  ctx.strokeStyle = '#3a3a3a';
  ctx.lineWidth = Math.max(1, s * 0.08);
  ctx.beginPath();
  ctx.moveTo(x0, y);
  ctx.quadraticCurveTo((x0 + x1) / 2, y + sag * 2, x1, y);
  ctx.stroke();
  for (let t = 0.05; t < 1; t += 0.1) {
    const bx = x0 + (x1 - x0) * t;
    const by = y + sag * 4 * t * (1 - t) + s * 0.5;
    if (lit) {
      const glow = ctx.createRadialGradient(bx, by, 0, bx, by, s * 3);
      glow.addColorStop(0, 'rgba(255,214,140,0.6)');
      glow.addColorStop(1, 'rgba(255,214,140,0)');
      fill(ctx, glow, () => ctx.arc(bx, by, s * 3, 0, Math.PI * 2));
    }
    fill(ctx, lit ? '#fff1c8' : '#e8e2d0', () => ctx.arc(bx, by, s * 0.45, 0, Math.PI * 2));
  }
}

const GLASS = ['#2f6b3a', '#8a4b1e', '#c9a227', '#d9e2e6', '#6b2333', '#3f5a7a'];

/**
 * A bar's back: a mirror band with shelves of bottles lit from under each shelf. `y`: the top
 * shelf's height from the top; `h` down to the lowest shelf.
 */
export function backBar(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, s: number, accent: string, random: () => number): void {
  fill(ctx, '#2b2220', () => ctx.rect(x, y - s * 0.6, w, h + s * 0.8));
  fill(ctx, 'rgba(170,190,200,0.22)', () => ctx.rect(x + s * 0.1, y - s * 0.5, w - s * 0.2, h + s * 0.6));
  const shelves = 3;
  for (let k = 0; k < shelves; k++) {
    const shelf = y + (h * (k + 1)) / shelves;
    // The light strip under the shelf above washes the bottles.
    const wash = ctx.createLinearGradient(0, shelf - h / shelves, 0, shelf);
    wash.addColorStop(0, 'rgba(255,200,120,0.35)');
    wash.addColorStop(1, 'rgba(255,200,120,0)');
    fill(ctx, wash, () => ctx.rect(x + s * 0.1, shelf - h / shelves, w - s * 0.2, h / shelves));
    const row = h / shelves;
    for (let bx = x + s * 0.25; bx < x + w - row * 0.3; ) {
      const bw = row * (0.16 + random() * 0.07);
      const bh = row * (0.55 + random() * 0.3);
      const colour = random() > 0.85 ? accent : GLASS[Math.floor(random() * GLASS.length)]!;
      fill(ctx, colour, () => {
        ctx.roundRect(bx, shelf - bh * 0.7, bw, bh * 0.7, bw * 0.25);
        ctx.rect(bx + bw * 0.35, shelf - bh, bw * 0.3, bh * 0.32);
      });
      fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(bx + bw * 0.15, shelf - bh * 0.62, bw * 0.12, bh * 0.45));
      bx += bw + row * (0.1 + random() * 0.12);
    }
    fill(ctx, '#6b4a34', () => ctx.rect(x, shelf, w, s * 0.08));
    fill(ctx, 'rgba(255,214,150,0.9)', () => ctx.rect(x + s * 0.1, shelf + s * 0.08, w - s * 0.2, s * 0.03));
  }
}

/** A hotel's key wall: a grid of pigeonholes, keys hanging in some and letters in others. */
export function keyWall(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): void {
  fill(ctx, '#6b4a34', () => ctx.rect(x, y, w, h));
  const cols = Math.max(4, Math.round(w / (h / 3)));
  const rows = 3;
  const cw = w / cols;
  const ch = h / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + c * cw;
      const cy = y + r * ch;
      fill(ctx, '#3e2a1e', () => ctx.rect(cx + cw * 0.08, cy + ch * 0.1, cw * 0.84, ch * 0.8));
      const what = random();
      if (what > 0.55) {
        fill(ctx, '#d9b45a', () => ctx.arc(cx + cw / 2, cy + ch * 0.32, cw * 0.08, 0, Math.PI * 2));
        fill(ctx, '#d9b45a', () => ctx.rect(cx + cw / 2 - cw * 0.025, cy + ch * 0.32, cw * 0.05, ch * 0.38));
      } else if (what > 0.3) fill(ctx, '#f3ead8', () => ctx.rect(cx + cw * 0.2, cy + ch * 0.5, cw * 0.6, ch * 0.35));
    }
  }
}

/** A brass luggage trolley with two suitcases on it. `x`: its left; `y`: the floor. */
export function luggageTrolley(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): void {
  const brass = '#c9a24a';
  fill(ctx, '#b8453a', () => ctx.roundRect(x + s * 0.08, y - s * 0.62, s * 0.5, s * 0.42, s * 0.04));
  fill(ctx, accent, () => ctx.roundRect(x + s * 0.14, y - s * 0.98, s * 0.38, s * 0.36, s * 0.04));
  fill(ctx, mix(accent, '#000000', 0.3), () => ctx.rect(x + s * 0.26, y - s * 1.03, s * 0.14, s * 0.05));
  fill(ctx, brass, () => ctx.rect(x, y - s * 0.2, s * 0.66, s * 0.05));
  for (const px of [x, x + s * 0.62]) fill(ctx, brass, () => ctx.rect(px, y - s * 1.5, s * 0.04, s * 1.32));
  ctx.strokeStyle = brass;
  ctx.lineWidth = s * 0.04;
  ctx.beginPath();
  ctx.arc(x + s * 0.33, y - s * 1.5, s * 0.31, Math.PI, 0);
  ctx.stroke();
  for (const wx of [x + s * 0.08, x + s * 0.58]) fill(ctx, '#2b2b2b', () => ctx.arc(wx, y - s * 0.07, s * 0.07, 0, Math.PI * 2));
}

const MATS = ['#7fb7a4', '#c9a0c9', '#f2b880', '#8fa8d8', '#e48f8f', '#b5c98a'];

/** A studio's open rack of rolled mats, seen end-on, with blocks on its top. `x`: its left. */
export function matRack(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, accent: string, random: () => number): void {
  const rows = 3;
  const cell = s * 0.34;
  const cols = Math.max(2, Math.floor(w / cell));
  const h = rows * cell + s * 0.1;
  fill(ctx, '#c49a6c', () => ctx.rect(x, y - h, cols * cell + s * 0.06, h));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + s * 0.03 + c * cell + cell / 2;
      const cy = y - s * 0.05 - r * cell - cell / 2;
      fill(ctx, '#a87f55', () => ctx.rect(cx - cell / 2 + s * 0.01, cy - cell / 2 + s * 0.01, cell - s * 0.02, cell - s * 0.02));
      const colour = random() > 0.8 ? accent : MATS[Math.floor(random() * MATS.length)]!;
      fill(ctx, colour, () => ctx.arc(cx, cy, cell * 0.4, 0, Math.PI * 2));
      ctx.strokeStyle = mix(colour, '#000000', 0.25);
      ctx.lineWidth = Math.max(1, cell * 0.04);
      ctx.beginPath();
      for (let a = 0; a < Math.PI * 5; a += 0.3) ctx.lineTo(cx + Math.cos(a) * cell * 0.06 * (1 + a * 0.35), cy + Math.sin(a) * cell * 0.06 * (1 + a * 0.35));
      ctx.stroke();
    }
  }
  for (let k = 0; k < Math.min(3, cols); k++) fill(ctx, ['#8fa8d8', '#d9c39a', '#7fb7a4'][k]!, () => ctx.roundRect(x + s * 0.06 + k * cell * 1.05, y - h - cell * 0.4, cell * 0.9, cell * 0.4, cell * 0.05));
}
