/**
 * A prompt that names one person gets one person: "a woman holding a tablet" at home is her on the sofa with it, not
 * the picture of two sharing a tablet on the sofa. Two or more named (a couple, friends, a family, a mother and her
 * son, a woman and her husband) still share it. Kin words (son, daughter, husband, wife…) count as the people they are.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { concept } from '../../lambdas/render/compose/concepts';
import { FRAMINGS, composeScene as layOut, isPerson } from '../support/scene-compose';

const ONE = [
  'a woman holding a tablet at home',
  'A woman holding a tablet at home in her living room.',
  'a man using a tablet on the sofa',
  'une femme avec une tablette dans son salon',
  'Una mujer con una tableta en casa',
  'Eine Frau mit einem Tablet auf dem Sofa',
  'Una donna con un tablet a casa',
  'Uma mulher com um tablet em casa',
  'Een vrouw met een tablet thuis',
];
const TWO = [
  'a couple looking at a tablet on the sofa',
  'two friends looking at a tablet',
  'A mother and her son looking at a tablet',
  'a woman and her husband looking at a tablet at home',
  'Une femme et son mari regardent une tablette',
  'Eine Frau mit ihrem Sohn schaut auf ein Tablet zu Hause',
  'Una mujer con su hijo mirando una tableta en casa',
];

describe('one person with a tablet is drawn alone', () => {
  it.each(ONE.map((p) => [p]))('%s', async (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).not.toBe('tablet-together');
    expect(scene.pose && ACTIONS[scene.pose].drawsPartner).toBeFalsy();
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene: laid, layout } = await layOut(prompt, aspect, FRAMINGS[3]!);
      expect(layout.placed.filter((p) => isPerson(laid, p))).toHaveLength(1);
    }
    // The tablet is the one in her hands in the picture, not a second device held up beside it.
    expect(scene.things.map((t) => t.concept)).not.toContain('hand');
  });
});

describe('two or more named share it', () => {
  it.each(TWO.map((p) => [p]))('%s', (prompt) => {
    expect(composeScene(prompt).scene.pose).toBe('tablet-together');
  });

  it.each([
    ['A woman and her son at home', 2],
    ['a grandmother and her grandson on the sofa', 2],
    ['Une femme et son mari au salon', 2],
    ['Ein Mann mit seiner Tochter im Park', 2],
    ['Een vrouw en haar dochter in het park', 2],
  ] as const)('kin are people: %s', (prompt, people) => {
    const { things } = parsePrompt(prompt);
    expect(things.filter((t) => concept(t.concept).kind === 'person').reduce((n, t) => n + t.count, 0)).toBe(people);
  });
});
