/**
 * Talking gestures timed to the stresses of the line. The stressed words are picked once per
 * scene from the narration's words and loudness (a loud, long content word, the last one of a
 * phrase, a figure); each gets a gesture whose stroke lands on the word's start, prepared just
 * before it and held through it. What the word says picks the gesture: "I", "my", "we" bring a
 * hand to the chest, "you" opens a palm to the viewer, a figure raises a finger, "every", "all"
 * spread both arms; other stresses beat with one hand or open both. `gestureWeights` reads the
 * plan at any instant, so every frame is a pure function of time.
 */
import { rng } from '../draw/anim';
import type { PresenterSpeech } from '../ports';

export const GESTURES = ['open', 'beat', 'self', 'you', 'count', 'wide'] as const;
export type GestureKind = (typeof GESTURES)[number];

export interface Gesture {
  kind: GestureKind;
  /** The stroke: the stressed word's start (seconds on the scene's timeline). */
  stroke: number;
  /** Held until here (the word's end), then the arms return. */
  hold: number;
  /** The word it stresses. */
  word: string;
  /** Which hand makes a one-handed gesture: -1 screen-left, 1 screen-right. */
  hand: -1 | 1;
}

/** Seconds the hands take to rise before a stroke, and to return after a hold. */
export const PREPARE_SEC = 0.3;
export const RETRACT_SEC = 0.5;
/** Strokes closer than this are one gesture too many: the later one is dropped. */
export const MIN_GAP_SEC = 1.1;

const FUNCTION_WORDS = new Set(
  'a an the of to in on at for and or but so is are was were be been am it its this that these those with as by from into than then there here has have had do does did not no can will just very really also'.split(' '),
);
const SELF = new Set('i me my mine myself we us our ours ourselves im ive id ill'.split(' '));
const YOU = new Set('you your yours yourself youre youll youve'.split(' '));
const NUMBERS = new Set('one two three four five six seven eight nine ten first second third hundred thousand million half once twice'.split(' '));
const WIDE = new Set('every everyone everything everybody all whole world always never huge entire'.split(' '));

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function kindOf(word: string, random: () => number): GestureKind {
  const w = bare(word);
  if (SELF.has(w)) return 'self';
  if (YOU.has(w)) return 'you';
  if (/\d/.test(w) || NUMBERS.has(w)) return 'count';
  if (WIDE.has(w)) return 'wide';
  return random() < 0.5 ? 'beat' : 'open';
}

/** Mean loudness of the frames a word is spoken over. */
function loudness(level: Float32Array, fps: number, start: number, end: number): number {
  const from = Math.max(0, Math.floor(start * fps));
  const to = Math.min(level.length, Math.max(from + 1, Math.ceil(end * fps)));
  let sum = 0;
  for (let i = from; i < to; i++) sum += level[i]!;
  return to > from ? sum / (to - from) : 0;
}

/** How strongly each word is stressed, 0 for words that never carry a gesture. */
export function stressOf(speech: PresenterSpeech, fps: number): number[] {
  const { words, level } = speech;
  const loudest = Math.max(1e-6, ...words.map((w) => loudness(level, fps, w.start, w.end)));
  return words.map((w, i) => {
    const b = bare(w.text);
    if (!b) return 0;
    const pointed = SELF.has(b) || YOU.has(b) || WIDE.has(b) || NUMBERS.has(b) || /\d/.test(b);
    if (FUNCTION_WORDS.has(b) && !pointed) return 0;
    const phraseEnd = /[.,!?;:]$/.test(w.text) || i === words.length - 1;
    return 0.45 * (loudness(level, fps, w.start, w.end) / loudest) + 0.25 * Math.min(1, b.length / 8) + (phraseEnd ? 0.2 : 0) + (pointed ? 0.3 : 0) + (/!$/.test(w.text) ? 0.15 : 0);
  });
}

/**
 * The scene's gestures: the most stressed words first, each at least MIN_GAP_SEC from the
 * others, about one every two seconds of speech. `hands` are the hands free to gesture.
 */
export function planGestures(speech: PresenterSpeech, fps: number, seed: number, hands: readonly (-1 | 1)[]): Gesture[] {
  if (hands.length === 0 || speech.words.length === 0) return [];
  const random = rng(seed ^ 0x9e3779b9);
  const stress = stressOf(speech, fps);
  const spoken = speech.words[speech.words.length - 1]!.end - speech.words[0]!.start;
  const budget = Math.max(1, Math.round(spoken / 2));
  const order = stress.map((s, i) => [s, i] as const).filter(([s]) => s > 0).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const chosen: number[] = [];
  for (const [, i] of order) {
    if (chosen.length >= budget) break;
    const at = speech.words[i]!.start;
    if (chosen.every((j) => Math.abs(speech.words[j]!.start - at) >= MIN_GAP_SEC)) chosen.push(i);
  }
  chosen.sort((a, b) => a - b);
  let last: -1 | 1 = hands[0]!;
  return chosen.map((i) => {
    const w = speech.words[i]!;
    // One-handed gestures take turns between the free hands.
    const hand: -1 | 1 = hands.length > 1 ? (last = last === -1 ? 1 : -1) : hands[0]!;
    return { kind: kindOf(w.text, random), stroke: w.start, hold: Math.max(w.end, w.start + 0.25), word: w.text, hand };
  });
}

const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** How far into a gesture the arms are at `t`: 0 at rest, 1 from the stroke through the hold. */
export function gestureWeight(g: Gesture, t: number): number {
  if (t < g.stroke) return smooth(1 - (g.stroke - t) / PREPARE_SEC);
  if (t <= g.hold) return 1;
  return smooth(1 - (t - g.hold) / RETRACT_SEC);
}

/** The gestures under way at `t` with how far each is; overlapping ones blend (see ./performance.ts). */
export function gestureWeights(plan: readonly Gesture[], t: number): { gesture: Gesture; weight: number }[] {
  return plan.filter((g) => t > g.stroke - PREPARE_SEC && t < g.hold + RETRACT_SEC).map((gesture) => ({ gesture, weight: gestureWeight(gesture, t) }));
}
