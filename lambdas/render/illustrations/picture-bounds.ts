/**
 * Where an illustration's drawing lies inside its square: a cup's drawing fills the square's
 * width but not its height. The layout places visible bounds, so "on the counter" means the
 * drawing's bottom on the counter's top, not its square's. Measured once per picture, small.
 */
import { createCanvas } from '@napi-rs/canvas';
import { iconImage } from './icon-set';

export interface Bounds {
  /** Fractions of the picture's width and height: left, top, width, height. */
  x: number;
  y: number;
  w: number;
  h: number;
}

const MEASURE = 96;
const cache = new Map<string, Bounds>();

export async function iconBounds(name: string): Promise<Bounds> {
  const known = cache.get(name);
  if (known) return known;
  const image = await iconImage(name, MEASURE);
  const c = createCanvas(image.width, image.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! < 40) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const bounds = right < 0 ? { x: 0, y: 0, w: 1, h: 1 } : { x: left / width, y: top / height, w: (right - left + 1) / width, h: (bottom - top + 1) / height };
  cache.set(name, bounds);
  return bounds;
}

/** Width over height of the drawing itself. */
export async function iconAspect(name: string): Promise<number> {
  const b = await iconBounds(name);
  const image = await iconImage(name, MEASURE);
  return (b.w * image.width) / (b.h * image.height);
}
