/**
 * §3 motion text stays in its box at every moment of its animation, not only once settled:
 * every frame is drawn through the text audit (the record check:video reads) and each box checked.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { inside, safeAreas } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts, familiesFor, isRtl } from '../../lambdas/render/fonts';
import { motionScene } from '../../lambdas/render/scenes/motion';
import type { Aspect } from '../../lambdas/render/spec';

beforeAll(() => ensureFonts());

async function drawnBoxes(aspect: Aspect, width: number, height: number, prompt: string, language: string) {
  const areas = safeAreas(aspect, width, height, false);
  const scene = motionScene({
    scene: { type: 'motion', prompt, role: 'hook' },
    palette: paletteFor(null, 'cinematic'),
    artStyle: 'cinematic',
    width,
    height,
    fps: 24,
    content: areas.content,
    families: familiesFor(language),
    rtl: isRtl(language),
    product: null,
    logo: null,
    stepNumber: 1,
    seed: 1,
  });
  const ctx = createCanvas(width, height).getContext('2d');
  const audit = new TextAudit();
  const stop = audit.watch(ctx);
  for (let frame = 0; frame < 30; frame++) {
    audit.beginFrame(frame);
    await scene.draw(ctx, frame);
    audit.endFrame();
  }
  stop();
  return { spans: audit.finish(), content: areas.content };
}

describe('§3 a hook headline pops in without leaving its box', () => {
  it.each([
    ['16:9', 960, 540, 'صباح أفضل مع قهوتنا. اطلب الآن من التطبيق', 'ar'],
    ['9:16', 540, 960, 'Unbelievable', 'en'],
    ['1:1', 540, 540, 'Mornings, upgraded', 'en'],
  ] as const)('%s %ix%i: every box of every frame stays inside the content area (%s)', async (aspect, width, height, prompt, language) => {
    const { spans, content } = await drawnBoxes(aspect, width, height, prompt, language);
    expect(spans.length).toBeGreaterThan(0);
    expect(spans.filter((s) => !inside(s.box, content, 1)).map((s) => ({ text: s.text, from: s.from, box: s.box }))).toEqual([]);
  });
});
