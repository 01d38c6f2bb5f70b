/**
 * The presenter's setting is opaque to the frame's very edge: softened out of focus, its layers
 * were blurred against the transparent outside, so the border of the backdrop was see-through
 * and the frame drawn before it showed there as a ghost. Drawn over two different frames, it must
 * come out the same to the pixel, standing or walking, in every setting.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { rng } from '../../lambdas/render/draw/anim';
import { SETTINGS, type SettingId } from '../../lambdas/render/presenter/direction';
import { setting } from '../../lambdas/render/presenter/settings';
import { cameraDistance } from '../../lambdas/render/presenter/stage';

const [width, height] = [540, 960];
const unit = 60;

/** Pixels (as "x,y") where two frames differ by more than a rounding step in any channel. */
function differing(a: Uint8ClampedArray, b: Uint8ClampedArray): string[] {
  const found: string[] = [];
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) > 2 || Math.abs(a[i + 1]! - b[i + 1]!) > 2 || Math.abs(a[i + 2]! - b[i + 2]!) > 2) found.push(`${(i / 4) % width},${Math.floor(i / 4 / width)}`);
  }
  return found;
}

describe('the presenter backdrop shows nothing of the frame before it at its edges', () => {
  const cases = (Object.keys(SETTINGS) as SettingId[]).flatMap((id) => [[id, 0], [id, 40]] as const);
  it.each(cases)('%s, ground moving at %i px/s', (id, speed) => {
    const stage = {
      width,
      height,
      unit,
      horizon: height * 0.52,
      ground: height * 0.83,
      palette: paletteFor(null, 'cinematic'),
      backdrop: '#5a7fa8',
      camera: cameraDistance(height, unit),
      random: rng(3),
    };
    const backdrop = setting(id, stage, speed, 1, 4, 3);
    for (const t of [0, 2]) {
      // The same backdrop drawn over two different frames before it: not a pixel may differ.
      const [overMagenta, overGreen] = ['#ff00ff', '#00ff00'].map((before) => {
        const ctx = createCanvas(width, height).getContext('2d');
        ctx.fillStyle = before;
        ctx.fillRect(0, 0, width, height);
        backdrop.draw(ctx, t);
        return ctx.getImageData(0, 0, width, height).data;
      });
      expect(differing(overMagenta!, overGreen!).slice(0, 5)).toEqual([]);
    }
  });
});
