import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

// A length said straight after the format word, with no "of" and no commas, is no part of the subject.
describe('"Werbespot 20 Sekunden für …": the length after the format word is left out of the subject', () => {
  it.each([
    ['Werbespot 20 Sekunden für Sprachschule Lingua in Wien. Zeigen Sie eine Lehrerin mit einer Gruppe am Tisch.', 'de', 'Sprachschule Lingua'],
    ['Anuncio 20 segundos para Peluquería Marta en Bilbao. Muestra a la peluquera cortando el pelo a una clienta.', 'es', 'Peluquería Marta'],
    ['Spot 30 seconden voor Bakkerij Jansen in Utrecht. Toon de bakker die brood uit de oven haalt.', 'nl', 'Bakkerij Jansen'],
    ['Advert 20 seconds for Harbour Bikes in Bristol. Show a mechanic fixing a puncture.', 'en', 'Harbour Bikes'],
  ])('%s', (brief, language, title) => {
    const { plan } = planOf({ brief, duration_sec: 20, language });
    expect(plan.title).toBe(title);
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).not.toMatch(/\d+\s*(?:Sekunden|segundos|seconden|seconds)/);
  });
});
