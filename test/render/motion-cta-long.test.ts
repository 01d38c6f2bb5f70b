/**
 * Issue 23, a long call to action (a CTA scene may hold 9 s): nothing stands still for more than
 * MAX_STILL_SEC (check:video's own threshold) and the card keeps a beat to its end: every text
 * of the card (headline and button) moves again within MAX_STILL_SEC all the way through, and a
 * wave and a tap come round every TAP_EVERY_SEC. Frames of every CTA look at every aspect, read
 * through the text audit (the record check:video reads) and compared pixel by pixel.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STILL_SEC } from '../../lambdas/render/check-video';
import { ensureFonts } from '../../lambdas/render/fonts';
import { TAP_EVERY_SEC, tapped } from '../../lambdas/render/motion/button';
import { CTA_LOOKS } from '../../lambdas/render/motion/looks/cta';
import { motionScene } from '../../lambdas/render/scenes/motion';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES, motionFrameInputs, waysIn } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const FPS = 24;
const SCENE_SEC = 9;
const PROMPT = 'Your first loaf is on us this week. Order before 8 pm at breadco.uk';
const ASPECTS = Object.keys(DRAFT_SIZES) as Aspect[];
const cases = ASPECTS.flatMap((aspect) => CTA_LOOKS.map((_, seed) => [aspect, seed] as const));

describe('a 9-second call to action never stands still', () => {
  it.each(cases)('%s, look %i: every text of the card moves again within the still limit, to the end', async (aspect, seed) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const frames = Array.from({ length: SCENE_SEC * FPS }, (_, i) => i);
    const { spans } = await auditedMotionFrames({ aspect, width, height, spec: { type: 'motion', motion: { layout: 'cta' }, prompt: PROMPT, durationSec: SCENE_SEC }, seed, artStyle: 'cinematic', language: 'en', frames });
    // A span is one text held at one place: none lasts longer than the limit.
    const held = spans.filter((s) => (s.to - s.from) / FPS > MAX_STILL_SEC).map((s) => ({ text: s.text, from: s.from / FPS, sec: (s.to - s.from) / FPS }));
    expect(held).toEqual([]);
    // The card's texts are still on screen in its last second.
    expect(spans.some((s) => s.to >= frames.length - 1 && s.text.includes('breadco.uk'))).toBe(true);
    // In the last three seconds the button still swells as tapped (more than its 2.5% breath) and the headline's first word is lifted by the wave.
    const late = spans.filter((s) => s.from >= (SCENE_SEC - TAP_EVERY_SEC) * FPS);
    const label = late.filter((s) => s.text.includes('breadco.uk')).map((s) => s.box.w);
    expect(Math.max(...label) / Math.min(...label)).toBeGreaterThan(1.05);
    const first = late.filter((s) => s.text === 'Your').map((s) => s.box);
    expect(Math.max(...first.map((b) => b.y)) - Math.min(...first.map((b) => b.y))).toBeGreaterThan(first[0]!.h * 0.1);
  });

  // Every pixel compared in the looks waysIn draws there; the texts' motion (above) is read in every look everywhere.
  it.each(ASPECTS)('%s: the whole picture changes within every stretch of the still limit (as check:video compares frames)', async (aspect) => {
    const [width, height] = DRAFT_SIZES[aspect];
    for (const seed of waysIn(aspect, CTA_LOOKS.length)) {
      const scene = motionScene({ scene: { type: 'motion', motion: { layout: 'cta' }, prompt: PROMPT, durationSec: SCENE_SEC }, ...motionFrameInputs(aspect, width, height, 'cinematic', 'en'), stepNumber: 1, seed });
      const ctx = createCanvas(width, height).getContext('2d');
      let anchor: Uint8ClampedArray | null = null;
      let anchorAt = 0;
      let longest = 0;
      for (let frame = 0; frame < SCENE_SEC * FPS; frame += 2) {
        await scene.draw(ctx, frame);
        const picture = ctx.getImageData(0, 0, width, height).data;
        let changed = 0;
        if (anchor) for (let i = 0; i < picture.length; i += 16) if (Math.abs(picture[i]! - anchor[i]!) > 5) changed++;
        if (!anchor || changed > picture.length / 16 / 2000) {
          longest = Math.max(longest, (frame - anchorAt) / FPS);
          anchor = picture;
          anchorAt = frame;
        }
      }
      longest = Math.max(longest, (SCENE_SEC * FPS - anchorAt) / FPS);
      expect(longest, `look ${seed}`).toBeLessThanOrEqual(MAX_STILL_SEC);
    }
  });

  it('the tap comes round every TAP_EVERY_SEC once the button has been seen, and rests between', () => {
    const at = (t: number) => tapped(t);
    expect(at(1)).toBe(0);
    for (let k = 1; k <= 3; k++) {
      expect(at(k * TAP_EVERY_SEC + 0.22)).toBeGreaterThan(0.9);
      expect(at(k * TAP_EVERY_SEC + 1.5)).toBe(0);
    }
  });
});
