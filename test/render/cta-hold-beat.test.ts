/**
 * A call to action held for long keeps a visible beat: the headline's wave falls between the
 * button's taps, so within every MAX_STILL_SEC after the card has arrived one of them moves
 * visibly (a wave lifting the headline's words, a tap swelling the button), never the button's
 * breath and glint alone. Read through the text audit, every frame of every CTA look.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STILL_SEC } from '../../lambdas/render/check-video';
import { ensureFonts } from '../../lambdas/render/fonts';
import { callToAction } from '../../lambdas/render/motion/copy';
import { CTA_LOOKS } from '../../lambdas/render/motion/looks/cta';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const FPS = 24;
const SCENE_SEC = 8;
/** The card has arrived (headline and button in place) by then. */
const ARRIVED_SEC = 2;
const ASPECTS: Aspect[] = ['9:16', '16:9', '1:1'];
const PROMPTS: [string, string][] = [
  ['en', 'Now £299 at Argos. Try Brisa today'],
  ['ar', 'خصم ٢٠٪ على كل الطلبات هذا الأسبوع. اطلب الآن من matjar.example.sa'],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('a long call to action moves visibly every half beat', () => {
  it.each(ASPECTS.flatMap((aspect) => CTA_LOOKS.map((_, seed) => [aspect, seed] as const)))('%s, look %i', async (aspect, seed) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const frames = Array.from({ length: SCENE_SEC * FPS }, (_, i) => i);
    for (const [language, prompt] of PROMPTS) {
      const spec = { type: 'motion' as const, motion: { layout: 'cta' }, prompt, durationSec: SCENE_SEC };
      const { spans } = await auditedMotionFrames({ aspect, width, height, spec, seed, artStyle: 'cinematic', language, frames });
      const label = callToAction(prompt).button;
      const scene = spans.filter((s) => s.layer === 'scene' && s.from >= ARRIVED_SEC * FPS);
      const inButton = (text: string) => label.includes(text) && (text === label || /\s|\.\p{L}{2,}/u.test(text));
      const moving = new Set<number>();
      // A headline word lifted by the wave, well past its sway.
      const words = scene.filter((s) => !inButton(s.text));
      for (const text of new Set(words.map((s) => s.text))) {
        const own = words.filter((s) => s.text === text);
        const rest = median(own.map((s) => s.box.y));
        for (const s of own) if (rest - s.box.y > s.box.h * 0.06) for (let f = s.from; f < s.to; f++) moving.add(f);
      }
      // The button swollen by a tap, well past its breath.
      const button = scene.filter((s) => inButton(s.text));
      const least = Math.min(...button.map((s) => s.box.w));
      for (const s of button) if (s.box.w > least * 1.035) for (let f = s.from; f < s.to; f++) moving.add(f);
      const still: number[] = [];
      for (let from = ARRIVED_SEC * FPS; from + MAX_STILL_SEC * FPS < frames.length; from++) {
        if (!Array.from({ length: MAX_STILL_SEC * FPS + 1 }, (_, k) => from + k).some((f) => moving.has(f))) still.push(from / FPS);
      }
      expect(still[0], `${prompt}: nothing but a breath from ${still[0]?.toFixed(2)} s`).toBeUndefined();
    }
  });
});
