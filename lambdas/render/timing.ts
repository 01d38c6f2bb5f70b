/** How long each part of the video lasts; pure, so compose and tests agree with the renderer. */
import { DEFAULT_SCENE_SEC, MAX_SCENE_SEC, MIN_SCENE_SEC } from './spec';

/** Length of the cross-scene transition; each scene draws this much extra after its end. */
export const TRANSITION_SEC = 0.5;
/**
 * Silence before a scene's narration starts, and after its last word: a take's own closing
 * silence (eSpeak's 0.33 s) plays inside the tail, not before it.
 */
export const NARRATION_LEAD_SEC = 0.3;
export const NARRATION_TAIL_SEC = 0.5;
/** A video may differ from the length asked for by this share (issue 23); the planner plans to it. */
export const LENGTH_TOLERANCE = 0.05;
/** A scene's narration may lengthen it to at most this factor of its planned length (within 3–10 s)... */
export const MAX_STRETCH = 1.15;
/** ...then it is sped up to at most this factor, then cut at the last word that fits. */
export const MAX_TEMPO = 1.5;
export const END_CARD_SEC = 2.5;

export interface SceneTiming {
  durationSec: number;
  frames: number;
  /** Playback speed of the narration (1 = as synthesized). */
  tempo: number;
  /** How long the take plays on screen, after the tempo change and any cut (its closing silence included while the scene has room). */
  speechSec: number;
}

/** A synthesized line: its length and, when the voice gives them, where its words end (seconds into the take). */
export interface SpokenLength {
  sec: number;
  wordEnds?: readonly number[];
}

/** Seconds into a take where its last word ends: the whole take when the voice gives no word timings. */
export function lastWordSec(speech: SpokenLength): number {
  return Math.max(0, ...(speech.wordEnds ?? [])) || speech.sec;
}

/**
 * The length rule: a scene keeps its planned length when its line (to its last word) fits
 * between the lead and the tail; a longer line lengthens it by at most `stretch` (MAX_STRETCH, or
 * less for a brief's plan: stretchLimit), then plays faster, up to MAX_TEMPO; what
 * still does not fit is cut after the last whole word that does (mid-word only when the voice
 * gives no word timings). Always within 3–10 s, a whole number of frames.
 */
export function sceneTiming(requestedSec: number | undefined, speech: SpokenLength | null, fps: number, stretch = MAX_STRETCH): SceneTiming {
  const wanted = requestedSec ?? DEFAULT_SCENE_SEC;
  const padding = NARRATION_LEAD_SEC + NARRATION_TAIL_SEC;
  const voiced = speech === null ? 0 : lastWordSec(speech);
  const longest = Math.min(MAX_SCENE_SEC, Math.max(MIN_SCENE_SEC, wanted * stretch));
  const frames = Math.round(Math.min(longest, Math.max(MIN_SCENE_SEC, wanted, speech === null ? 0 : voiced + padding)) * fps);
  const durationSec = frames / fps;
  if (speech === null) return { durationSec, frames, tempo: 1, speechSec: 0 };
  const room = durationSec - padding;
  const fits = room * MAX_TEMPO;
  const whole = voiced <= fits;
  const played = whole ? voiced : Math.max(0, ...(speech.wordEnds ?? []).filter((end) => end <= fits)) || fits;
  const tempo = played > room ? played / room : 1;
  // A whole line plays on into the tail with its closing silence; a cut one stops at its cut.
  return { durationSec, frames, tempo, speechSec: whole ? Math.min(speech.sec / tempo, durationSec - NARRATION_LEAD_SEC) : played / tempo };
}

/** What the length rule needs of a video: the length a brief asked for (null for a caller's plan), its scenes' planned lengths, its end card. */
export interface PlannedLength {
  requestedSec: number | null | undefined;
  scenesSec: readonly (number | undefined)[];
  endCardSec: number;
}

export function plannedLength(spec: { requestedSec?: number | null; scenes: readonly { durationSec?: number }[] }, endCardSec: number): PlannedLength {
  return { requestedSec: spec.requestedSec, scenesSec: spec.scenes.map((s) => s.durationSec), endCardSec };
}

/**
 * How far narration may stretch each scene of a video. A caller's own plan: MAX_STRETCH. A
 * brief's: only so far that the video stays within LENGTH_TOLERANCE of the length asked for (the
 * planner has sized every line to its scene already; a line its model underestimated is played
 * a little faster instead).
 */
export function stretchLimit(video: PlannedLength): number {
  if (!video.requestedSec) return MAX_STRETCH;
  const planned = video.scenesSec.reduce<number>((sum, s) => sum + (s ?? DEFAULT_SCENE_SEC), 0);
  const room = video.requestedSec * (1 + LENGTH_TOLERANCE) - video.endCardSec;
  return Math.min(MAX_STRETCH, Math.max(1, room / planned));
}

/**
 * The lengths the video may have, as `npm run check:video` holds it to them: from LENGTH_TOLERANCE
 * under what was asked (the brief's length, else the plan's scenes and end card) to LENGTH_TOLERANCE
 * over it, or to every scene stretched as far as stretchLimit lets narration stretch it.
 */
export function lengthRange(video: PlannedLength): { plannedSec: number; minSec: number; maxSec: number } {
  const scenes = video.scenesSec.map((s) => s ?? DEFAULT_SCENE_SEC);
  const plannedSec = video.requestedSec ?? scenes.reduce((a, b) => a + b, 0) + video.endCardSec;
  const stretch = stretchLimit(video);
  const stretched = scenes.reduce((sum, s) => sum + Math.min(MAX_SCENE_SEC, Math.max(MIN_SCENE_SEC, s * stretch, s)), 0) + video.endCardSec;
  return { plannedSec, minSec: plannedSec * (1 - LENGTH_TOLERANCE), maxSec: Math.max(plannedSec * (1 + LENGTH_TOLERANCE), stretched) };
}

export function transitionFrames(fps: number): number {
  return Math.round(TRANSITION_SEC * fps);
}
