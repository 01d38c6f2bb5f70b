import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { concept, isDrawn, picturesOf } from '../../lambdas/render/compose/concepts';
import { layoutScene, SHOTS, type Framing } from '../../lambdas/render/compose/layout';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { hasIcon } from '../../lambdas/render/illustrations/icon-set';
import { iconAspect } from '../../lambdas/render/illustrations/picture-bounds';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES } from './motion-frames';

/** Every framing a generated scene may take: each shot size centred, right and mirrored, left. */
export const FRAMINGS: Framing[] = SHOTS.flatMap((shot) => [
  { shot, side: 0, mirror: false },
  { shot, side: 1, mirror: true },
  { shot, side: -1, mirror: false },
]);

/** A prompt read, completed and laid out as `subjectFootage` lays it out, in a draft frame of `aspect`. */
export async function composeScene(prompt: string, aspect: Aspect, framing: Framing) {
  const scene = completeScene(parsePrompt(prompt));
  const aspects = new Map<string, number>();
  for (const name of new Set(scene.things.flatMap((t) => picturesOf(concept(t.concept), scene.pose)))) {
    if (!isDrawn(name) && hasIcon(name)) aspects.set(name, await iconAspect(name));
  }
  const [width, height] = DRAFT_SIZES[aspect];
  const areas = safeAreas(aspect, width, height, true);
  const layout = layoutScene(scene, areas.content, { width, height }, framing, (p) => aspects.get(p));
  return { scene, layout, content: areas.content, width, height };
}
