/**
 * Wave 80: a manicure's nails were always raspberry (beauty-work.ts POLISH), whatever the brand or the prompt said. The drawn
 * manicure now paints the polish the scene's `contents` carries (the colour the prompt names, else the brand's accent): on the
 * nails, the brush's tip and one bottle on the table.
 */
import { describe, expect, it } from 'vitest';
import { sprite } from '../../lambdas/render/illustrations/sprites';
import { bodyAspect } from '../../lambdas/render/illustrations/bodies';
import { POLISH } from '../../lambdas/render/illustrations/beauty-work';

const H = 480;
const rgbOf = (hex: string) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));

/** Pixels within 6 a channel of `hex` in the manicure's sprite drawn with `contents` as its polish. */
async function polishPixels(contents: string, hex: string): Promise<number> {
  const picture = 'body:manicure:beauty@000';
  const look = { artStyle: 'cinematic', accent: '#123456', contents, setting: 'spa', unit: 5, tint: null, flip: false } as const;
  const { picture: canvas } = await sprite(picture, Math.round(H * bodyAspect(picture)), H, look, false);
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = rgbOf(hex);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && rgb.every((c, k) => Math.abs(data[i + k]! - c!) <= 6)) n++;
  return n;
}

describe('a manicure paints the polish it is given', () => {
  it.each(['#1e88e5', '#2a9d8f', '#f4d35e'])('%s on the nails, the brush and a bottle; no raspberry', async (colour) => {
    expect(await polishPixels(colour, colour)).toBeGreaterThan(40);
    expect(await polishPixels(colour, POLISH)).toBe(0);
  });
});
