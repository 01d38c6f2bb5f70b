/**
 * A car or a taxi as a thing in a scene, side on: the garage's hatchback (car-side.ts) at its true proportions (3.6 m long,
 * 1.4 m high), in the brand's colour, a taxi in yellow with its roof sign; never the illustration set's toy car, as tall as
 * a person and half as long as a real one. Drawn filling w × h (pixels, y down), its wheels on the box's bottom.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CAR, hatchback } from './car-side';
import { fill } from './room-props';

export const DRAWN_CARS = ['side-car', 'side-taxi'] as const;
type DrawnCar = (typeof DRAWN_CARS)[number];

/** A taxi's roof sign rises above the roof: the picture's height in metres, over its length. */
const SIGN = 0.16;
const [LENGTH, HEIGHT] = [CAR.tail - CAR.nose, CAR.roof + SIGN];
/** Width over height of a drawn car's picture. */
export const CAR_ASPECT = LENGTH / HEIGHT;

export const isDrawnCar = (picture: string): picture is DrawnCar => (DRAWN_CARS as readonly string[]).includes(picture);

export function drawCar(ctx: SKRSContext2D, picture: DrawnCar, w: number, h: number, accent: string): void {
  const perMetre = Math.min(w / LENGTH, h / HEIGHT);
  ctx.save();
  ctx.translate((w - LENGTH * perMetre) / 2 - CAR.nose * perMetre, h);
  ctx.scale(perMetre, -perMetre);
  const taxi = picture === 'side-taxi';
  hatchback(ctx, 0, taxi ? '#f2c230' : accent);
  if (taxi) {
    fill(ctx, '#22262e', () => ctx.roundRect(1.3, CAR.roof - 0.01, 0.5, SIGN, 0.04));
    fill(ctx, '#fff3c4', () => ctx.roundRect(1.36, CAR.roof + 0.03, 0.38, SIGN - 0.08, 0.02));
  }
  ctx.restore();
}
