/**
 * Word timings from eSpeak NG. The npm build runs only eSpeak's command line, which reports no
 * word events, so the worker speaks the line twice: as heard, and with a long pause between
 * words (`-g`). In the spaced take every word is a stretch of sound between silences, which
 * gives each word's length as eSpeak speaks it; taking the inserted pauses back out and
 * scaling onto the spoken take places the words in the narration. When the stretches do not
 * match the words one to one (a figure read as several words, two words run together), the
 * caller gets null and captions estimate the timing instead.
 */
import { decodeWav, type PcmAudio } from '../audio/wav';
import type { WordMark } from '../ports';

/** Pause asked for between words in the spaced take, in eSpeak's 10 ms units. */
export const WORD_GAP = 30;
/** Silence inside a word (a stop consonant) is far shorter than this; the inserted pause is longer. */
const MIN_GAP_SEC = 0.15;
const WINDOW_SEC = 0.005;

/** Stretches of sound, in seconds, split at silences of at least `minGapSec`. */
export function soundStretches(audio: PcmAudio, minGapSec: number): [number, number][] {
  const samples = audio.channels[0]!;
  const window = Math.max(1, Math.round(audio.sampleRate * WINDOW_SEC));
  const peaks: number[] = [];
  for (let i = 0; i < samples.length; i += window) {
    let peak = 0;
    for (let j = i; j < Math.min(samples.length, i + window); j++) peak = Math.max(peak, Math.abs(samples[j]!));
    peaks.push(peak);
  }
  const threshold = Math.max(0.01, 0.03 * Math.max(0, ...peaks));
  const stretches: [number, number][] = [];
  let start = -1;
  let lastLoud = -1;
  peaks.forEach((peak, i) => {
    if (peak < threshold) return;
    if (start < 0) start = i;
    else if ((i - lastLoud - 1) * WINDOW_SEC >= minGapSec) {
      stretches.push([start * WINDOW_SEC, (lastLoud + 1) * WINDOW_SEC]);
      start = i;
    }
    lastLoud = i;
  });
  if (start >= 0) stretches.push([start * WINDOW_SEC, (lastLoud + 1) * WINDOW_SEC]);
  return stretches;
}

/** The spoken words of a text as eSpeak splits them: runs without spaces that hold a letter or digit. */
export function spokenWords(text: string): { from: number; to: number }[] {
  return [...text.matchAll(/\S+/g)].filter((m) => /[\p{L}\p{N}]/u.test(m[0])).map((m) => ({ from: m.index, to: m.index + m[0].length }));
}

export function espeakWordMarks(text: string, wav: Buffer, spaced: Buffer): WordMark[] | null {
  const words = spokenWords(text);
  const spacedStretches = soundStretches(decodeWav(spaced), MIN_GAP_SEC);
  const spoken = soundStretches(decodeWav(wav), Infinity)[0];
  if (!spoken || words.length === 0 || spacedStretches.length !== words.length) return null;
  // The inserted pause is the shortest gap between words; longer gaps also hold a natural pause.
  const gaps = spacedStretches.slice(1).map(([start], i) => start - spacedStretches[i]![1]);
  const inserted = gaps.length ? Math.min(...gaps) : 0;
  let removed = 0;
  const compact = spacedStretches.map(([start, end], i) => {
    if (i > 0) removed += Math.min(inserted, gaps[i - 1]!);
    return [start - removed, end - removed] as const;
  });
  const [first] = compact[0]!;
  const last = compact.at(-1)![1];
  const scale = (spoken[1] - spoken[0]) / Math.max(1e-6, last - first);
  return words.map((word, i) => ({
    ...word,
    start: spoken[0] + (compact[i]![0] - first) * scale,
    end: spoken[0] + (compact[i]![1] - first) * scale,
  }));
}
