/**
 * Issue 23, motion text: a figure lifted out of its sentence leaves the sentence around it, a number
 * never parts from its unit or currency sign, and every look keeps its text inside the safe area
 * at every aspect, long words included. Frames are drawn through the text audit (the record
 * check:video reads) and every box of every frame measured.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MotionLayout } from '../../lambdas/core/render/vocabulary';
import { inside } from '../../lambdas/render/draw/layout';
import { ensureFonts, familiesFor } from '../../lambdas/render/fonts';
import { wrapLines } from '../../lambdas/render/draw/text-fit';
import { LOOKS } from '../../lambdas/render/motion/choose';
import { splitCopy } from '../../lambdas/render/motion/copy';
import { findFigure } from '../../lambdas/render/motion/figures';
import { setType } from '../../lambdas/render/motion/type';
import { type ArtStyle, type Aspect, type SceneSpec } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES, waysIn } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const SIZES = DRAFT_SIZES;

function drawn(aspect: Aspect, spec: SceneSpec, seed: number, artStyle: ArtStyle, language = 'en', frames = Array.from({ length: 16 }, (_, i) => i * 4)) {
  const [width, height] = SIZES[aspect];
  return auditedMotionFrames({ aspect, width, height, spec, seed, artStyle, language, frames, stepNumber: 3 });
}

const ASPECTS = Object.keys(SIZES) as Aspect[];
const lookCount = (layout: MotionLayout) => LOOKS[layout].length;

describe('every look keeps its text inside the safe area at every aspect, long words included', () => {
  // Long words and long copy: each look must shrink or wrap them, through the pop, the sway and the boil.
  const COPY: Partial<Record<MotionLayout, string>> = {
    steps: 'Open the admin console, add the refund-authorisation tag, then choose Passwortwiederherstellungsoptionen and confirm it with your manager',
    checklist: 'Add the refund-authorisation tag; Choose Passwortwiederherstellungsoptionen; Confirm with your manager',
    headline: 'Rückerstattungsbestätigung in one tap. The refund-authorisation tag does the rest',
    stat: 'Zahlungsrückerstattungen 92 % schneller bearbeitet',
    cta: 'Jetzt Passwortwiederherstellungsoptionen öffnen unter kundenservice-beispiel.de',
  };
  const cases = ASPECTS.flatMap((aspect) => (Object.keys(COPY) as MotionLayout[]).flatMap((layout) => Array.from({ length: lookCount(layout) }, (_, seed) => [aspect, layout, seed] as const)));
  const STYLES = ['cinematic', 'stop_motion', 'whimsy_3d'] as const;
  // Every look in every aspect; the art styles in turn outside 9:16 and 16:9 (waysIn), each look's own turn.
  it.each(cases)('%s %s, look %i', async (aspect, layout, seed) => {
    for (const style of waysIn(aspect, STYLES.length, seed).map((s) => STYLES[s]!)) {
      const { spans, safe } = await drawn(aspect, { type: 'motion', motion: { layout }, prompt: COPY[layout]! }, seed, style);
      expect(spans.length).toBeGreaterThan(0);
      expect(spans.filter((s) => !inside(s.box, safe, 1)).map((s) => ({ style, text: s.text, from: s.from, box: s.box, safe }))).toEqual([]);
    }
  });
});

describe('a figure lifted out of its sentence leaves the sentence around it, in order', () => {
  it.each([
    ['Ahorra un 20 % más con el código VERANO20', '20 %', 'Ahorra un', 'más con el código VERANO20'],
    ['Économisez 19,99 € sur votre abonnement annuel', '19,99 €', 'Économisez', 'sur votre abonnement annuel'],
    ['Rated 4.9 by 2,000 regulars', '4.9', 'Rated', 'by 2,000 regulars'],
    ['Nur 3,50\u00A0€ pro Tasse', '3,50\u00A0€', 'Nur', 'pro Tasse'],
    ['Get £3.80 back on every order', '£3.80', 'Get', 'back on every order'],
    ['Trusted by 12,000 drivers since 1998.', '12,000', 'Trusted by', 'drivers since 1998.'],
  ])('"%s": the figure is %s, "%s" before it and "%s" after it', (copy, whole, lead, tail) => {
    const figure = findFigure(copy)!;
    expect(figure.whole).toBe(whole);
    expect([figure.lead, figure.tail]).toEqual([lead, tail]);
  });

  it.each([
    ['30% off all week', '30%', '', 'off all week'],
    ['20 % de descuento', '20 %', '', 'de descuento'],
    ['Regulars who come back: 92 %', '92 %', 'Regulars who come back', ''],
    ['Code SUMMER20 saves 20%', '20%', 'Code SUMMER20 saves', ''],
  ])('"%s": a figure at the edge of the copy (%s) leaves "%s" before it and "%s" after it', (copy, whole, lead, tail) => {
    const figure = findFigure(copy)!;
    expect(figure.whole).toBe(whole);
    expect([figure.lead, figure.tail]).toEqual([lead, tail]);
  });
});

describe('a number never parts from its unit or currency sign', () => {
  const measure = (s: string) => [...s].length * 10;
  it.each([
    ['Tarrina familiar por solo 19,99 € esta semana', '19,99 €'],
    ['Tarrina familiar por solo 19,99\u202F€ esta semana', '19,99\u202F€'],
    ['Ahorra un 20 % más con el código VERANO20', '20 %'],
    ['Ahorra un 20\u00A0% más con el código VERANO20', '20\u00A0%'],
    ['Pay only € 19,99 for the family tub', '€ 19,99'],
    ['Now just $9.99 a month, cancel any time', '$9.99'],
    ['A flat white for £3.80 before nine', '£3.80'],
    ['Run 5 km every morning with the club', '5 km'],
  ])('"%s" keeps "%s" on one line at every width', (copy, together) => {
    for (let width = 40; width <= 400; width += 10) {
      const lines = wrapLines(copy, width, measure, false);
      expect(lines.some((line) => line.includes(together)), `${width}: ${lines.join(' / ')}`).toBe(true);
    }
  });

  it('a price at the end of a 9:16 headline stays whole when the text is set', () => {
    const m = createCanvas(10, 10).getContext('2d');
    const set = setType(m, 'Tarrina familiar por solo 19,99 €', { x: 0, y: 0, w: 300, h: 400 }, { families: familiesFor('es'), rtl: false, width: 540, height: 960 }, { weight: 800, maxSize: 70 });
    expect(set.lines.length).toBeGreaterThan(1);
    expect(set.lines.flatMap((l) => l.words.map((w) => w.text))).toContain('19,99 €');
  });
});

describe('a long word cut across lines is marked with a hyphen', () => {
  const measure = (s: string) => [...s].length * 10;
  it('"Zahlungsrückerstattungsbestätigung" cut to fit a narrow line: every cut piece ends in a hyphen and fits', () => {
    const lines = wrapLines('Choose Zahlungsrückerstattungsbestätigung now', 120, measure, true);
    const cut = lines.filter((l) => l.endsWith('-'));
    expect(cut.length).toBeGreaterThan(1);
    expect(lines.every((l) => measure(l) <= 120)).toBe(true);
    expect(lines.join('').replace(/[- ]/g, '')).toBe('ChooseZahlungsrückerstattungsbestätigungnow');
    // The last piece keeps at least three letters: "…bestätigu- / ng" is not a cut.
    expect([...lines[lines.findLastIndex((l) => l.endsWith('-')) + 1]!.split(' ')[0]!].length).toBeGreaterThanOrEqual(3);
  });

  it('a compound too long for its line breaks after its own hyphen, never inside a part ("noise-cancell / ing")', () => {
    const lines = wrapLines('Nimbus noise-cancelling headphones', 110, measure, true);
    expect(lines).toContain('noise-');
    expect(lines.some((l) => l.startsWith('cancelling'))).toBe(true);
    expect(lines.every((l) => measure(l) <= 110)).toBe(true);
  });

  it('an address or a Japanese word is cut without one', () => {
    expect(wrapLines('kundenservice-beispiel.de', 80, measure, true).join('')).toBe('kundenservice-beispiel.de');
    expect(wrapLines('オーツミルクラテ', 40, measure, true).join('')).toBe('オーツミルクラテ');
  });
});

describe('copy splits into headline and supporting line only at a sentence break', () => {
  it.each([
    ['Sign up at ironhouse.fit', ['Sign up at ironhouse.fit', '']],
    ['Rated 4.9 by 2,000 regulars', ['Rated 4.9 by 2,000 regulars', '']],
    ['Order now. oatandco.com', ['Order now.', 'oatandco.com']],
    ['Stride Pro. Now $129, down from $160', ['Stride Pro.', 'Now $129, down from $160']],
    ['朝をもっと美味しく。新しいオーツミルクラテ', ['朝をもっと美味しく。', '新しいオーツミルクラテ']],
    ['Come and say hello — 14 Elm Road', ['Come and say hello', '14 Elm Road']],
    // A short lead before a colon is a label of the headline, not a headline of its own.
    ['Tuesday deal: two pizzas for £12', ['Tuesday deal: two pizzas for £12', '']],
    ['Tuesday deal: two pizzas for £12. Order by 9pm', ['Tuesday deal: two pizzas for £12.', 'Order by 9pm']],
    ['What every new rider asks us: where do I park?', ['What every new rider asks us:', 'where do I park?']],
    // A title over its tag is no lead-in: the colon would hang at the headline's end.
    ['Using a fire extinguisher: step by step', ['Using a fire extinguisher', 'step by step']],
  ])('"%s"', (copy, parts) => {
    expect(splitCopy(copy)).toEqual(parts);
  });
});

describe('a rising word keeps room for its sway: the last line of a full box never dips out of the safe area', () => {
  it.each(['Always wear your seatbelt and keep the load low when driving', 'Bate 6 huevos y mézclalos con las patatas'])('16:9 single step, giant numeral: "%s"', async (prompt) => {
    const frames = Array.from({ length: 40 }, (_, i) => i * 3);
    const { spans, safe } = await drawn('16:9', { type: 'motion', motion: { layout: 'steps' }, prompt }, 2, 'cinematic', 'en', frames);
    expect(spans.filter((s) => !inside(s.box, safe, 1)).map((s) => ({ text: s.text, from: s.from, box: s.box }))).toEqual([]);
  });
});

describe('a line revealed from behind a mask counts only where it shows', () => {
  // A short headline set as large as the frame allows: its lines rise from behind their own lower edge.
  it.each(Array.from({ length: lookCount('headline') }, (_, seed) => seed))('16:9 headline "Ofsted Outstanding.", look %i: no text outside the safe area while it rises', async (seed) => {
    const frames = Array.from({ length: 36 }, (_, i) => i);
    for (const style of ['cinematic', 'stop_motion', 'whimsy_3d'] as const) {
      const { spans, safe } = await drawn('16:9', { type: 'motion', motion: { beat: 'proof', layout: 'headline' }, prompt: 'Ofsted Outstanding.' }, seed, style, 'en', frames);
      expect(spans.length).toBeGreaterThan(0);
      expect(spans.filter((s) => !inside(s.box, safe, 1)).map((s) => ({ style, text: s.text, from: s.from, box: s.box }))).toEqual([]);
    }
  });
});
