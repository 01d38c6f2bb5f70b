import * as z from 'zod';
import type { RenderRequest, Scene } from '../render/request-schema';
import { checkSceneFields, MAX_SCENES, MAX_TITLE_CHARS, sceneObject } from '../render/request-schema';
import type { Route } from '../render/routes-catalog';
import type { ArtStyle, Aspect, Kind, MusicStyle } from '../render/vocabulary';

/**
 * The planner port (issue 6): turns a brief into a scene plan. The built-in planner needs no
 * network; a hosted-model adapter may replace it by configuration. Both return plans that
 * pass the request's scene schema, and notes from their own review (§2.4 `plan_notes`).
 */

export interface PlanInput {
  brief: string;
  kind: Kind;
  duration_sec: number;
  narrator: boolean;
  title?: string;
  brand_name?: string;
  category?: string;
  language: string;
  /** The first of `aspects`, as the request resolves it. */
  aspect: Aspect;
  /** Every frame shape the plan is rendered in: one plan, and one picture per scene, serves them all. */
  aspects: readonly Aspect[];
  route?: Route;
  art_style: ArtStyle;
  music_style: MusicStyle;
  /** What the caller supplied, by presence only: images never reach a planner. */
  assets: {
    productImage: boolean;
    productEnabled?: boolean;
    avatar: boolean;
    presenterEnabled?: boolean;
    brandLogo: boolean;
    brandColors: readonly string[];
  };
}

export interface Plan {
  title: string;
  scenes: Scene[];
  /** What the planner changed or doubts, as sentences; empty when it has nothing to say. */
  notes: string[];
}

export interface Planner {
  plan(input: PlanInput, options: { signal: AbortSignal }): Promise<Plan>;
}

/** Scenes a planner may write: no caller assets (URLs, footage) and no model choice. */
const plannedSceneSchema = sceneObject
  .omit({ ref_image_url: true, video_url: true, model: true })
  .extend({ type: z.enum(['motion', 't2v_fast', 'i2v_fast', 's2v', 'walk_talk']) })
  .superRefine(checkSceneFields);

export const planSchema = z.object({
  title: z.string().min(1).max(MAX_TITLE_CHARS),
  scenes: z.array(plannedSceneSchema).min(1).max(MAX_SCENES),
  notes: z.array(z.string().max(500)).max(20).default([]),
});

export function planInputOf(request: RenderRequest & { brief: string }): PlanInput {
  return {
    brief: request.brief,
    kind: request.kind,
    duration_sec: request.duration_sec,
    narrator: request.narrator,
    title: request.title,
    brand_name: request.brand_name,
    category: request.category,
    language: request.language,
    aspect: request.aspect,
    aspects: request.aspects,
    route: request.route,
    art_style: request.art_style,
    music_style: request.music_style,
    assets: {
      productImage: request.product_image_url !== undefined,
      productEnabled: request.product_enabled,
      avatar: request.avatar_preset_id !== undefined,
      presenterEnabled: request.presenter_enabled,
      brandLogo: request.brand_enabled !== false && request.brand_logo_url !== undefined,
      brandColors: request.brand_colors ?? [],
    },
  };
}
