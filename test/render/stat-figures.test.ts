/**
 * Issue 23, a stat drawn whole: the figure parser reads the usual notations of every language
 * (thousands grouped by a comma, a full stop, a space or a narrow no-break space, decimals after
 * either mark, currency before or after, per cent, "k", ratios, Arabic-Indic digits), and every
 * stat look ends its count on the figure exactly as written, at every aspect.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { wrapLines } from '../../lambdas/render/draw/text-fit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { figureAt, findFigure } from '../../lambdas/render/motion/figures';
import { STAT_LOOKS } from '../../lambdas/render/motion/looks/stat';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

describe('a figure is read whole in the usual notations', () => {
  it.each([
    ['Trusted by 2 000 regulars', '2 000', 2000],
    ['Trusted by 2\u202F000 regulars', '2\u202F000', 2000],
    ['Plus de 12\u00A0500 € économisés', '12\u00A0500 €', 12500],
    ['Trusted by 2,000 regulars', '2,000', 2000],
    ['Über 2.000 Stammgäste', '2.000', 2000],
    ["Mehr als 1'250 Kunden", "1'250", 1250],
    ['1.5k five-star reviews', '1.5k', 1.5],
    ['Bewertet mit 4,9 Sternen', '4,9', 4.9],
    ['A flat white for £3.80', '£3.80', 3.8],
    ['50% less sugar', '50%', 50],
    ['1.234,56 € gespart', '1.234,56 €', 1234.56],
    ['أكثر من ٢٬٠٠٠ عميل', '٢٬٠٠٠', 2000],
    ['تقييم ٤٫٩ من عملائنا', '٤٫٩', 4.9],
    ['खुश ग्राहक: १२००', '१२००', 1200],
  ])('"%s" → %s', (copy, whole, value) => {
    const figure = findFigure(copy)!;
    expect(figure.whole).toBe(whole);
    expect(figure.value).toBeCloseTo(value, 6);
    // The count ends on the figure exactly as written, in its own digits and separators.
    expect(figureAt(figure, 1)).toBe(whole);
  });

  it('a ratio ("24/7") is shown as written from the start: it never counts', () => {
    const figure = findFigure('Open 24/7 for every shift')!;
    expect(figure.whole).toBe('24/7');
    expect(figureAt(figure, 0)).toBe('24/7');
    expect(figureAt(figure, 0.5)).toBe('24/7');
  });

  it('a year ("since 1985", "創業1985年") is shown as written: it never counts up from 0', () => {
    for (const [copy, whole] of [['Family run since 1985', '1985'], ['創業1985年', '1985年'], ['Depuis 2015', '2015']] as const) {
      const figure = findFigure(copy)!;
      expect(figure.whole).toBe(whole);
      expect(figureAt(figure, 0)).toBe(whole);
    }
    // A count of four digits beside a unit or a sign still counts.
    expect(figureAt(findFigure('1500 € off')!, 0)).toBe('0 €');
    expect(figureAt(findFigure('Over 2500 customers')!, 0)).toBe('0');
  });

  it('a Japanese counter ("1985年", "300人", "50店舗") is the figure’s unit, shown with it: never a word left alone under the ring', () => {
    for (const [copy, whole, lead, tail, half] of [
      ['創業1985年。', '1985年', '創業', '', '1985年'],
      ['累計300人が参加', '300人', '累計', 'が参加', '150人'],
      ['全国50店舗', '50店舗', '全国', '', '25店舗'],
    ] as const) {
      const figure = findFigure(copy, 'ja')!;
      expect([figure.whole, figure.lead, figure.tail, figureAt(figure, 0.5)]).toEqual([whole, lead, tail, half]);
    }
  });

  it('a year beside a count leaves the count to be the figure: "Seit 2009 über 10.000 Reparaturen" shows 10.000', () => {
    for (const [copy, whole, lead, tail] of [
      ['Seit 2009 über 10.000 Reparaturen.', '10.000', 'Seit 2009 über', 'Reparaturen.'],
      ['Since 2012, over 4,000 bikes fixed.', '4,000', 'Since 2012, over', 'bikes fixed.'],
      ['Over 4,000 bikes fixed since 2012.', '4,000', 'Over', 'bikes fixed since 2012.'],
    ] as const) {
      const figure = findFigure(copy, 'de')!;
      expect([figure.whole, figure.lead, figure.tail]).toEqual([whole, lead, tail]);
    }
    expect(findFigure('Seit 2009 in Leipzig.')!.whole).toBe('2009');
  });

  it('a scale word is read in the copy\'s language: "5 mil" is 5,000 in Spanish, five mils in English', () => {
    expect(findFigure('5 mil clientes', 'es')!.multiplier).toBe(1000);
    expect(findFigure('5 mil coating', 'en')!.multiplier).toBe(1);
    expect(findFigure('5 mil coating', 'en')!.tail).toBe('mil coating');
  });

  it('halfway through its count a grouped figure keeps its digits and separators', () => {
    expect(figureAt(findFigure('2 000 regulars')!, 0.5)).toBe('1 000');
    expect(figureAt(findFigure('٢٬٠٠٠ عميل')!, 0.5)).toBe('١٬٠٠٠');
    expect(figureAt(findFigure('Bewertet mit 4,9 Sternen')!, 0.5)).toBe('2,5');
  });

  it('a number grouped by spaces never parts across lines', () => {
    const measure = (s: string) => [...s].length * 10;
    for (let width = 60; width <= 300; width += 10) {
      expect(wrapLines('Trusted by 1 250 000 regulars every week', width, measure, false).some((l) => l.includes('1 250 000'))).toBe(true);
    }
  });
});

describe('every stat look ends its count on the whole figure, at every aspect', () => {
  const ASPECTS = Object.keys(DRAFT_SIZES) as Aspect[];
  const COPY = ['Rated 4,9 by 2 000 regulars', 'Trusted by 2\u202F000 regulars', 'Open 24/7', '1.5k five-star reviews', '£3.80 a cup'];
  const cases = ASPECTS.flatMap((aspect) => STAT_LOOKS.map((_, seed) => [aspect, seed] as const));
  it.each(cases)('%s, look %i', async (aspect, seed) => {
    const [width, height] = DRAFT_SIZES[aspect];
    for (const prompt of COPY) {
      const { spans } = await auditedMotionFrames({ aspect, width, height, spec: { type: 'motion', motion: { layout: 'stat' }, prompt }, seed, artStyle: 'cinematic', language: 'en', frames: [72] });
      expect(spans.map((s) => s.text)).toContain(findFigure(prompt)!.whole);
    }
  });
});
