import { createHash } from 'node:crypto';
import type { ModelKey } from '../models/registry';
import type { RenderRequest, Scene } from './request-schema';
import type { Aspect } from './vocabulary';

/**
 * The version of what the engine draws. Raise it with any change to `lambdas/render/` that
 * changes a scene's pixels or sound: every cached scene then misses, and nothing stale is reused.
 */
export const SCENE_ENGINE_VERSION = 1;

/** Request fields that never change a scene's own files: they are the video's (plan, length, composition) or the API's. */
const NOT_IN_A_SCENE = ['brief', 'scene_plan', 'aspect', 'aspects', 'dry_run', 'duration_sec', 'music_style'] as const;

export interface SceneCacheInput {
  userId: string;
  /** The request as the caller sent it (data URIs still inline, so their bytes count, not a job's copy). */
  request: RenderRequest;
  scenes: readonly Scene[];
  index: number;
  aspect: Aspect;
  /**
   * The model that makes the scene's clip ahead of it (a deployment setting, not in the request),
   * none where the engine draws the scene: a scene cached with one model's clip is never reused
   * where another model would make it. The clip's prompt and picture are the scene's own fields.
   */
  clip?: ModelKey | null;
}

/**
 * The key of one rendered scene in one aspect, in the account's scene cache: a SHA-256 of
 * everything that determines its files. That is the account (never shared across accounts), the
 * engine's version, the aspect, the model that makes its clip (if one does), every request field a scene is drawn with (style, voice,
 * language, quality and size, upscale, brand, product, presenter, captions…), the scene itself,
 * its place (the first has no head, the last a tail only before an end card) and what the engine
 * reads of the other scenes (their type, prompt, role and motion: step numbering, the call to
 * action, compositions kept apart). Another scene's script or length does not change it, so a
 * plan edited line by line re-renders only the lines that changed.
 */
export function sceneCacheKey(input: SceneCacheInput): string {
  const scene = input.scenes[input.index];
  if (!scene) throw new RangeError(`scene ${input.index} is not in the plan`);
  const request: Record<string, unknown> = { ...input.request };
  for (const field of NOT_IN_A_SCENE) delete request[field];
  const identity = {
    engine: SCENE_ENGINE_VERSION,
    user: input.userId,
    aspect: input.aspect,
    clip: input.clip ?? null,
    request,
    scene,
    index: input.index,
    siblings: input.scenes.map(({ type, prompt, role, motion }) => ({ type, prompt, role, motion })),
  };
  return createHash('sha256').update(canonicalJson(identity)).digest('hex');
}

/** JSON with every object's keys sorted, so the same values always hash the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
