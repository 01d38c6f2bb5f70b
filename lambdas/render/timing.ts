/** How long each part of the video lasts; pure, so compose and tests agree with the renderer. */
import { DEFAULT_SCENE_SEC, MAX_SCENE_SEC, MIN_SCENE_SEC } from './spec';

/** Length of the cross-scene transition; each scene draws this much extra after its end. */
export const TRANSITION_SEC = 0.5;
/** Silence before a scene's narration starts, and after it ends. */
export const NARRATION_LEAD_SEC = 0.3;
export const NARRATION_TAIL_SEC = 0.5;
/** Narration too long for a 10 s scene is sped up to at most this factor, then cut. */
export const MAX_TEMPO = 1.5;
export const END_CARD_SEC = 2.5;

export interface SceneTiming {
  durationSec: number;
  frames: number;
  /** Playback speed of the narration (1 = as synthesized). */
  tempo: number;
  /** How long the narration plays on screen, after the tempo change and any cut. */
  speechSec: number;
}

/** A scene stretches to fit its line, always within 3–10 s, and is a whole number of frames. */
export function sceneTiming(requestedSec: number | undefined, speechSec: number | null, fps: number): SceneTiming {
  const wanted = requestedSec ?? DEFAULT_SCENE_SEC;
  const padding = NARRATION_LEAD_SEC + NARRATION_TAIL_SEC;
  const needed = speechSec === null ? 0 : speechSec + padding;
  const durationSec = Math.min(MAX_SCENE_SEC, Math.max(MIN_SCENE_SEC, wanted, needed));
  const room = durationSec - padding;
  const tempo = speechSec !== null && speechSec > room ? Math.min(MAX_TEMPO, speechSec / room) : 1;
  const frames = Math.round(durationSec * fps);
  return {
    durationSec: frames / fps,
    frames,
    tempo,
    speechSec: speechSec === null ? 0 : Math.min(room, speechSec / tempo),
  };
}

export function transitionFrames(fps: number): number {
  return Math.round(TRANSITION_SEC * fps);
}
