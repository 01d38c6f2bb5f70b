/**
 * An electric scooter seen side on, the product of a mobility advert: two solid wheels, the low deck in
 * the brand's colour with its grip tape and battery under it, the folding latch at the foot of the
 * stem, the stem with its lit display and the handlebar across the top, the kickstand down. The set's
 * kick scooter is a child's toy; this is the commuter's machine. Centred in a square box (products.ts
 * draws it for the set).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { DARK, STEEL, STEEL_LIGHT } from './appliances';
import { fill as shape } from './room-props';

const TYRE = '#1f2226';
const SCREEN = '#7fe0c4';

/** Draws the scooter to fill w × h; `accent` is the brand colour. */
export function drawEScooter(ctx: SKRSContext2D, w: number, h: number, accent: string): void {
  const r = w * 0.11;
  const [back, front, axle] = [w * 0.16, w * 0.8, h * 0.86];
  // The kickstand, behind the near wheel.
  ctx.strokeStyle = DARK;
  ctx.lineCap = 'round';
  ctx.lineWidth = w * 0.018;
  ctx.beginPath();
  ctx.moveTo(w * 0.36, h * 0.82);
  ctx.lineTo(w * 0.3, h * 0.97);
  ctx.stroke();
  // The stem from the front axle up to the handlebar, leaning back a little; the fork over the wheel.
  ctx.strokeStyle = accent;
  ctx.lineWidth = w * 0.055;
  ctx.beginPath();
  ctx.moveTo(front, axle);
  ctx.lineTo(w * 0.72, h * 0.12);
  ctx.stroke();
  ctx.strokeStyle = DARK;
  ctx.lineWidth = w * 0.03;
  ctx.beginPath();
  ctx.moveTo(w * 0.6, h * 0.1);
  ctx.lineTo(w * 0.86, h * 0.12);
  ctx.stroke();
  for (const x of [0.6, 0.86]) shape(ctx, TYRE, () => ctx.roundRect(w * (x - 0.03), h * (x < 0.7 ? 0.085 : 0.105), w * 0.06, h * 0.035, w * 0.015));
  // The display on the stem's top, lit.
  shape(ctx, DARK, () => ctx.roundRect(w * 0.67, h * 0.15, w * 0.1, h * 0.06, w * 0.015));
  shape(ctx, SCREEN, () => ctx.roundRect(w * 0.685, h * 0.162, w * 0.07, h * 0.036, w * 0.008));
  // The deck, its battery underneath and its grip tape on top, the rear guard over the back wheel.
  shape(ctx, mix(accent, '#000000', 0.35), () => ctx.roundRect(w * 0.2, h * 0.78, w * 0.5, h * 0.07, w * 0.03));
  shape(ctx, accent, () => ctx.roundRect(w * 0.14, h * 0.7, w * 0.62, h * 0.1, w * 0.04));
  shape(ctx, '#2b2f35', () => ctx.roundRect(w * 0.2, h * 0.685, w * 0.48, h * 0.025, w * 0.012));
  shape(ctx, mix(accent, '#ffffff', 0.3), () => ctx.roundRect(w * 0.17, h * 0.745, w * 0.3, h * 0.012, w * 0.006));
  shape(ctx, accent, () => ctx.ellipse(back, axle - r * 0.2, r * 1.2, r * 0.9, 0, Math.PI * 1.05, Math.PI * 1.7));
  // The folding latch at the foot of the stem.
  shape(ctx, STEEL, () => ctx.roundRect(w * 0.73, h * 0.64, w * 0.07, h * 0.09, w * 0.015));
  shape(ctx, STEEL_LIGHT, () => ctx.arc(w * 0.765, h * 0.685, w * 0.018, 0, Math.PI * 2));
  // The wheels: solid tyres round grey hubs.
  for (const x of [back, front]) {
    shape(ctx, TYRE, () => ctx.arc(x, axle, r, 0, Math.PI * 2));
    shape(ctx, STEEL, () => ctx.arc(x, axle, r * 0.55, 0, Math.PI * 2));
    shape(ctx, DARK, () => ctx.arc(x, axle, r * 0.18, 0, Math.PI * 2));
  }
}
