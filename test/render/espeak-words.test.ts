/**
 * Word timings from eSpeak NG's own word events (adapters/espeak-words.ts): real eSpeak on short
 * lines, plus made-up events where the exact answer is known.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from '../../lambdas/render/adapters/espeak-speech';
import { espeakWordMarks, spokenWords, type EspeakEvents } from '../../lambdas/render/adapters/espeak-words';
import { decodeWav, wavDurationSec, type PcmAudio } from '../../lambdas/render/audio/wav';
import type { WordMark } from '../../lambdas/render/ports';

const speech = espeakSpeech();
afterAll(() => speech.close?.());

/** The word marks of a line must be usable as they are: in order, one per spoken word, inside the audio. */
function expectWellFormed(text: string, marks: WordMark[] | null, durationSec: number) {
  expect(marks).not.toBeNull();
  expect(marks!.map(({ from, to }) => text.slice(from, to))).toEqual(spokenWords(text).map(({ from, to }) => text.slice(from, to)));
  expect(marks![0]!.start).toBeGreaterThanOrEqual(0);
  expect(marks!.at(-1)!.end).toBeLessThanOrEqual(durationSec);
  marks!.forEach((m, i) => {
    expect(m.end).toBeGreaterThan(m.start);
    if (i > 0) expect(m.start).toBeGreaterThanOrEqual(marks![i - 1]!.end - 1e-9);
  });
}

const mark = (text: string, marks: WordMark[], word: string) => marks.find((m) => text.slice(m.from, m.to) === word)!;

/** Silences of at least `minSec` inside the take (not before or after it), as [start, end] seconds. */
function pauses(audio: PcmAudio, minSec: number): [number, number][] {
  const samples = audio.channels[0]!;
  const peak = samples.reduce((p, s) => Math.max(p, Math.abs(s)), 0);
  const loud = (i: number) => Math.abs(samples[i]!) > 0.03 * peak;
  const found: [number, number][] = [];
  let lastLoud = -1;
  for (let i = 0; i < samples.length; i++) {
    if (!loud(i)) continue;
    if (lastLoud >= 0 && (i - lastLoud) / audio.sampleRate >= minSec) found.push([(lastLoud + 1) / audio.sampleRate, i / audio.sampleRate]);
    lastLoud = i;
  }
  return found;
}

describe('eSpeak word timings (real eSpeak NG)', () => {
  it.each([
    ['en-us-female', 'en', 'Fresh beans, roasted this week.'],
    ['en-gb-male', 'en-GB', 'I taste every single batch myself, every morning.'],
    ['fr-fr-female', 'fr', 'Crème brûlée à volonté, façade naïve.'],
    ['de-de-female', 'de', 'Frische Bohnen, diese Woche geröstet.'],
    ['es-es-female', 'es', '¡Hola! Granos frescos.'],
    ['en-us-female', 'ar', 'صَبَاحٌ أَفْضَلُ مَعَ قَهْوَتِنَا.'],
    ['en-us-female', 'hi', 'हमारी कॉफ़ी के साथ बेहतर सुबह।'],
  ])('%s: one mark per word, in order, within the line (%s)', async (voiceId, language, text) => {
    const spoken = await speech.synthesize({ text, voiceId, language });
    expectWellFormed(text, spoken!.words, wavDurationSec(decodeWav(spoken!.wav)));
  });

  it('a figure read as several words and words eSpeak reads as one ("in the", "of the") keep one mark each', async () => {
    for (const text of ['Save 25 dollars in the app.', 'Then upload it in the app, one of the best.', 'Salt & pepper, 50% off at 9am.', 'Wait...what']) {
      const spoken = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'en' });
      expectWellFormed(text, spoken!.words, wavDurationSec(decodeWav(spoken!.wav)));
    }
  });

  it('where the voice pauses (a comma, a full stop), the mark of the word before ends and the next begins', async () => {
    const text = 'Wake up. Fresh beans roasted this week, delivered to your door.';
    const spoken = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'en' });
    const silences = pauses(decodeWav(spoken!.wav), 0.08);
    expect(silences).toHaveLength(2);
    for (const [[pauseStart, pauseEnd], [before, after]] of [[silences[0]!, ['up.', 'Fresh']], [silences[1]!, ['week,', 'delivered']]] as const) {
      expect(mark(text, spoken!.words!, before).end).toBeGreaterThan(pauseStart - 0.05);
      expect(mark(text, spoken!.words!, before).end).toBeLessThan(pauseStart + 0.05);
      expect(mark(text, spoken!.words!, after).start).toBeGreaterThan(pauseEnd - 0.12);
      expect(mark(text, spoken!.words!, after).start).toBeLessThanOrEqual(pauseEnd + 0.01);
    }
  });

  it('a Japanese line read in kana is marked word by word on the script, kanji included', async () => {
    const text = '今日は良い天気です。';
    const spoken = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'ja' });
    const words = spoken!.words!.map((w) => text.slice(w.from, w.to));
    expect(words).toEqual(['今日', 'は', '良い', '天気', 'です']);
    const starts = spoken!.words!.map((w) => w.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('a Chinese line is marked character by character to its last word, not as one mark that stops at the first pause', async () => {
    const text = '欢迎来到我们的咖啡店。每天早上七点开门，欢迎光临！';
    const spoken = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'zh' });
    const take = wavDurationSec(decodeWav(spoken!.wav));
    expectWellFormed(text, spoken!.words, take);
    expect(spoken!.words!.length).toBe([...text.matchAll(/\p{Script=Han}/gu)].length);
    // The last character ends where eSpeak's closing silence begins, not at the first comma.
    expect(take - spoken!.words!.at(-1)!.end).toBeLessThan(0.5);
    expect(mark(text, spoken!.words!, '开').start).toBeGreaterThan(mark(text, spoken!.words!, '店。').end);
  });
});

const RATE = 1000;
const events = (words: [number, number, number][], phonemes: [number, string][] = []): EspeakEvents => ({ sampleRate: RATE, words, phonemes });

describe('eSpeak word timings (made-up events)', () => {
  it('a word lasts from its event to the next word, or to the pause that follows it', () => {
    const text = 'One, two three';
    const marks = espeakWordMarks(text, events([[0, 1, 3], [600, 6, 3], [900, 10, 5]], [[400, ''], [1400, '']]), 1.5);
    expect(marks).toEqual([
      { start: 0, end: 0.4, from: 0, to: 4 },
      { start: 0.6, end: 0.9, from: 5, to: 8 },
      { start: 0.9, end: 1.4, from: 9, to: 14 },
    ]);
  });

  it('a word spoken in parts with pauses between (an address) lasts to the pause after its last part', () => {
    const text = 'at shop.example.com';
    // eSpeak reports "shop", "example" and "com" as events inside the one word, pausing at each dot.
    const marks = espeakWordMarks(text, events([[0, 1, 2], [300, 4, 4], [800, 9, 7], [1500, 17, 3]], [[700, ''], [1400, ''], [1900, '']]), 2);
    expect(marks.map((m) => [text.slice(m.from, m.to), m.start, m.end])).toEqual([
      ['at', 0, 0.3],
      ['shop.example.com', 0.3, 1.9],
    ]);
  });

  it('the words one event stands for share its time by length', () => {
    const text = 'in the app';
    // eSpeak reads "in the" as one entry and reports only "in".
    const marks = espeakWordMarks(text, events([[0, 1, 2], [500, 8, 3]]), 1);
    expect(marks.map((m) => [text.slice(m.from, m.to), m.start, m.end])).toEqual([
      ['in', 0, 0.2],
      ['the', 0.2, 0.5],
      ['app', 0.5, 1],
    ]);
  });

  it('positions count characters, not UTF-16 units, and map back to the script through the reading', () => {
    const spoken = '𝒜 キョー ワ';
    const marks = espeakWordMarks(spoken, events([[0, 1, 1], [200, 3, 3], [500, 7, 1]]), 0.8, [
      { spoken: [0, 2], script: [0, 2] },
      { spoken: [3, 6], script: [2, 4] },
      { spoken: [7, 8], script: [4, 5] },
    ]);
    expect(marks).toEqual([
      { start: 0, end: 0.2, from: 0, to: 2 },
      { start: 0.2, end: 0.5, from: 2, to: 4 },
      { start: 0.5, end: 0.8, from: 4, to: 5 },
    ]);
  });
});
