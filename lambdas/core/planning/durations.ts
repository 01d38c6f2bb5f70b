import { MAX_SCENES, SCENE_SEC } from '../render/request-schema';

/**
 * Scene lengths. Every scene lasts 3–10 s (§2.3) and a plan has 1–12 scenes (§2.2), so a
 * total of D seconds is reachable exactly with n whole-second scenes whenever 3n ≤ D ≤ 10n.
 */

/** Fewest and most scenes that can add up to `total` seconds. */
export function sceneCountRange(total: number): { min: number; max: number } {
  return {
    min: Math.min(MAX_SCENES, Math.max(1, Math.ceil(total / SCENE_SEC.max))),
    max: Math.min(MAX_SCENES, Math.max(1, Math.floor(total / SCENE_SEC.min))),
  };
}

export function clampSceneCount(wanted: number, total: number): number {
  const { min, max } = sceneCountRange(total);
  return Math.min(max, Math.max(min, Math.round(wanted)));
}

/**
 * Whole-second lengths in proportion to `weights`, each 3–10 s, summing to `total` when the
 * scene count allows it (otherwise as close as the bounds let them get). `floors` are lengths
 * scenes need (for their narration); they are honoured when they fit in `total` together.
 */
export function fitDurations(weights: readonly number[], total: number, floors: readonly number[] = []): number[] {
  const n = weights.length;
  const target = Math.min(SCENE_SEC.max * n, Math.max(SCENE_SEC.min * n, Math.round(total)));
  const wanted = weights.map((_, i) => clampSec(Math.ceil(floors[i] ?? SCENE_SEC.min)));
  const low = sum(wanted) <= target ? wanted : weights.map(() => SCENE_SEC.min);
  const sumWeights = weights.reduce((a, w) => a + Math.max(w, 0), 0);
  const share = (i: number) => (sumWeights > 0 ? (Math.max(weights[i]!, 0) / sumWeights) * total : total / n);
  const durations = weights.map((_, i) => Math.max(low[i]!, clampSec(Math.round(share(i)))));
  // Move one second at a time, to the scene furthest below (or above) its share, until exact.
  for (let diff = target - sum(durations); diff !== 0; diff = target - sum(durations)) {
    const step = Math.sign(diff);
    let best = -1;
    for (let i = 0; i < n; i++) {
      const next = durations[i]! + step;
      if (next < low[i]! || next > SCENE_SEC.max) continue;
      const gap = (share(i) - durations[i]!) * step;
      if (best < 0 || gap > (share(best) - durations[best]!) * step) best = i;
    }
    if (best < 0) break; // unreachable within the bounds above; never loop forever on bad input
    durations[best] = durations[best]! + step;
  }
  return durations;
}

function clampSec(sec: number): number {
  return Math.min(SCENE_SEC.max, Math.max(SCENE_SEC.min, sec));
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
