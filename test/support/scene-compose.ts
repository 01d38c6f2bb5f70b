import { expect } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { concept, isDrawn, picturesOf } from '../../lambdas/render/compose/concepts';
import { SHOTS, SUBJECT_MARGIN, type Framing, type Layout, type Placed } from '../../lambdas/render/compose/layout';
import { layoutGroups } from '../../lambdas/render/compose/two-groups';
import type { SceneGraph } from '../../lambdas/render/compose/scene-graph';
import { safeAreas, type Box } from '../../lambdas/render/draw/layout';
import { hasIcon } from '../../lambdas/render/illustrations/icon-set';
import { iconAspect } from '../../lambdas/render/illustrations/picture-bounds';
import { ASPECTS } from '../../lambdas/core/render/vocabulary';
import type { Aspect } from '../../lambdas/render/spec';
import { deepFreeze } from './deep-freeze';
import { DRAFT_SIZES } from './motion-frames';

/** Every framing a generated scene may take: each shot size centred, right and mirrored, left. */
export const FRAMINGS: Framing[] = SHOTS.flatMap((shot) => [
  { shot, side: 0, mirror: false },
  { shot, side: 1, mirror: true },
  { shot, side: -1, mirror: false },
]);

/** Every aspect with every framing, labelled for a test's name. */
export const EVERYWHERE = ASPECTS.flatMap((aspect) => FRAMINGS.map((framing) => [`${aspect} ${framing.shot} ${framing.side}${framing.mirror ? ' mirrored' : ''}`, aspect, framing] as const));

/**
 * The aspects and framings a long table's `i`th row is laid out in, instead of EVERYWHERE: aspect k
 * with framing i + k (each taken round its list) for k below the longer list's length. Every row meets
 * every aspect and every framing, and any nine rows in a row meet every aspect with every framing;
 * EVERYWHERE stays for a table's few representative rows.
 */
export const eachAspectAndFraming = (i: number) =>
  Array.from({ length: Math.max(ASPECTS.length, FRAMINGS.length) }, (_, k) => EVERYWHERE[(k % ASPECTS.length) * FRAMINGS.length + ((i + k) % FRAMINGS.length)]!);

export const isPerson = (graph: Pick<SceneGraph, 'things'>, p: Placed) => p.role === 'subject' && concept(graph.things[p.thing]!.concept).kind === 'person';
export const right = (b: Box) => b.x + b.w;
export const bottom = (b: Box) => b.y + b.h;

/**
 * The framing rule: every subject's top is inside the content area and its sides (a bled picture's
 * kept part) keep SUBJECT_MARGIN from the content's (a bust is cut by the bottom edge only); things that are not
 * people end above `floor`.
 */
export function expectFramed(scene: Pick<SceneGraph, 'things'>, layout: Layout, content: Box, floor: number): void {
  const margin = Math.min(content.w, content.h) * SUBJECT_MARGIN;
  for (const p of layout.placed) {
    if (p.role === 'surface' || p.role === 'hand' || p.role === 'legs' || p.span) continue;
    expect(p.box.y).toBeGreaterThanOrEqual(content.y - 0.5);
    // A wide picture run off a tall frame's sides keeps what it is about inside.
    const { left, right: end } = p.kept ?? { left: p.box.x, right: right(p.box) };
    expect(left).toBeGreaterThanOrEqual(content.x + margin - 0.5);
    expect(end).toBeLessThanOrEqual(right(content) - margin + 0.5);
    if (!isPerson(scene, p)) expect(bottom(p.box)).toBeLessThanOrEqual(floor + 0.5);
  }
}

/**
 * Each prompt's reading and its icons' aspects, made once: tables lay one prompt out in every aspect
 * and framing, and reading it (deterministic; a layout leaves it as it was) is half of each layout's time.
 */
const readings = new Map<string, Promise<{ composed: ReturnType<typeof readScene>; aspects: ReadonlyMap<string, number> }>>();
function readOnce(prompt: string) {
  let reading = readings.get(prompt);
  if (!reading) {
    reading = (async () => {
      const composed = deepFreeze(readScene(prompt));
      const aspects = new Map<string, number>();
      for (const name of new Set(composed.groups.flatMap((g) => g.things.flatMap((t) => picturesOf(concept(t.concept)))))) {
        if (!isDrawn(name) && hasIcon(name)) aspects.set(name, await iconAspect(name));
      }
      return { composed, aspects };
    })();
    readings.set(prompt, reading);
  }
  return reading;
}

/** A drawn person's picture without its look (`body:holding:hivis@123` → `body:holding:hivis`): what they are drawn doing, in what. */
export const withoutLook = (picture: string) => picture.replace(/@\d{3}$/, '');

/** A prompt read, completed and laid out as `subjectFootage` lays it out, in a draft frame of `aspect`. */
export async function composeScene(prompt: string, aspect: Aspect, framing: Framing) {
  const { composed, aspects } = await readOnce(prompt);
  const { scene } = composed;
  const [width, height] = DRAFT_SIZES[aspect];
  const areas = safeAreas(aspect, width, height, true);
  const layout = layoutGroups(composed, areas.content, { width, height }, framing, (p) => aspects.get(p));
  return { scene, groups: composed.groups, layout, content: areas.content, width, height };
}

/**
 * Each prompt, in each aspect, draws its pose as one person in `picture` (whole, never cut at the
 * bottom unless `cut`), with what the job is done with inside that picture: nothing drawn again
 * beside them. `more` checks what a table adds (the setting).
 */
export async function expectDrawnAtTheJob(prompt: string, aspect: Aspect, pose: string, picture: string, more: { setting?: string; whole?: boolean } = {}) {
  const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
  expect(scene.pose).toBe(pose);
  if (more.setting !== undefined) expect(scene.setting).toBe(more.setting);
  const people = layout.placed.filter((p) => isPerson(scene, p));
  expect(people.map((p) => withoutLook(p.picture))).toEqual([picture]);
  if (more.whole) expect(people[0]!.clipBottom).toBeUndefined();
  expect(layout.placed.filter((p) => !isPerson(scene, p)).map((p) => scene.things[p.thing]!.concept)).toEqual([]);
}
