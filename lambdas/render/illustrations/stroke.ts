/** The drawn figures' one stroke: a limb, a strap or a rail, round at its ends and joints. */
import type { SKRSContext2D } from '@napi-rs/canvas';

/** A point in the drawing's units (metres, y up, for the figures). */
export type P = [number, number];

export function limb(ctx: SKRSContext2D, points: readonly P[], width: number, colour: string): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(points[0]![0], points[0]![1]);
  for (const p of points.slice(1)) ctx.lineTo(p[0], p[1]);
  ctx.stroke();
}

/** Strokes the path `path` draws, `width` wide in `colour`, round at its ends (a curve, a strap, a bow). */
export function roundStroke(ctx: SKRSContext2D, colour: string, width: number, path: () => void): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  path();
  ctx.stroke();
}

/** A dog's lead from the hand to the collar, sagging `sag` below the higher end (a short lead to a near dog sags less). */
export function lead(from: P, to: P, sag = 0.15): (ctx: SKRSContext2D) => void {
  return (ctx) => {
    ctx.strokeStyle = '#c0392b';
    ctx.lineWidth = 0.018;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(from[0], from[1]);
    ctx.quadraticCurveTo((from[0] + to[0]) / 2, Math.min(from[1], to[1]) - sag, to[0], to[1]);
    ctx.stroke();
  };
}
