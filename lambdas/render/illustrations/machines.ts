/**
 * Machines a training video shows that the illustration set lacks: a forklift (mast and forks at
 * the front carrying a pallet load, the overhead guard over the seat, the counterweight behind),
 * in safety yellow, flat and lit from the upper left like the set.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { fill as shape } from './room-props';

export const MACHINES = ['forklift'] as const;
export type Machine = (typeof MACHINES)[number];

export function isMachine(picture: string): picture is Machine {
  return (MACHINES as readonly string[]).includes(picture);
}

/** Draws the machine to fill w × h, facing left. */
export function drawMachine(ctx: SKRSContext2D, _machine: Machine, w: number, h: number): void {
  const body = '#f2b632';
  const dark = '#2f3441';
  const wheel = (cx: number, r: number) => {
    shape(ctx, '#1d1f24', () => ctx.arc(cx, h - r, r, 0, Math.PI * 2));
    shape(ctx, '#9ea6b3', () => ctx.arc(cx, h - r, r * 0.45, 0, Math.PI * 2));
  };
  // Mast and forks with a pallet of boxes on them.
  shape(ctx, dark, () => ctx.rect(w * 0.2, h * 0.08, w * 0.045, h * 0.86));
  shape(ctx, dark, () => ctx.rect(w * 0.26, h * 0.08, w * 0.035, h * 0.86));
  shape(ctx, '#5b6170', () => ctx.rect(w * 0.02, h * 0.84, w * 0.22, h * 0.035));
  shape(ctx, '#b08a5b', () => ctx.rect(w * 0.01, h * 0.77, w * 0.2, h * 0.07));
  shape(ctx, '#c9a26b', () => ctx.rect(w * 0.02, h * 0.5, w * 0.18, h * 0.27));
  shape(ctx, '#d8b47e', () => ctx.rect(w * 0.04, h * 0.36, w * 0.14, h * 0.14));
  shape(ctx, 'rgba(0,0,0,0.12)', () => ctx.rect(w * 0.1, h * 0.5, w * 0.02, h * 0.27));
  // The overhead guard: two posts and a roof over the seat.
  shape(ctx, dark, () => ctx.rect(w * 0.36, h * 0.14, w * 0.03, h * 0.46));
  shape(ctx, dark, () => ctx.rect(w * 0.76, h * 0.14, w * 0.03, h * 0.46));
  shape(ctx, dark, () => ctx.roundRect(w * 0.33, h * 0.1, w * 0.5, h * 0.05, h * 0.02));
  // Seat and steering wheel.
  shape(ctx, '#3d4350', () => ctx.roundRect(w * 0.6, h * 0.36, w * 0.1, h * 0.2, w * 0.02));
  shape(ctx, '#3d4350', () => ctx.roundRect(w * 0.52, h * 0.5, w * 0.16, h * 0.06, w * 0.02));
  ctx.strokeStyle = '#1d1f24';
  ctx.lineWidth = Math.max(2, w * 0.015);
  ctx.beginPath();
  ctx.moveTo(w * 0.44, h * 0.56);
  ctx.lineTo(w * 0.48, h * 0.4);
  ctx.stroke();
  shape(ctx, '#1d1f24', () => ctx.ellipse(w * 0.48, h * 0.4, w * 0.05, h * 0.015, -0.4, 0, Math.PI * 2));
  // The body, the counterweight at the back, a warning stripe.
  shape(ctx, body, () => {
    ctx.moveTo(w * 0.3, h * 0.56);
    ctx.lineTo(w * 0.86, h * 0.56);
    ctx.quadraticCurveTo(w * 0.99, h * 0.58, w * 0.98, h * 0.72);
    ctx.lineTo(w * 0.98, h * 0.86);
    ctx.lineTo(w * 0.3, h * 0.86);
    ctx.closePath();
  });
  shape(ctx, mix(body, '#ffffff', 0.35), () => ctx.rect(w * 0.3, h * 0.56, w * 0.56, h * 0.025));
  shape(ctx, mix(body, '#000000', 0.2), () => ctx.rect(w * 0.8, h * 0.6, w * 0.18, h * 0.26));
  for (let k = 0; k < 5; k++) {
    shape(ctx, k % 2 ? body : '#1d1f24', () => ctx.rect(w * (0.34 + k * 0.07), h * 0.76, w * 0.07, h * 0.04));
  }
  shape(ctx, '#ff7b2a', () => ctx.arc(w * 0.8, h * 0.08, w * 0.025, 0, Math.PI * 2));
  wheel(w * 0.38, h * 0.13);
  wheel(w * 0.84, h * 0.12);
}
