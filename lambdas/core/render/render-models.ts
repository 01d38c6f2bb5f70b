import type { SceneType } from './vocabulary';

/**
 * Render models a scene may ask for in its `model` field (our name; the spec shows none).
 * A scene without `model` uses its type's first model. Asking for a model this deployment
 * cannot use answers 400 UNSUPPORTED_MODEL (§4.2); `footage` plays the caller's clip and has none.
 */
export const RENDER_MODELS: Readonly<Record<SceneType, readonly string[]>> = {
  motion: ['motion-canvas'],
  t2v_fast: ['t2v-fast'],
  i2v_fast: ['i2v-fast'],
  s2v: ['s2v-presenter'],
  walk_talk: ['walk-talk-presenter'],
  footage: [],
};

export const MAX_MODEL_NAME_CHARS = 64;
