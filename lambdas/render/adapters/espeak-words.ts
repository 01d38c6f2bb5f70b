/**
 * Word and mouth timings from eSpeak NG's own events (the worker reads them as eSpeak speaks:
 * see espeak-worker.mjs). A word event gives the sample where a word starts and the word's place
 * in the text eSpeak read; a phoneme event the sample where a phoneme starts and its IPA name.
 */
import type { PcmAudio } from '../audio/wav';
import type { WordMark } from '../ports';
import { visemeOfIpa } from '../speech/phoneme-visemes';
import type { ReadSegment } from '../speech/reading';
import type { VisemeMark } from '../speech/visemes';

/** eSpeak's events as the worker sends them, timed in samples. */
export interface EspeakEvents {
  sampleRate: number;
  /** [sample, character (1-based, in code points), length in characters]. */
  words: [number, number, number][];
  /** [sample, IPA name; '' for a pause]. */
  phonemes: [number, string][];
}

/**
 * The spoken words of a text (UTF-16 offsets): runs without spaces that hold a letter or digit,
 * except that each Chinese character (with the punctuation after it) is a word of its own: Chinese
 * is written without spaces and eSpeak reports its words character by character, so a whole
 * line is not one mark.
 */
export function spokenWords(text: string): { from: number; to: number }[] {
  return [...text.matchAll(/\p{Script=Han}[^\s\p{L}\p{N}]*|(?:(?!\p{Script=Han})\S)+/gu)]
    .filter((m) => /[\p{L}\p{N}]/u.test(m[0]))
    .map((m) => ({ from: m.index, to: m.index + m[0].length }));
}

/** UTF-16 offset of each code point of `text`, and of its end. */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const c of text) {
    offsets.push(at);
    at += c.length;
  }
  offsets.push(at);
  return offsets;
}

/**
 * Word marks on the script. Each word event starts a mark that lasts until the next word starts
 * or the voice pauses. A word event can stand for several words of the text (eSpeak reads "for
 * the" as one entry of its dictionary and reports only "for"): the words up to the next event
 * share its time in proportion to their length. Several events inside one word (a figure read
 * as "twenty five", an address read part by part) count as its first, and the word lasts to the
 * pause after its last. `segments` map the text eSpeak read back to the script
 * when they differ (a Japanese line read in kana); without them they are the same.
 */
export function espeakWordMarks(spoken: string, events: EspeakEvents, durationSec: number, segments?: readonly ReadSegment[]): WordMark[] {
  const offsets = codePointOffsets(spoken);
  const at = (sample: number) => sample / events.sampleRate;
  const pauses = events.phonemes.filter(([, name]) => name === '').map(([sample]) => at(sample));
  const words = spokenWords(spoken);
  // Each event belongs to the word it falls in (or the next one, for one on a space or a sign such as "¡").
  // `last`: the word's last event, so a word spoken in parts with pauses between ("fernhillyoga dot
  // example dot com") lasts until the pause after its last part, not its first.
  const starts: { time: number; last: number; word: number }[] = [];
  for (const [sample, position] of [...events.words].sort((a, b) => a[1] - b[1])) {
    const from = offsets[Math.min(offsets.length - 1, position - 1)]!;
    const word = words.findIndex((w) => w.to > from);
    if (word < 0) continue;
    const open = starts.at(-1);
    if (open?.word === word) open.last = Math.max(open.last, at(sample));
    else starts.push({ time: at(sample), last: at(sample), word });
  }
  const marks: WordMark[] = [];
  starts.forEach((start, i) => {
    const next = starts[i + 1];
    const stop = Math.min(next?.time ?? durationSec, pauses.find((p) => p > start.last) ?? durationSec);
    const group = words.slice(start.word, next?.word ?? words.length);
    if (stop <= start.time) return;
    const length = group.reduce((sum, w) => sum + (w.to - w.from), 0);
    let t = start.time;
    for (const w of group) {
      const end = t + ((stop - start.time) * (w.to - w.from)) / length;
      marks.push({ start: t, end, from: w.from, to: w.to });
      t = end;
    }
  });
  return segments ? marks.flatMap((m) => onScript(m, segments)) : marks;
}

/** A mark on the spoken text → the same mark on the script range its segments read. */
function onScript(mark: WordMark, segments: readonly ReadSegment[]): WordMark[] {
  const over = segments.filter((s) => s.spoken[0] < mark.to && s.spoken[1] > mark.from && s.script[1] > s.script[0]);
  if (over.length === 0) return [];
  return [{ start: mark.start, end: mark.end, from: Math.min(...over.map((s) => s.script[0])), to: Math.max(...over.map((s) => s.script[1])) }];
}

/** The lips close this long at most before a stop's release; a longer silence is a pause. */
const MAX_CLOSURE_SEC = 0.1;
/** Sound quieter than this, relative to the take's peak, is silence. */
const SILENCE = 0.03;
const WINDOW_SEC = 0.0025;

/** Where the silence that ends at `t` began (t itself when the voice sounds just before it), looking back no further than `earliest`. */
function silenceStarts(audio: PcmAudio): (t: number, earliest: number) => number {
  const samples = audio.channels[0]!;
  const window = Math.max(1, Math.round(audio.sampleRate * WINDOW_SEC));
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const quiet = (end: number) => {
    for (let i = Math.max(0, end - window); i < end; i++) if (Math.abs(samples[i]!) > SILENCE * peak) return false;
    return true;
  };
  return (t, earliest) => {
    let end = Math.round(t * audio.sampleRate);
    const stop = Math.round(earliest * audio.sampleRate);
    while (end - window >= stop && quiet(end)) end -= window;
    return end / audio.sampleRate;
  };
}

/**
 * The mouth shapes of a take. eSpeak marks a stop (/p/, /t/, /k/) where it releases, after the
 * silence of its closure; the lips close as that silence starts, so a shape that follows silence
 * starts where the silence does (at most MAX_CLOSURE_SEC earlier, never before the shape before
 * it, which it then replaces). Repeats of one shape are merged.
 */
export function espeakVisemes(events: EspeakEvents, audio: PcmAudio): VisemeMark[] {
  const silenceStart = silenceStarts(audio);
  const marks: VisemeMark[] = [];
  for (const [sample, name] of events.phonemes) {
    const viseme = visemeOfIpa(name);
    if (viseme === null) continue;
    let time = sample / events.sampleRate;
    if (viseme !== 'rest') time = silenceStart(time, Math.max(marks.at(-1)?.time ?? 0, time - MAX_CLOSURE_SEC));
    if (marks.length > 0 && time <= marks.at(-1)!.time) marks.pop();
    if (marks.at(-1)?.viseme !== viseme) marks.push({ time, viseme });
  }
  return marks;
}
