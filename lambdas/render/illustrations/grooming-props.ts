/**
 * The props that tell a dog grooming salon from a hair salon or a vet's: the raised bath with its
 * shower hose, the grooming table with its arm and loop, the stand dryer, leads on hooks, folded
 * towels and jars of treats. Drawn flat in the places' manner; `s` is a prop's size in pixels; `y`
 * the floor it stands on unless said otherwise. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const STEEL = '#b7bec8';
const STEEL_DARK = '#8a919b';

/** A stainless bath on legs, a step up to it, its shower hose coiled on the wall above. `x`: its left. */
export function groomingBath(ctx: SKRSContext2D, x: number, y: number, s: number): Box {
  const top = y - s * 0.62;
  for (const lx of [0.08, 0.86]) fill(ctx, STEEL_DARK, () => ctx.rect(x + s * lx, top + s * 0.3, s * 0.05, y - top - s * 0.3));
  fill(ctx, STEEL_DARK, () => ctx.rect(x + s * 0.08, y - s * 0.12, s * 0.83, s * 0.03));
  fill(ctx, STEEL, () => ctx.roundRect(x, top, s, s * 0.34, [s * 0.02, s * 0.02, s * 0.08, s * 0.08]));
  fill(ctx, '#d5dae1', () => ctx.rect(x, top, s, s * 0.04));
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(x + s * 0.06, top + s * 0.08, s * 0.5, s * 0.03));
  // Shower head on its hook and the hose looping down into the bath.
  const hx = x + s * 0.72;
  fill(ctx, STEEL_DARK, () => ctx.rect(hx, top - s * 0.62, s * 0.04, s * 0.08));
  fill(ctx, '#d5dae1', () => ctx.roundRect(hx - s * 0.05, top - s * 0.56, s * 0.14, s * 0.06, s * 0.02));
  ctx.strokeStyle = '#6c737d';
  ctx.lineWidth = Math.max(1, s * 0.022);
  ctx.beginPath();
  ctx.moveTo(hx + s * 0.02, top - s * 0.5);
  ctx.bezierCurveTo(hx + s * 0.2, top - s * 0.2, hx - s * 0.3, top - s * 0.25, hx - s * 0.15, top);
  ctx.stroke();
  // Tiles behind it, splash-high.
  return { x, y: top - s * 0.62, w: s, h: y - top + s * 0.62 };
}

/** The grooming table: a rubber-topped steel table, the upright arm and the loop a dog stands in. `x`: its left. */
export function groomingTable(ctx: SKRSContext2D, x: number, y: number, s: number, mat: string): Box {
  const top = y - s * 0.5;
  fill(ctx, STEEL_DARK, () => ctx.rect(x + s * 0.12, top, s * 0.04, y - top));
  fill(ctx, STEEL_DARK, () => ctx.rect(x + s * 0.84, top, s * 0.04, y - top));
  fill(ctx, STEEL_DARK, () => ctx.rect(x + s * 0.12, y - s * 0.2, s * 0.76, s * 0.025));
  fill(ctx, STEEL, () => ctx.roundRect(x, top - s * 0.05, s, s * 0.06, s * 0.015));
  fill(ctx, mat, () => ctx.roundRect(x + s * 0.03, top - s * 0.075, s * 0.94, s * 0.035, s * 0.01));
  // The arm: up from the table's end, over, and the loop hanging from it.
  const ax = x + s * 0.9;
  fill(ctx, STEEL, () => ctx.rect(ax, top - s * 0.85, s * 0.035, s * 0.8));
  fill(ctx, STEEL, () => ctx.rect(ax - s * 0.38, top - s * 0.85, s * 0.415, s * 0.035));
  ctx.strokeStyle = mix(mat, '#000000', 0.2);
  ctx.lineWidth = Math.max(1.5, s * 0.025);
  ctx.beginPath();
  ctx.moveTo(ax - s * 0.34, top - s * 0.82);
  ctx.lineTo(ax - s * 0.34, top - s * 0.6);
  ctx.ellipse(ax - s * 0.34, top - s * 0.55, s * 0.05, s * 0.06, 0, -Math.PI / 2, Math.PI * 1.5);
  ctx.stroke();
  return { x, y: top - s * 0.87, w: s + s * 0.04, h: y - top + s * 0.87 };
}

/** A stand dryer: a wheeled pole with its motor head and a hose to a nozzle. `x`: its pole. */
export function standDryer(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): Box {
  fill(ctx, '#3a3f4b', () => ctx.rect(x - s * 0.2, y - s * 0.03, s * 0.4, s * 0.03));
  for (const wx of [-0.2, 0.2]) fill(ctx, '#2b2f3a', () => ctx.arc(x + wx * s, y - s * 0.015, s * 0.03, 0, Math.PI * 2));
  fill(ctx, STEEL_DARK, () => ctx.rect(x - s * 0.015, y - s * 0.8, s * 0.03, s * 0.78));
  fill(ctx, accent, () => ctx.roundRect(x - s * 0.1, y - s * 0.92, s * 0.2, s * 0.16, s * 0.04));
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(x - s * 0.07, y - s * 0.89, s * 0.14, s * 0.02));
  ctx.strokeStyle = '#5a5f69';
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.beginPath();
  ctx.moveTo(x + s * 0.1, y - s * 0.84);
  ctx.bezierCurveTo(x + s * 0.32, y - s * 0.84, x + s * 0.28, y - s * 0.5, x + s * 0.14, y - s * 0.55);
  ctx.stroke();
  fill(ctx, '#3a3f4b', () => ctx.roundRect(x + s * 0.06, y - s * 0.6, s * 0.1, s * 0.06, s * 0.02));
  return { x: x - s * 0.2, y: y - s * 0.92, w: s * 0.5, h: s * 0.92 };
}

/** A rail of hooks with leads and collars looped over them in bright colours. `y`: the rail. */
export function leadHooks(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, accent: string): Box {
  fill(ctx, '#8c5a34', () => ctx.roundRect(x, y, w, s * 0.12, s * 0.03));
  const colours = [accent, '#e76f51', '#e9c46a', '#264653', '#f28482'];
  const n = Math.max(2, Math.floor(w / (s * 0.5)));
  for (let k = 0; k < n; k++) {
    const hx = x + (w / n) * (k + 0.5);
    fill(ctx, '#5a5f69', () => ctx.rect(hx - s * 0.02, y + s * 0.06, s * 0.04, s * 0.12));
    ctx.strokeStyle = colours[k % colours.length]!;
    ctx.lineWidth = Math.max(1.5, s * 0.05);
    ctx.beginPath();
    ctx.moveTo(hx - s * 0.08, y + s * 0.16);
    ctx.bezierCurveTo(hx - s * 0.2, y + s * (0.9 + (k % 2) * 0.2), hx + s * 0.2, y + s * (0.9 + (k % 2) * 0.2), hx + s * 0.08, y + s * 0.16);
    ctx.stroke();
    fill(ctx, '#c9ced6', () => ctx.arc(hx, y + s * (0.88 + (k % 2) * 0.17), s * 0.05, 0, Math.PI * 2));
  }
  return { x, y, w, h: s * 1.1 };
}

/** A shelf of folded towels in stacks and jars of bone-shaped treats. `y`: the shelf's top. */
export function towelsAndTreats(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, accent: string): Box {
  fill(ctx, '#f4f1ea', () => ctx.rect(x, y, w, s * 0.06));
  const towels = [accent, mix(accent, '#ffffff', 0.55), '#f4f1ea'];
  const half = w * 0.55;
  for (let sx = x + s * 0.05, k = 0; sx + s * 0.5 < x + half; sx += s * 0.58, k++) {
    for (let t = 0; t < 3; t++) {
      const ty = y - (t + 1) * s * 0.13;
      fill(ctx, towels[(k + t) % towels.length]!, () => ctx.roundRect(sx, ty, s * 0.5, s * 0.12, s * 0.05));
      fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(sx, ty + s * 0.09, s * 0.5, s * 0.02));
    }
  }
  // Treat jars: glass, a lid in the brand's colour, bones inside.
  for (let jx = x + half + s * 0.05; jx + s * 0.3 < x + w; jx += s * 0.4) {
    fill(ctx, 'rgba(220,235,240,0.85)', () => ctx.roundRect(jx, y - s * 0.42, s * 0.3, s * 0.42, s * 0.05));
    fill(ctx, accent, () => ctx.roundRect(jx - s * 0.02, y - s * 0.48, s * 0.34, s * 0.08, s * 0.03));
    for (let b = 0; b < 3; b++) bone(ctx, jx + s * 0.15, y - s * (0.1 + b * 0.1), s * 0.2);
  }
  return { x, y: y - s * 0.48, w, h: s * 0.54 };
}

/** A dog biscuit: a bar with two knobs each end. `x`, `y`: its centre. */
function bone(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, '#d9a066', () => {
    ctx.rect(x - s * 0.35, y - s * 0.1, s * 0.7, s * 0.2);
    for (const [dx, dy] of [[-0.35, -0.1], [-0.35, 0.1], [0.35, -0.1], [0.35, 0.1]] as const) {
      ctx.moveTo(x + dx * s + s * 0.12, y + dy * s);
      ctx.arc(x + dx * s, y + dy * s, s * 0.12, 0, Math.PI * 2);
    }
  });
}
