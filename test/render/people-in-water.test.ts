/**
 * Wave 80: a swimming lesson was framed by its whole picture, the coach and children down to the pool's floor, though only
 * their heads and floats show above the water: in a 16:9 frame the lesson was a band of heads across the top fifth of the
 * content area. It is framed now to a little under the water's surface (swimming.ts `framedTo`), the water below running off
 * the frame into the pool's own: the people above the surface fill the content area in every aspect.
 */
import { describe, expect, it } from 'vitest';
import { bodyFramedShare, bodyFace } from '../../lambdas/render/illustrations/bodies';
import { EVERYWHERE, composeScene, isPerson } from '../support/scene-compose';

const LESSONS = [
  'Children at a swimming lesson in a pool, morning light.',
  'A swim coach teaching kids to swim in the indoor pool',
  'Clases de natación para niños en la piscina',
  'Aulas de natação para crianças na piscina',
  'Schwimmunterricht für Kinder im Hallenbad',
  'Lezioni di nuoto per bambini in piscina',
];

/** The least height, as a share of the content area's, of the lesson down to just under the water (before: 0.6 in 9:16, 0.58 in 16:9 and 4:3). */
const ABOVE_WATER: Record<string, number> = { '9:16': 0.7, '16:9': 0.9, '1:1': 0.5, '4:5': 0.42, '4:3': 0.68, '3:4': 0.4 };

describe('a swimming lesson is framed on the people above the water', () => {
  it.each(LESSONS.flatMap((prompt) => EVERYWHERE.filter((_, k) => k % 3 !== 1).map(([label, aspect, framing]) => [`${prompt} ${label}`, prompt, aspect, framing] as const)))('%s', async (_, prompt, aspect, framing) => {
    const { scene, layout, content } = await composeScene(prompt, aspect, framing);
    expect(scene.pose).toBe('swim-lesson');
    const [lesson] = layout.placed.filter((p) => isPerson(scene, p));
    const shown = lesson!.box.h * bodyFramedShare(lesson!.picture);
    expect(shown / content.h).toBeGreaterThan(ABOVE_WATER[aspect]!);
    // The heads and the water's surface inside the content area.
    expect(lesson!.box.y).toBeGreaterThanOrEqual(content.y - 0.5);
    expect(lesson!.box.y + shown * 0.8).toBeLessThanOrEqual(content.y + content.h + 0.5);
    expect(lesson!.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
    expect(bodyFace(lesson!.picture).w).toBeGreaterThan(0);
  });

  it('the lesson picture is framed to under its surface; people on dry land are framed whole', () => {
    expect(bodyFramedShare('body:swim-lesson:polo@000')).toBeLessThan(0.7);
    expect(bodyFramedShare('body:class-warrior:casual@000')).toBe(1);
  });
});
