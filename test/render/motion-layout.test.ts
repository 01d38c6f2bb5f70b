/**
 * §3 motion text stays in its box at every moment of its animation, not only once settled:
 * every frame is drawn through the text audit (the record check:video reads) and each box checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inside } from '../../lambdas/render/draw/layout';
import { ensureFonts } from '../../lambdas/render/fonts';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames } from '../support/motion-frames';

beforeAll(() => ensureFonts());

function drawnBoxes(aspect: Aspect, width: number, height: number, prompt: string, language: string) {
  const spec = { type: 'motion', prompt, role: 'hook' } as const;
  return auditedMotionFrames({ aspect, width, height, spec, seed: 1, artStyle: 'cinematic', language, frames: Array.from({ length: 30 }, (_, frame) => frame) });
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
