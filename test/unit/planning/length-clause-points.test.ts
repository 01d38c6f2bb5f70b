import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

/**
 * "Werbespot, 30 Sekunden, für die Autowerkstatt Maier …: Inspektion, Reifenwechsel, …": the length set
 * off by commas hid the advert-for words, so the whole sentence was read as talk about the video and its
 * list of services left unsaid, the body scenes filled with stock lines.
 */
describe('a list after a subject whose length is set off by commas is said', () => {
  it.each([
    ['Werbespot, 30 Sekunden, für die Autowerkstatt Maier in Augsburg: Inspektion, Reifenwechsel, TÜV-Vorbereitung. Termine unter 0821 123456.', 'de', ['Inspektion', 'Reifenwechsel', 'TÜV-Vorbereitung']],
    ['Advert, 30 seconds, for Maier Garage in Augsburg: servicing, tyres, MOTs. Book on 0821 123456.', 'en', ['servicing', 'tyres', 'MOTs']],
    ['Publicité, 20 secondes, pour le garage Martin à Lyon : vidange, pneus, contrôle technique. Rendez-vous au 04 12 34 56 78.', 'fr', ['vidange', 'pneus', 'contrôle technique']],
    ['Anuncio, 20 segundos, para el taller Ruiz en Valencia: cambio de aceite, neumáticos, ITV. Cita en el 961 234 567.', 'es', ['cambio de aceite', 'neumáticos', 'ITV']],
  ])('%s', (brief, language, items) => {
    const { plan } = planOf({ brief, language, duration_sec: 20 });
    const said = plan.scenes.map((s) => s.script ?? '').join(' ').toLowerCase();
    for (const item of items) expect(said, said).toContain(item.toLowerCase());
  });
});
