/**
 * Mouth shapes of speech: the Preston Blair set that 2D animators (and Rhubarb Lip Sync) use,
 * one timeline per narration take. Voices map their own phoneme or viseme events onto it
 * (eSpeak NG phonemes locally, Amazon Polly `viseme` speech marks in AWS); every presenter the
 * engine draws reads the same timeline through `mouthPose`, a pure function of time.
 */

/**
 * `AI` open (a, i), `E` wide (e), `O` round open, `U` round small (u, oo), `etc` the
 * consonant shape (c d g k n r s th y z), `FV` lower lip under the teeth, `L` tongue up,
 * `MBP` lips pressed, `WQ` puckered, `rest` closed and relaxed.
 */
export const VISEMES = ['rest', 'MBP', 'FV', 'L', 'WQ', 'O', 'U', 'E', 'AI', 'etc'] as const;
export type Viseme = (typeof VISEMES)[number];

/** A mouth shape that starts at `time` (seconds) and holds until the next mark. */
export interface VisemeMark {
  time: number;
  viseme: Viseme;
}

/** How a mouth looks, each 0..1: what a drawn mouth or a warped photo mouth needs. */
export interface MouthPose {
  /** Jaw drop: 0 closed, 1 wide open. */
  open: number;
  /** Lip corners: 0 pulled in, 0.5 relaxed, 1 spread. */
  width: number;
  /** Lips pushed forward and rounded. */
  round: number;
  /** Upper teeth showing. */
  teeth: number;
  /** Tongue tip showing behind the upper teeth. */
  tongue: number;
  /** Lower lip tucked under the upper teeth (f, v). */
  tuck: number;
}

export const MOUTH_SHAPES: Readonly<Record<Viseme, MouthPose>> = {
  rest: { open: 0.02, width: 0.5, round: 0, teeth: 0, tongue: 0, tuck: 0 },
  MBP: { open: 0, width: 0.45, round: 0.1, teeth: 0, tongue: 0, tuck: 0 },
  FV: { open: 0.1, width: 0.55, round: 0, teeth: 1, tongue: 0, tuck: 1 },
  L: { open: 0.45, width: 0.55, round: 0, teeth: 0.7, tongue: 1, tuck: 0 },
  WQ: { open: 0.18, width: 0.1, round: 1, teeth: 0, tongue: 0, tuck: 0 },
  O: { open: 0.6, width: 0.3, round: 0.75, teeth: 0.2, tongue: 0, tuck: 0 },
  U: { open: 0.25, width: 0.15, round: 0.95, teeth: 0, tongue: 0, tuck: 0 },
  E: { open: 0.35, width: 0.9, round: 0, teeth: 0.8, tongue: 0, tuck: 0 },
  AI: { open: 0.85, width: 0.7, round: 0, teeth: 0.5, tongue: 0.2, tuck: 0 },
  etc: { open: 0.28, width: 0.65, round: 0, teeth: 0.75, tongue: 0, tuck: 0 },
};

/**
 * Seconds a mouth takes to move from one shape to the next. Short enough that a /m/ of 60 ms
 * still closes fully (the blend takes at most half of a shape's hold), long enough that no
 * frame jumps between two far-apart shapes.
 */
export const COARTICULATION_SEC = 0.06;

const ease = (x: number) => x * x * (3 - 2 * x);

function blend(a: MouthPose, b: MouthPose, k: number): MouthPose {
  const at = (key: keyof MouthPose) => a[key] + (b[key] - a[key]) * k;
  return { open: at('open'), width: at('width'), round: at('round'), teeth: at('teeth'), tongue: at('tongue'), tuck: at('tuck') };
}

/** Index of the last mark at or before `t` (-1 before the first). Marks are sorted by time. */
function markAt(marks: readonly VisemeMark[], t: number): number {
  let lo = 0;
  let hi = marks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.time <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The shape held at `t`: `rest` before the first mark. */
export function visemeAt(marks: readonly VisemeMark[], t: number): Viseme {
  const i = markAt(marks, t);
  return i < 0 ? 'rest' : marks[i]!.viseme;
}

/**
 * The mouth at `t`: the shape held then, blended in from the previous one over the first
 * COARTICULATION_SEC of its hold (at most half of it), so every shape is reached in full.
 */
export function mouthPose(marks: readonly VisemeMark[], t: number): MouthPose {
  const i = markAt(marks, t);
  if (i < 0) return MOUTH_SHAPES.rest;
  const mark = marks[i]!;
  const target = MOUTH_SHAPES[mark.viseme];
  const from = i > 0 ? MOUTH_SHAPES[marks[i - 1]!.viseme] : MOUTH_SHAPES.rest;
  const next = marks[i + 1];
  const hold = next ? next.time - mark.time : Infinity;
  const span = Math.min(COARTICULATION_SEC, hold / 2);
  const k = span > 0 ? Math.min(1, (t - mark.time) / span) : 1;
  return k >= 1 ? target : blend(from, target, ease(k));
}

/**
 * The mouth frame by frame: `mouthPose`, with every /m b p/ pressed shut on the frame nearest the
 * middle of its hold. A stop's closure often lasts 30–60 ms, less than two frames, and the lips
 * reach it only halfway through (the shapes blend), so sampled at frame times alone it could fall
 * between frames and the lips would never meet on screen; animators give every closure a frame of
 * its own. Every presenter the engine draws reads the mouth through this.
 */
export function mouthTrack(marks: readonly VisemeMark[], fps: number): (t: number, frame: number) => MouthPose {
  const closed = new Set<number>();
  marks.forEach((m, i) => {
    const next = marks[i + 1];
    if (m.viseme === 'MBP' && next) closed.add(Math.round(((m.time + next.time) / 2) * fps));
  });
  return (t, frame) => (closed.has(frame) ? MOUTH_SHAPES.MBP : mouthPose(marks, t));
}

/**
 * A take's marks placed on a scene's timeline: the take starts `offsetSec` into the scene and
 * plays at `tempo`; marks past `endSec` are dropped and the mouth rests from there.
 */
export function placeVisemes(marks: readonly VisemeMark[], offsetSec: number, tempo: number, endSec: number): VisemeMark[] {
  const placed: VisemeMark[] = [];
  for (const m of marks) {
    const time = offsetSec + m.time / tempo;
    if (time >= endSec) break;
    placed.push({ time, viseme: m.viseme });
  }
  if (placed.length > 0 && placed[placed.length - 1]!.viseme !== 'rest') placed.push({ time: endSec, viseme: 'rest' });
  return placed;
}
