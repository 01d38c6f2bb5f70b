/**
 * A motion look that paints the whole frame opaque (the `flood` call to action, once its wipe is
 * done) says so, and the scene then leaves out the backdrop it would paint over: the frame must be
 * the same pixels as with the backdrop drawn, and the backdrop must still be drawn while any of it
 * shows (during the wipe, or where a finish leaves an edge inside the frame).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { backdrop } from '../../lambdas/render/draw/background';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { ensureFonts, familiesFor } from '../../lambdas/render/fonts';
import { blockSprite } from '../../lambdas/render/motion/blocks';
import { flood } from '../../lambdas/render/motion/looks/cta';
import { blockCoversFrame } from '../../lambdas/render/motion/looks/kit';
import { THEMES } from '../../lambdas/render/motion/theme';
import { ART_STYLES, type ArtStyle } from '../../lambdas/render/spec';

const W = 540;
const H = 960;

function floodScene(artStyle: ArtStyle) {
  ensureFonts();
  const palette = paletteFor({ logoUrl: null, colors: ['#1b4332', '#ffd166'] }, artStyle);
  const content = safeAreas('9:16', W, H, true).content;
  const unit = Math.min(W, H);
  const painter = flood({
    scene: { type: 'motion', role: 'cta', prompt: 'Order at brew.example.com', durationSec: 4 },
    layout: 'cta',
    product: null,
    logo: null,
    stepNumber: 1,
    seed: 5,
    title: 'Brew & Co',
    theme: THEMES[artStyle],
    m: createCanvas(8, 8).getContext('2d'),
    box: content,
    unit,
    palette,
    artStyle,
    width: W,
    height: H,
    fps: 24,
    content,
    families: familiesFor('en'),
    rtl: false,
  });
  return { painter, ground: backdrop(palette, artStyle, W, H, 5) };
}

/** One frame at t, the backdrop drawn first always (`skip` false) or only where the look does not cover it. */
function frameAt(scene: ReturnType<typeof floodScene>, t: number, skip: boolean): Buffer {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!(skip && scene.painter.covers?.(t))) scene.ground.draw(ctx, t);
  scene.painter(ctx, t);
  return canvas.data();
}

describe('a backdrop covered by the look is not drawn', () => {
  it.each(ART_STYLES)('flood call to action, %s: frames identical with the backdrop left out once covered', (artStyle) => {
    const scene = floodScene(artStyle);
    expect(scene.painter.covers?.(0.2)).toBe(false);
    for (const t of [0.2, 0.44, 0.45, 1.3, 3.7]) expect(frameAt(scene, t, true).equals(frameAt(scene, t, false))).toBe(true);
  });

  it('covers the frame once the wipe is done, for a flat block over the whole frame', () => {
    const scene = floodScene('cinematic');
    expect(scene.painter.covers?.(0.45)).toBe(true);
    expect(scene.painter.covers?.(3.7)).toBe(true);
  });

  it('a block covers the frame only where it is opaque over all of it', () => {
    const theme = THEMES.cinematic;
    const big = blockSprite(theme, 'rect', W + 60, H + 60, '#336699', Math.min(W, H));
    expect(blockCoversFrame(big, -30, -30, W, H)).toBe(true);
    // Its rounded, anti-aliased corner inside the frame.
    expect(blockCoversFrame(big, 0, 0, W, H)).toBe(false);
    // Short of the frame's far edge.
    expect(blockCoversFrame(big, -100, -30, W, H)).toBe(false);
    const soft = blockSprite(THEMES.watercolour, 'rect', W + 8, H + 8, '#336699', Math.min(W, H));
    expect(blockCoversFrame(soft, -4, -4, W, H)).toBe(false);
  });
});
