/**
 * Word timings from eSpeak NG (adapters/espeak-words.ts): real eSpeak on short lines, plus
 * hand-made takes where the exact answer is known.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from '../../lambdas/render/adapters/espeak-speech';
import { espeakWordMarks, soundStretches, spacedSsml, spokenWords } from '../../lambdas/render/adapters/espeak-words';
import { captionWords } from '../../lambdas/render/captions';
import { decodeWav, encodeWav, wavDurationSec } from '../../lambdas/render/audio/wav';
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
    if (i > 0) expect(m.start).toBeGreaterThanOrEqual(marks![i - 1]!.end);
  });
}

const mark = (text: string, marks: WordMark[], word: string) => marks.find((m) => text.slice(m.from, m.to) === word)!;

describe('eSpeak word timings (real eSpeak NG)', () => {
  it.each([
    ['en-us-female', 'en', 'Fresh beans, roasted this week.'],
    ['en-gb-male', 'en-GB', 'I taste every single batch myself, every morning.'],
    ['fr-fr-female', 'fr', 'Crème brûlée à volonté, façade naïve.'],
    ['de-de-female', 'de', 'Frische Bohnen, diese Woche geröstet.'],
    ['es-es-female', 'es', '¡Hola! Granos frescos.'],
    ['en-us-female', 'ar', 'صباح أفضل مع قهوتنا.'],
    ['en-us-female', 'hi', 'हमारी कॉफ़ी के साथ बेहतर सुबह।'],
  ])('%s: one mark per word, in order, within the line (%s)', async (voiceId, language, text) => {
    const { wav, words } = await speech.synthesize({ text, voiceId, language });
    expectWellFormed(text, words, wavDurationSec(decodeWav(wav)));
  });

  it('a figure read as several words and words eSpeak runs together ("in the") keep one mark each', async () => {
    for (const text of ['Save 25 dollars in the app.', 'Then upload it in the app, one of the best.', 'Salt & pepper, 50% off at 9am.']) {
      const { wav, words } = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'en' });
      expectWellFormed(text, words, wavDurationSec(decodeWav(wav)));
    }
  });

  it('where the voice pauses (a comma, a full stop), the mark of the word before ends and the next begins', async () => {
    const text = 'Wake up. Fresh beans roasted this week, delivered to your door.';
    const { wav, words } = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'en' });
    const parts = soundStretches(decodeWav(wav), 0.08);
    const pauses = parts.slice(1).map(([start], i) => [parts[i]![1], start] as const);
    expect(pauses).toHaveLength(2);
    for (const [[pauseStart, pauseEnd], [before, after]] of [[pauses[0]!, ['up.', 'Fresh']], [pauses[1]!, ['week,', 'delivered']]] as const) {
      expect(mark(text, words!, before).end).toBeCloseTo(pauseStart, 2);
      expect(mark(text, words!, after).start).toBeCloseTo(pauseEnd, 2);
    }
  });

  it('when the spaced take does not pair with the words, there are no marks and captions use the estimate', async () => {
    // "Wait...what" is one word to the captions but sounds as two, with a pause inside it.
    const text = 'Wait...what';
    const { words } = await speech.synthesize({ text, voiceId: 'en-us-female', language: 'en' });
    expect(words).toBeNull();
    const line = { script: text, offsetSec: 0.3, tempo: 1, speechSec: 1.2 };
    expect(captionWords({ ...line, marks: words })).toEqual([{ text, space: false, start: 0.3, end: 1.5 }]);
  });
});

/** A mono take of tone bursts at the given [start, end] seconds, silence elsewhere. */
function take(bursts: [number, number][], lengthSec: number): Buffer {
  const rate = 16_000;
  const samples = new Float32Array(Math.round(lengthSec * rate));
  for (const [start, end] of bursts) {
    for (let i = Math.round(start * rate); i < Math.round(end * rate); i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 220 * i) / rate);
  }
  return encodeWav({ sampleRate: rate, channels: [samples] });
}

describe('eSpeak word timings (made-up takes)', () => {
  it('words share each stretch of the heard take in proportion to their length in the spaced take', () => {
    // Spaced: "One," 0.2 s, "two" 0.2 s, "three" 0.4 s. Heard: "One," 0–0.4, a pause, then 0.6–1.2.
    const marks = espeakWordMarks('One, two three', take([[0, 0.4], [0.6, 1.2]], 1.5), take([[0, 0.2], [0.5, 0.7], [1, 1.4]], 1.6))!;
    const rounded = marks.map((m) => [Number(m.start.toFixed(2)), Number(m.end.toFixed(2))]);
    expect(rounded).toEqual([[0, 0.4], [0.6, 0.8], [0.8, 1.2]]);
  });

  it('a stretch more or fewer than the words gives no marks', () => {
    const heard = take([[0, 1]], 1.2);
    expect(espeakWordMarks('One two', heard, take([[0, 0.2], [0.5, 0.7], [1, 1.2]], 1.4))).toBeNull();
    expect(espeakWordMarks('One two three', heard, take([[0, 0.2], [0.5, 0.7]], 1))).toBeNull();
    expect(espeakWordMarks('—', heard, take([[0, 0.2]], 1))).toBeNull();
  });

  it('the spaced take breaks before every spoken word and escapes the text as SSML', () => {
    expect(spacedSsml('Salt & pepper <b>')).toBe('<speak>Salt &amp; <break time="300ms"/>pepper <break time="300ms"/>&lt;b&gt;</speak>');
  });
});
