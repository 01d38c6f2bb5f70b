/**
 * Issue 23: in French and Portuguese "café" is the drink and the place. The planner's own shots of a café
 * ("L’entrée d’un café …", "O interior de um café …") are the place, drawn as the English ones are, with no
 * giant cup; a coffee on a terrace table is the drink, and the terrace its place.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

const read = (prompt: string) => {
  const { scene } = composeScene(prompt);
  return { setting: scene.setting, things: scene.things.map((t) => t.concept) };
};

describe('café, the place or the drink', () => {
  it.each([
    ['L’entrée d’un café dans une rue ensoleillée', 'The entrance of a café on a sunny street'],
    ['A entrada de um café numa rua ensolarada', 'The entrance of a café on a sunny street'],
    ['L’intérieur d’un café, prêt pour la journée', 'The inside of a café, ready for the day'],
    ['O interior de um café, pronto para abrir', 'The inside of a café, ready for the day'],
    ['La terrasse d’un café au soleil', 'The terrace of a café in the sun'],
    ['Café avec une femme souriante', 'A café with a smiling woman'],
  ])('%s is drawn as %s', (prompt, english) => {
    expect(read(prompt)).toEqual(read(english));
  });

  it.each([
    ['Un café sur une table en terrasse', 'terrace'],
    ['Um café numa mesa na esplanada', 'terrace'],
    ['Un café avec un croissant sur une table en terrasse', 'terrace'],
  ])('%s is a coffee on the table of the place named after it', (prompt, setting) => {
    expect(read(prompt)).toMatchObject({ setting, things: expect.arrayContaining(['coffee', 'table']) });
  });
});
