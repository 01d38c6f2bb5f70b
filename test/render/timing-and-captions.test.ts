import { describe, expect, it } from 'vitest';
import { captionChunks, captionCues } from '../../lambdas/render/captions';
import { MAX_TEMPO, NARRATION_LEAD_SEC, NARRATION_TAIL_SEC, sceneTiming } from '../../lambdas/render/timing';

describe('§2.3 a scene stretches to fit its line, within 3–10 s', () => {
  it('keeps the requested length when the line fits', () => {
    expect(sceneTiming(6, 2, 30)).toMatchObject({ durationSec: 6, frames: 180, tempo: 1, speechSec: 2 });
  });

  it('stretches a short scene to hold a longer line', () => {
    const t = sceneTiming(3, 4, 30);
    expect(t.durationSec).toBeCloseTo(4 + NARRATION_LEAD_SEC + NARRATION_TAIL_SEC, 1);
    expect(t.tempo).toBe(1);
  });

  it('never goes below 3 s or above 10 s', () => {
    expect(sceneTiming(1, null, 24).durationSec).toBe(3);
    expect(sceneTiming(30, null, 24).durationSec).toBe(10);
    expect(sceneTiming(5, 25, 24).durationSec).toBe(10);
  });

  it('speeds a line that is too long for 10 s up to at most ×1.5, then cuts it', () => {
    const room = 10 - NARRATION_LEAD_SEC - NARRATION_TAIL_SEC;
    expect(sceneTiming(5, room * 1.2, 24).tempo).toBeCloseTo(1.2, 5);
    const long = sceneTiming(5, room * 3, 24);
    expect(long.tempo).toBe(MAX_TEMPO);
    expect(long.speechSec).toBeCloseTo(room, 5);
  });

  it('is a whole number of frames', () => {
    const t = sceneTiming(4.37, null, 24);
    expect(t.frames).toBe(105);
    expect(t.durationSec).toBe(105 / 24);
  });
});

describe('§5 captions are timed to the narration', () => {
  it('cuts the script into short cues, ending at punctuation where it can', () => {
    const chunks = captionChunks('Wake up. Fresh beans roasted this week, delivered to your door every Monday morning.');
    expect(chunks[0]).toBe('Wake up.');
    expect(chunks.every((c) => c.split(' ').length <= 7)).toBe(true);
    expect(chunks.join(' ')).toBe('Wake up. Fresh beans roasted this week, delivered to your door every Monday morning.');
  });

  it('covers the spoken span exactly, in order, without gaps', () => {
    const cues = captionCues('One two three. Four five six seven eight nine ten eleven.', 0.3, 4);
    expect(cues[0]!.start).toBe(0.3);
    expect(cues.at(-1)!.end).toBeCloseTo(4.3, 6);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeCloseTo(cues[i - 1]!.end, 9);
  });

  it('gives longer cues more time', () => {
    const [short, long] = captionCues('Hi. This cue is a good deal longer', 0, 3);
    expect(long!.end - long!.start).toBeGreaterThan(short!.end - short!.start);
  });
});
