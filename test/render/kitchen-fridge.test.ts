/**
 * Issue 23: a food hygiene training's steps at the kitchen's fridge and worktop, in every language and in the
 * imperative a step is written in. Raw meat stored on the bottom shelf (other food on a higher shelf named), the fridge's temperature checked, a worktop
 * cleaned and sanitised: each is the cook drawn at the open fridge (its display, its stocked shelves) or the steel
 * worktop (spray and cloth), nothing drawn again beside them.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { DISPLAY_GREEN, RAW_MEAT } from '../../lambdas/render/illustrations/kitchen-fridge';
import { bodyPixelsNear } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const STEPS: [prompt: string, pose: string][] = [
  ['A cook storing raw meat on the bottom shelf of the fridge, in a restaurant kitchen', 'fridge-storing'],
  ['Store raw meat on the bottom shelf', 'fridge-storing'],
  ['Put the milk in the fridge', 'fridge-storing'],
  ['A cook putting the chicken in the freezer', 'fridge-storing'],
  ['Guarda la carne cruda en la balda inferior', 'fridge-storing'],
  ["Rangez la viande crue sur l'étagère du bas du réfrigérateur", 'fridge-storing'],
  ['Der Koch lagert rohes Fleisch im untersten Fach des Kühlschranks', 'fridge-storing'],
  ['Conserva la carne cruda nel ripiano inferiore del frigorifero', 'fridge-storing'],
  ['Guarde a carne crua na prateleira de baixo da geladeira', 'fridge-storing'],
  ['Bewaar rauw vlees op de onderste plank van de koelkast', 'fridge-storing'],
  // A shelf named higher up is the food set there standing, above the raw meat.
  ['Keep dairy on the top shelf of the fridge', 'fridge-stocking'],
  ['Pon los lácteos en la balda superior de la nevera', 'fridge-stocking'],
  ["Range le fromage sur l'étagère du haut du frigo", 'fridge-stocking'],
  ['Der Koch stellt den Joghurt ins oberste Fach des Kühlschranks', 'fridge-stocking'],
  ['Metti i latticini sul ripiano superiore del frigo', 'fridge-stocking'],
  ['Guarde os laticínios na prateleira de cima do frigorífico', 'fridge-stocking'],
  ['Zet de zuivel op de bovenste plank van de koelkast', 'fridge-stocking'],
  ['A cook checking the fridge is below 5°C, in a restaurant kitchen', 'fridge-checking'],
  ['Check the fridge is below 5°C', 'fridge-checking'],
  ['Comprueba la temperatura de la nevera', 'fridge-checking'],
  ['Le cuisinier vérifie la température de la chambre froide', 'fridge-checking'],
  ['Prüfen Sie die Temperatur des Kühlschranks', 'fridge-checking'],
  ['Il cuoco controlla la temperatura del frigo', 'fridge-checking'],
  ['A cozinheira verifica a temperatura do frigorífico', 'fridge-checking'],
  ['De kok controleert de temperatuur van de koelkast', 'fridge-checking'],
  ['Clean and sanitise the worktop with spray and a cloth', 'sanitising-worktop'],
  ['Un cocinero desinfecta la encimera', 'sanitising-worktop'],
  ['Nettoyez et désinfectez le plan de travail', 'sanitising-worktop'],
  ['Die Köchin desinfiziert die Arbeitsfläche', 'sanitising-worktop'],
  ['Sanifica il piano di lavoro', 'sanitising-worktop'],
  ['Higienize a bancada', 'sanitising-worktop'],
  ['Maak het werkblad schoon', 'sanitising-worktop'],
];

describe('a kitchen’s fridge and worktop steps are the cook drawn at them', () => {
  it.each(STEPS)('%s: %s', async (prompt, pose) => {
    // The cook wears whites, whoever the prompt names (a cook, a chef, nobody); the fridge or worktop is in their picture.
    for (const aspect of ['9:16', '16:9'] as const) await expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:whites`);
    expect(readScene(prompt).scene.setting).toMatch(/kitchen/);
  });
});


describe('the fridge and worktop are drawn with what the step is done with', () => {
  it('the open fridge shows its temperature in green and raw meat on its bottom shelf; the worktop has neither', async () => {
    for (const picture of ['body:fridge-storing:whites', 'body:fridge-stocking:whites', 'body:fridge-checking:whites']) {
      expect(await bodyPixelsNear(picture, DISPLAY_GREEN)).toBeGreaterThan(10);
      expect(await bodyPixelsNear(picture, RAW_MEAT)).toBeGreaterThan(20);
    }
    expect(await bodyPixelsNear('body:sanitising-worktop:whites', DISPLAY_GREEN)).toBe(0);
  });
  it('the worktop is sanitised with a blue cloth and a green spray bottle', async () => {
    expect(await bodyPixelsNear('body:sanitising-worktop:whites', '#3a86ff')).toBeGreaterThan(20);
    expect(await bodyPixelsNear('body:sanitising-worktop:whites', '#2a9d8f')).toBeGreaterThan(20);
    expect(await bodyPixelsNear('body:fridge-checking:whites', '#3a86ff')).toBe(0);
  });
});
