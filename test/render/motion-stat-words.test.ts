/**
 * Issue 23, a stat a designer would ship: the scale word after a figure ("2.1 million", "2,1
 * Millionen", "٢٫١ مليون", "5 लाख", "2万") stays with the figure, set smaller beside it, in every
 * look and language; the words around the figure are set before and after it in reading order,
 * never say the figure again, and are never smaller than LABEL_MIN_SHARE of the frame's short side.
 * Frames are drawn through the text audit (the record check:video reads).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFonts } from '../../lambdas/render/fonts';
import { figureAt, findFigure } from '../../lambdas/render/motion/figures';
import { LABEL_MIN_SHARE, STAT_LOOKS } from '../../lambdas/render/motion/looks/stat';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

describe('a scale word belongs to its figure', () => {
  it.each([
    ['Injuries from lifting cost UK warehouses 2.1 million working days last year', '2.1', 'million', 1e6, 'Injuries from lifting cost UK warehouses', 'working days last year'],
    ['Over 2 billion cups poured', '2', 'billion', 1e9, 'Over', 'cups poured'],
    ['Über 2,1 Millionen Arbeitstage gingen verloren', '2,1', 'Millionen', 1e6, 'Über', 'Arbeitstage gingen verloren'],
    ['Plus de 3 millions de clients', '3', 'millions', 1e6, 'Plus de', 'de clients'],
    ['Más de 2 millones de clientes', '2', 'millones', 1e6, 'Más de', 'de clientes'],
    ['أكثر من ٢٫١ مليون عميل', '٢٫١', 'مليون', 1e6, 'أكثر من', 'عميل'],
    ['5 लाख ग्राहक', '5', 'लाख', 1e5, '', 'ग्राहक'],
    ['累計2万人が利用', '2', '万', 1e4, '累計', '人が利用'],
  ])('"%s": %s with "%s" (×%d), between "%s" and "%s"', (copy, whole, scale, multiplier, lead, tail) => {
    const figure = findFigure(copy)!;
    expect(figure.whole).toBe(whole);
    expect(figure.scale.trim()).toBe(scale);
    expect(figure.multiplier).toBe(multiplier);
    expect([figure.lead, figure.tail]).toEqual([lead, tail]);
    // It counts in its own digits; the scale word is not part of the count.
    expect(figureAt(figure, 1)).toBe(whole);
  });

  it.each(['Rated 4.9 by 2,000 regulars', 'Ready in 5 minutes flat', '1.5k five-star reviews'])('"%s" has no scale word', (copy) => {
    expect(findFigure(copy)!.scale).toBe('');
  });
});

const ASPECTS: Aspect[] = ['9:16', '16:9', '1:1'];
const cases = ASPECTS.flatMap((aspect) => STAT_LOOKS.map((_, seed) => [aspect, seed] as const));

async function statFrame(aspect: Aspect, seed: number, prompt: string, language = 'en', frame = 120) {
  const [width, height] = DRAFT_SIZES[aspect];
  const { spans } = await auditedMotionFrames({ aspect, width, height, spec: { type: 'motion', motion: { layout: 'stat' }, prompt }, seed, artStyle: 'cinematic', language, frames: [frame] });
  return { spans: spans.filter((s) => s.layer === 'scene'), unit: Math.min(width, height) };
}

describe('every stat look sets the scale word beside its figure, smaller, on its line', () => {
  it.each(cases)('%s, look %i', async (aspect, seed) => {
    for (const [prompt, language, whole, scale] of [
      ['Injuries from lifting cost UK warehouses 2.1 million working days last year', 'en', '2.1', 'million'],
      ['أكثر من ٢٫١ مليون عميل', 'ar', '٢٫١', 'مليون'],
    ] as const) {
      const { spans } = await statFrame(aspect, seed, prompt, language);
      const figure = spans.find((s) => s.text === whole)!;
      const word = spans.filter((s) => s.text === scale);
      expect(figure, `${prompt}: ${spans.map((s) => s.text).join(' | ')}`).toBeDefined();
      // Once: beside the figure, never again in the words around it.
      expect(word).toHaveLength(1);
      expect(word[0]!.px!).toBeLessThan(figure.px! * 0.6);
      const beside = language === 'ar' ? word[0]!.box.x + word[0]!.box.w <= figure.box.x + 1 : word[0]!.box.x >= figure.box.x + figure.box.w - 1;
      expect(beside).toBe(true);
      expect(Math.abs(word[0]!.box.y + word[0]!.box.h - (figure.box.y + figure.box.h))).toBeLessThan(figure.px! * 0.35);
    }
  });
});

describe('the words around a figure read at arm length and never repeat it', () => {
  const COPY = [
    'Injuries from lifting cost UK warehouses 2.1 million working days last year',
    'Trusted by 12,000 drivers since 1998.',
    'Over 5,000 dogs pampered since 2019.',
    'Rated 4.9 stars by 600 local families.',
  ];
  it.each(cases)('%s, look %i', async (aspect, seed) => {
    for (const prompt of COPY) {
      const figure = findFigure(prompt)!;
      const { spans, unit } = await statFrame(aspect, seed, prompt);
      const words = spans.filter((s) => s.text !== figure.whole && s.text !== figure.scale.trim());
      expect(spans.filter((s) => s.text.includes(figure.whole)).map((s) => s.text), prompt).toEqual([figure.whole]);
      for (const s of words) expect(s.px!, `${prompt}: "${s.text}"`).toBeGreaterThanOrEqual(unit * LABEL_MIN_SHARE - 0.5);
      // One sentence, one size: the words before the figure and after it alike.
      expect(new Set(words.map((s) => Math.round(s.px!))).size, prompt).toBe(1);
      // In reading order: every word before the figure above it, every word after it below it (or beside it, on a wide card).
      const drawnFigure = spans.find((s) => s.text === figure.whole)!;
      const leadWords = new Set(figure.lead.split(' '));
      for (const s of words.filter((w) => leadWords.has(w.text))) expect(s.box.y + s.box.h, `${prompt}: "${s.text}"`).toBeLessThanOrEqual(drawnFigure.box.y + 1);
      expect(words.map((s) => s.text).join(' ')).toBe([figure.lead, figure.tail].filter(Boolean).join(' '));
    }
  });
});
