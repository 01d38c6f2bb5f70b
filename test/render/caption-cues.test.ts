/**
 * Issue 23: caption cues are cut as a subtitler cuts them (Netflix Timed Text Style Guide, BBC
 * Subtitle Guidelines; lambdas/render/caption-rules.ts): at a sentence end first, then at clause
 * punctuation, then before a conjunction or a preposition; never after an article, a
 * preposition or a conjunction, never between a figure and what it counts, never inside a name;
 * at most two lines of the script's length, each cue up long enough to be read.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { burnedCaptions, captionCues, captionWords, cueLines, cueText, layoutWords, webVtt, type CaptionCue } from '../../lambdas/render/captions';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { ensureFonts, familiesFor } from '../../lambdas/render/fonts';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES } from '../support/motion-frames';
import { charCount, cueLimits, MAX_CUE_LINES, MAX_CUE_SEC, MIN_CUE_SEC } from '../../lambdas/render/caption-rules';
import { BREAK, breakRanks, wordsLanguage } from '../../lambdas/render/draw/text-breaks';

/** A line read at `cps` characters a second, its words timed by the estimate. */
const spoken = (script: string, cps = 15) => captionWords({ script, marks: null, offsetSec: 0.3, tempo: 1, speechSec: script.length / cps });
const texts = (cues: CaptionCue[]) => cues.map((c) => cueText(c.words));
const lastWord = (text: string) => text.split(' ').at(-1)!.toLowerCase();

describe('where a cue ends', () => {
  it('a cue never ends on a conjunction: "…across Bristol when / you order by 2pm." is one cue', () => {
    const cues = captionCues(spoken('Same-day delivery across Bristol when you order by 2pm. Fresh flowers, wrapped by hand, at your door before dinner.'), 'block');
    expect(texts(cues)).toEqual(['Same-day delivery across Bristol when you order by 2pm.', 'Fresh flowers, wrapped by hand, at your door before dinner.']);
  });

  it('a sentence too long for one cue is cut at its comma, not before the nearest preposition', () => {
    const cues = captionCues(spoken('Fresh beans roasted this week and packed by hand, delivered to your door every single Monday morning before seven.'), 'block');
    expect(texts(cues)[0]).toBe('Fresh beans roasted this week and packed by hand,');
  });

  it('never after an article, a preposition, a conjunction or a figure, in either style', () => {
    const never = new Set(['the', 'a', 'an', 'to', 'by', 'in', 'of', 'for', 'with', 'and', 'or', 'when', 'your', '2', '£9']);
    for (const script of [
      'Book a table for two in the garden room and we will keep the best seats by the window for you tonight.',
      'Get 2 coffees for £9 with the app when you order before 10am on any weekday at any of our shops in the city.',
      'Choose a plan, add your team and invite them by email so everyone can share the same calendar from day one.',
    ]) {
      for (const style of ['block', 'karaoke'] as const) {
        const cues = captionCues(spoken(script), style);
        expect(texts(cues).join(' ')).toBe(script);
        for (const cue of texts(cues).slice(0, -1)) expect(never.has(lastWord(cue)), `${style}: "${cue}"`).toBe(false);
      }
    }
  });

  it('never between a number and what it counts, in figures or in words', () => {
    for (const [line, at] of [['Get 2 coffees today', 1], ['Get two coffees for the price of one', 1], ['Holen Sie sich zwei Kaffee heute', 3], ['Achetez deux cafés pour le prix d’un', 1]] as const) {
      expect(breakRanks(line.split(' '))[at], line).toBe(BREAK.never);
    }
  });

  it('keeps a name whole: "Iron House" is never cut in two', () => {
    const ranks = breakRanks('Visit Iron House on Kingsland Road today'.split(' '));
    expect(ranks[1]).toBe(BREAK.never);
    expect(ranks[4]).toBe(BREAK.never);
  });

  it('a sentence\'s first word before a name is a poor cut, not a forbidden one: the name stays whole instead', () => {
    const ranks = breakRanks('Descubre Panadería La Espiga, una panadería artesanal en Valencia.'.split(' '));
    expect(ranks[0]).toBe(BREAK.afterOpener);
    expect(ranks.slice(1, 3)).toEqual([BREAK.never, BREAK.never]);
    // Inside a name a cut stays forbidden; only after the sentence's first word is it merely poor, and still dearer than any plain cut.
    expect(breakRanks('Iron House opens today. Meet Northgate Dental now'.split(' ')).slice(0, 6)).toEqual([BREAK.afterOpener, BREAK.plain, BREAK.plain, BREAK.sentence, BREAK.afterOpener, BREAK.never]);
  });

  it('never after "each" or "every" in any language: the word it qualifies follows', () => {
    for (const [line, at] of [['Pan recién horneado cada mañana desde las 7.', 3], ['Du pain frais chaque matin dès 7 h.', 3], ['Frisches Brot jeden Morgen ab 7 Uhr.', 2]] as const) {
      expect(breakRanks(line.split(' '))[at], line).toBe(BREAK.never);
    }
  });

  it('ranks breaks: sentence end, then clause, then before a conjunction, then before a preposition', () => {
    const words = 'Done. Then, open it and go to the menu'.split(' ');
    const ranks = breakRanks(words);
    expect(ranks[0]).toBe(BREAK.sentence);
    expect(ranks[1]).toBe(BREAK.clause);
    expect(ranks[3]).toBe(BREAK.beforeConjunction);
    expect(ranks[5]).toBe(BREAK.beforePreposition);
    expect(ranks[6]).toBe(BREAK.never); // after "to"
  });

  it.each([
    ['fr', 'Livraison le jour même dans tout Bristol si vous commandez avant 14 h', ['le', 'dans', 'si', 'avant']],
    ['es', 'Entrega el mismo día en todo Bristol si pides antes de las dos', ['el', 'en', 'si', 'de', 'las']],
    ['de', 'Lieferung am selben Tag in ganz Bristol wenn Sie vor 14 Uhr bestellen', ['am', 'in', 'wenn', 'vor']],
    ['it', 'Consegna in giornata in tutta Bristol se ordini entro le due', ['in', 'se', 'le']],
  ])('%s: never after the language’s own articles, prepositions and conjunctions', (language, line, words) => {
    const split = line.split(' ');
    expect(wordsLanguage(split)).toBe(language);
    const ranks = breakRanks(split);
    for (const word of words) expect(ranks[split.indexOf(word)], word).toBe(BREAK.never);
  });

  it('Japanese: cut after a particle or punctuation, never inside a word’s ending', () => {
    const script = '朝をもっと美味しく。新しいオーツミルクラテは、毎朝七時から渋谷店でお待ちしています。';
    for (const style of ['block', 'karaoke'] as const) {
      const cues = texts(captionCues(spoken(script, 7), style));
      expect(cues.join('')).toBe(script);
      for (const cue of cues.slice(0, -1)) expect(cue, `${style}: ${cues.join(' | ')}`).toMatch(/[。、、！？をはがにでとのもへやからまで]$/u);
    }
  });

  it('Arabic: a cue ends before a preposition or conjunction, never after one, and keeps the brand name whole', () => {
    const cues = texts(captionCues(spoken('اطلب قهوة Iron House الآن واحصل على التوصيل المجاني في نفس اليوم إلى باب منزلك.'), 'karaoke'));
    for (const cue of cues.slice(0, -1)) expect(['في', 'على', 'إلى', 'من']).not.toContain(cue.split(' ').at(-1));
    expect(cues.some((cue) => cue.includes('Iron House'))).toBe(true);
  });
});

describe('the cue rules', () => {
  const scripts = [
    'Same-day delivery across Bristol when you order by 2pm. Fresh flowers, wrapped by hand, at your door before dinner.',
    'Open the app, tap Settings, then choose Security and reset your password in under a minute. It takes less time than making a cup of tea, and you only do it once.',
    'Livraison le jour même dans tout Bristol si vous commandez avant 14 h. Des fleurs fraîches, emballées à la main, chez vous avant le dîner.',
    '朝をもっと美味しく。新しいオーツミルクラテは、毎朝七時から渋谷店でお待ちしています。',
    'اطلب قهوة Iron House الآن واحصل على التوصيل المجاني في نفس اليوم إلى باب منزلك.',
  ];

  it.each(scripts)('%s: at most two lines of the script’s length, up long enough to be read', (script) => {
    const cues = captionCues(spoken(script, /\p{Script=Han}/u.test(script) ? 7 : 15), 'block');
    for (const cue of cues) {
      const lines = cueLines(cue).map((line) => cueText(line));
      const { lineChars, cps } = cueLimits(lines.join(''));
      expect(lines.length).toBeLessThanOrEqual(MAX_CUE_LINES);
      for (const line of lines) expect(charCount(line), line).toBeLessThanOrEqual(lineChars);
      expect(cue.end - cue.start).toBeGreaterThanOrEqual(MIN_CUE_SEC - 1e-9);
      expect(cue.end - cue.start).toBeLessThanOrEqual(MAX_CUE_SEC);
      expect(charCount(cueText(cue.words)) / (cue.end - cue.start)).toBeLessThanOrEqual(cps);
    }
  });

  it('two short sentences said quickly share a cue rather than flash by', () => {
    const cues = captionCues(spoken('Wake up. Fresh beans roasted this week.', 15), 'block');
    expect(texts(cues)).toEqual(['Wake up. Fresh beans roasted this week.']);
  });

  it('a line shorter than the minimum stays up past the voice, by at most half a second', () => {
    const words = captionWords({ script: 'Hi.', marks: null, offsetSec: 0.3, tempo: 1, speechSec: 0.25 });
    const [cue] = captionCues(words, 'block');
    expect(cue!.end - cue!.start).toBeCloseTo(0.75, 6);
    const longer = captionCues(captionWords({ script: 'Hello.', marks: null, offsetSec: 0.3, tempo: 1, speechSec: 0.5 }), 'block');
    expect(longer[0]!.end - longer[0]!.start).toBeCloseTo(MIN_CUE_SEC, 6);
  });

  it('the WebVTT file breaks a long cue into two lines where the words break best', () => {
    const vtt = webVtt(captionCues(spoken('It takes two minutes to file an expense report on your phone.'), 'block'), 'en').replace(/<[^>]+>/g, '');
    expect(vtt).toContain('It takes two minutes\nto file an expense report on your phone.');
  });
});

describe('burned-in captions fit the frame without a bad line break, at every aspect', () => {
  beforeAll(() => ensureFonts());
  const ASPECTS = Object.keys(DRAFT_SIZES) as Aspect[];
  const script = 'Bouquets start at £9, and every one is made to order in our shop on Harbour Lane from 7 am. Call 0117 496 0000 or visit harbourlaneflorist.co.uk today.';

  it.each(ASPECTS)('%s: each cue in at most two lines, none broken inside a name, a number or after a preposition', (aspect) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const box = safeAreas(aspect, width, height, true).caption;
    const look = { width, height, families: familiesFor('en'), rtl: false, accent: '#f4d35e', plate: '#000000' };
    for (const style of ['block', 'karaoke'] as const) {
      const burned = burnedCaptions(captionCues(spoken(script), style), style, box, look);
      expect(burned.cues.map((c) => cueText(c.words)).join(' ')).toBe(script);
      const m = createCanvas(8, 8).getContext('2d');
      for (const cue of burned.cues) {
        const { words } = layoutWords(m, cue, burned.size, burned.textWidth, look);
        const rows = [...new Set(words.map((p) => p.box.y))];
        expect(rows.length, cueText(cue.words)).toBeLessThanOrEqual(2);
        if (rows.length === 2) {
          const firstLine = words.filter((p) => p.box.y === rows[0]).length;
          expect(cue.breaks[firstLine - 1], `${aspect} ${style}: ${cueText(cue.words)}`).toBeGreaterThan(BREAK.never);
        }
      }
      for (const whole of ['Harbour Lane', '0117 496 0000', '7 am.']) expect(burned.cues.some((cue) => cueText(cue.words).includes(whole)), whole).toBe(true);
    }
  });

  it.each(ASPECTS)('%s: a name that opens a sentence is not cut in two to keep its verb on one line', (aspect) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const box = safeAreas(aspect, width, height, true).caption;
    const look = { width, height, families: familiesFor('es'), rtl: false, accent: '#f4d35e', plate: '#000000' };
    const burned = burnedCaptions(captionCues(spoken('Descubre Panadería La Espiga, una panadería artesanal en Valencia.'), 'block'), 'block', box, look);
    for (const cue of burned.cues) expect(cueText(cue.words), aspect).not.toMatch(/^Espiga|(?:Panadería|La)$/u);
  });

  it.each(ASPECTS)('%s: a name too long for a clean cut at full size is set a little smaller rather than cut inside it ("Fietsenmaker De | Spaak")', (aspect) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const box = safeAreas(aspect, width, height, true).caption;
    const look = { width, height, families: familiesFor('nl'), rtl: false, accent: '#f4d35e', plate: '#000000' };
    const burned = burnedCaptions(captionCues(spoken('Maak kennis met Fietsenmaker De Spaak in Utrecht. Onze monteur plakt je band.'), 'block'), 'block', box, look);
    for (const cue of burned.cues) expect(cueText(cue.words), aspect).not.toMatch(/(?:Fietsenmaker|De)$|^(?:De|Spaak)\b/u);
  });
});

describe('a short line said quickly stays up until it can be read', () => {
  it('its last cue is held to the reading speed, within its scene', () => {
    // "Count the cash in the drawer." said in 1.2 s: 29 characters would be read at 24 a second.
    const words = spoken('Count the cash in the drawer.', 29 / 1.2);
    const [cue] = captionCues(words, 'block', 3);
    const { cps } = cueLimits('Count the cash in the drawer.');
    expect(charCount(cueText(cue!.words)) / (cue!.end - cue!.start)).toBeLessThanOrEqual(cps);
    // Never past the scene's end.
    const [held] = captionCues(words, 'block', 1.7);
    expect(held!.end).toBeLessThanOrEqual(1.7);
  });
});
