/**
 * The props that tell a physiotherapy treatment room from a doctor's: the padded treatment table
 * (a plinth) with its face hole and rolled towel, an anatomy chart on the wall, an exercise ball,
 * resistance bands hung on hooks and foam rollers standing in a crate. Drawn flat in the places'
 * manner; `y` is the floor a prop stands on unless said otherwise. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const STEEL = '#9aa3ad';

/** A treatment table side on: padded top on a steel frame, a face hole at its head, a rolled towel. `x`: its left; `s`: its length. */
export function treatmentPlinth(ctx: SKRSContext2D, x: number, y: number, s: number, pad: string): Box {
  const top = y - s * 0.4;
  for (const lx of [0.1, 0.84]) fill(ctx, STEEL, () => ctx.rect(x + s * lx, top, s * 0.05, y - top));
  fill(ctx, STEEL, () => ctx.rect(x + s * 0.1, y - s * 0.12, s * 0.79, s * 0.03));
  fill(ctx, mix(pad, '#000000', 0.25), () => ctx.roundRect(x, top - s * 0.02, s, s * 0.05, s * 0.02));
  fill(ctx, pad, () => ctx.roundRect(x, top - s * 0.09, s, s * 0.09, s * 0.035));
  fill(ctx, mix(pad, '#000000', 0.4), () => ctx.ellipse(x + s * 0.1, top - s * 0.09, s * 0.045, s * 0.012, 0, 0, Math.PI * 2));
  fill(ctx, '#f4f1ea', () => ctx.roundRect(x + s * 0.62, top - s * 0.15, s * 0.26, s * 0.07, s * 0.035));
  fill(ctx, 'rgba(0,0,0,0.1)', () => ctx.rect(x + s * 0.62, top - s * 0.115, s * 0.26, s * 0.012));
  return { x, y: top - s * 0.15, w: s, h: y - top + s * 0.15 };
}

/** A chart of the body's muscles and bones pinned to the wall: a figure outlined in red and bone-white on cream. `x, y`: its top left. */
export function anatomyChart(ctx: SKRSContext2D, x: number, y: number, w: number): Box {
  const h = w * 1.4;
  fill(ctx, '#d9d2c3', () => ctx.rect(x - w * 0.03, y - w * 0.03, w * 1.06, h + w * 0.06));
  fill(ctx, '#fbf7ee', () => ctx.rect(x, y, w, h));
  const cx = x + w / 2;
  const muscle = '#d0574b';
  const u = w / 10;
  // The head, the trunk tapering to the hips, arms out a little and legs apart.
  fill(ctx, muscle, () => ctx.arc(cx, y + u * 1.6, u * 0.9, 0, Math.PI * 2));
  fill(ctx, muscle, () => {
    ctx.moveTo(cx - u * 1.7, y + u * 2.9);
    ctx.lineTo(cx + u * 1.7, y + u * 2.9);
    ctx.lineTo(cx + u * 1.1, y + u * 7.2);
    ctx.lineTo(cx - u * 1.1, y + u * 7.2);
    ctx.closePath();
  });
  ctx.strokeStyle = muscle;
  ctx.lineCap = 'round';
  ctx.lineWidth = u * 0.8;
  ctx.beginPath();
  for (const side of [-1, 1]) {
    ctx.moveTo(cx + side * u * 1.6, y + u * 3.2);
    ctx.lineTo(cx + side * u * 2.6, y + u * 7.4);
    ctx.moveTo(cx + side * u * 0.7, y + u * 7.2);
    ctx.lineTo(cx + side * u * 1.1, y + u * 12.6);
  }
  ctx.stroke();
  // Bones over the muscle: the spine and ribs, the thigh bones.
  ctx.strokeStyle = '#f4ecd8';
  ctx.lineWidth = Math.max(1, u * 0.22);
  ctx.beginPath();
  ctx.moveTo(cx, y + u * 2.6);
  ctx.lineTo(cx, y + u * 7);
  for (let k = 0; k < 4; k++) {
    ctx.moveTo(cx - u * 1.1, y + u * (3.5 + k * 0.7));
    ctx.lineTo(cx + u * 1.1, y + u * (3.5 + k * 0.7));
  }
  for (const side of [-1, 1]) {
    ctx.moveTo(cx + side * u * 0.7, y + u * 7.6);
    ctx.lineTo(cx + side * u * 1, y + u * 12);
  }
  ctx.stroke();
  // Labels: short rules out to the sides.
  fill(ctx, '#8a8170', () => {
    for (let k = 0; k < 4; k++) {
      ctx.rect(x + u * 0.5, y + u * (3 + k * 2.4), u * 1.6, Math.max(1, u * 0.2));
      ctx.rect(x + w - u * 2.1, y + u * (4 + k * 2.4), u * 1.6, Math.max(1, u * 0.2));
    }
  });
  return { x: x - w * 0.03, y: y - w * 0.03, w: w * 1.06, h: h + w * 0.06 };
}

/** An exercise ball on the floor, a sheen on it. `x`: its centre; `r`: its radius. */
export function exerciseBall(ctx: SKRSContext2D, x: number, y: number, r: number, colour: string): Box {
  fill(ctx, 'rgba(0,0,0,0.15)', () => ctx.ellipse(x, y, r * 0.9, r * 0.12, 0, 0, Math.PI * 2));
  fill(ctx, colour, () => ctx.arc(x, y - r, r, 0, Math.PI * 2));
  fill(ctx, mix(colour, '#000000', 0.18), () => ctx.arc(x + r * 0.1, y - r * 0.9, r * 0.88, 0.2, Math.PI * 0.95));
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.ellipse(x - r * 0.35, y - r * 1.4, r * 0.28, r * 0.16, -0.6, 0, Math.PI * 2));
  return { x: x - r, y: y - r * 2, w: r * 2, h: r * 2 };
}

/** Resistance bands in graded colours hung in loops from a rail of hooks. `y`: the rail; `h`: how far they hang. */
export function bandsOnHooks(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): Box {
  fill(ctx, STEEL, () => ctx.roundRect(x, y, w, h * 0.06, h * 0.03));
  const colours = ['#f2c94c', '#e76f51', '#2a9d8f', '#3d6fb6', '#3a3a3a'];
  const step = w / colours.length;
  ctx.lineCap = 'round';
  colours.forEach((colour, k) => {
    const cx = x + step * (k + 0.5);
    const drop = h * (0.7 + (k % 2) * 0.25);
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1, step * 0.16);
    ctx.beginPath();
    ctx.moveTo(cx - step * 0.18, y + h * 0.05);
    ctx.quadraticCurveTo(cx - step * 0.3, y + drop, cx, y + drop);
    ctx.quadraticCurveTo(cx + step * 0.3, y + drop, cx + step * 0.18, y + h * 0.05);
    ctx.stroke();
    fill(ctx, '#6b737d', () => ctx.rect(cx - step * 0.05, y - h * 0.04, step * 0.1, h * 0.12));
  });
  return { x, y: y - h * 0.04, w, h: h * 1.04 };
}

/** Foam rollers standing on end in a low crate, the nearest lying in front. `x`: its left; `s`: a roller's height. */
export function foamRollers(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): Box {
  const r = s * 0.17;
  const colours = [accent, '#3a3f4b', mix(accent, '#ffffff', 0.4), '#5b6b8c'];
  colours.forEach((colour, k) => {
    const rx = x + r * 0.4 + k * r * 2.1;
    fill(ctx, colour, () => ctx.roundRect(rx, y - s, r * 2, s, r * 0.4));
    for (let t = 0.2; t < 1; t += 0.2) fill(ctx, 'rgba(0,0,0,0.12)', () => ctx.rect(rx, y - s * t, r * 2, Math.max(1, s * 0.025)));
  });
  const w = r * 0.8 + colours.length * r * 2.1;
  fill(ctx, '#a57c55', () => ctx.rect(x, y - s * 0.32, w, s * 0.32));
  fill(ctx, '#8c6646', () => ctx.rect(x, y - s * 0.32, w, s * 0.05));
  return { x, y: y - s, w, h: s };
}
