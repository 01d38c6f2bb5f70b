import { clipSecondsFor, type ClipModel } from '../clips/generated-clips';
import type { Credits, ModelEntry, ModelRole } from '../models/model';
import { BUILTIN_MODELS, MODELS, type ModelKey } from '../models/registry';
import type { Quality, SceneType } from './vocabulary';

/**
 * Credit cost of a render: the one pricing formula (§8 leaves it unshown; this is ours).
 *
 *   scene_i  = PER_SCENE + ceil(seconds_i × PER_SECOND[type_i] × QUALITY[quality])
 *   compose  = COMPOSE + (upscale ? ceil(total_seconds × UPSCALE_PER_SECOND) : 0)
 *   planning = PLANNING when the scenes were planned from a brief, else 0
 *   total    = planning + Σ scene_i + compose
 *
 * PLANNING and the PER_SECOND of generated scenes are the credits of the models that do the work,
 * as the model registry prices them (lambdas/core/models/registry.ts): a deployment's planner, its
 * footage model for t2v_fast and i2v_fast, its presenter for s2v and walk_talk; the built-in ones
 * when it names none. Motion text and the caller's own clip take no model. Planning is a separate
 * line so that it can be refunded alone on PLAN_FAILED, and kept when a planned render is refused
 * (§7 retry rule 4).
 */
export interface Pricing {
  planning: number;
  perScene: number;
  perSecond: Readonly<Record<SceneType, number>>;
  quality: Readonly<Record<Quality, number>>;
  compose: number;
  upscalePerSecond: number;
}

/** The models whose credits a price uses, by role (registry keys). */
export type PricedModels = Readonly<Record<'planner' | 'footage' | 'presenter', ModelKey>>;

/** Scene types priced by each role's model. */
const PRICED_SCENES = { footage: ['t2v_fast', 'i2v_fast'], presenter: ['s2v', 'walk_talk'] } as const satisfies Partial<Record<ModelRole, readonly SceneType[]>>;

/** The pricing of a deployment whose models are these (any role not given: its built-in model). */
export function pricingFor(models: Partial<PricedModels> = {}): Pricing {
  const chosen = { ...BUILTIN_MODELS, ...models };
  const model = (role: keyof PricedModels): ModelEntry => {
    const entry: ModelEntry = MODELS[chosen[role]];
    if (entry.role !== role) throw new Error(`${chosen[role]} is a ${entry.role} model, not a ${role}`);
    return entry;
  };
  const planner = model('planner').credits;
  if (planner.per !== 'plan') throw new Error(`${chosen.planner} is not priced per plan`);
  const perSecond = (role: keyof typeof PRICED_SCENES) => {
    const { credits } = model(role);
    return Object.fromEntries(
      PRICED_SCENES[role].map((type) => {
        const amount = credits.per === 'second' ? credits.scenes[type] : undefined;
        if (amount === undefined) throw new Error(`${chosen[role]} has no per-second credits for ${type} scenes`);
        return [type, amount];
      }),
    ) as Record<(typeof PRICED_SCENES)[typeof role][number], number>;
  };
  return {
    planning: planner.amount,
    perScene: 2,
    perSecond: { motion: 1, footage: 1, ...perSecond('footage'), ...perSecond('presenter') },
    quality: { draft: 1, standard: 2, premium: 4 },
    compose: 5,
    upscalePerSecond: 1,
  };
}

/** The pricing of the built-in models (a deployment that names no hosted footage or presenter model). */
export const PRICING: Pricing = pricingFor();

export interface PriceInput {
  scenes: readonly { type: SceneType; duration_sec: number }[];
  quality: Quality;
  upscale: boolean;
  /** The scenes were planned from a brief (not a caller's scene_plan). */
  planned: boolean;
  /**
   * The model that makes each scene's clip ahead of it (lambdas/core/clips/generated-clips.ts
   * clipKindOf), or null where the engine draws the scene; none given: every scene is the engine's.
   */
  clips?: readonly (ClipModel | null)[];
}

/** A scene's generated clip, as its price counts it: the model's credits a second over the clip it is asked for. */
export interface ClipPrice {
  /** The scene, from 0 in plan order. */
  scene: number;
  /** The registry key of the model that makes it. */
  model: ModelKey;
  /** Seconds of clip asked for (a model that makes fixed lengths is paid for the whole clip). */
  seconds: number;
  /** The part of the scene's price that is the clip's. */
  credits: number;
}

export interface Price {
  planning: number;
  /** One entry per scene, in plan order. */
  scenes: number[];
  /** The scenes' generated clips, each already counted in its scene's price; absent when a model makes none. */
  clips?: ClipPrice[];
  compose: number;
  total: number;
}

export function priceRender(input: PriceInput, pricing: Pricing = PRICING): Price {
  const q = pricing.quality[input.quality];
  const clips: ClipPrice[] = [];
  const scenes = input.scenes.map((s, i) => {
    const model = input.clips?.[i];
    const credits: Credits | undefined = model ? MODELS[model.key].credits : undefined;
    const rate = credits?.per === 'second' ? credits.scenes[s.type] : undefined;
    if (!model || rate === undefined) return pricing.perScene + Math.ceil(s.duration_sec * pricing.perSecond[s.type] * q);
    const seconds = clipSecondsFor(model, s.duration_sec);
    const clip = Math.ceil(seconds * rate * q);
    clips.push({ scene: i, model: model.key, seconds, credits: clip });
    return pricing.perScene + clip;
  });
  const seconds = input.scenes.reduce((sum, s) => sum + s.duration_sec, 0);
  const compose = pricing.compose + (input.upscale ? Math.ceil(seconds * pricing.upscalePerSecond) : 0);
  const planning = input.planned ? pricing.planning : 0;
  return { planning, scenes, ...(clips.length > 0 ? { clips } : {}), compose, total: planning + sum(scenes) + compose };
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
