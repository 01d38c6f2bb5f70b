/**
 * Pixels of a colour in the engine's deterministic drawings: a place painted on a 540×960 frame (seeded), and a body
 * picture drawn 240 px high. A count bounds what is drawn where, never a time.
 */
import { createCanvas } from '@napi-rs/canvas';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import type { SettingId } from '../../lambdas/render/compose/scene-graph';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { paintPlace } from '../../lambdas/render/illustrations/places';

export const [PLACE_WIDTH, PLACE_HEIGHT] = [540, 960];

const rgbOf = (hex: string) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];

/** A setting painted in daylight on the portrait frame, seeded: its layers and props. */
export const paintedPlace = (setting: SettingId) =>
  paintPlace(setting, 'day', { width: PLACE_WIDTH, height: PLACE_HEIGHT, floor: PLACE_HEIGHT * 0.8, ground: PLACE_HEIGHT * 0.7, horizon: PLACE_HEIGHT * 0.45, surfaceTop: null, unit: PLACE_WIDTH / 100 }, paletteFor(null, 'cinematic'), rng(7));

/** Opaque pixels of exactly `hex` (within 2 a channel) in a layer of the painted setting (negative: from the front). */
export function placePixels(setting: SettingId, layer: number, hex: string): number {
  const data = paintedPlace(setting).layers.at(layer)!.picture.getContext('2d').getImageData(0, 0, PLACE_WIDTH, PLACE_HEIGHT).data;
  const rgb = rgbOf(hex);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && rgb.every((c, k) => Math.abs(data[i + k]! - c) < 3)) n++;
  return n;
}

/** Pixels near `hex` (within 30 summed over the channels) in a body picture drawn 240 px high. */
export async function bodyPixelsNear(picture: string, hex: string): Promise<number> {
  const [r, g, b] = rgbOf(hex);
  const h = 240;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i + 3]! > 100 && Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 30) n++;
  return n;
}
