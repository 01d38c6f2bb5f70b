import { MAX_SCENES, SCENE_SEC } from '../render/request-schema';
import type { Kind } from '../render/vocabulary';

/**
 * Scene lengths. Every scene lasts 3–10 s (§2.3) and a plan has 1–12 scenes (§2.2). Lengths are
 * multiples of half a second (a whole number of frames at 24, 25 and 30 fps), so a total of D
 * seconds is reachable exactly with n scenes whenever 3n ≤ D ≤ 10n and D is on that grid.
 */

export const STEP_SEC = 0.5;

/**
 * The longest an advert's shot lasts, its cards of words apart (AD_CARD_SEC). Advert shots run 2–6 s; generated
 * footage (t2v, i2v, s2v) comes in shots of about that length (Nova Reel makes 6-s shots, Luma Ray2
 * 5-s ones), and a shot or a card held longer reads as a still. A longer advert has more shots, not
 * longer ones.
 */
export const AD_SHOT_SEC = 6;

/**
 * The longest an advert's card of words (its proof, its call to action) is held, unless its own
 * lines need longer to be said: a card is read, not watched. A closing card shows at most a dozen
 * words (its offer and where to act), read in readingSec(12 words) = 1 + 12 / 3 = 5 s; adverts
 * hold an end card 3–5 s. Time past that goes to the pictures, not to a still card.
 */
export const AD_CARD_SEC = 5;

/** The longest a scene may last: an advert's card AD_CARD_SEC, its shot AD_SHOT_SEC; any other scene SCENE_SEC.max. */
export function longestSec(arc: Kind, card: boolean): number {
  if (arc !== 'ad') return SCENE_SEC.max;
  return card ? AD_CARD_SEC : AD_SHOT_SEC;
}

/**
 * Each scene's longest length (longestSec; `cards` says which scenes are cards of words), by which
 * every planner and the review size scenes. When so held they cannot fill `total`, a card is held
 * as a shot is (a plan of too few scenes, as a model may write); when even then they cannot (an
 * advert longer than MAX_SCENES short shots), none is held under SCENE_SEC.max.
 */
export function sceneCaps(arc: Kind, cards: readonly boolean[], total: number): number[] {
  return heldCaps(arc, cards, total) ?? cards.map(() => SCENE_SEC.max);
}

/** The caps of sceneCaps that hold scenes short (a card at AD_CARD_SEC, else at AD_SHOT_SEC) and still fill `total`, if any. */
function heldCaps(arc: Kind, cards: readonly boolean[], total: number): number[] | undefined {
  const held = cards.map((card) => longestSec(arc, card));
  const asShots = cards.map(() => longestSec(arc, false));
  return [held, asShots].find((caps) => sum(caps) >= total - 1e-9);
}

/** A card's cap stretched to what its own lines need to be said (`need`): a call to action is said whole, however long; nothing else lengthens it. */
export function cardCap(cap: number, need: number): number {
  return Math.max(cap, Math.min(SCENE_SEC.max, need));
}

/** Scenes (`cards` says which are cards of words), held short as sceneCaps holds them, can last `total` seconds together. */
export function canFill(arc: Kind, cards: readonly boolean[], total: number): boolean {
  return heldCaps(arc, cards, total) !== undefined;
}

/** Fewest and most scenes that can add up to `total` seconds. */
export function sceneCountRange(total: number): { min: number; max: number } {
  return {
    min: Math.min(MAX_SCENES, Math.max(1, Math.ceil(total / SCENE_SEC.max - 1e-9))),
    max: Math.min(MAX_SCENES, Math.max(1, Math.floor(total / SCENE_SEC.min + 1e-9))),
  };
}

/** The nearest length on the half-second grid at or above `sec`. */
export function ceilToStep(sec: number): number {
  return Math.ceil(sec / STEP_SEC - 1e-9) * STEP_SEC;
}

/**
 * Lengths on the half-second grid in proportion to `weights`, each 3–10 s, summing to `total`
 * when the scene count allows it (otherwise as close as the bounds let them get). `floors` are
 * lengths scenes need (for their narration, or to read their copy); they are honoured when they
 * fit in `total` together. `caps` are scenes' own longest lengths (longestSec). A plan already on
 * the grid, within bounds and summing to `total`, keeps its lengths.
 */
export function fitDurations(weights: readonly number[], total: number, floors: readonly number[] = [], caps: readonly number[] = []): number[] {
  const units = (sec: number) => Math.round(sec / STEP_SEC);
  const min = units(SCENE_SEC.min);
  const most = weights.map((_, i) => Math.max(min, units(Math.min(SCENE_SEC.max, caps[i] ?? SCENE_SEC.max))));
  const n = weights.length;
  const target = Math.min(sum(most), Math.max(min * n, units(total)));
  const clampAt = (i: number, u: number) => Math.min(most[i]!, Math.max(min, u));
  const wanted = weights.map((_, i) => clampAt(i, Math.ceil((floors[i] ?? 0) / STEP_SEC - 1e-9)));
  const low = sum(wanted) <= target ? wanted : weights.map(() => min);
  const sumWeights = weights.reduce((a, w) => a + Math.max(w, 0), 0);
  const share = (i: number) => (sumWeights > 0 ? (Math.max(weights[i]!, 0) / sumWeights) * target : target / n);
  const lengths = weights.map((_, i) => Math.max(low[i]!, clampAt(i, Math.round(share(i)))));
  // Move one step at a time, to the scene furthest below (or above) its share, until exact.
  for (let diff = target - sum(lengths); diff !== 0; diff = target - sum(lengths)) {
    const step = Math.sign(diff);
    let best = -1;
    for (let i = 0; i < n; i++) {
      const next = lengths[i]! + step;
      if (next < low[i]! || next > most[i]!) continue;
      const gap = (share(i) - lengths[i]!) * step;
      if (best < 0 || gap > (share(best) - lengths[best]!) * step) best = i;
    }
    if (best < 0) break; // unreachable within the bounds above; never loop forever on bad input
    lengths[best] = lengths[best]! + step;
  }
  return lengths.map((u) => u * STEP_SEC);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
