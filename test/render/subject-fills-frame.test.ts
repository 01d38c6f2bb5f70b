/**
 * The people a shot is of fill the frame in both aspects: a photographer crops the room, not the people.
 *
 * - A class or a lesson (a class on mats, a coach's swim or surf lesson) in a tall frame shows its leader and the nearest of
 *   the class large, the rest of the row running off the side: its picture 32% of a 9:16 frame's height before, 50% now.
 * - People whole on the floor of a wide frame (a class on its mats, a swim lesson, three customers outside a
 *   shop) fill its content area's height as a tall frame's medium shot does, still whole above the caption band: 46% of a
 *   16:9 frame's height before, 52% now.
 */
import { describe, expect, it } from 'vitest';
import { taughtRow } from '../../lambdas/render/compose/bleed';
import { SUBJECT_MARGIN } from '../../lambdas/render/compose/layout';
import { isBody } from '../../lambdas/render/illustrations/bodies';
import { FRAMINGS, bottom, composeScene, isPerson, right } from '../support/scene-compose';

/** Swimming lessons, in several languages: framed to a little under the water's surface (people-in-water.test.ts). */
const SWIM_LESSONS = [
  'Children in a swim lesson at the pool with their coach',
  'Ein Schwimmkurs für Kinder im Hallenbad',
  'Cours de natation pour enfants à la piscine',
  'Een zwemles voor kinderen in het zwembad',
];
/** Classes on dry land, in several languages. */
const ON_LAND = [
  'a yoga class on mats in a studio',
  'An instructor guiding a class through a sun salutation inside a yoga studio',
  'Una instructora guía a la clase en perro boca abajo',
  'Una lezione di yoga in palestra, la classe in plank',
  'a surf instructor teaching children on the beach',
];
/** Classes and lessons. */
const CLASSES = [...ON_LAND, ...SWIM_LESSONS];
/** People standing whole on the floor, more than the two a wide frame cuts at the knees, or with what they stand at. */
const WHOLE = [
  ...ON_LAND,
  // (A hotel's desk welcome is cut at the knees, its case's top in view: front-desk-framing.test.ts.)
  'customers outside the bakery shopfront',
];
/** The least height of a class's picture in a tall frame, as a share of the frame's (before: 32%). */
const CLASS_TALL = 0.45;
/** The least height of people whole on a wide frame's floor, as a share of the frame's (before: 46%). */
const WIDE_TALL = 0.5;

const cases = (prompts: string[]) => prompts.flatMap((prompt) => FRAMINGS.map((f) => [`${prompt}, ${f.shot} ${f.side}${f.mirror ? ' mirrored' : ''}`, prompt, f] as const));

describe('a class or a lesson fills a tall frame, its row running off the side', () => {
  it.each(cases(CLASSES))('9:16 %s', async (_, prompt, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, '9:16', framing);
    expect(taughtRow(scene.pose), String(scene.pose)).toBe(true);
    const row = layout.placed.find((p) => isPerson(scene, p) && isBody(p.picture))!;
    expect(row.box.h / height).toBeGreaterThanOrEqual(CLASS_TALL);
    // Its leader's face and working hand stay inside the content area; the row runs past its side.
    const margin = Math.min(content.w, content.h) * SUBJECT_MARGIN;
    expect(row.kept).toBeDefined();
    expect(row.kept!.left).toBeGreaterThanOrEqual(content.x + margin - 0.5);
    expect(row.kept!.right).toBeLessThanOrEqual(right(content) - margin + 0.5);
    expect(row.face!.x).toBeGreaterThanOrEqual(content.x - 0.5);
    expect(right(row.face!)).toBeLessThanOrEqual(right(content) + 0.5);
    expect(bottom(row.face!)).toBeLessThanOrEqual(bottom(content) + 0.5);
  });

  it('a couple sharing a tablet is no class: both stay in a tall frame', async () => {
    const { scene, layout, content } = await composeScene('a couple looking at a tablet on the sofa', '9:16', FRAMINGS[3]!);
    expect(taughtRow(scene.pose)).toBe(false);
    const pair = layout.placed.find((p) => isPerson(scene, p))!;
    // All but its outer ends inside: the partner is not cropped off for size.
    expect(pair.kept!.right - pair.kept!.left).toBeGreaterThanOrEqual(pair.box.w * 0.75);
    expect(pair.kept!.left).toBeGreaterThanOrEqual(content.x - 0.5);
  });
});

describe('people whole on the floor of a wide frame fill its height, whole above the caption band', () => {
  it.each(cases(WHOLE))('16:9 %s', async (_, prompt, framing) => {
    const { scene, layout, content, height, width } = await composeScene(prompt, '16:9', framing);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people.length).toBeGreaterThan(0);
    const top = Math.min(...people.map((p) => p.box.y));
    const foot = Math.max(...people.map((p) => bottom(p.box)));
    expect((foot - top) / height).toBeGreaterThanOrEqual(WIDE_TALL);
    for (const p of layout.placed.filter((q) => !q.span && q.role !== 'surface')) {
      expect(bottom(p.box)).toBeLessThanOrEqual(bottom(content) + 0.5);
      expect(p.box.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(p.box.x).toBeGreaterThanOrEqual(-0.5);
      expect(right(p.box)).toBeLessThanOrEqual(width + 0.5);
    }
  });
});
