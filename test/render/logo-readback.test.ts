/**
 * The logo's contrast is measured from the frame while it is being drawn (brand.ts). The canvas
 * records drawing and rasterizes it only when read, so the reading copies the region behind the
 * logo out of the frame instead of calling getImageData on it (which played the whole frame so
 * far onto a second surface). These tests hold the reading to what getImageData reads, and the
 * frame to what it is without any reading.
 */
import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { contrastOfLuminance, LegibleLogo, logoSprite, measuredContrast, type LogoSprite } from '../../lambdas/render/brand';
import { MAGENTA_LOGO } from './support/fixtures';

const W = 320;
const H = 240;

/** A frame canvas as the encoder makes it, with a ground whose every column and row differ. */
function frame(): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d', { alpha: false });
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, '#ff00ff');
  g.addColorStop(0.5, '#203040');
  g.addColorStop(1, '#f0f0e0');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = 'rgba(255,255,255,0.4)';
  ctx.fillRect(W * 0.3, 0, 7, H);
  return { canvas, ctx };
}

/** The reference: the tenth-percentile contrast of the ink over the pixels getImageData returns. */
function contrastByGetImageData(ctx: SKRSContext2D, sprite: LogoSprite, x: number, y: number): number {
  const { data } = ctx.getImageData(0, 0, W, H);
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  const step = Math.max(1, Math.floor(sprite.ink.length / 1500));
  const values: number[] = [];
  for (let k = 0; k < sprite.ink.length; k += step) {
    const px = (sprite.ink[k]! % sprite.canvas.width) + x;
    const py = Math.floor(sprite.ink[k]! / sprite.canvas.width) + y;
    if (px < 0 || py < 0 || px >= W || py >= H) continue;
    const i = (py * W + px) * 4;
    values.push(contrastOfLuminance(sprite.luminance, 0.2126 * lin(data[i]!) + 0.7152 * lin(data[i + 1]!) + 0.0722 * lin(data[i + 2]!)));
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.1)]!;
}

describe('the logo reads the frame as drawn so far', () => {
  it('measures the same pixels getImageData returns, wherever the logo stands (partly off the frame too)', async () => {
    const sprite = logoSprite(await loadImage(MAGENTA_LOGO), 90, 45, false);
    for (const [x, y] of [[13, 7], [121, 90], [200, 171], [-20, 30], [260, 210]] as const) {
      const { ctx } = frame();
      // Drawing recorded but not yet rasterized when the logo is measured.
      ctx.fillStyle = '#101010';
      ctx.fillRect(x + 30, y + 10, 11, 13);
      const measured = measuredContrast(ctx, sprite, x, y);
      expect(measured).toBeCloseTo(contrastByGetImageData(ctx, sprite, x, y), 6);
    }
  });

  it('leaves the frame as it is without measuring: every frame of a moving, plated logo over a moving ground is identical', async () => {
    const sprite = logoSprite(await loadImage(MAGENTA_LOGO), 90, 45, true);
    const measuring = new LegibleLogo(sprite, true);
    const still = new LegibleLogo(sprite, true);
    const a = frame();
    const b = frame();
    for (let f = 0; f < 14; f++) {
      for (const { ctx } of [a, b]) {
        ctx.fillStyle = `rgb(${(f * 37) % 255}, 90, 140)`;
        ctx.fillRect(f * 9, f * 5, 120, 80);
      }
      measuring.draw(a.ctx, 40 + f * 3, 30 + f, true);
      still.draw(b.ctx, 40 + f * 3, 30 + f, false);
      for (const { ctx } of [a, b]) {
        ctx.fillStyle = '#ffd166';
        ctx.fillRect(0, H - 20 - f, W, 8);
      }
      expect(a.canvas.data().equals(b.canvas.data())).toBe(true);
    }
    expect(measuring.legibility()!.samples).toBeGreaterThan(1);
  });
});
