import { clipSecondsFor, type ClipModel } from '../clips/generated-clips';
import type { Credits, ModelEntry, ModelRole } from '../models/model';
import { BUILTIN_MODELS, MODELS, type ModelKey } from '../models/registry';
import type { Aspect, Quality, SceneType } from './vocabulary';

/**
 * Credit cost of a render: the one pricing formula (§8 leaves it unshown; this is ours).
 *
 *   scene_i  = REUSED_SCENE when every aspect of scene i is in the account's scene cache, else
 *              PER_SCENE + ceil(seconds_i × PER_SECOND[type_i] × QUALITY[quality]), or, where a model
 *              makes the scene's clip ahead of it, PER_SCENE + clip_i (listed again in `clips`)
 *   clip_i   = ceil(clip_seconds_i × the model's credits a second × QUALITY[quality]), made once
 *              per job and played in every aspect; none for a reused scene
 *   compose  = COMPOSE + (upscale ? ceil(total_seconds × UPSCALE_PER_SECOND) : 0)
 *   aspect_k = compose + Σ over scenes not reused of ceil(seconds_i × ASPECT_PER_SECOND × QUALITY[quality]),
 *              for each aspect after the first
 *   planning = PLANNING when the scenes were planned from a brief, else 0
 *   total    = planning + Σ scene_i + compose + Σ aspect_k
 *
 * PLANNING and the PER_SECOND of generated scenes are the credits of the models that do the work,
 * as the model registry prices them (lambdas/core/models/registry.ts): a deployment's planner, its
 * footage model for t2v_fast and i2v_fast, its presenter for s2v and walk_talk; the built-in ones
 * when it names none. Motion text and the caller's own clip take no model. Planning is a separate
 * line so that it can be refunded alone on PLAN_FAILED, and kept when a planned render is refused
 * (§7 retry rule 4).
 *
 * An extra aspect shares the plan, the narration and the generated footage (the models' credits,
 * in scene_i) and pays only for drawing and encoding its own frames, at the rate of a motion scene
 * without its PER_SCENE, and for its own composition: so two aspects always cost less than two
 * jobs. A reused scene is copied, not drawn: REUSED_SCENE credits, in every aspect.
 */
export interface Pricing {
  planning: number;
  perScene: number;
  perSecond: Readonly<Record<SceneType, number>>;
  quality: Readonly<Record<Quality, number>>;
  compose: number;
  upscalePerSecond: number;
  /** Per second of the scenes an aspect after the first draws and encodes itself. */
  aspectPerSecond: number;
  /** A scene copied from the account's scene cache, in every aspect. */
  reusedScene: number;
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
    aspectPerSecond: 1,
    reusedScene: 1,
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
  /** Every aspect delivered, in order (default: one). */
  aspects?: readonly Aspect[];
  /** Indexes of the scenes found in the account's scene cache for every aspect (their clips are not made). */
  reused?: ReadonlySet<number>;
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
  /** One entry per aspect after the first, in the order asked: what that aspect adds. */
  aspects: { aspect: Aspect; credits: number }[];
  total: number;
}

export function priceRender(input: PriceInput, pricing: Pricing = PRICING): Price {
  const q = pricing.quality[input.quality];
  const reused = (i: number) => input.reused?.has(i) ?? false;
  const clips: ClipPrice[] = [];
  const scenes = input.scenes.map((s, i) => {
    if (reused(i)) return pricing.reusedScene;
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
  const drawn = sum(input.scenes.map((s, i) => (reused(i) ? 0 : Math.ceil(s.duration_sec * pricing.aspectPerSecond * q))));
  const aspects = (input.aspects ?? []).slice(1).map((aspect) => ({ aspect, credits: compose + drawn }));
  const planning = input.planned ? pricing.planning : 0;
  return {
    planning,
    scenes,
    ...(clips.length > 0 ? { clips } : {}),
    compose,
    aspects,
    total: planning + sum(scenes) + compose + sum(aspects.map((a) => a.credits)),
  };
}

/**
 * Credits to give back when a job ends without a video (failed, timed out, cancelled):
 * every scene that did not render, the composition that did not happen (§3.1, §7 rule 5) and
 * every extra aspect (none of its videos was delivered).
 * Planning is work that did happen and is never part of this refund; `rendered` is either how
 * many scenes rendered in order, or the indexes of the scenes that rendered.
 */
export function refundFor(price: Price, rendered: number | Iterable<number>): number {
  const done = typeof rendered === 'number' ? (i: number) => i < rendered : inSet(new Set(rendered));
  return sum(price.scenes.filter((_, i) => !done(i))) + price.compose + sum((price.aspects ?? []).map((a) => a.credits));
}

const inSet = (set: ReadonlySet<number>) => (i: number) => set.has(i);

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
