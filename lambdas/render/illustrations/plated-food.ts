/**
 * Dishes the illustration set lacks or draws as something else, served as a shop or restaurant serves them: a crêpe folded
 * in a thin triangle on its plate under caramel (never an American pancake stack), a buckwheat galette folded square round
 * a sunny egg, a pot of mushy peas, a fresh fish fillet with a lemon wedge on its paper. Flat, lit from the upper left like
 * the set, each centred in a square box (the layout's default proportion for a drawn picture), its plate at the foot.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { servingPaper } from './chip-shop';
import { fill } from './room-props';

export const PLATED_FOOD = ['crepe', 'galette', 'mushy-peas', 'fish-fillet'] as const;
export type PlatedFood = (typeof PLATED_FOOD)[number];

export function isPlatedFood(picture: string): picture is PlatedFood {
  return (PLATED_FOOD as readonly string[]).includes(picture);
}

const PLATE = '#f4f4f2';
const PLATE_RIM = '#dcdcd8';
const CREPE = '#f2c57c';
const CREPE_DARK = '#d99c4f';
const BUCKWHEAT = '#a8703f';
const BUCKWHEAT_DARK = '#7e4f2a';
const PEAS = '#7fb03a';
const PEAS_LIGHT = '#a6cf5a';
const LEMON = '#f7d94c';

/** How much larger a plated dish is drawn than its square box's own drawing, and where its plate's foot is (a share of the height). */
const PLATED_SCALE = 1.1;
const PLATE_FOOT = 0.9;

/** A round plate seen from a little above, `w` wide, its middle at (x, y). */
function plate(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  fill(ctx, 'rgba(0,0,0,0.12)', () => ctx.ellipse(x, y + w * 0.05, w * 0.5, w * 0.17, 0, 0, Math.PI * 2));
  fill(ctx, PLATE_RIM, () => ctx.ellipse(x, y, w * 0.5, w * 0.17, 0, 0, Math.PI * 2));
  fill(ctx, PLATE, () => ctx.ellipse(x, y - w * 0.01, w * 0.38, w * 0.12, 0, 0, Math.PI * 2));
}

/** A crêpe folded in a triangle, thin, its point to the right, caramel over it. */
function crepe(ctx: SKRSContext2D, w: number, h: number): void {
  plate(ctx, w * 0.5, h * 0.72, w * 0.9);
  fill(ctx, CREPE_DARK, () => {
    ctx.moveTo(w * 0.18, h * 0.7);
    ctx.quadraticCurveTo(w * 0.2, h * 0.5, w * 0.3, h * 0.46);
    ctx.lineTo(w * 0.84, h * 0.66);
    ctx.lineTo(w * 0.8, h * 0.72);
    ctx.closePath();
  });
  fill(ctx, CREPE, () => {
    ctx.moveTo(w * 0.2, h * 0.72);
    ctx.quadraticCurveTo(w * 0.22, h * 0.54, w * 0.32, h * 0.5);
    ctx.lineTo(w * 0.82, h * 0.7);
    ctx.closePath();
  });
  // Lacy browned spots, the fold's edge lit, a ribbon of caramel across.
  for (const [dx, dy] of [[0.3, 0.6], [0.42, 0.62], [0.55, 0.65], [0.36, 0.67]] as const) fill(ctx, mix(CREPE, CREPE_DARK, 0.6), () => ctx.ellipse(w * dx, h * dy, w * 0.025, h * 0.01, 0, 0, Math.PI * 2));
  ctx.strokeStyle = mix(CREPE, '#ffffff', 0.4);
  ctx.lineWidth = w * 0.012;
  ctx.beginPath();
  ctx.moveTo(w * 0.32, h * 0.5);
  ctx.lineTo(w * 0.8, h * 0.69);
  ctx.stroke();
  ctx.strokeStyle = '#b86b25';
  ctx.lineWidth = w * 0.022;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(w * 0.26, h * 0.6);
  ctx.bezierCurveTo(w * 0.4, h * 0.54, w * 0.45, h * 0.7, w * 0.58, h * 0.62);
  ctx.bezierCurveTo(w * 0.66, h * 0.58, w * 0.7, h * 0.68, w * 0.76, h * 0.66);
  ctx.stroke();
}

/** A buckwheat galette folded square, its four edges turned in round an egg's sunny yolk, ham showing at the corners. */
function galette(ctx: SKRSContext2D, w: number, h: number): void {
  plate(ctx, w * 0.5, h * 0.7, w * 0.9);
  const [cx, cy, hw, hh] = [w * 0.5, h * 0.66, w * 0.3, h * 0.12];
  fill(ctx, BUCKWHEAT_DARK, () => ctx.rect(cx - hw, cy - hh, hw * 2, hh * 2 + h * 0.02));
  fill(ctx, BUCKWHEAT, () => ctx.rect(cx - hw, cy - hh, hw * 2, hh * 2));
  // The open middle, the filling showing: ham and cheese under the egg.
  fill(ctx, '#e79a8e', () => ctx.rect(cx - hw * 0.6, cy - hh * 0.6, hw * 1.2, hh * 1.2));
  fill(ctx, '#f6f3ea', () => ctx.ellipse(cx, cy, hw * 0.5, hh * 0.55, 0, 0, Math.PI * 2));
  fill(ctx, '#f5a623', () => ctx.ellipse(cx, cy - hh * 0.05, hw * 0.17, hh * 0.24, 0, 0, Math.PI * 2));
  fill(ctx, 'rgba(255,255,255,0.6)', () => ctx.ellipse(cx - hw * 0.05, cy - hh * 0.12, hw * 0.05, hh * 0.07, 0, 0, Math.PI * 2));
  // The folds' lit edges.
  ctx.strokeStyle = mix(BUCKWHEAT, '#ffffff', 0.3);
  ctx.lineWidth = w * 0.01;
  ctx.strokeRect(cx - hw * 0.6, cy - hh * 0.6, hw * 1.2, hh * 1.2);
}

/** A pot of mushy peas, heaped above its rim, a wooden fork in it. */
function mushyPeas(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  const [top, foot] = [h * 0.5, h * 0.86];
  fill(ctx, 'rgba(0,0,0,0.12)', () => ctx.ellipse(w * 0.5, foot, w * 0.3, h * 0.04, 0, 0, Math.PI * 2));
  fill(ctx, '#ffffff', () => {
    ctx.moveTo(w * 0.22, top);
    ctx.lineTo(w * 0.78, top);
    ctx.lineTo(w * 0.72, foot);
    ctx.lineTo(w * 0.28, foot);
    ctx.closePath();
  });
  fill(ctx, accent, () => {
    ctx.moveTo(w * 0.235, top + h * 0.12);
    ctx.lineTo(w * 0.765, top + h * 0.12);
    ctx.lineTo(w * 0.755, top + h * 0.18);
    ctx.lineTo(w * 0.245, top + h * 0.18);
    ctx.closePath();
  });
  fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(w * 0.62, top, w * 0.16, foot - top));
  fill(ctx, PEAS, () => {
    ctx.moveTo(w * 0.2, top + h * 0.01);
    ctx.bezierCurveTo(w * 0.26, top - h * 0.16, w * 0.74, top - h * 0.16, w * 0.8, top + h * 0.01);
    ctx.closePath();
  });
  for (const [dx, dy, r] of [[0.36, -0.05, 0.035], [0.5, -0.08, 0.03], [0.62, -0.04, 0.03], [0.44, -0.02, 0.025]] as const) fill(ctx, PEAS_LIGHT, () => ctx.ellipse(w * dx, top + h * dy, w * r, w * r * 0.7, 0, 0, Math.PI * 2));
  fill(ctx, '#d9b98a', () => {
    ctx.moveTo(w * 0.58, top - h * 0.06);
    ctx.lineTo(w * 0.7, top - h * 0.3);
    ctx.lineTo(w * 0.74, top - h * 0.28);
    ctx.lineTo(w * 0.62, top - h * 0.04);
    ctx.closePath();
  });
}

/** A fresh fish fillet, pale with its silvery skin at the edge, on its paper with a lemon wedge. */
function fishFillet(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  servingPaper(ctx, w, h, accent);
  fill(ctx, '#b8c2cc', () => {
    ctx.moveTo(w * 0.12, h * 0.72);
    ctx.quadraticCurveTo(w * 0.3, h * 0.55, w * 0.62, h * 0.6);
    ctx.quadraticCurveTo(w * 0.82, h * 0.63, w * 0.86, h * 0.7);
    ctx.quadraticCurveTo(w * 0.6, h * 0.82, w * 0.12, h * 0.72);
    ctx.closePath();
  });
  fill(ctx, '#f6ede4', () => {
    ctx.moveTo(w * 0.14, h * 0.72);
    ctx.quadraticCurveTo(w * 0.32, h * 0.59, w * 0.62, h * 0.63);
    ctx.quadraticCurveTo(w * 0.78, h * 0.66, w * 0.83, h * 0.7);
    ctx.quadraticCurveTo(w * 0.6, h * 0.79, w * 0.14, h * 0.72);
    ctx.closePath();
  });
  // The flakes' lines across the flesh.
  ctx.strokeStyle = 'rgba(210,180,160,0.8)';
  ctx.lineWidth = w * 0.008;
  for (const x of [0.3, 0.42, 0.54, 0.66]) {
    ctx.beginPath();
    ctx.moveTo(w * x, h * 0.64);
    ctx.quadraticCurveTo(w * (x + 0.03), h * 0.69, w * x, h * 0.75);
    ctx.stroke();
  }
  fill(ctx, LEMON, () => {
    ctx.moveTo(w * 0.7, h * 0.8);
    ctx.arc(w * 0.7, h * 0.8, w * 0.1, Math.PI, Math.PI * 1.9);
    ctx.closePath();
  });
  fill(ctx, '#fff6c2', () => {
    ctx.moveTo(w * 0.7, h * 0.8);
    ctx.arc(w * 0.7, h * 0.8, w * 0.07, Math.PI * 1.05, Math.PI * 1.85);
    ctx.closePath();
  });
}

/** Draws the dish to fill w × h; `accent` is the brand colour (a pot's band, the paper's). */
export function drawPlatedFood(ctx: SKRSContext2D, dish: PlatedFood, w: number, h: number, accent: string): void {
  if (dish === 'mushy-peas') return mushyPeas(ctx, w, h, accent);
  if (dish === 'fish-fillet') return fishFillet(ctx, w, h, accent);
  // A plated dish is low and wide: drawn larger about its plate's foot, which rests on the box's bottom edge.
  ctx.save();
  ctx.translate(w * 0.5, h);
  ctx.scale(PLATED_SCALE, PLATED_SCALE);
  ctx.translate(-w * 0.5, -h * PLATE_FOOT);
  if (dish === 'crepe') crepe(ctx, w, h);
  else galette(ctx, w, h);
  ctx.restore();
}
