/**
 * The props of a race's two places: a bridge's pylons with their cables fanned down to the deck and
 * the railing along its edge; a finish line's arch over the road (its banner lettered FINISH, the race
 * clock under it), the tape across the road and the crowd barriers along it. Drawn flat in the places'
 * manner; `y` is the ground a prop stands on, `s` its height.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';
import { festoon } from './hospitality-props';
import { fill } from './room-props';

const STEEL = '#3a3f4b';

/** A bridge's pylon at `x`, its cables fanned down to the deck either side: a cable-stayed bridge seen from its deck. */
export function pylon(ctx: SKRSContext2D, x: number, y: number, s: number, colour = '#e9ecef'): void {
  ctx.strokeStyle = 'rgba(70,80,95,0.75)';
  ctx.lineWidth = Math.max(1, s * 0.006);
  for (let k = 1; k <= 6; k++) {
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(x, y - s * (0.96 - k * 0.03));
      ctx.lineTo(x + side * s * k * 0.16, y);
      ctx.stroke();
    }
  }
  fill(ctx, colour, () => ctx.rect(x - s * 0.025, y - s, s * 0.05, s));
  fill(ctx, 'rgba(0,0,0,0.15)', () => ctx.rect(x, y - s, s * 0.025, s));
}

/** A railing along an edge from x0 to x1: posts and two rails, `s` high. */
export function railing(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number, colour = STEEL): void {
  for (let x = x0; x < x1; x += s * 1.2) fill(ctx, colour, () => ctx.rect(x, y - s, s * 0.08, s));
  for (const h of [1, 0.5]) fill(ctx, colour, () => ctx.rect(x0, y - s * h, x1 - x0, s * 0.08));
}

/** The finish arch between x0 and x1, `s` high: two posts, the banner across lettered FINISH in the brand's colour, the race clock hung under it. */
export function finishArch(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number, colour: string, ink: string): void {
  const post = s * 0.06;
  const band = s * 0.16;
  for (const x of [x0, x1 - post]) fill(ctx, colour, () => ctx.rect(x, y - s, post, s));
  fill(ctx, colour, () => ctx.rect(x0, y - s, x1 - x0, band));
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(800, band * 0.7);
  ctx.fillText('FINISH', (x0 + x1) / 2, y - s + band / 2);
  // The clock: lit digits on a black board under the banner's middle.
  const cw = s * 0.34;
  const ch = s * 0.11;
  const cx = (x0 + x1) / 2 - cw / 2;
  fill(ctx, '#16181d', () => ctx.rect(cx, y - s + band, cw, ch));
  ctx.fillStyle = '#ff5a3c';
  ctx.font = font(800, ch * 0.72);
  ctx.fillText('1:32:07', (x0 + x1) / 2, y - s + band + ch / 2);
}

/** The finish tape stretched across the road at chest height between x0 and x1, and the chequered line painted under it. */
export function finishTape(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number): void {
  const cell = s * 0.05;
  for (let x = x0, k = 0; x < x1; x += cell, k++) {
    for (let r = 0; r < 2; r++) fill(ctx, (k + r) % 2 ? '#111111' : '#ffffff', () => ctx.rect(x, y - cell * (2 - r), cell, cell));
  }
  fill(ctx, '#e63946', () => ctx.rect(x0, y - s * 0.72, x1 - x0, s * 0.025));
}

/** Crowd barriers along the road from x0 to x1, `s` high: metal frames with vertical bars. */
export function barriers(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number): void {
  const panel = s * 2;
  ctx.strokeStyle = '#9aa3ad';
  ctx.lineWidth = s * 0.05;
  for (let x = x0; x < x1; x += panel * 1.04) {
    ctx.strokeRect(x, y - s, panel, s * 0.86);
    for (let b = x + panel / 8; b < x + panel; b += panel / 8) {
      ctx.beginPath();
      ctx.moveTo(b, y - s);
      ctx.lineTo(b, y - s * 0.14);
      ctx.stroke();
    }
  }
}

/**
 * A festival's stage between x0 and x1, its floor `s` above the ground at `y`: the stage's dark mouth under a lighting
 * truss, beams fanning down from its lamps in the brand's colour and white, speaker stacks either side, and the band
 * as silhouettes on it, their instruments lit (a guitarist, a singer at the microphone, a saxophonist, a drummer behind the kit).
 */
export function stage(ctx: SKRSContext2D, x0: number, x1: number, y: number, s: number, colour: string, lit: boolean): void {
  const w = x1 - x0;
  const floor = y - s * 0.14;
  const top = y - s;
  fill(ctx, '#15161c', () => ctx.rect(x0, top, w, floor - top));
  fill(ctx, '#2a2c35', () => ctx.rect(x0 - s * 0.04, floor, w + s * 0.08, y - floor));
  // Beams first, so the truss and the band stand against them.
  for (let k = 0; k < 6; k++) {
    const lx = x0 + w * (0.1 + k * 0.16);
    const beam = ctx.createLinearGradient(lx, top, lx, floor);
    const tint = k % 2 ? colour : '#ffffff';
    beam.addColorStop(0, tint);
    beam.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.globalAlpha = lit ? 0.55 : 0.3;
    fill(ctx, beam, () => {
      ctx.moveTo(lx, top + s * 0.06);
      ctx.lineTo(lx + (k - 2.5) * s * 0.08 - s * 0.1, floor);
      ctx.lineTo(lx + (k - 2.5) * s * 0.08 + s * 0.1, floor);
      ctx.closePath();
    });
    ctx.globalAlpha = 1;
    fill(ctx, '#f8f4e3', () => ctx.arc(lx, top + s * 0.06, s * 0.025, 0, Math.PI * 2));
  }
  fill(ctx, '#55585f', () => ctx.rect(x0 - s * 0.04, top - s * 0.02, w + s * 0.08, s * 0.05));
  for (const x of [x0 - s * 0.18, x1 + s * 0.02]) {
    fill(ctx, '#1b1c22', () => ctx.rect(x, y - s * 0.62, s * 0.16, s * 0.62));
    for (const h of [0.48, 0.22]) fill(ctx, '#3b3e47', () => ctx.arc(x + s * 0.08, y - s * h, s * 0.055, 0, Math.PI * 2));
  }
  // The band against the light: each player a silhouette (a head over a body, legs apart, `x` at their middle), their
  // instruments lit so they read from the field: the guitarist's sunburst guitar, the singer's microphone, the
  // saxophone's brass, the drummer's kit with its bass drum's white head.
  const tall = s * 0.42;
  const player = (x: number, h: number) => {
    fill(ctx, '#07080b', () => {
      ctx.arc(x, floor - h * 0.9, h * 0.08, 0, Math.PI * 2);
      ctx.rect(x - h * 0.1, floor - h * 0.8, h * 0.2, h * 0.42);
      ctx.rect(x - h * 0.1, floor - h * 0.4, h * 0.07, h * 0.4);
      ctx.rect(x + h * 0.03, floor - h * 0.4, h * 0.07, h * 0.4);
    });
  };
  const line = (colour: string, width: number, points: [number, number][]) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    points.forEach(([px, py], k) => (k ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.stroke();
  };
  const guitarist = x0 + w * 0.24;
  player(guitarist, tall);
  line('#3b2415', tall * 0.035, [[guitarist, floor - tall * 0.5], [guitarist + tall * 0.5, floor - tall * 0.76]]);
  fill(ctx, '#d07a2c', () => {
    ctx.ellipse(guitarist - tall * 0.02, floor - tall * 0.46, tall * 0.13, tall * 0.1, -0.5, 0, Math.PI * 2);
    ctx.ellipse(guitarist + tall * 0.1, floor - tall * 0.53, tall * 0.09, tall * 0.075, -0.5, 0, Math.PI * 2);
  });
  fill(ctx, '#07080b', () => ctx.arc(guitarist + tall * 0.05, floor - tall * 0.5, tall * 0.03, 0, Math.PI * 2));
  const singer = x0 + w * 0.44;
  player(singer, tall);
  line('#9aa3ad', tall * 0.025, [[singer + tall * 0.2, floor], [singer + tall * 0.2, floor - tall * 0.78], [singer + tall * 0.08, floor - tall * 0.86]]);
  fill(ctx, '#d9dde3', () => ctx.arc(singer + tall * 0.07, floor - tall * 0.87, tall * 0.035, 0, Math.PI * 2));
  const saxophonist = x0 + w * 0.62;
  player(saxophonist, tall);
  line('#e3ac2f', tall * 0.045, [[saxophonist + tall * 0.06, floor - tall * 0.86], [saxophonist + tall * 0.14, floor - tall * 0.8], [saxophonist + tall * 0.12, floor - tall * 0.42], [saxophonist + tall * 0.22, floor - tall * 0.4], [saxophonist + tall * 0.26, floor - tall * 0.52]]);
  fill(ctx, '#e3ac2f', () => ctx.ellipse(saxophonist + tall * 0.27, floor - tall * 0.53, tall * 0.06, tall * 0.025, -0.3, 0, Math.PI * 2));
  const drummer = x0 + w * 0.82;
  player(drummer, tall * 0.8);
  fill(ctx, '#b23a48', () => ctx.arc(drummer, floor - tall * 0.2, tall * 0.2, 0, Math.PI * 2));
  fill(ctx, '#f6f1e6', () => ctx.arc(drummer, floor - tall * 0.2, tall * 0.16, 0, Math.PI * 2));
  line('#8d939c', tall * 0.02, [[drummer + tall * 0.3, floor], [drummer + tall * 0.3, floor - tall * 0.72]]);
  fill(ctx, '#e3ac2f', () => ctx.ellipse(drummer + tall * 0.3, floor - tall * 0.72, tall * 0.16, tall * 0.03, -0.2, 0, Math.PI * 2));
}

/**
 * A row of market stalls along the ground at `y`, `s` high to their awnings' peaks: each a counter heaped with goods
 * under a striped awning (the brand's colour and white, or another's), its lamp glowing when `lit`.
 */
export function stalls(ctx: SKRSContext2D, width: number, y: number, s: number, colour: string, lit: boolean, random: () => number): void {
  const stripes = [colour, '#2a9d8f', '#e76f51', '#264653'];
  const goods = ['#e0402f', '#f39c34', '#e8c547', '#5a9e4b', '#b5838d', '#f4f1ea'];
  for (let x = s * 0.1, i = 0; x < width; x += s * 1.18, i++) {
    const w = s;
    const counter = y - s * 0.4;
    for (const px of [x + s * 0.04, x + w - s * 0.08]) fill(ctx, '#5b4636', () => ctx.rect(px, y - s * 0.86, s * 0.04, s * 0.86));
    if (lit) {
      const glow = ctx.createRadialGradient(x + w / 2, y - s * 0.7, 0, x + w / 2, y - s * 0.7, s * 0.6);
      glow.addColorStop(0, 'rgba(255,214,140,0.75)');
      glow.addColorStop(1, 'rgba(255,214,140,0)');
      fill(ctx, glow, () => ctx.arc(x + w / 2, y - s * 0.7, s * 0.6, 0, Math.PI * 2));
    }
    // The goods heaped on the counter, and the counter's front.
    for (let k = 0; k < 9; k++) fill(ctx, goods[Math.floor(random() * goods.length)]!, () => ctx.arc(x + s * (0.14 + k * 0.09), counter - s * 0.03, s * 0.045, 0, Math.PI * 2));
    fill(ctx, '#8a6a4f', () => ctx.rect(x, counter, w, y - counter));
    fill(ctx, 'rgba(0,0,0,0.18)', () => ctx.rect(x, counter, w, s * 0.04));
    // The awning: stripes under a scalloped edge.
    const stripe = stripes[i % stripes.length]!;
    for (let k = 0; k < 6; k++) {
      fill(ctx, k % 2 ? '#ffffff' : stripe, () => {
        ctx.moveTo(x - s * 0.04 + (k * (w + s * 0.08)) / 6, y - s * 0.84);
        ctx.lineTo(x + w / 2, y - s);
        ctx.lineTo(x - s * 0.04 + ((k + 1) * (w + s * 0.08)) / 6, y - s * 0.84);
        ctx.closePath();
      });
      fill(ctx, k % 2 ? '#ffffff' : stripe, () => ctx.arc(x - s * 0.04 + ((k + 0.5) * (w + s * 0.08)) / 6, y - s * 0.84, (w + s * 0.08) / 12, 0, Math.PI));
    }
    if (lit) fill(ctx, '#ffe7a8', () => ctx.arc(x + w / 2, y - s * 0.8, s * 0.03, 0, Math.PI * 2));
  }
}

/**
 * A music venue in the evening, in three layers from the back: its dark back wall; the stage's velvet curtain with warm
 * spotlights falling on it from a lighting bar and string lights looped across; the wooden floor, the lights pooled on
 * its boards. Musicians play and couples dance on it whatever the hour: its light is its own. `ground` is where the
 * floor meets the curtain, `width` the layer's width, `unit` 1% of the frame's short side.
 */
export function venueWall(ctx: SKRSContext2D, width: number, ground: number): void {
  const wall = ctx.createLinearGradient(0, 0, 0, ground);
  wall.addColorStop(0, '#140c12');
  wall.addColorStop(1, '#2c1820');
  fill(ctx, wall, () => ctx.rect(0, 0, width, ground + 2));
}

export function venueStage(ctx: SKRSContext2D, width: number, ground: number, unit: number, colour: string): void {
  const fold = unit * 6;
  for (let x = 0, k = 0; x < width; x += fold, k++) {
    const drape = ctx.createLinearGradient(x, 0, x + fold, 0);
    drape.addColorStop(0, '#4a0f1c');
    drape.addColorStop(0.5, k % 2 ? '#8c1c2e' : '#7a1828');
    drape.addColorStop(1, '#4a0f1c');
    fill(ctx, drape, () => ctx.rect(x, unit * 4, fold + 1, ground - unit * 4));
  }
  // The lighting bar, its lamps and the pools of warm light they throw on the curtain, every other one in the brand's colour.
  fill(ctx, '#2a2a30', () => ctx.rect(0, unit * 3, width, unit * 1.4));
  const gap = unit * 26;
  for (let x = gap / 2, k = 0; x < width; x += gap, k++) {
    const tint = k % 3 === 1 ? colour : '#ffd08a';
    const beam = ctx.createLinearGradient(x, unit * 4, x, ground);
    beam.addColorStop(0, tint);
    beam.addColorStop(1, 'rgba(255,208,138,0)');
    ctx.globalAlpha = 0.42;
    fill(ctx, beam, () => {
      ctx.moveTo(x - unit, unit * 4.4);
      ctx.lineTo(x + unit, unit * 4.4);
      ctx.lineTo(x + unit * 9, ground);
      ctx.lineTo(x - unit * 9, ground);
      ctx.closePath();
    });
    ctx.globalAlpha = 1;
    const pool = ctx.createRadialGradient(x, ground - unit * 10, 0, x, ground - unit * 10, unit * 16);
    pool.addColorStop(0, 'rgba(255,214,150,0.35)');
    pool.addColorStop(1, 'rgba(255,214,150,0)');
    fill(ctx, pool, () => ctx.arc(x, ground - unit * 10, unit * 16, 0, Math.PI * 2));
    fill(ctx, '#3b3b44', () => ctx.roundRect(x - unit * 1.4, unit * 3.6, unit * 2.8, unit * 2.2, unit * 0.6));
    fill(ctx, '#fff4d6', () => ctx.arc(x, unit * 5.6, unit * 0.9, 0, Math.PI));
  }
  for (let x = -unit * 4; x < width; x += unit * 40) festoon(ctx, x, x + unit * 40, unit * 9, unit * 5, unit * 1.4, true);
}

export function venueFloor(ctx: SKRSContext2D, width: number, height: number, ground: number, unit: number): void {
  const floor = ctx.createLinearGradient(0, ground, 0, height);
  floor.addColorStop(0, '#6b3c22');
  floor.addColorStop(1, '#9a5d34');
  fill(ctx, floor, () => ctx.rect(0, ground, width, height - ground));
  fill(ctx, '#c98a4f', () => ctx.rect(0, ground, width, unit * 0.6));
  ctx.strokeStyle = 'rgba(40,18,8,0.45)';
  ctx.lineWidth = Math.max(1, unit * 0.25);
  for (let x = -width; x < width * 2; x += unit * 7) {
    ctx.beginPath();
    ctx.moveTo(x, ground);
    ctx.lineTo(x + (x - width / 2) * 0.8, height);
    ctx.stroke();
  }
  for (let x = unit * 13; x < width; x += unit * 26) {
    const shine = ctx.createRadialGradient(x, ground + (height - ground) * 0.4, 0, x, ground + (height - ground) * 0.4, unit * 14);
    shine.addColorStop(0, 'rgba(255,214,150,0.3)');
    shine.addColorStop(1, 'rgba(255,214,150,0)');
    fill(ctx, shine, () => ctx.ellipse(x, ground + (height - ground) * 0.4, unit * 14, unit * 5, 0, 0, Math.PI * 2));
  }
}
