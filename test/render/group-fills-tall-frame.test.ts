/**
 * Wave 70: a cooking class at its stations (a group at work together, not led in a row) was kept whole across a tall frame's
 * width, a strip 61% of its content area's height with the people small in it. A tall frame now shows such a group as a
 * photographer does: framed as tall as a class in a row (ROW_BLEED), the far end of the group cut by the frame's side, its lead's
 * face and hand kept inside the content area.
 */
import { describe, expect, it } from 'vitest';
import { FRAMINGS, composeScene, isPerson } from '../support/scene-compose';
import { bodyFace } from '../../lambdas/render/illustrations/bodies';

const GROUPS = [
  'La squadra al lavoro in una scuola di cucina, con la luce di mezzogiorno dalle finestre',
  'A cooking class: a chef teaching students to make fresh pasta',
  'Un cours de cuisine dans une école de cuisine, lumière du matin',
  'Ein Kochkurs in der Kochschule am Abend',
];

describe('a group at work together fills a tall frame', () => {
  it.each(GROUPS.flatMap((prompt) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}`, prompt, framing] as const)))('%s', async (_, prompt, framing) => {
    const { scene, layout, content, width } = await composeScene(prompt, '9:16', framing);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people).toHaveLength(1);
    const [group] = people;
    // Its picture two thirds of the content area's height or more (before: 61%), running off a side of the frame.
    expect(group!.box.h / content.h).toBeGreaterThan(0.66);
    expect(group!.box.x < 0 || group!.box.x + group!.box.w > width).toBe(true);
    // What it is about stays inside the content area: its kept span and its lead's face.
    expect(group!.kept!.left).toBeGreaterThanOrEqual(content.x - 0.5);
    expect(group!.kept!.right).toBeLessThanOrEqual(content.x + content.w + 0.5);
    expect(group!.face!.x).toBeGreaterThanOrEqual(content.x - 0.5);
    expect(group!.face!.x + group!.face!.w).toBeLessThanOrEqual(content.x + content.w + 0.5);
    expect(bodyFace(group!.picture).w).toBeGreaterThan(0);
  });
});
