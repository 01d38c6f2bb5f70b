/**
 * Issue 23, mixed right-to-left and left-to-right text: a line is broken in reading order, then
 * its words stand in the order the shaper draws the whole line (Unicode bidi at the grain of
 * words): Arabic and Hebrew run from the right, a brand name, an address or a figure inside them
 * reads left to right. Kinetic type and karaoke captions place words one at a time, so both
 * are checked where they land, at every aspect.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutWords } from '../../lambdas/render/captions';
import { visualOrder } from '../../lambdas/render/draw/text-bidi';
import { breakRanks } from '../../lambdas/render/draw/text-breaks';
import { ensureFonts, familiesFor } from '../../lambdas/render/fonts';
import { setType } from '../../lambdas/render/motion/type';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs } from '../support/motion-frames';

beforeAll(() => ensureFonts());

/** The words of a line as they stand from left to right. */
const shown = (line: string, rtl: boolean) => {
  const words = line.split(' ');
  return visualOrder(words, rtl).map((i) => words[i]).join(' ');
};

describe('words of a mixed line stand as the shaper draws the whole line', () => {
  it.each([
    // Arabic with a brand name, a figure and an address: each left-to-right run keeps its own order.
    ['اطلب من Iron House الآن 24/7 عبر ironhouse.fit', true, 'ironhouse.fit عبر 24/7 الآن Iron House من اطلب'],
    // A figure after a Latin word joins its run ("Model 3").
    ['جرّب Model 3 اليوم', true, 'اليوم Model 3 جرّب'],
    ['خصم 50% على كل الطلبات', true, 'الطلبات كل على 50% خصم'],
    // Hebrew likewise.
    ['הזמינו את Iron House עכשיו 24/7', true, '24/7 עכשיו Iron House את הזמינו'],
    // A neutral word between two Latin words stays inside their run; between scripts it takes the paragraph's side.
    ['مع Salt & Stone اليوم', true, 'اليوم Salt & Stone مع'],
    // An Arabic name inside English runs right to left inside the line.
    ['Visit مقهى الورد today', false, 'Visit الورد مقهى today'],
    ['Plain English stays as written', false, 'Plain English stays as written'],
  ])('%s', (line, rtl, expected) => {
    expect(shown(line, rtl)).toBe(expected);
  });
});

describe('kinetic type places the words of a mixed line in that order, at every aspect', () => {
  const ASPECTS = Object.keys(DRAFT_SIZES) as Aspect[];
  it.each(ASPECTS)('%s: Arabic from the right, the brand name and the address left to right inside it', (aspect) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const canvas = motionFrameInputs(aspect, width, height, 'cinematic', 'ar');
    const m = createCanvas(8, 8).getContext('2d');
    const set = setType(m, 'اطلب من Iron House الآن عبر ironhouse.fit', canvas.content, canvas, { weight: 800, maxSize: Math.min(width, height) * 0.05, maxLines: 2 });
    const words = set.lines.flatMap((l) => l.words.map((w) => ({ ...w, line: l.y })));
    const at = (text: string) => words.find((w) => w.text === text)!;
    const sameLine = (a: string, b: string) => at(a).line === at(b).line;
    // Reading order is kept for the reveal; position follows the bidi order.
    // The brand name is one unit (text-fit.ts textUnits): the shaper sets it left to right, never parted.
    expect(words.map((w) => w.text)).toEqual(['اطلب', 'من', 'Iron House', 'الآن', 'عبر', 'ironhouse.fit']);
    expect(at('اطلب').x).toBeGreaterThan(at('من').x);
    if (sameLine('Iron House', 'من')) expect(at('Iron House').x).toBeLessThan(at('من').x);
    if (sameLine('Iron House', 'الآن')) expect(at('الآن').x).toBeLessThan(at('Iron House').x);
    if (sameLine('عبر', 'ironhouse.fit')) expect(at('ironhouse.fit').x).toBeLessThan(at('عبر').x);
    // No two words of a line overlap.
    for (const line of set.lines) {
      const sorted = [...line.words].sort((a, b) => a.x - b.x);
      sorted.slice(1).forEach((w, i) => expect(w.x).toBeGreaterThanOrEqual(sorted[i]!.x + sorted[i]!.w - 0.5));
    }
  });
});

describe('caption cues place the words of a mixed line in that order', () => {
  it.each([
    ['ar', 'اطلب من Iron House الآن'],
    ['he', 'הזמינו את Iron House עכשיו'],
  ])('%s: the brand name reads left to right inside the right-to-left line', (language, text) => {
    const words = text.split(' ').map((w, i) => ({ text: w, start: i, end: i + 1, space: true }));
    const m = createCanvas(8, 8).getContext('2d');
    const { words: placed } = layoutWords(m, { words, breaks: breakRanks(words.map((w) => w.text)), start: 0, end: words.length }, 30, 2000, { width: 1080, height: 1920, families: familiesFor(language), rtl: true, accent: '#ffcc00', plate: '#000000' });
    const x = (w: string) => placed.find((p) => p.word.text === w)!.box.x;
    const [first, second, , , last] = words.map((w) => w.text) as [string, string, string, string, string];
    expect(x('Iron')).toBeLessThan(x('House'));
    expect(x(first)).toBeGreaterThan(x(second));
    expect(x(second)).toBeGreaterThan(x('House'));
    expect(x(last)).toBeLessThan(x('Iron'));
  });
});
