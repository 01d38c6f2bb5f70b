/**
 * A photo presenter's performance over a scene, as pure functions of time: the mouth follows
 * the viseme timeline (or the voice's loudness when the voice gives no visemes), the eyes blink
 * every few seconds, the head drifts a little and nods with the brows lifting on the line's
 * stressed words, the chest breathes. Stable per scene (seeded), so a re-render is identical.
 */
import type { PresenterSpeech } from '../ports';
import { rng } from '../draw/anim';
import { mouthTrack, type MouthPose } from '../speech/visemes';
import type { FacePose } from './expression';

/** Seconds between blinks, and the blink's own phases: closing, closed, opening. */
const BLINK_GAP = [2.2, 5] as const;
const BLINK = { close: 0.07, hold: 0.04, open: 0.11 };
/** One breath every this many seconds. */
const BREATH_PERIOD = 3.8;
/** A stress: the nod's depth (face units) and how long nod and brow lift last. */
const STRESS = { nod: 0.07, seconds: 0.45, gap: 1.2 };

const bump = (t: number, start: number, length: number) => (t < start || t > start + length ? 0 : Math.sin((Math.PI * (t - start)) / length));

/** The mouth from loudness alone: a jaw that opens with the voice. */
function mouthFromLevel(level: number): MouthPose {
  const open = Math.min(1, level * 1.3) ** 0.8 * 0.75;
  return { open, width: 0.5 + 0.1 * open, round: 0, teeth: Math.min(1, open * 1.2), tongue: 0, tuck: 0 };
}

export interface FaceTimeline {
  pose(frame: number): FacePose;
}

export function faceTimeline(speech: PresenterSpeech, fps: number, frames: number, seed: number): FaceTimeline {
  const random = rng(seed);
  const duration = frames / fps;
  const blinks: number[] = [];
  for (let t = 0.5 + random() * 1.2; t < duration; t += BLINK_GAP[0] + random() * (BLINK_GAP[1] - BLINK_GAP[0])) blinks.push(t);
  const phase = Array.from({ length: 4 }, () => random() * Math.PI * 2);
  const levelAt = (frame: number) => {
    // Three frames averaged: the envelope alone flickers.
    const at = (f: number) => speech.level[Math.max(0, Math.min(speech.level.length - 1, f))] ?? 0;
    return (at(frame - 1) + at(frame) + at(frame + 1)) / 3;
  };
  const stresses = stressedWords(speech, fps, levelAt);
  const mouthAt = speech.visemes.length > 0 ? mouthTrack(speech.visemes, fps) : undefined;

  return {
    pose(frame) {
      const t = frame / fps;
      let blink = 0;
      for (const start of blinks) {
        const s = t - start;
        if (s < 0 || s > BLINK.close + BLINK.hold + BLINK.open) continue;
        blink = s < BLINK.close ? s / BLINK.close : s < BLINK.close + BLINK.hold ? 1 : 1 - (s - BLINK.close - BLINK.hold) / BLINK.open;
      }
      const stress = stresses.reduce((sum, start) => sum + bump(t, start, STRESS.seconds), 0);
      return {
        mouth: mouthAt ? mouthAt(t, frame) : mouthFromLevel(levelAt(frame)),
        blink,
        brows: 0.8 * stress,
        head: {
          roll: 0.016 * Math.sin(2 * Math.PI * 0.11 * t + phase[0]!) + 0.007 * Math.sin(2 * Math.PI * 0.29 * t + phase[1]!),
          across: 0.06 * Math.sin(2 * Math.PI * 0.13 * t + phase[2]!),
          down: 0.035 * Math.sin(2 * Math.PI * 0.19 * t + phase[3]!) + STRESS.nod * stress,
        },
        breath: 0.5 - 0.5 * Math.cos((2 * Math.PI * t) / BREATH_PERIOD),
      };
    },
  };
}

/** When the line's stressed words start: the loudest third of the words, no two within STRESS.gap. */
function stressedWords(speech: PresenterSpeech, fps: number, levelAt: (frame: number) => number): number[] {
  const loudness = speech.words.map((w) => {
    let sum = 0;
    let n = 0;
    for (let f = Math.floor(w.start * fps); f <= Math.ceil(w.end * fps); f++, n++) sum += levelAt(f);
    return { start: w.start, level: n ? sum / n : 0 };
  });
  const threshold = [...loudness].sort((a, b) => b.level - a.level)[Math.floor(loudness.length / 3)]?.level ?? Infinity;
  const starts: number[] = [];
  for (const w of loudness) if (w.level >= threshold && w.level > 0 && (starts.length === 0 || w.start - starts[starts.length - 1]! >= STRESS.gap)) starts.push(w.start);
  return starts;
}
