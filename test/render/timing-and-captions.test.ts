import { describe, expect, it } from 'vitest';
import { captionCues, captionWords, cueText, webVtt, type SpokenLine } from '../../lambdas/render/captions';
import { MAX_STRETCH, MAX_TEMPO, NARRATION_LEAD_SEC, NARRATION_TAIL_SEC, sceneTiming } from '../../lambdas/render/timing';

describe('the length rule: narration never takes a scene more than 15% past its planned length', () => {
  const room = (sec: number) => sec - NARRATION_LEAD_SEC - NARRATION_TAIL_SEC;

  it('keeps the requested length when the line fits', () => {
    expect(sceneTiming(6, { sec: 2 }, 30)).toMatchObject({ durationSec: 6, frames: 180, tempo: 1, speechSec: 2 });
  });

  it('lengthens a scene for a longer line by at most 15%', () => {
    const t = sceneTiming(4, { sec: 3.5 }, 30);
    expect(t.durationSec).toBeCloseTo(3.5 + NARRATION_LEAD_SEC + NARRATION_TAIL_SEC, 1);
    expect(t.tempo).toBe(1);
    const longer = sceneTiming(4, { sec: 5 }, 30);
    expect(longer.durationSec).toBeCloseTo(4 * MAX_STRETCH, 1);
    expect(longer.tempo).toBeCloseTo(5 / room(longer.durationSec), 5);
  });

  it('counts the closing pause from the last word: the take’s own closing silence plays inside it', () => {
    // eSpeak ends a take in about 0.33 s of silence after its last word.
    const take = { sec: 3.53, wordEnds: [1.1, 2.4, 3.2] };
    const t = sceneTiming(4, take, 30);
    expect(t).toMatchObject({ durationSec: 4, tempo: 1 });
    expect(t.speechSec).toBeCloseTo(3.53, 6);
    expect(NARRATION_LEAD_SEC + 3.2 + NARRATION_TAIL_SEC).toBeCloseTo(t.durationSec, 6);
    // Without word timings the whole take is the line.
    expect(sceneTiming(4, { sec: 3.53 }, 30).durationSec).toBeCloseTo(3.53 + NARRATION_LEAD_SEC + NARRATION_TAIL_SEC, 1);
  });

  it('never goes below 3 s or above 10 s', () => {
    expect(sceneTiming(1, null, 24).durationSec).toBe(3);
    expect(sceneTiming(30, null, 24).durationSec).toBe(10);
    expect(sceneTiming(9.5, { sec: 25 }, 24).durationSec).toBe(10);
  });

  it('speeds a line up to at most ×1.5, then cuts it after the last whole word that fits', () => {
    const t = sceneTiming(5, { sec: 12, wordEnds: [1, 2.5, 4.2, 6.1, 7.9, 9.4, 12] }, 24);
    expect(t.durationSec).toBeCloseTo(5.75, 1);
    const fits = room(t.durationSec) * MAX_TEMPO;
    expect(t.tempo * t.speechSec).toBe(6.1);
    expect(6.1).toBeLessThanOrEqual(fits);
    expect(7.9).toBeGreaterThan(fits);
    expect(t.tempo).toBeLessThanOrEqual(MAX_TEMPO);
  });

  it('cuts mid-line only where the voice gives no word timings', () => {
    const t = sceneTiming(5, { sec: 12 }, 24);
    expect(t.tempo).toBe(MAX_TEMPO);
    expect(t.speechSec).toBeCloseTo(room(t.durationSec), 5);
  });

  it('is a whole number of frames', () => {
    const t = sceneTiming(4.37, null, 24);
    expect(t.frames).toBe(105);
    expect(t.durationSec).toBe(105 / 24);
  });
});

describe('§5 captions are timed to the narration', () => {
  const line = (script: string, marks: SpokenLine['marks'] = null): SpokenLine => ({ script, marks, offsetSec: 0.3, tempo: 1, speechSec: 4 });

  it('cuts the script into cues at sentence ends first, never inside a word', () => {
    const words = captionWords(line('Wake up. Fresh beans roasted this week, delivered to your door every Monday morning.'));
    const cues = captionCues(words, 'block');
    expect(cues.map((c) => cueText(c.words))).toEqual(['Wake up. Fresh beans roasted this week,', 'delivered to your door every Monday morning.']);
  });

  it('karaoke cues hold at most five words', () => {
    const cues = captionCues(captionWords(line('One two three four five six seven eight nine ten.')), 'karaoke');
    expect(cues.every((c) => c.words.length <= 5)).toBe(true);
  });

  it('without word marks, the estimate covers the spoken span exactly, in order, without gaps', () => {
    const words = captionWords(line('One two three. Four five six seven eight nine ten eleven.'));
    expect(words[0]!.start).toBe(0.3);
    expect(words.at(-1)!.end).toBeCloseTo(4.3, 6);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeCloseTo(words[i - 1]!.end, 9);
  });

  it('uses the voice word marks when there are some, through the tempo change', () => {
    const marks = [
      { from: 0, to: 5, start: 0.1, end: 0.5 },
      { from: 6, to: 11, start: 0.9, end: 1.5 },
    ];
    const words = captionWords({ ...line('Hello world', marks), tempo: 2 });
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Hello', 0.3 + 0.05, 0.3 + 0.25],
      ['world', 0.3 + 0.45, 0.3 + 0.75],
    ]);
  });

  it('marks that start several words at one instant are no timing: cues are spread by length instead, never stacked', () => {
    // A voice that timed a whole Japanese clause as one word: every caption word overlaps the one mark.
    const script = '朝をもっと美味しく。新しいラテ！';
    const broken = captionWords(line(script, [{ from: 0, to: script.length, start: 0, end: 3.5 }]));
    expect(broken).toEqual(captionWords(line(script)));
    const cues = captionCues(broken, 'karaoke');
    expect(cues.length).toBeGreaterThan(1);
    expect(new Set(cues.map((c) => c.start)).size).toBe(cues.length);
  });

  it('words the voice never reached (a line cut to fit its scene) get no caption', () => {
    const marks = [
      { from: 0, to: 5, start: 0, end: 0.5 },
      { from: 6, to: 11, start: 0.6, end: 1.2 },
      { from: 12, to: 17, start: 1.3, end: 1.9 },
    ];
    const words = captionWords({ script: 'Hello brave world', marks, offsetSec: 0.3, tempo: 1, speechSec: 1.25 });
    const ms = (t: number) => Math.round(t * 1000);
    expect(words.map((w) => [w.text, ms(w.start), ms(w.end)])).toEqual([
      ['Hello', 300, 800],
      ['brave', 900, 1500],
    ]);
  });

  it('cuts Japanese into words although it has no spaces', () => {
    const words = captionWords(line('朝をもっと美味しく。新しいラテ！'));
    expect(words.length).toBeGreaterThan(3);
    expect(words.map((w) => w.text).join('')).toBe('朝をもっと美味しく。新しいラテ！');
  });

  it('writes WebVTT with a cue per caption line and a time before each later word', () => {
    const vtt = webVtt(captionCues(captionWords(line('Fresh beans. Order today.')), 'block'), 'en');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('00:00:00.300 --> ');
    expect(vtt).toMatch(/Fresh <00:00:0\d\.\d{3}>beans\./);
  });
});
