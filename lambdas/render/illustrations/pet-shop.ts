/**
 * A pet shop seen from its aisle (places.ts registers it): shelves of pet-food sacks on one side with a cat's scratching
 * post before them, a wall of lit fish tanks on the other, tins and boxed toys on a high shelf over the till, a paw sign in
 * the brand's colour. Never a vet's consulting room: no examination table, no clinic. Also the bag of pet food or treats a
 * shop assistant hands over (products.ts). Pixels, y down.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { Box } from '../draw/layout';
import { fill, pawPrint, petFoodShelves } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const WOOD = '#8c5a34';
const SISAL = '#d8b98a';
const WATER = '#5fb8d6';

/** A stand-up bag of pet food filling w × h: a crimped top, a window of kibble, a paw on its label in the brand's colour. */
export function drawPetFoodBag(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  const [x, bw, top] = [w * 0.18, w * 0.64, h * 0.06];
  fill(ctx, accent, () => {
    ctx.moveTo(x + bw * 0.04, top + h * 0.08);
    ctx.lineTo(x + bw * 0.96, top + h * 0.08);
    ctx.lineTo(x + bw, h * 0.96);
    ctx.lineTo(x, h * 0.96);
    ctx.closePath();
  });
  fill(ctx, mix(accent, '#000000', 0.25), () => ctx.rect(x + bw * 0.04, top, bw * 0.92, h * 0.09));
  fill(ctx, 'rgba(255,255,255,0.28)', () => ctx.rect(x + bw * 0.08, top + h * 0.12, bw * 0.1, h * 0.76));
  fill(ctx, '#fbfaf6', () => ctx.roundRect(x + bw * 0.18, h * 0.3, bw * 0.64, h * 0.34, bw * 0.06));
  pawPrint(ctx, x + bw * 0.5, h * 0.5, bw * 0.3, accent);
  // The kibble seen through its window.
  fill(ctx, '#f3e3c4', () => ctx.roundRect(x + bw * 0.22, h * 0.72, bw * 0.56, h * 0.16, bw * 0.05));
  for (let k = 0; k < 6; k++) fill(ctx, '#9a6236', () => ctx.arc(x + bw * (0.3 + (k % 3) * 0.2), h * (0.77 + Math.floor(k / 3) * 0.06), bw * 0.05, 0, Math.PI * 2));
}

/** A tank `w` wide, its top left at (x, y): lit water, weed, stones and a few bright fish. */
function fishTank(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): void {
  fill(ctx, '#2c3440', () => ctx.rect(x - w * 0.03, y - h * 0.06, w * 1.06, h * 1.1));
  const g = ctx.createLinearGradient(0, y, 0, y + h);
  g.addColorStop(0, mix(WATER, '#ffffff', 0.35));
  g.addColorStop(1, mix(WATER, '#1d5d7a', 0.45));
  fill(ctx, g, () => ctx.rect(x, y, w, h));
  fill(ctx, '#d9c6a0', () => ctx.rect(x, y + h * 0.86, w, h * 0.14));
  for (const px of [0.15, 0.8]) {
    fill(ctx, '#3f9a4f', () => {
      ctx.moveTo(x + w * px - w * 0.05, y + h * 0.88);
      ctx.quadraticCurveTo(x + w * (px - 0.08), y + h * 0.4, x + w * px, y + h * 0.3);
      ctx.quadraticCurveTo(x + w * (px + 0.06), y + h * 0.5, x + w * px + w * 0.05, y + h * 0.88);
      ctx.closePath();
    });
  }
  for (let k = 0; k < 3; k++) {
    const [fx, fy, s] = [x + w * (0.3 + random() * 0.4), y + h * (0.25 + random() * 0.45), w * 0.09];
    const colour = ['#f4a340', '#e5533d', '#f7d154'][k]!;
    const dir = k % 2 ? 1 : -1;
    fill(ctx, colour, () => {
      ctx.ellipse(fx, fy, s, s * 0.55, 0, 0, Math.PI * 2);
      ctx.moveTo(fx - dir * s * 0.8, fy);
      ctx.lineTo(fx - dir * s * 1.5, fy - s * 0.5);
      ctx.lineTo(fx - dir * s * 1.5, fy + s * 0.5);
      ctx.closePath();
    });
  }
  fill(ctx, 'rgba(255,255,255,0.55)', () => ctx.rect(x, y, w, h * 0.04));
}

/** A wall of tanks on a dark stand, `cols` × 2, its foot at `y`. Returns its box. */
function fishTankWall(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): Box {
  fill(ctx, '#39414d', () => ctx.rect(x, y - h, w, h));
  const cols = Math.max(1, Math.round(w / (h * 0.55)));
  const gap = w * 0.04;
  const tw = (w - gap * (cols + 1)) / cols;
  const th = (h * 0.62 - gap * 3) / 2;
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const tx = x + gap + c * (tw + gap);
      const ty = y - h + gap + r * (th + gap);
      fishTank(ctx, tx, ty, tw, th, random);
    }
  }
  // Cupboards under the tanks.
  for (let c = 0; c < cols; c++) fill(ctx, '#4a5360', () => ctx.rect(x + gap + c * (tw + gap), y - h * 0.34, tw, h * 0.3));
  return { x, y: y - h, w, h };
}

/** A cat's scratching post: a base, two sisal poles, two carpeted platforms, a ball hanging on a string. `y`: the floor. */
function scratchingPost(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): Box {
  const carpet = mix(accent, '#ffffff', 0.45);
  fill(ctx, carpet, () => ctx.roundRect(x, y - s * 0.1, s, s * 0.1, s * 0.03));
  fill(ctx, SISAL, () => ctx.rect(x + s * 0.2, y - s * 0.75, s * 0.16, s * 0.65));
  fill(ctx, SISAL, () => ctx.rect(x + s * 0.62, y - s * 1.35, s * 0.16, s * 1.25));
  for (let k = 1; k < 12; k++) fill(ctx, 'rgba(120,85,40,0.35)', () => ctx.rect(x + s * 0.62, y - s * 0.1 - k * s * 0.1, s * 0.16, s * 0.015));
  fill(ctx, carpet, () => ctx.roundRect(x, y - s * 0.82, s * 0.6, s * 0.08, s * 0.03));
  fill(ctx, carpet, () => ctx.roundRect(x + s * 0.35, y - s * 1.43, s * 0.65, s * 0.09, s * 0.03));
  fill(ctx, '#6b6b6b', () => ctx.rect(x + s * 0.15, y - s * 0.74, s * 0.01, s * 0.22));
  fill(ctx, accent, () => ctx.arc(x + s * 0.155, y - s * 0.48, s * 0.06, 0, Math.PI * 2));
  return { x, y: y - s * 1.43, w: s, h: s * 1.43 };
}

/** A high shelf of tins and boxed toys, `w` wide; `y`: the shelf board's top. */
function tinShelf(ctx: SKRSContext2D, x: number, y: number, w: number, unit: number, accent: string, random: () => number): Box {
  let bx = x + unit;
  while (bx < x + w - unit * 4) {
    if (random() < 0.6) {
      const r = unit * 1.5;
      for (const [k, dy] of [0, 1, 2].map((k) => [k, k * r * 1.1] as const)) {
        const colour = k % 2 ? '#e9c46a' : mix(accent, '#ffffff', 0.2);
        fill(ctx, '#b9c0c8', () => ctx.rect(bx, y - dy - r * 1.1, r * 2, r * 1.1));
        fill(ctx, colour, () => ctx.rect(bx, y - dy - r * 0.85, r * 2, r * 0.6));
      }
      bx += r * 2 + unit * 0.6;
    } else {
      const [bw, bh] = [unit * 3.4, unit * 4.5];
      fill(ctx, ['#2a9d8f', '#e76f51', accent][Math.floor(random() * 3)]!, () => ctx.roundRect(bx, y - bh, bw, bh, unit * 0.3));
      fill(ctx, '#fbfaf6', () => ctx.arc(bx + bw / 2, y - bh * 0.55, bw * 0.26, 0, Math.PI * 2));
      fill(ctx, '#e5533d', () => ctx.arc(bx + bw / 2, y - bh * 0.55, bw * 0.13, 0, Math.PI * 2));
      bx += bw + unit * 0.6;
    }
  }
  fill(ctx, WOOD, () => ctx.rect(x, y, w, unit * 1.2));
  return { x, y: y - unit * 5, w, h: unit * 6.2 };
}

export const PET_SHOP = {
  wall: (p: Palette) => mix('#f4efe3', p.background, 0.06),
  floor: '#cdbfa8',
  seams: 'rgba(100,80,60,0.15)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, _time: unknown, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    // Furniture keeps out of the middle fifth, where the people stand.
    const side = g.width * 0.3;
    const sw = Math.min(side * 0.62, u * 44);
    const shelves = { x: g.width * 0.08, h: Math.min(u * 48, g.ground - u * 10) };
    petFoodShelves(ctx, shelves.x, g.ground, sw, shelves.h, palette.accent, random);
    fx.props.push({ name: 'pet-food', box: { x: shelves.x, y: g.ground - shelves.h, w: sw, h: shelves.h } });
    const post = Math.min(u * 20, side - sw - u * 2);
    if (post > u * 6) fx.props.push({ name: 'scratching-post', box: scratchingPost(ctx, shelves.x + sw + u * 2, g.ground, post, palette.accent) });
    const tw = Math.min(side, u * 54);
    const tanks = fishTankWall(ctx, g.width - u * 9 - tw, g.ground, tw, Math.min(u * 50, g.ground - u * 10), random);
    fx.props.push({ name: 'fish-tanks', box: tanks });
    // Two shelves of tins and boxed toys over the till, above the heads of whoever stands at it: a tall frame shows them.
    const [tx, tw2] = [g.width * 0.36, g.width * 0.28];
    const upper = tinShelf(ctx, tx, u * 19, tw2, u, palette.accent, random);
    const lower = tinShelf(ctx, tx, u * 30, tw2, u, palette.accent, random);
    fx.props.push({ name: 'tins', box: { x: tx, y: upper.y, w: tw2, h: lower.y + lower.h - upper.y } });
    const sign = { x: g.width * 0.5, y: u * 8, s: u * 4.5 };
    fill(ctx, palette.accent, () => ctx.arc(sign.x, sign.y, sign.s, 0, Math.PI * 2));
    pawPrint(ctx, sign.x, sign.y + sign.s * 0.15, sign.s * 1.1, '#ffffff');
  },
};
