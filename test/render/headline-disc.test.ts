/**
 * The `stack` headline look sets its headline on a disc: the disc contains every corner of the
 * headline's set text with a margin (DISC_MARGIN of the short side), at six aspects, for short
 * words, long headlines and a headline with a price line beneath.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { ensureFonts } from '../../lambdas/render/fonts';
import { DISC_MARGIN, stackLayout } from '../../lambdas/render/motion/looks/headline';
import { THEMES } from '../../lambdas/render/motion/theme';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const SIZES = DRAFT_SIZES;

const HEADLINES: [string, string][] = [
  ['Stride Pro. Now $129, down from $160', 'en'],
  ['Mornings, upgraded.', 'en'],
  ['Featherlight foam for race-day speed, every single day', 'en'],
  ['Alle Umsätze in Echtzeit. 14 Tage kostenlos testen', 'de'],
  ['صباح أفضل مع قهوتنا. اطلب الآن من التطبيق', 'ar'],
  ['Unbelievable', 'en'],
];

function layoutOf(aspect: Aspect, prompt: string, language: string) {
  const [width, height] = SIZES[aspect];
  return stackLayout({
    scene: { type: 'motion', prompt, role: 'hook' },
    layout: 'headline',
    ...motionFrameInputs(aspect, width, height, 'cinematic', language),
    stepNumber: 1,
    seed: 0,
    title: '',
    theme: THEMES.cinematic,
    m: createCanvas(8, 8).getContext('2d'),
    box: safeAreas(aspect, width, height, false).content,
    unit: Math.min(width, height),
  });
}

describe('the headline disc contains its text with a margin', () => {
  const cases = (Object.keys(SIZES) as Aspect[]).flatMap((aspect) => HEADLINES.map(([text, language]) => [aspect, text, language] as const));
  it.each(cases)('%s: "%s"', (aspect, text, language) => {
    const { set, disc } = layoutOf(aspect, text, language);
    const margin = Math.min(...SIZES[aspect]) * DISC_MARGIN;
    const { x, y, w, h } = set.bounds;
    const farthest = Math.max(...[[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([px, py]) => Math.hypot(px! - disc.cx, py! - disc.cy)));
    expect(disc.r, `disc r ${disc.r.toFixed(1)}, text ${w.toFixed(0)}×${h.toFixed(0)}`).toBeGreaterThanOrEqual(farthest + margin - 0.5);
    // Wider than the text by the margin on both sides, too (the test the review's 9:16 disc failed).
    expect(disc.r).toBeGreaterThanOrEqual(w / 2 + margin);
  });
});
