/** A terrace named with a view of the water: the river or the sea beyond the rooftops, drawn (illustrations/roof-terrace.ts). */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';

describe('a terrace with a view', () => {
  it.each([
    ['Terraço com vista para o rio', 'roof-terrace'],
    ['A rooftop terrace overlooking the sea at sunset', 'sea-terrace'],
    ['Friends on a balcony with a view of the river', 'roof-terrace'],
    ['Guests having drinks on the sea view terrace', 'sea-terrace'],
    ['Dachterrasse mit Blick auf den Fluss', 'roof-terrace'],
    ['Une terrasse avec vue sur la mer', 'sea-terrace'],
    ['Terraza con vistas al mar', 'sea-terrace'],
    ['Terrazza con vista sul fiume', 'roof-terrace'],
    ['Dakterras met uitzicht op zee', 'sea-terrace'],
  ])('%s: %s', (prompt, setting) => {
    expect(completeScene(parsePrompt(prompt)).setting).toBe(setting);
  });

  it('a café terrace with no view named stays on the street', () => {
    expect(completeScene(parsePrompt('Friends on a café terrace')).setting).toBe('terrace');
  });

  for (const [width, height] of [[540, 960], [960, 540]] as const) {
    it.each(['roof-terrace', 'sea-terrace'] as const)(`${width}x${height} %s: open water across the view, tiled roofs below it, the middle of the deck clear`, (setting) => {
      const unit = Math.min(width, height) / 100;
      const floor = height * 0.8;
      const horizon = height * 0.42;
      const place = paintPlace(setting, 'day', { width, height, floor, ground: floor - height * 0.12, horizon, surfaceTop: null, unit }, paletteFor(null, 'cinematic'), rng(7));
      expect(place.water).not.toBeNull();
      const ctx = createCanvas(width, height).getContext('2d');
      for (const { picture } of place.layers) ctx.drawImage(picture, 0, 0);
      const { data } = ctx.getImageData(0, 0, width, height);
      const count = (y0: number, y1: number, x0: number, x1: number, test: (r: number, g: number, b: number) => boolean) => {
        let n = 0;
        for (let y = Math.floor(y0); y < y1; y++) for (let x = Math.floor(x0); x < x1; x++) {
          const i = (y * width + x) * 4;
          if (test(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
        }
        return n;
      };
      const { top, bottom } = place.water!;
      const rows = (bottom - top) * width;
      // Water: blue well over red, across most of its rows' width.
      expect(count(top + unit * 2, bottom - unit, 0, width, (r, _g, b) => b > r + 40 && b > 90) / ((bottom - top - unit * 3) * width)).toBeGreaterThan(0.5);
      // Terracotta roofs between the water and the deck.
      expect(count(bottom, floor, 0, width, (r, g, b) => r > 150 && r > g + 40 && r > b + 50)).toBeGreaterThan(rows * 0.03);
      // The deck's middle fifth, where people stand, holds no furniture: boards only (warm, mid-light).
      const middle = count(floor - unit * 20, floor, width * 0.4, width * 0.6, (r, g, b) => !(r > g && g > b && r > 150));
      expect(middle / (unit * 20 * width * 0.2)).toBeLessThan(0.35);
    });
  }
});
