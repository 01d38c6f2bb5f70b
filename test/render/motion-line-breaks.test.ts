/**
 * Issue 23, motion design: a headline is broken into lines as a typographer breaks it, in every
 * look and at every aspect. Never between a number and what it counts ("two / pizzas", "£45 /
 * servicing"), never after an article or a preposition, never inside a name or a short lead
 * phrase ending in a colon ("Tuesday / deal:"), never inside a Japanese word; and no short word
 * left alone on a line beside the others. The lines are read back from the text audit (what the
 * frame drew), the breaks judged by ./draw/text-breaks.ts on the whole copy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BREAK, breakRanks } from '../../lambdas/render/draw/text-breaks';
import { textUnits } from '../../lambdas/render/draw/text-fit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { LOOKS } from '../../lambdas/render/motion/choose';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const ASPECTS: Aspect[] = ['9:16', '16:9', '1:1', '4:5'];

/** Headlines as adverts write them: figures with what they count, prices, names, a colon's lead, other scripts. */
const HEADLINES: [language: string, copy: string][] = [
  ['en', 'Tuesday deal: two pizzas for £12'],
  ['en', 'Book your MOT and £45 servicing this week'],
  ['en', 'Fresh bread baked every morning in the heart of town'],
  ['en', 'Two free coffees with every bag of beans'],
  ['en', 'Your first class at Iron House is on us'],
  ['en', 'Save 30% off every bike in the shop this weekend'],
  ['fr', 'Deux pizzas pour le prix d’une chaque mardi soir'],
  ['de', 'Jetzt zwei Kaffee für nur 5 € im Laden bestellen'],
  ['ja', '毎朝焼きたてのパンをお届けします'],
  ['ar', 'خبز طازج كل صباح من مخبز Iron House في قلب المدينة'],
];

/** A word alone on its line shorter than this share of the widest line is left stranded. */
const ORPHAN = 1 / 3;

const letters = (text: string) => [...text.replace(/\s/gu, '')].length;

/**
 * The lines the frame drew, top to bottom, as counts of letters (order within a line does not
 * matter: right-to-left and mixed lines are counted the same) with their words and widths.
 */
async function drawnLines(aspect: Aspect, copy: string, seed: number, language: string) {
  const [width, height] = DRAFT_SIZES[aspect];
  const { spans } = await auditedMotionFrames({ aspect, width, height, spec: { type: 'motion', motion: { layout: 'headline' }, prompt: copy }, seed, artStyle: 'cinematic', language, frames: [120] });
  const lines: { y: number; h: number; words: { text: string; x0: number; x1: number }[] }[] = [];
  for (const s of spans.filter((s) => s.layer === 'scene')) {
    const y = s.box.y + s.box.h / 2;
    const word = { text: s.text, x0: s.box.x, x1: s.box.x + s.box.w };
    const line = lines.find((l) => Math.abs(l.y - y) < Math.min(l.h, s.box.h) * 0.4);
    if (line) line.words.push(word);
    else lines.push({ y, h: s.box.h, words: [word] });
  }
  return lines
    .sort((a, b) => a.y - b.y)
    .map((l) => ({
      letters: l.words.reduce((sum, w) => sum + letters(w.text), 0),
      words: l.words.length,
      width: Math.max(...l.words.map((w) => w.x1)) - Math.min(...l.words.map((w) => w.x0)),
      text: l.words.map((w) => w.text).join(' '),
    }));
}

/** The breaks the lines take, as indexes of the unit each line ends on. */
function breaksTaken(copy: string, lines: { letters: number }[]): number[] {
  const units = textUnits(copy);
  const ends = new Map<number, number>();
  units.reduce((sum, u, k) => {
    ends.set(sum + letters(u.text), k);
    return sum + letters(u.text);
  }, 0);
  let sum = 0;
  return lines.slice(0, -1).map((l) => ends.get((sum += l.letters)) ?? -1);
}

describe('a headline breaks into lines as a typographer breaks it, in every look at every aspect', () => {
  const cases = HEADLINES.flatMap(([language, copy]) => ASPECTS.map((aspect) => [aspect, language, copy] as const));
  it.each(cases)('%s %s "%s"', async (aspect, language, copy) => {
    const units = textUnits(copy).map((u) => u.text);
    const ranks = breakRanks(units);
    for (let seed = 0; seed < LOOKS.headline.length; seed++) {
      const lines = await drawnLines(aspect, copy, seed, language);
      const shown = `look ${seed}: ${lines.map((l) => l.text).join(' / ')}`;
      expect(lines.reduce((sum, l) => sum + l.letters, 0), shown).toBe(letters(copy));
      const breaks = breaksTaken(copy, lines);
      // Every line ends where a word ends (no word cut), and never where the words forbid it.
      expect(breaks.filter((k) => k < 0), shown).toEqual([]);
      expect(breaks.filter((k) => ranks[k]! <= BREAK.never).map((k) => `after "${units[k]}"`), shown).toEqual([]);
      const widest = Math.max(...lines.map((l) => l.width));
      expect(lines.filter((l) => l.words === 1 && units.length > 2 && l.width < widest * ORPHAN).map((l) => l.text), shown).toEqual([]);
    }
  });
});

describe('an ampersand binds the words it joins', () => {
  it.each(['Sharp & Co barbershop', 'Marks & Spencer food hall', 'Fish & chips every Friday night', 'Bed + breakfast by the sea'])('"%s" is never cut beside the ampersand', (copy) => {
    const words = copy.split(' ');
    const ranks = breakRanks(words);
    const at = words.findIndex((w) => /^[&+]$/u.test(w));
    expect(ranks[at - 1]).toBe(BREAK.never);
    expect(ranks[at]).toBe(BREAK.never);
  });
});
