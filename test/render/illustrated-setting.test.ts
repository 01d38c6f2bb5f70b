/**
 * The built-in `t2v_fast` setting (scenes/illustrated.ts): where a prompt takes place, and the
 * moon of a night city standing whole in the frame whichever way the camera trucks (the sky
 * layer is wider than the frame, and on it the moon used to sit where one direction of travel
 * leaves it cut by the frame's edge).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { illustratedFootage } from '../../lambdas/render/scenes/illustrated';

/** The moon's cream colour (#f4f1de): warmer than the stars, which are white over a blue sky. */
const isMoon = (r: number, g: number, b: number) => r > 235 && g > 230 && r - b > 12;

describe('t2v_fast setting: the sun or moon stays in the frame', () => {
  it.each([1, 2, 3, 4, 5, 6])('night city, seed %i: the moon is drawn and clear of the frame edges', async (seed) => {
    const [width, height] = [540, 960];
    const source = illustratedFootage({
      prompt: 'A phone showing the banking app in a city at night',
      artStyle: 'cinematic',
      palette: paletteFor(null, 'cinematic'),
      image: null,
      width,
      height,
      fps: 24,
      frames: 96,
      content: { x: 40, y: 100, w: 460, h: 700 },
      seed,
    });
    const ctx = createCanvas(width, height).getContext('2d');
    for (const frame of [0, 95]) {
      await source.draw(ctx, frame);
      const data = ctx.getImageData(0, 0, width, height).data;
      const columns = new Set<number>();
      for (let i = 0; i < data.length; i += 4) if (isMoon(data[i]!, data[i + 1]!, data[i + 2]!)) columns.add((i / 4) % width);
      expect(columns.size).toBeGreaterThan(20);
      expect(Math.min(...columns)).toBeGreaterThan(2);
      expect(Math.max(...columns)).toBeLessThan(width - 3);
    }
  });
});

describe('t2v_fast setting: where and when the prompt takes place', () => {
  const place = (prompt: string) => {
    const { setting, time } = completeScene(parsePrompt(prompt));
    return [setting, time];
  };

  it('a latte is served in a café, and a camera direction names no place', () => {
    expect(place('Eye-catching opening shot of the oat-milk latte. Cinematic live action, shallow depth of field, vertical 9:16 framing.')).toEqual(['cafe', 'day']);
    expect(place('A runner in a field at sunrise, shallow depth of field')).toEqual(['park', 'dawn']);
    expect(place('A phone showing the banking app in a city at night')).toEqual(['city', 'night']);
  });

  it('a harbour keeps its sea, a Japanese harbour too: no generic mountains', () => {
    expect(place('A bicycle on a harbour wall')).toEqual(['harbour', 'day']);
    expect(place('港の壁に立てかけた自転車、夕焼け')).toEqual(['harbour', 'sunset']);
  });
});
