import { describe, expect, it } from 'vitest';
import { standIn, subjectKind } from '../../../lambdas/core/planning/compositions';
import { productDescribedIn, productNounIn } from '../../../lambdas/core/planning/product-nouns';
import { spokenPoint } from '../../../lambdas/core/planning/spoken-points';
import { planOf } from './plan-of';

/**
 * A product advert written in Spanish, French, German, Italian, Portuguese or Dutch (issue 23):
 * the product it names by what it is is drawn as that thing, in the English picture words the
 * renderer reads, never as "the product" or another kind's stand-in.
 */

const BRIEFS = {
  es: 'Anuncio de 15 segundos para Luma, una lámpara de escritorio. Muestre a una estudiante leyendo bajo su luz cálida. Regulable con un toque. 40 horas de batería. Cómprala en luma.example',
  fr: "Publicité de 20 secondes pour Kiwi, une gourde isotherme. Montrez une randonneuse qui boit au sommet d'une montagne. Garde l'eau fraîche 24 heures. Sans plastique. Sur kiwi.example",
  de: 'Werbespot, 15 Sekunden, für Nordlicht, eine smarte Leselampe. Zeigen Sie einen Mann, der abends im Sessel liest. Warmes Licht. Per App steuerbar. Jetzt auf nordlicht.example',
  it: 'Spot di 20 secondi per Fresca, una borraccia termica. Mostra una ciclista che beve in cima a una salita. Mantiene l’acqua fresca per 24 ore. Senza plastica. Su fresca.example',
  pt: 'Anúncio de 20 segundos para Onda, uma garrafa térmica. Mostre uma surfista a beber na praia. Mantém a água fresca durante 24 horas. Sem plástico. Em onda.example',
  nl: 'Advertentie van 15 seconden voor Lumen, een bureaulamp. Toon een student die ’s avonds leest. Dimbaar met één tik. 40 uur batterij. Bestel op lumen.example',
} as const;

describe('productDescribedIn', () => {
  it.each([
    ['Luma', BRIEFS.es, 'a desk lamp'],
    ['Kiwi', BRIEFS.fr, 'a water bottle'],
    ['Nordlicht', BRIEFS.de, 'a reading lamp'],
    ['Fresca', BRIEFS.it, 'a water bottle'],
    ['Onda', BRIEFS.pt, 'a water bottle'],
    ['Lumen', BRIEFS.nl, 'a desk lamp'],
    ['Mola', 'Anuncio para Mola. Mola es un molinillo de café manual.', 'a coffee grinder'],
    ['Brisa', 'Publicité pour Brisa : un purificateur d’air silencieux.', 'an air purifier'],
    ['Trek', 'Werbung für Trek — ein leichter Wanderrucksack.', 'a backpack'],
    ['Brillo', 'Anuncio para Brillo, una pequeña lámpara de escritorio.', 'a desk lamp'],
    ['Rayon', 'Publicité pour Rayon, une boutique de vélo à Lyon.', undefined],
    ['Zaal', 'Advertentie voor Zaal, een winkel met fietsen en bureaulampen.', undefined],
    ['Zoef', 'Advertentie voor Zoef, een elektrische fiets. Zoef is snel.', 'an e-bike'],
  ])('%s → %s', (name, brief, picture) => {
    expect(productDescribedIn(name, brief)).toBe(picture);
  });

  it('names the longest thing a description says, and a German compound by its end', () => {
    expect(productNounIn('lámpara de escritorio')).toBe('desk lamp');
    expect(productNounIn('lámpara regulable')).toBe('lamp');
    expect(productNounIn('faltbare Edelstahlflasche')).toBeUndefined();
    expect(productNounIn('smarte Taschenlampe')).toBe('lamp');
    expect(productNounIn('leichte Laufschuhe')).toBe('running shoes');
  });

  it('leaves an English brief, a short word inside another and an unknown thing alone', () => {
    expect(productDescribedIn('Brew Buddy', 'Ad for Brew Buddy, a compact coffee grinder.')).toBeUndefined();
    expect(productDescribedIn('Luz', 'Anuncio para Luz, una tienda de tassac.')).toBeUndefined();
    expect(productDescribedIn('Tente', 'Publicité pour Tente, une tente de randonnée.')).toBeUndefined();
  });
});

describe('a product named in another language is drawn as that thing', () => {
  it.each([
    ['Luma', BRIEFS.es, 'es', 'home', 'a desk lamp'],
    ['Kiwi', BRIEFS.fr, 'fr', 'fitness', 'a water bottle'],
    ['Nordlicht', BRIEFS.de, 'de', 'home', 'a reading lamp'],
  ] as const)('%s', (name, brief, language, kind, picture) => {
    expect(subjectKind(name, brief, false, language)).toBe(kind);
    expect(standIn(kind, name, brief)).toBe(picture);
  });

  it.each(Object.entries(BRIEFS))('%s: every generated shot of the product shows it, never "the product" or an app', (language, brief) => {
    const { plan } = planOf({ brief, duration_sec: 20, language });
    const english = plan.scenes.filter((s) => s.type !== 'motion' && /^(?:A|An|Close-up)\b/.test(s.prompt));
    expect(english.length).toBeGreaterThan(0);
    for (const s of english) {
      expect(s.prompt).toMatch(/\b(?:desk lamp|reading lamp|water bottle)\b/);
      expect(s.prompt).not.toMatch(/\bthe product\b|\bphone app\b/);
    }
  });
});

describe('spokenPoint in another language', () => {
  it.each([
    ['es', 'Regulable con un toque.', 'Luma es regulable con un toque.'],
    ['es', '40 horas de batería.', 'Tiene 40 horas de batería.'],
    ['es', 'Mantiene el café caliente 12 horas.', 'Luma mantiene el café caliente 12 horas.'],
    ['es', 'Sin plástico.', 'Luma es sin plástico.'],
    ['es', 'Se pliega en segundos.', 'Luma se pliega en segundos.'],
    ['fr', "Garde l'eau fraîche 24 heures.", "Luma garde l'eau fraîche 24 heures."],
    ['fr', 'Sans plastique.', 'Luma est sans plastique.'],
    ['fr', 'Lavable au lave-vaisselle.', 'Luma est lavable au lave-vaisselle.'],
    ['fr', '5 ans de garantie.', 'Luma a 5 ans de garantie.'],
    ['de', 'Per App steuerbar.', 'Luma ist per App steuerbar.'],
    ['de', 'Wasserdicht bis 50 Meter.', 'Luma ist wasserdicht bis 50 Meter.'],
    ['de', 'Hält Getränke 24 Stunden kalt.', 'Luma hält Getränke 24 Stunden kalt.'],
    ['de', 'Lässt sich per App steuern.', 'Luma lässt sich per App steuern.'],
    ['de', '40 Stunden Akkulaufzeit.', 'Luma hat 40 Stunden Akkulaufzeit.'],
    ['it', "Mantiene l’acqua fresca per 24 ore.", "Luma mantiene l’acqua fresca per 24 ore."],
    ['it', 'Senza plastica.', 'Luma è senza plastica.'],
    ['it', '40 ore di batteria.', 'Ha 40 ore di batteria.'],
    ['pt', 'Mantém a água fresca durante 24 horas.', 'Luma mantém a água fresca durante 24 horas.'],
    ['pt', 'Recarregável por USB.', 'Luma é recarregável por USB.'],
    ['pt', '2 anos de garantia.', 'Tem 2 anos de garantia.'],
    ['nl', 'Dimbaar met één tik.', 'Luma is dimbaar met één tik.'],
    ['nl', 'Met één tik dimbaar.', 'Luma is met één tik dimbaar.'],
    ['nl', 'Houdt water 24 uur koud.', 'Luma houdt water 24 uur koud.'],
    ['nl', '40 uur batterij.', 'Luma heeft 40 uur batterij.'],
  ])('%s: %s → %s', (language, point, said) => {
    expect(spokenPoint(point, 'Luma', false, language)).toBe(said);
  });

  it('says a plural product with "are", and leaves its verbs, which would need conjugating', () => {
    expect(spokenPoint('Sans fil.', 'Les Nuages', true, 'fr')).toBe('Les Nuages sont sans fil.');
    expect(spokenPoint('Garde la musique au chaud.', 'Les Nuages', true, 'fr')).toBeUndefined();
  });

  it.each([
    ['es', 'Cómprala en luma.example.'],
    ['es', 'Es regulable.'],
    ['es', 'Carga rápida.'],
    ['es', '24 horas.'],
    ['es', '10 minutos al día.'],
    ['fr', 'Nous livrons en 24 heures.'],
    ['fr', 'Offre spéciale.'],
    ['fr', 'Table en chêne.'],
    ['de', 'Warmes Licht.'],
    ['de', '3 warme Lichtstufen.'],
    ['de', 'Akku austauschbar.'],
    ['de', 'Per Knopfdruck.'],
    ['de', 'Sommerfest am Samstag.'],
    ['de', 'Wir liefern bundesweit.'],
    ['it', 'La nostra lampada più venduta.'],
    ['pt', 'Você escolhe a cor.'],
    ['nl', 'Warm licht.'],
    ['nl', 'Dimbare lamp.'],
    ['es', 'Luma es para estudiantes.'],
    ['ja', '軽い。'],
  ])("%s: leaves a sentence, someone else's line, or a line no grammar makes safe as written: %s", (language, point) => {
    expect(spokenPoint(point, 'Luma', false, language)).toBeUndefined();
  });

  it('keeps the English rules for an English brief', () => {
    expect(spokenPoint('Free for students.', 'Tally', false, 'en-GB')).toBe('Tally is free for students.');
    expect(spokenPoint('Regulable con un toque.', 'Tally')).not.toBe('Tally es regulable con un toque.');
  });
});
