/**
 * Word timings from eSpeak NG. The npm build runs only eSpeak's command line, which reports no
 * word events, so the worker speaks the line twice: as heard, and with a pause between words
 * (an SSML break before each word). In the spaced take each word is one stretch of sound between
 * silences, whatever eSpeak makes of it: a figure read as several words, or two words its
 * dictionary runs together ("in the"), stay one stretch each, so the stretches pair with the
 * words one to one and give each word's length as eSpeak speaks it. The heard take gives the
 * rest: where the line sounds, and where it pauses (at commas and full stops, which the break
 * in the spaced take swallows). Each pause goes to the word boundary nearest to it, and between
 * pauses the words share the sound in proportion to their lengths. When the stretches do not
 * pair with the words (a word with a pause inside it, such as "tea,coffee"), the caller gets
 * null and captions estimate the timing instead.
 */
import { decodeWav, type PcmAudio } from '../audio/wav';
import type { WordMark } from '../ports';

/** Pause put before each word of the spaced take. */
const BREAK_MS = 300;
/** Silence inside a word (a stop consonant) is far shorter than this; the break is longer. */
const MIN_GAP_SEC = 0.15;
/** A silence this long in the heard take is a pause between words (a comma, a full stop). */
const PAUSE_SEC = 0.08;
const WINDOW_SEC = 0.005;
/** A word ending a clause: eSpeak pauses after it. */
const CLAUSE_END = /[,.;:!?…、，。！？][\p{Pe}\p{Pf}"']*$/u;
/** How much nearer a pause must be to a boundary without punctuation to be put there instead. */
const UNMARKED_PAUSE_SEC = 0.4;

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

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The spaced take's SSML: a break before every spoken word but the first (a lone "&" stays with the word before it). */
export function spacedSsml(text: string): string {
  let at = 0;
  const parts = spokenWords(text).map((word, i) => {
    const part = `${escapeXml(text.slice(at, word.from))}${i > 0 ? `<break time="${BREAK_MS}ms"/>` : ''}${escapeXml(text.slice(word.from, word.to))}`;
    at = word.to;
    return part;
  });
  return `<speak>${parts.join('')}${escapeXml(text.slice(at))}</speak>`;
}

/**
 * Which word boundary each pause of the heard take falls on: the one (after word i) whose place
 * in the sounding time is nearest the pause's, a boundary after punctuation preferred, each
 * taken once and in order. A pause left with no boundary counts as sound within a word.
 */
function pauseBoundaries(wordLengths: number[], clauseEnds: boolean[], partLengths: number[]): Map<number, number> {
  const scale = sum(partLengths) / Math.max(1e-6, sum(wordLengths));
  const boundaries: number[] = [];
  let t = 0;
  for (const length of wordLengths.slice(0, -1)) boundaries.push((t += length * scale));
  const cost = (b: number, at: number) => Math.abs(boundaries[b]! - at) + (clauseEnds[b] ? 0 : UNMARKED_PAUSE_SEC);
  const taken = new Map<number, number>();
  let pauseAt = 0;
  let next = 0;
  partLengths.slice(0, -1).forEach((length, pause) => {
    pauseAt += length;
    // Leave a boundary for each later pause, while there are enough.
    const limit = Math.min(boundaries.length, Math.max(next + 1, boundaries.length - (partLengths.length - 2 - pause)));
    let best = -1;
    for (let b = next; b < limit; b++) if (best < 0 || cost(b, pauseAt) < cost(best, pauseAt)) best = b;
    if (best < 0) return;
    taken.set(best, pause);
    next = best + 1;
  });
  return taken;
}

export function espeakWordMarks(text: string, wav: Buffer, spaced: Buffer): WordMark[] | null {
  const words = spokenWords(text);
  const lengths = soundStretches(decodeWav(spaced), MIN_GAP_SEC).map(([start, end]) => end - start);
  const parts = soundStretches(decodeWav(wav), PAUSE_SEC);
  if (parts.length === 0 || words.length === 0 || lengths.length !== words.length) return null;
  const clauseEnds = words.map((w, i) => CLAUSE_END.test(text.slice(w.from, words[i + 1]?.from).trimEnd()));
  const pauses = pauseBoundaries(lengths, clauseEnds, parts.map(([start, end]) => end - start));
  const marks: WordMark[] = [];
  // Words from `first` up to a pause (or the end) share the sound from `from` to the pause.
  let first = 0;
  let from = parts[0]![0];
  for (let i = 0; i < words.length; i++) {
    const pause = pauses.get(i);
    if (pause === undefined && i < words.length - 1) continue;
    const to = pause === undefined ? parts.at(-1)![1] : parts[pause]![1];
    const group = lengths.slice(first, i + 1);
    const scale = (to - from) / Math.max(1e-6, sum(group));
    let t = from;
    group.forEach((length, k) => marks.push({ ...words[first + k]!, start: t, end: (t += length * scale) }));
    first = i + 1;
    if (pause !== undefined) from = parts[pause + 1]![0];
  }
  return marks;
}
