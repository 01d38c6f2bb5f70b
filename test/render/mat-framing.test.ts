/**
 * What is done on a mat (a sun salutation, tree pose, a class led through them) is framed whole in a
 * landscape frame, mat and feet above its bottom edge, as AT_THE_FEET poses are: cut at the knees by the
 * medium-wide framing of people standing, the mat was lost and a class was cut at the waist (a woman in a
 * sun salutation ran 117% of a 16:9 frame's height, off its bottom).
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { bottom, composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

const ON_A_MAT = [
  'A woman doing a sun salutation on her mat',
  'A man in tree pose',
  'An instructor guiding a class through a sun salutation inside a yoga studio',
  'A yoga teacher leading the class in tree pose',
  'Una mujer haciendo el saludo al sol en su esterilla',
  'Eine Frau macht den Sonnengruß auf ihrer Matte',
  "Une femme en posture de l'arbre sur son tapis",
];

describe('what is done on a mat is framed whole in 16:9', () => {
  it.each(ON_A_MAT.flatMap((prompt) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}`, prompt, framing] as const)))('%s', async (_, prompt, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, '16:9', framing);
    expect(scene.pose && ACTIONS[scene.pose].shows?.includes('mat'), prompt).toBe(true);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) {
      expect(bottom(p.box)).toBeLessThanOrEqual(height + 0.5);
      expect(p.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(bottom(p.face!)).toBeLessThanOrEqual(bottom(content) + 0.5);
    }
  });
});
