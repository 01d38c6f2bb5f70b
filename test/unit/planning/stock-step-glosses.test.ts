import { describe, expect, it } from 'vitest';
import { stepGloss } from '../../../lambdas/core/planning/step-glosses';
import { stepPicture } from '../../../lambdas/core/planning/step-pictures';

/**
 * A warehouse's and a shop floor's steps written as infinitives or imperatives in Spanish, French, German, Italian,
 * Portuguese and Dutch are pictured as the same actions as their English steps: parcels packed, heavy boxes on the
 * bottom shelf, a step ladder, the shelves tidied, use-by dates checked, customers at the till. Never "doing this step".
 */
const CASES: [language: string, step: string, gloss: string][] = [
  ['de', 'Pakete richtig packen', 'packing a parcel into a box'],
  ['fr', 'Emballez les colis avec soin', 'packing a parcel into a box'],
  ['es', 'Empaqueta los pedidos', 'packing a parcel into a box'],
  ['it', 'Imballare gli ordini', 'packing a parcel into a box'],
  ['pt', 'Embale as encomendas', 'packing a parcel into a box'],
  ['nl', 'Pakketten goed inpakken', 'packing a parcel into a box'],
  ['de', 'schwere Kartons unten ins Regal stellen', 'putting heavy boxes on the bottom shelf'],
  ['es', 'Coloca las cajas pesadas en los estantes de abajo', 'putting heavy boxes on the bottom shelf'],
  ['fr', 'Mettre les cartons lourds en bas', 'putting heavy boxes on the bottom shelf'],
  ['it', 'Mettere le scatole pesanti in basso', 'putting heavy boxes on the bottom shelf'],
  ['nl', 'Zware dozen onderaan in het rek zetten', 'putting heavy boxes on the bottom shelf'],
  ['de', 'die Leiter sicher benutzen', 'climbing a step ladder safely'],
  ['nl', 'Gebruik de ladder veilig', 'climbing a step ladder safely'],
  ['nl', 'Sta nooit op de bovenste trede van het trapje', 'climbing a step ladder safely'],
  ['fr', "Utilisez l'escabeau", 'climbing a step ladder safely'],
  ['pt', 'Use o escadote com cuidado', 'climbing a step ladder safely'],
  ['it', 'sistemare gli scaffali', 'tidying the shelves'],
  ['es', 'Ordena las estanterías', 'tidying the shelves'],
  ['de', 'Regale ordentlich aufräumen', 'tidying the shelves'],
  ['fr', 'Rangez les rayons', 'tidying the shelves'],
  ['nl', 'De schappen bijvullen', 'tidying the shelves'],
  ['it', 'controllare le date di scadenza', 'checking the use-by dates'],
  ['de', 'Das Mindesthaltbarkeitsdatum prüfen', 'checking the use-by dates'],
  ['es', 'Revisa las fechas de caducidad', 'checking the use-by dates'],
  ['pt', 'Verifique os prazos de validade', 'checking the use-by dates'],
  ['nl', 'Controleer de houdbaarheidsdatum', 'checking the use-by dates'],
  ['it', 'aiutare i clienti alla cassa', 'serving a customer at the till'],
  ['de', 'Kunden an der Kasse helfen', 'serving a customer at the till'],
  ['fr', 'Aidez les clients à la caisse', 'serving a customer at the till'],
  ['nl', 'Klanten helpen aan de kassa', 'serving a customer at the till'],
];

describe('a stock or shop step in another language is glossed as its English step is pictured', () => {
  it.each(CASES)('%s: %s', (language, step, gloss) => {
    expect(stepGloss(step, language)).toBe(gloss);
  });

  it('the gloss leads the picture, the step’s own words beside it', () => {
    expect(stepPicture('Pakete richtig packen', { who: 'a warehouse worker', place: 'in a warehouse' }, 'de')).toBe(
      'A warehouse worker packing a parcel into a box (Pakete richtig packen), in a warehouse',
    );
  });

  it('other steps keep their own glosses: a restaurant’s order, a plain check, a customer helped up', () => {
    expect(stepGloss('Nehmen Sie die Bestellung auf', 'de')).toBe('serving at a table, taking the order');
    expect(stepGloss('Controllare il carico', 'it')).toBe('checking it carefully');
    expect(stepGloss('Ajude o cliente a levantar-se', 'pt')).toBe('supporting them as they stand');
  });
});
