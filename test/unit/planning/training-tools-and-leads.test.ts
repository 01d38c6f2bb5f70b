import { describe, expect, it } from 'vitest';
import { isScreenStep, readsStepKind, stepPicture, stepScene } from '../../../lambdas/core/planning/step-pictures';
import { ledStep } from '../../../lambdas/core/planning/step-transitions';
import { trainingHeading } from '../../../lambdas/core/planning/training-headings';
import { trainingTool } from '../../../lambdas/core/planning/training-tools';

const toolOf = (heading: string, language: string) => trainingTool(trainingHeading(heading, language).topic, language)?.picture;
const WAREHOUSE = { who: 'a warehouse worker', place: 'in a warehouse' };
const JACK = { picture: 'a pallet jack', object: 'the pallet jack' };

describe('the tool a training teaches the use of', () => {
  it.each([
    ['30-second training for warehouse staff on using a pallet jack', 'en', 'a pallet jack'],
    ['45-second training for kitchen staff on using the meat slicer safely', 'en', 'the meat slicer'],
    ['Training for cleaners on operating the floor scrubber', 'en', 'the floor scrubber'],
    ['Formación de 30 segundos para el personal de almacén sobre el uso de la transpaleta', 'es', 'the transpaleta'],
    ['30-Sekunden-Schulung für Lagerpersonal zum Umgang mit dem Hubwagen', 'de', 'the Hubwagen'],
    ['Formation de 30 secondes pour le personnel sur l’utilisation du transpalette', 'fr', 'the transpalette'],
    ['Formazione di 30 secondi per il personale sull’uso del transpallet', 'it', 'the transpallet'],
    ['Formação de 30 segundos para a equipa sobre o uso do porta-paletes', 'pt', 'the porta-paletes'],
  ])('%s', (heading, language, tool) => {
    expect(toolOf(heading, language)).toBe(tool);
  });

  it('a topic that is no use of a thing names no tool', () => {
    expect(toolOf('60-second training for call centre agents on handling an angry customer', 'en')).toBeUndefined();
    expect(toolOf('Training: forklift safety for warehouse staff', 'en')).toBeUndefined();
    expect(toolOf('Training for office staff on using the new system to log every delivery on time', 'en')).toBeUndefined();
  });

  it('the tool as a step in its language names it after a bare verb', () => {
    expect(trainingTool('el uso de la transpaleta', 'es')).toEqual({ picture: 'the transpaleta', object: 'la transpaleta' });
    expect(trainingTool('l’utilisation du transpalette', 'fr')).toEqual({ picture: 'the transpalette', object: 'le transpalette' });
    expect(trainingTool('uso del transpallet', 'it')).toEqual({ picture: 'the transpallet', object: 'il transpallet' });
    expect(trainingTool('o uso do porta-paletes', 'pt')).toEqual({ picture: 'the porta-paletes', object: 'o porta-paletes' });
    expect(trainingTool('Umgang mit dem Hubwagen', 'de')).toEqual({ picture: 'the Hubwagen' });
  });

  it('an Italian heading’s elided "sull’" opens its topic', () => {
    expect(trainingHeading('Formazione per il personale sull’uso del transpallet', 'it')).toEqual({ topic: 'uso del transpallet', audience: 'il personale' });
  });
});

describe('a step pictured with the training’s tool', () => {
  it('a bare verb works the tool; a step naming neither tool nor object is done using it', () => {
    expect(stepPicture("Push, don't pull, and walk slowly", WAREHOUSE, 'en', undefined, JACK)).toBe('A warehouse worker pushing the pallet jack and walking slowly, in a warehouse');
    expect(stepPicture('Check the forks are lowered', WAREHOUSE, 'en', undefined, JACK)).toBe('A warehouse worker using a pallet jack, checking the forks are lowered, in a warehouse');
  });

  it('a step that names the tool is drawn as it says', () => {
    expect(stepPicture('Park the pallet jack in its bay', WAREHOUSE, 'en', undefined, JACK)).toBe('A warehouse worker parking the pallet jack in its bay, in a warehouse');
    expect(stepPicture('Empuja la transpaleta despacio', WAREHOUSE, 'es', undefined, { picture: 'the transpaleta', object: 'la transpaleta' })).toBe('A warehouse worker pushing the pallet jack slowly (Empuja la transpaleta despacio), in a warehouse');
  });

  it('a step in another language keeps its words beside its action in English, with the tool', () => {
    expect(stepPicture('Langsam schieben, nicht ziehen', WAREHOUSE, 'de', undefined, { picture: 'the Hubwagen' })).toBe('A warehouse worker with the Hubwagen pushing slowly (Langsam schieben, nicht ziehen), in a warehouse');
    expect(stepPicture('Pompa il timone per sollevare', WAREHOUSE, 'it', undefined, { picture: 'the transpallet', object: 'il transpallet' })).toBe('A warehouse worker with the transpallet pumping the handle to lift (Pompa il timone per sollevare), in a warehouse');
  });

  it('a bare verb in another language works the tool, named with its own article', () => {
    expect(stepPicture('Empuja, no tires, y camina despacio', WAREHOUSE, 'es', undefined, { picture: 'the transpaleta', object: 'la transpaleta' })).toBe('A warehouse worker pushing the pallet jack and walking slowly (Empuja la transpaleta, no tires, y camina despacio), in a warehouse');
    expect(stepPicture('Spingi, non tirare', WAREHOUSE, 'it', undefined, { picture: 'the transpallet', object: 'il transpallet' })).toBe('A warehouse worker pushing the pallet jack (Spingi il transpallet, non tirare), in a warehouse');
  });

  it('an Italian, Portuguese or Dutch step done by hand is pictured; one done on a screen is not', () => {
    for (const language of ['it', 'pt', 'nl']) expect(readsStepKind(language), language).toBe(true);
    expect(isScreenStep('Clicca su Impostazioni')).toBe(true);
    expect(isScreenStep('Introduza a sua senha')).toBe(true);
    expect(isScreenStep('Klik op de knop Opslaan')).toBe(true);
    expect(isScreenStep('Pompa il timone per sollevare')).toBe(false);
    expect(isScreenStep('Empurre, não puxe, e ande devagar')).toBe(false);
  });
});

describe('a pallet jack named in any language is a warehouse’s', () => {
  it.each([
    ['Formation pour le personnel sur l’utilisation du transpalette.', ['Poussez lentement']],
    ['Schulung zum Umgang mit dem Hubwagen.', ['Langsam schieben']],
    ['Formação sobre o uso do porta-paletes.', ['Empurre devagar']],
    ['Formazione sull’uso del transpallet.', ['Spingi piano']],
  ])('%s', (brief, steps) => {
    expect(stepScene(brief, steps, undefined)).toEqual({ who: 'a warehouse worker', place: 'in a warehouse' });
  });
});

describe('steps led in from the one before', () => {
  it('first, next, then, finally, in each language; a lone step as it is', () => {
    const led = ['Check the forks', 'Slide them under', 'Pump the handle', 'Push slowly'].map((s, i) => ledStep(s, s.charAt(0).toLowerCase() + s.slice(1), i, 4, 'en'));
    expect(led).toEqual(['First, check the forks', 'Next, slide them under', 'Then, pump the handle', 'Finally, push slowly']);
    expect(ledStep('Bombea la palanca', 'bombea la palanca', 3, 4, 'es')).toBe('Por último, bombea la palanca');
    expect(ledStep('Poussez', 'poussez', 1, 3, 'fr')).toBe('Ensuite, poussez');
    expect(ledStep('Push slowly', 'push slowly', 0, 1, 'en')).toBe('Push slowly');
    expect(ledStep('打开应用', '打开应用', 0, 3, 'zh')).toBe('打开应用');
  });

  it('German and Dutch steps keep their word order after a colon', () => {
    expect(ledStep('Gabeln ganz absenken', 'Gabeln ganz absenken', 0, 4, 'de')).toBe('Zuerst: Gabeln ganz absenken');
    expect(ledStep('Zoek het gat', 'zoek het gat', 2, 3, 'nl')).toBe('Tot slot: Zoek het gat');
  });
});
