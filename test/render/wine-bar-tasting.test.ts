/**
 * A wine bar's tastings said as a bare noun ("Catas los jueves", "Dégustations le samedi") are a host pouring for a small
 * group, and a plan's entrance shot that says only them shows the tasting inside, never an empty shopfront (brief: "la
 * vinoteca El Sarmiento … catas los jueves"). Someone named at a front stays out there; a cook tasting a sauce hosts nothing.
 */
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { composeScene, FRAMINGS, withoutLook } from '../support/scene-compose';

const TASTINGS = [
  'La entrada de una vinoteca en una calle soleada, con luz de tarde. Focus: Catas los jueves. Cinematic live action, shallow depth of field, centred framing.',
  'Wine tastings on Fridays at the wine bar',
  'L’entrée d’un bar à vin dans une rue ensoleillée. Focus: Dégustations le samedi.',
  'Der Eingang zu einer Weinbar an einer sonnigen Straße. Focus: Weinproben am Freitag.',
  'L’ingresso di un’enoteca su una strada soleggiata. Focus: Degustazioni il giovedì.',
  'A entrada de uma garrafeira numa rua ensolarada. Focus: Provas de vinho às quintas.',
  'De ingang van een wijnbar in een zonnige straat. Focus: Proeverijen op donderdag.',
];

describe('a tasting is hosted inside the wine bar', () => {
  it.each(TASTINGS.flatMap((p) => [[p, '9:16'], [p, '16:9']] as const))('%s (%s)', async (prompt, aspect) => {
    const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
    expect(scene.setting).toBe('wine-bar');
    expect(scene.pose).toBe('hosting-tasting');
    expect(layout.placed.map((p) => withoutLook(p.picture))).toContain('body:hosting-tasting:polo');
  });

  it('an entrance with nothing done at it stays the front; a cook tasting a sauce hosts no tasting', () => {
    expect(parsePrompt('La entrada de una vinoteca en una calle soleada').setting).toBe('shopfront');
    expect(parsePrompt('The entrance of a café on a sunny street').setting).toBe('shopfront');
    expect(parsePrompt('A chef tasting the sauce').pose).not.toBe('hosting-tasting');
  });
});
