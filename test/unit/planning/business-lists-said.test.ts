import { describe, expect, it } from 'vitest';
import { groupedItems } from '../../../lambdas/core/planning/list-groups';
import { planOf, sentences } from './plan-of';

// A business's brief that lists its goods and hours after its name ("…: vers brood, appeltaart, elke ochtend
// vanaf 7 uur open") says every item, a one-word item too, whatever the words between its format word and its name.
describe('every item a business brief lists is said', () => {
  it.each([
    ['nl', 'Advertentie van 15 seconden voor Bakkerij Van Dijk in Haarlem: vers brood, appeltaart, elke ochtend vanaf 7 uur open.', ['vers brood', 'appeltaart', '7 uur']],
    ['nl', 'Advertentie van 15 seconden voor Bakkerij Van Dijk in Haarlem: vers zuurdesembrood, appeltaart met slagroom, krentenbollen, elke ochtend vanaf 7 uur open.', ['zuurdesembrood', 'slagroom', 'krentenbollen', '7 uur']],
    ['de', 'Werbespot von 15 Sekunden für die Bäckerei Sonnenkorn in Freiburg: frische Brezeln, Dinkelbrot, Apfelkuchen, jeden Tag ab 6 Uhr geöffnet.', ['brezeln', 'dinkelbrot', 'apfelkuchen', '6 uhr']],
    ['de', 'Werbespot von 15 Sekunden für die Metzgerei Huber in Passau: Leberkäse, hausgemachte Weißwürste, Mittagstisch ab 11 Uhr.', ['leberkäse', 'weißwürste', '11 uhr']],
    ['es', 'Anuncio de 15 segundos para la panadería Trigo en Valencia: pan de masa madre, ensaimadas, tarta de manzana, abierto cada día desde las 7.', ['masa madre', 'ensaimadas', 'tarta de manzana', 'las 7']],
    ['fr', 'Publicité de 15 secondes pour la fromagerie Bastide à Lyon : comté affiné, raclette, plateaux pour vos soirées.', ['comté', 'raclette', 'plateaux']],
  ])('%s: %s', (language, brief, items) => {
    const said = sentences(planOf({ brief, language, duration_sec: 15 }).plan).join(' ').toLowerCase();
    expect(items.filter((item) => !said.includes(item))).toEqual([]);
  });

  it('a lone word between longer items joins the group before it, or the one after', () => {
    expect(groupedItems('vers brood, appeltaart, elke ochtend vanaf 7 uur open')).toEqual(['vers brood, appeltaart', 'elke ochtend vanaf 7 uur open']);
    expect(groupedItems('Leberkäse, hausgemachte Weißwürste, Mittagstisch ab 11 Uhr')).toEqual(['Leberkäse, hausgemachte Weißwürste', 'Mittagstisch ab 11 Uhr']);
    expect(groupedItems('light, springy and warm')).toBeUndefined();
  });
});
