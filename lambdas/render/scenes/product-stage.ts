/**
 * The setting a product scene's prompt names, composed around the product photo: the place and
 * light (time of day) behind it, the surface it stands on, and the props the prompt puts beside
 * it, read by the same parser as the generated scenes (compose/parse-prompt.ts). The photo is
 * the prompt's first thing (whatever the parser calls it); everything else is staging. A prompt
 * that names nothing but the product keeps the plain studio.
 */
import { completeScene } from '../compose/complete-scene';
import { concept, type ConceptId } from '../compose/concepts';
import { parsePrompt } from '../compose/parse-prompt';
import type { Light, SettingId, TimeOfDay } from '../compose/scene-graph';

/** At most this many props beside the product: it stays the hero. */
const MAX_PROPS = 2;

export interface ProductStage {
  setting: SettingId;
  time: TimeOfDay;
  /** The light the prompt names ("a sunny kitchen", "a cosy café"), if any. */
  light: Light | null;
  /** The surface the product stands on (table, counter, shelf…), or null: the place's floor. */
  surface: string | null;
  /** Props beside the product: their picture and their size relative to the product's (0.35–0.8). */
  props: { picture: string; scale: number }[];
}

export function productStage(prompt: string): ProductStage | null {
  const named = parsePrompt(prompt);
  const staged = named.setting !== null || named.time !== null || named.light !== null || named.things.length > 1;
  if (!staged) return null;
  const scene = completeScene(named, false);
  const kinds = scene.things.map((t) => concept(t.concept).kind);
  const hero = kinds.findIndex((k) => k !== 'surface');
  const heroSize = hero >= 0 ? concept(scene.things[hero]!.concept).size : 0.3;
  const surface = scene.things.find((_, i) => kinds[i] === 'surface');
  const props = scene.things
    .filter((_, i) => i !== hero && kinds[i] !== 'surface' && kinds[i] !== 'hand')
    .slice(0, MAX_PROPS)
    .map((t) => {
      const c = concept(t.concept as ConceptId);
      return { picture: c.picture, scale: Math.max(0.35, Math.min(0.8, c.size / heroSize)) };
    });
  return { setting: scene.setting, time: scene.time, light: scene.light, surface: surface ? concept(surface.concept).picture : null, props };
}
