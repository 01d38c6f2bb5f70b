/**
 * One or two people standing whole in a landscape frame are framed as a photographer frames them,
 * medium-wide: heads near the content area's top, cut by the frame's bottom edge at about the knees,
 * not shrunk to stand whole in the middle third with the room all round them. Groups and wide scenes
 * (a family at a table, three customers, a class on mats, someone behind a counter) stay as they were,
 * and so does every tall frame.
 *
 * Head (hair to chin) as a share of a 16:9 frame's height, close / medium / wide, before → after:
 *
 *   a woman standing in the street          9.0 / 7.8 / 7.8  →  23.0 / 19.7 / 17.2
 *   a barber cutting a man's hair           8.9 / 7.7 / 7.7  →  22.7 / 19.5 / 17.0
 *   a forklift driver driving a forklift    7.5 / 6.5 / 6.5 (unchanged: the forklift, like a scooter, a dog or a shredder, is at their feet)
 *   two friends toasting with wine glasses  8.9 / 7.7 / 7.7  →  20.9 / 18.2 / 17.0
 *   a warehouse worker lifting a heavy box  9.0 / 7.8 / 7.8  →  23.0 / 19.7 / 17.2
 *   a couple walking in the park            9.1 / 7.9 / 7.9  →  23.2 / 19.9 / 17.4
 *   a class stretching on mats (one on a mat, kept whole)   10.7 / 9.2 / 9.2  →  10.8 / 10.8 / 10.8
 *   a barista behind the counter           22.8 / 19.7 / 19.7 (unchanged)
 *   family at dinner                        20.6 / 17.6 / 17.9 (unchanged)
 *   customers outside the bakery shopfront   9.0 / 7.8 / 7.8 (three standing: unchanged)
 *   People stretching together on mats      10.2 / 8.8 / 8.8 (three: unchanged)
 */
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { HEAD_ROOM, type Placed } from '../../lambdas/render/compose/layout';
import { overhang } from '../../lambdas/render/scenes/framed-layout';
import { bottom, composeScene, expectFramed, FRAMINGS, isPerson, right } from '../support/scene-compose';

/** One or two people standing whole, alone or with what they work on. */
const FEW = [
  'a woman standing in the street',
  "a barber cutting a man's hair",
  'two friends toasting with wine glasses',
  'a warehouse worker lifting a heavy box',
  'a couple walking in the park',
];
/** Groups and scenes framed whole, as they were: at a table, behind a counter, three or more. */
const AS_THEY_ARE = [
  'family at dinner',
  'a barista behind the counter',
  'customers outside the bakery shopfront',
  'People stretching together on mats in a sunny studio',
  // Crouched at the forks, the face low in the picture: cut at the knees it would sit in the caption band.
  'A forklift driver checking the forks and tyres before their shift, a forklift in front of them, in a warehouse',
  // What they do is at their feet (the forklift, the scooter's wheels, the dog, the shredder): cut at the knees it would be lost.
  'a forklift driver driving a forklift in the warehouse',
  'A commuter riding the e-scooter along a river path',
  'a man walking his dog in the park',
  'An office worker shredding printed customer records, a shredder in front of them, in an office',
  'A chef grilling tacos inside a restaurant',
  'Runners crossing the bridge at sunrise',
];
/** Before, a lone standing person's head was 7.8% of a 16:9 frame's height in a medium shot; the least now is about 17%, in a wide one. */
const LEAST_HEAD = 0.15;

const cases = (prompts: string[]) =>
  prompts.flatMap((prompt) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}${framing.mirror ? ' mirrored' : ''}`, prompt, framing] as const));
const lowest = (people: Placed[]) => Math.max(...people.map((p) => bottom(p.box)));

describe('one or two people standing whole in a 16:9 frame are framed medium-wide', () => {
  it.each(cases(FEW))('%s', async (_, prompt, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, '16:9', framing);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people.length).toBeGreaterThan(0);
    // No subject cut at the sides, nothing but people below the frame.
    expectFramed(scene, layout, content, height);
    for (const p of people) {
      expect(p.face!.h / height).toBeGreaterThanOrEqual(LEAST_HEAD);
      // Never above the content area's top, never down in the caption band.
      expect(p.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(bottom(p.face!)).toBeLessThanOrEqual(bottom(content));
    }
    // The tallest head at the content area's top, HEAD_ROOM below it.
    expect(Math.min(...people.map((p) => Math.min(p.face!.y, p.box.y))) - content.y).toBeLessThanOrEqual(content.h * HEAD_ROOM * 2);
    // Cut by the frame's bottom edge, not standing whole in the middle of it.
    expect(lowest(people)).toBeGreaterThan(height);
    // What they hold or work with stays above the caption band: the scene is not framed smaller again for it.
    for (const p of layout.placed.filter((q) => q.role === 'subject' && !isPerson(scene, q) && concept(scene.things[q.thing]!.concept).kind !== 'surface'))
      expect(bottom(p.box)).toBeLessThanOrEqual(bottom(content) + 0.5);
    expect(overhang(layout, scene, bottom(content), height)).toBe(0);
  });

  it.each(FRAMINGS.map((f) => [f.shot, f] as const))('what someone works on the floor with stays whole (a mat), %s', async (_, framing) => {
    const { scene, layout, content } = await composeScene('a woman stretching on her mat', '16:9', framing);
    const mat = layout.placed.find((p) => p.role === 'underfoot')!;
    expect(bottom(mat.box)).toBeLessThanOrEqual(bottom(content));
    expect(right(mat.box)).toBeLessThanOrEqual(right(content));
    expect(overhang(layout, scene, bottom(content), content.y + content.h)).toBe(0);
  });

  it('a closer shot cuts higher up the figure', async () => {
    const shown = await Promise.all(
      [FRAMINGS[0]!, FRAMINGS[3]!, FRAMINGS[6]!].map(async (framing) => {
        const { scene, layout, height } = await composeScene('a woman standing in the street', '16:9', framing);
        const person = layout.placed.find((p) => isPerson(scene, p))!;
        return (height - person.box.y) / person.box.h;
      }),
    );
    expect(shown[0]!).toBeLessThan(shown[1]!);
    expect(shown[1]!).toBeLessThan(shown[2]!);
  });

  it('a square frame, its content area wide for the caption band below, frames a lone person medium-wide too', async () => {
    const { scene, layout, content, height } = await composeScene('a woman standing in the street', '1:1', FRAMINGS[3]!);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(lowest(people)).toBeGreaterThan(height);
    expect(bottom(people[0]!.face!)).toBeLessThanOrEqual(bottom(content));
  });
});

describe('groups, people at a table or counter, and tall frames are framed as they were', () => {
  it.each(cases(AS_THEY_ARE))('%s', async (_, prompt, framing) => {
    const { scene, layout, content } = await composeScene(prompt, '16:9', framing);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    // Whole inside the content area (or hidden below a counter's or table's top), none cut by the frame's edge.
    for (const p of people) expect(Math.min(bottom(p.box), p.clipBottom ?? Infinity)).toBeLessThanOrEqual(bottom(content) + 0.5);
  });

  it.each(FEW.map((prompt) => [prompt]))('%s in a 9:16 frame stands full length', async (prompt) => {
    const { scene, layout, height } = await composeScene(prompt, '9:16', FRAMINGS[3]!);
    expect(lowest(layout.placed.filter((p) => isPerson(scene, p)))).toBeLessThanOrEqual(height);
  });
});
