import type { Quality, SceneType } from './vocabulary';

/**
 * Credit cost of a render: the one pricing formula (§8 leaves it unshown; this is ours).
 *
 *   scene_i  = PER_SCENE + ceil(seconds_i × PER_SECOND[type_i] × QUALITY[quality])
 *   compose  = COMPOSE + (upscale ? ceil(total_seconds × UPSCALE_PER_SECOND) : 0)
 *   planning = PLANNING when the scenes were planned from a brief, else 0
 *   total    = planning + Σ scene_i + compose
 *
 * Generated footage and presenters cost more per second than motion text or the caller's own
 * clip because they are what takes model time. Planning is a separate line so that it can be
 * refunded alone on PLAN_FAILED, and kept when a planned render is refused (§7 retry rule 4).
 */
export const PRICING = {
  planning: 5,
  perScene: 2,
  perSecond: { motion: 1, footage: 1, t2v_fast: 3, i2v_fast: 3, s2v: 4, walk_talk: 5 },
  quality: { draft: 1, standard: 2, premium: 4 },
  compose: 5,
  upscalePerSecond: 1,
} as const satisfies {
  planning: number;
  perScene: number;
  perSecond: Record<SceneType, number>;
  quality: Record<Quality, number>;
  compose: number;
  upscalePerSecond: number;
};

export interface PriceInput {
  scenes: readonly { type: SceneType; duration_sec: number }[];
  quality: Quality;
  upscale: boolean;
  /** The scenes were planned from a brief (not a caller's scene_plan). */
  planned: boolean;
}

export interface Price {
  planning: number;
  /** One entry per scene, in plan order. */
  scenes: number[];
  compose: number;
  total: number;
}

export function priceRender(input: PriceInput): Price {
  const q = PRICING.quality[input.quality];
  const scenes = input.scenes.map(
    (s) => PRICING.perScene + Math.ceil(s.duration_sec * PRICING.perSecond[s.type] * q),
  );
  const seconds = input.scenes.reduce((sum, s) => sum + s.duration_sec, 0);
  const compose = PRICING.compose + (input.upscale ? Math.ceil(seconds * PRICING.upscalePerSecond) : 0);
  const planning = input.planned ? PRICING.planning : 0;
  return { planning, scenes, compose, total: planning + sum(scenes) + compose };
}

/**
 * Credits to give back when a job ends without a video (failed, timed out, cancelled):
 * every scene that did not render, and the composition that did not happen (§3.1, §7 rule 5).
 * Planning is work that did happen and is never part of this refund; `rendered` is either how
 * many scenes rendered in order, or the indexes of the scenes that rendered.
 */
export function refundFor(price: Price, rendered: number | Iterable<number>): number {
  const done = typeof rendered === 'number' ? (i: number) => i < rendered : inSet(new Set(rendered));
  return sum(price.scenes.filter((_, i) => !done(i))) + price.compose;
}

const inSet = (set: ReadonlySet<number>) => (i: number) => set.has(i);

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
