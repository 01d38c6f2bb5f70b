/**
 * Where tennis and golf are taught: a tennis court (trees over a green windbreak on its fence, the net across the court,
 * its blue surface and white lines on the near side where the lesson stands) and a golf course (wooded hills, the green
 * with its flag by a bunker, the near fairway's mown stripes). Three layers far to near, pixels, y down (places.ts
 * registers them).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill } from './room-props';
import { SKY } from './sky';
import type { PlaceGeometry } from './places';

type Paint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number) => void;

/** A line of trees' crowns along the horizon, hazed by the sky. */
const treeLine =
  (leaf: string): Paint =>
  (ctx, g, time, _p, random) => {
    const colour = mix(leaf, SKY[time][1], 0.35);
    fill(ctx, colour, () => {
      for (let x = -g.unit * 4; x < g.width + g.unit * 8; x += g.unit * (5 + random() * 5)) ctx.arc(x, g.horizon + g.unit * 2 - random() * g.unit * 5, g.unit * (4 + random() * 4), 0, Math.PI * 2);
    });
    fill(ctx, colour, () => ctx.rect(0, g.horizon, g.width, g.ground - g.horizon));
  };

const COURT = '#3f72a8';
const COURT_OUT = '#4f8a5a';
const LINE = '#f4f4f0';

/** The court's far fence: posts, a green windbreak over its lower half, chain link above it. */
const fence: Paint = (ctx, g) => {
  const u = g.unit;
  const top = g.ground - u * 20;
  fill(ctx, '#2f5d3a', () => ctx.rect(0, top + u * 8, g.width, g.ground - top - u * 8));
  ctx.strokeStyle = 'rgba(60,70,80,0.45)';
  ctx.lineWidth = Math.max(1, u * 0.15);
  ctx.beginPath();
  for (let x = 0; x < g.width + u * 20; x += u * 1.6) {
    ctx.moveTo(x, top);
    ctx.lineTo(x - u * 8, top + u * 8);
    ctx.moveTo(x - u * 8, top);
    ctx.lineTo(x, top + u * 8);
  }
  ctx.stroke();
  for (let x = u * 6; x < g.width; x += u * 26) fill(ctx, '#3b4450', () => ctx.rect(x, top - u, u * 0.8, g.ground - top + u));
  fill(ctx, '#3b4450', () => ctx.rect(0, top - u, g.width, u * 0.6));
};

/** The court from the fence to the frame: its blue surface inside green run-off, the far baseline, the net across it, the service lines. */
const court: Paint = (ctx, g) => {
  const u = g.unit;
  const near = g.height - g.ground;
  fill(ctx, COURT_OUT, () => ctx.rect(0, g.ground, g.width, near));
  const mid = g.width / 2;
  // Sidelines converge toward the fence; the court widens as it comes near.
  const half = (y: number) => g.width * (0.28 + 0.34 * ((y - g.ground) / near));
  const far = g.ground + u * 2;
  fill(ctx, COURT, () => {
    ctx.moveTo(mid - half(far), far);
    ctx.lineTo(mid + half(far), far);
    ctx.lineTo(mid + half(g.height), g.height);
    ctx.lineTo(mid - half(g.height), g.height);
    ctx.closePath();
  });
  ctx.strokeStyle = LINE;
  ctx.lineCap = 'round';
  for (const [y, w] of [[far, 0.5], [g.ground + near * 0.45, 0.8], [g.ground + near * 0.78, 1]] as const) {
    ctx.lineWidth = Math.max(1, u * w);
    ctx.beginPath();
    ctx.moveTo(mid - half(y), y);
    ctx.lineTo(mid + half(y), y);
    ctx.stroke();
  }
  for (const side of [-1, 1]) {
    ctx.lineWidth = Math.max(1, u * 0.7);
    ctx.beginPath();
    ctx.moveTo(mid + side * half(far), far);
    ctx.lineTo(mid + side * half(g.height), g.height);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(mid, g.ground + near * 0.45);
  ctx.lineTo(mid, g.ground + near * 0.78);
  ctx.stroke();
  // The net across the court between the service lines, its posts outside the sidelines.
  const netFoot = g.ground + near * 0.2;
  const netTop = netFoot - u * 5;
  const reach = half(netFoot) + u * 3;
  ctx.fillStyle = 'rgba(25,30,35,0.55)';
  ctx.fillRect(mid - reach, netTop, reach * 2, netFoot - netTop);
  fill(ctx, LINE, () => ctx.rect(mid - reach, netTop - u * 0.4, reach * 2, u * 0.8));
  for (const side of [-1, 1]) fill(ctx, '#2b3038', () => ctx.rect(mid + side * reach - u * 0.5, netTop - u * 0.6, u, netFoot - netTop + u * 0.6));
};

export const TENNIS_COURT: [Paint, Paint, Paint] = [treeLine('#4c7d48'), fence, court];

const FAIRWAY = '#6fb35a';
const FAIRWAY_STRIPE = '#7cc066';

/** Rolling wooded hills beyond the course. */
const hills: Paint = (ctx, g, time) => {
  fill(ctx, mix('#5d8f52', SKY[time][1], 0.4), () => {
    ctx.moveTo(0, g.ground);
    for (let x = 0; x <= g.width; x += g.unit * 4) ctx.lineTo(x, g.horizon - g.unit * (3 + 3 * Math.sin(x / (g.unit * 22))));
    ctx.lineTo(g.width, g.ground);
    ctx.closePath();
  });
};

/** The green with its flag, a bunker by it, a few trees round it, on the rough beyond the fairway. */
const green: Paint = (ctx, g, _t, _p, random) => {
  const u = g.unit;
  fill(ctx, '#5a9a4c', () => ctx.rect(0, g.horizon + u * 2, g.width, g.ground - g.horizon));
  for (let x = u * 3; x < g.width; x += u * (18 + random() * 16)) {
    if (Math.abs(x - g.width * 0.62) < u * 14) continue;
    fill(ctx, '#6b4a2f', () => ctx.rect(x - u * 0.6, g.ground - u * 9, u * 1.2, u * 6));
    fill(ctx, '#3f7a3c', () => ctx.arc(x, g.ground - u * 11, u * (4 + random() * 2), 0, Math.PI * 2));
  }
  const cx = g.width * 0.62;
  const cy = g.ground - u * 2;
  fill(ctx, '#8fd070', () => ctx.ellipse(cx, cy, u * 16, u * 3, 0, 0, Math.PI * 2));
  fill(ctx, '#ecd9a6', () => ctx.ellipse(cx - u * 17, cy + u * 1.2, u * 6, u * 1.5, 0, 0, Math.PI * 2));
  // The pin and its flag.
  fill(ctx, '#f4f4f0', () => ctx.rect(cx + u * 2, cy - u * 12, u * 0.4, u * 12));
  fill(ctx, '#e63946', () => {
    ctx.moveTo(cx + u * 2.4, cy - u * 12);
    ctx.lineTo(cx + u * 7, cy - u * 10.4);
    ctx.lineTo(cx + u * 2.4, cy - u * 8.8);
    ctx.closePath();
  });
  fill(ctx, '#2b3038', () => ctx.ellipse(cx + u * 2.2, cy, u * 0.8, u * 0.3, 0, 0, Math.PI * 2));
};

/** The near fairway, mown in stripes that widen as they come near. */
const fairway: Paint = (ctx, g) => {
  const near = g.height - g.ground;
  fill(ctx, FAIRWAY, () => ctx.rect(0, g.ground, g.width, near));
  for (let k = 0, y = g.ground; y < g.height; k++) {
    const band = g.unit * (1.5 + k * 1.4);
    if (k % 2 === 1) fill(ctx, FAIRWAY_STRIPE, () => ctx.rect(0, y, g.width, band));
    y += band;
  }
};

export const GOLF_COURSE: [Paint, Paint, Paint] = [hills, green, fairway];
