import { describe, expect, it } from 'vitest';
import { stepGloss } from '../../../lambdas/core/planning/step-glosses';

/**
 * A hotel housekeeping training's steps in six languages are glossed as the renderer draws them (issue 23): the door
 * knocked at, the minibar checked, damage reported, the bathroom and its toilet cleaned. Before, "Limpia el baño" was
 * "wiping the surfaces" (a worktop in a kitchen) and "Revisa el minibar" "checking it carefully" (a clipboard).
 */
const STEPS: [step: string, language: string, gloss: string][] = [
  ['Llama a la puerta y preséntate', 'es', 'knocking on the door'],
  ['Frappez à la porte et annoncez-vous', 'fr', 'knocking on the door'],
  ['Klopfen Sie an und stellen Sie sich vor', 'de', 'knocking on the door'],
  ['Bussa alla porta e presentati', 'it', 'knocking on the door'],
  ['Bata à porta e apresente-se', 'pt', 'knocking on the door'],
  ['Klop aan en stel je voor', 'nl', 'knocking on the door'],
  ['Revisa el minibar e informa de los daños', 'es', 'checking the minibar'],
  ['Vérifiez le minibar', 'fr', 'checking the minibar'],
  ['Füllen Sie die Minibar auf', 'de', 'checking the minibar'],
  ['Controlla il minibar', 'it', 'checking the minibar'],
  ['Verifique o frigobar', 'pt', 'checking the minibar'],
  ['Controleer de minibar', 'nl', 'checking the minibar'],
  ['Informa de los daños', 'es', 'reporting any damage'],
  ['Signalez toute anomalie', 'fr', 'reporting any damage'],
  ['Melden Sie Schäden', 'de', 'reporting any damage'],
  ['Segnala eventuali danni', 'it', 'reporting any damage'],
  ['Meld eventuele schade', 'nl', 'reporting any damage'],
  ['Limpia el baño de arriba abajo', 'es', 'cleaning the bathroom'],
  ['Nettoyez la salle de bain', 'fr', 'cleaning the bathroom'],
  ['Putzen Sie das Bad', 'de', 'cleaning the bathroom'],
  ['Pulisci il bagno', 'it', 'cleaning the bathroom'],
  ['Limpe a casa de banho', 'pt', 'cleaning the bathroom'],
  ['Maak de badkamer schoon', 'nl', 'cleaning the bathroom'],
  ['Limpia el inodoro', 'es', 'cleaning the toilet'],
  ['Nettoyez les toilettes', 'fr', 'cleaning the toilet'],
  ['Limpe a sanita', 'pt', 'cleaning the toilet'],
];

describe('a housekeeping step is glossed as the housekeeper is drawn doing it', () => {
  it.each(STEPS)('%s (%s) → %s', (step, language, gloss) => {
    expect(stepGloss(step, language)).toBe(gloss);
  });
  it('cleaning anything else is still wiping the surfaces', () => {
    expect(stepGloss('Limpia las mesas', 'es')).toBe('wiping the surfaces');
    expect(stepGloss('Nettoyez le plan de travail', 'fr')).toBe('wiping the surfaces');
  });
});
