import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitText, textUnits, wrapLines } from '../../lambdas/render/draw/text-fit';
import { ensureFonts, familiesFor, font } from '../../lambdas/render/fonts';

const ctx = createCanvas(8, 8).getContext('2d');
beforeAll(() => ensureFonts());

describe('§3 motion text auto-fits and wraps, never overflowing its box', () => {
  it('any text, any box: every line fits the width and all lines fit the height', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300, unit: fc.constantFrom(...'abcdéèàçñ ABCDÉ 0123456789 WWW mmm — ,.!?'.split('')) }),
        fc.integer({ min: 40, max: 1000 }),
        fc.integer({ min: 30, max: 800 }),
        (text, w, h) => {
          const fitted = fitText(ctx, text, { w, h }, { weight: 800, maxSize: 200, minSize: 10 });
          ctx.font = font(800, fitted.size);
          for (const line of fitted.lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(w + 0.5);
          expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(Math.max(h, fitted.lineHeight) + 0.5);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('uses the largest size that fits: a short word gets big type', () => {
    const fitted = fitText(ctx, 'Hi', { w: 800, h: 400 }, { weight: 800, maxSize: 300, minSize: 10 });
    expect(fitted.size).toBeGreaterThan(250);
    expect(fitted.lines).toEqual(['Hi']);
  });

  it('keeps an address whole in a call to action: "brew.example.com", not "brew.exam / ple.com"', () => {
    const fitted = fitText(ctx, 'Order at brew.example.com', { w: 464, h: 291 }, { weight: 800, maxSize: 86, minSize: 17 });
    expect(fitted.lines.filter((line) => line.includes('brew.example.com'))).toHaveLength(1);
    // Nor left hanging after its preposition ("Order at / brew.example.com").
    expect(fitted.lines.slice(0, -1).filter((line) => line.endsWith(' at'))).toEqual([]);
  });

  it('breaks a word longer than the line instead of letting it overflow', () => {
    const fitted = fitText(ctx, 'Supercalifragilisticexpialidocious', { w: 120, h: 400 }, { weight: 800, maxSize: 60, minSize: 20 });
    expect(fitted.lines.length).toBeGreaterThan(1);
  });

  it('keeps a word whole while the text stays large: a Japanese title does not cut オーツミルクラテ (oat-milk latte)', () => {
    const fitted = fitText(ctx, '朝をもっと美味しく。新しいオーツミルクラテ', { w: 440, h: 420 }, { weight: 800, maxSize: 110, minSize: 20, families: familiesFor('ja') });
    expect(fitted.lines).toContain('オーツミルクラテ');
    expect(fitted.lines.join('')).toBe('朝をもっと美味しく。新しいオーツミルクラテ');
  });

  it('gives Arabic, Devanagari and Thai lines more room than Latin ones: their marks reach far above and below', () => {
    const box = { w: 400, h: 400 };
    const opts = { weight: 800 as const, maxSize: 60, minSize: 10 };
    const latin = fitText(ctx, 'Better mornings', box, opts);
    for (const [language, text] of [['ar', 'صباح أفضل مع قهوتنا'], ['hi', 'बेहतर सुबह'], ['th', 'เช้าที่ดีกว่า']]) {
      const fitted = fitText(ctx, text!, box, { ...opts, families: familiesFor(language!) });
      expect(fitted.lineHeight / fitted.size).toBeGreaterThanOrEqual((latin.lineHeight / latin.size) * 1.25);
    }
  });

  it('wraps into lines of even length, no word left alone on the last line, never after a preposition', () => {
    const fitted = fitText(ctx, 'Made with barista oat milk', { w: 470, h: 120 }, { weight: 800, maxSize: 40, minSize: 40 });
    expect(fitted.lines).toEqual(['Made with barista', 'oat milk']);
  });

  it('ends with an ellipsis when even the smallest size cannot hold the text', () => {
    const fitted = fitText(ctx, 'word '.repeat(200), { w: 100, h: 40 }, { weight: 400, maxSize: 30, minSize: 12 });
    expect(fitted.lines.at(-1)!.endsWith('…')).toBe(true);
  });

  it('draws accented Latin with the shipped font (glyphs have width, not tofu boxes)', () => {
    ctx.font = font(800, 100);
    const accented = ctx.measureText('éèêëàâçñøå').width;
    const plain = ctx.measureText('eeeeaacnoa').width;
    // Accents sit on the same base glyphs: the same advance widths within a few percent.
    expect(Math.abs(accented - plain) / plain).toBeLessThan(0.05);
  });
});

describe('issue 23: a line never parts a name, an address or a figure', () => {
  const lines = (text: string, w: number, language = 'en', breakWords = true) => {
    ctx.font = font(800, 40, familiesFor(language));
    return wrapLines(text, w, (s) => ctx.measureText(s).width, breakWords);
  };

  it.each([
    ['ar', 'قهوة Iron House الطازجة كل صباح', 'Iron House'],
    ['ar', 'اطلب الآن من Iron House Coffee Co في شارع كينغزلاند', 'Iron House Coffee Co'],
    ['he', 'הזמינו את Iron House עכשיו', 'Iron House'],
  ])('%s: a brand name inside right-to-left text stays on one line, however narrow', (language, text, name) => {
    for (let w = 120; w <= 600; w += 40) expect(lines(text, w, language).filter((line) => line.includes(name)), `${w}px: ${lines(text, w, language).join(' / ')}`).toHaveLength(1);
  });

  it('a left-to-right sentence quoted in Arabic may still wrap: only runs of up to four words are kept whole', () => {
    const units = textUnits('قال the quick brown fox jumps over the lazy dog اليوم').map((u) => u.text);
    expect(units).toContain('the quick brown fox');
  });

  it.each([
    ['Call 0117 496 0000 today', '0117 496 0000'],
    ['Ring +44 20 7946 0958 now', '+44 20 7946 0958'],
    ['Open from 7 am daily', '7 am'],
    ['Open from 7am daily', '7am'],
    ['Just £9 a month', '£9'],
    ['Write to hello@ironhouse.co.uk today', 'hello@ironhouse.co.uk'],
    ['Order at https://ironhouse.co.uk/order now', 'https://ironhouse.co.uk/order'],
  ])('"%s": %s is one unit, on one line at any width', (text, whole) => {
    expect(textUnits(text).map((u) => u.text)).toContain(whole);
    for (let w = 60; w <= 500; w += 40) expect(lines(text, w).some((line) => line.includes(whole)), `${w}px: ${lines(text, w).join(' / ')}`).toBe(true);
  });

  it('a title that may cut long words still never cuts an address: it shrinks instead', () => {
    const fitted = fitText(ctx, 'Visit ironhouse-coffee-roasters.co.uk', { w: 300, h: 300 }, { weight: 800, maxSize: 90, minSize: 8 });
    expect(fitted.lines).toContain('ironhouse-coffee-roasters.co.uk');
    ctx.font = font(800, fitted.size);
    for (const line of fitted.lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(300.5);
  });
});
