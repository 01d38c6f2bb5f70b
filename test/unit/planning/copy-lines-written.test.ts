import { describe, expect, it } from 'vitest';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { joinedHaves } from '../../../lambdas/core/planning/joined-haves';
import { groupedItems } from '../../../lambdas/core/planning/list-groups';
import { spokenPoint } from '../../../lambdas/core/planning/spoken-points';
import { tradeDescription } from '../../../lambdas/core/planning/trade-lines';
import { planOf, sentences } from './plan-of';

/**
 * Lines a copywriter would write from a brief: a feature is what the product has, never "With …"
 * alone as a sentence; two things it has are one sentence; a name that says its trade gets no other
 * word for it, and a brand named before its trade is met by the brand's own name; a list's items,
 * its price aside, are said as the points they are, each once.
 */
const said = (body: Record<string, unknown>) => sentences(planOf({ duration_sec: 20, ...body }).plan);

describe('a feature is what the product has, in every language', () => {
  it.each([
    ['en', '40 grind settings.', 'It has 40 grind settings.'],
    ['en', '8-hour battery.', 'It has an 8-hour battery.'],
    ['es', '40 horas de batería.', 'Tiene 40 horas de batería.'],
    ['fr', '3 niveaux de lumière.', 'Luma a 3 niveaux de lumière.'],
    ['de', '40 Stunden Akku.', 'Luma hat 40 Stunden Akku.'],
    ['it', '40 ore di batteria.', 'Ha 40 ore di batteria.'],
    ['pt', '2 anos de garantia.', 'Tem 2 anos de garantia.'],
    ['nl', '40 uur batterij.', 'Luma heeft 40 uur batterij.'],
  ])('%s: %s', (language, point, line) => {
    expect(spokenPoint(point, 'Luma', false, language)).toBe(line);
  });

  it.each([
    ['en', 'A 15-second ad for Brew Buddy, a compact coffee grinder: 40 grind settings, a quiet motor, USB charging. £49 at brewbuddy.example.'],
    ['de', 'Werbespot, 15 Sekunden, für Nordlicht, eine smarte Leselampe: 3 Lichtstufen, 40 Stunden Akku, per App steuerbar. 59 € auf nordlicht.example.'],
    ['es', 'Anuncio de 15 segundos para Luma, una lámpara de escritorio: luz cálida o fría, 40 horas de batería, carga USB. 39 € en luma.example.'],
    ['fr', 'Publicité de 15 secondes pour Kiwi, une gourde isotherme : 24 heures de fraîcheur, sans plastique, 3 couleurs. 25 € sur kiwi.example.'],
    ['it', 'Spot di 15 secondi per Onda, una cassa bluetooth: 20 ore di batteria, resistente all’acqua. 49 € su onda.example.'],
    ['pt', 'Anúncio de 15 segundos para Brisa, uma ventoinha portátil: 3 velocidades, 12 horas de bateria. 29 € em brisa.example.'],
    ['nl', 'Advertentie van 15 seconden voor Lumen, een leeslamp: 3 lichtstanden, 40 uur batterij. 39 euro op lumen.example.'],
  ])('%s: no line is "With …" alone', (language, brief) => {
    for (const line of said({ brief, language })) expect(line).not.toMatch(/^(?:With|Mit|Avec|Con|Com|Met)\s[^,]*\.$/u);
  });

  it('two things a product has, said one after the other, are one sentence', () => {
    expect(joinedHaves('Nordlicht hat 40 Stunden Akku. Nordlicht hat 3 Lichtstufen.', 'de')).toBe('Nordlicht hat 40 Stunden Akku und 3 Lichtstufen.');
    expect(joinedHaves('It has ceramic burrs. It has a quiet motor. See for yourself.', 'en')).toBe('It has ceramic burrs and a quiet motor. See for yourself.');
    expect(joinedHaves('Tiene 40 horas de batería. Tiene carga USB.', 'es')).toBe('Tiene 40 horas de batería y carga USB.');
    expect(joinedHaves('Take a look around. Take a seat.', 'en')).toBe('Take a look around. Take a seat.');
  });

  it('what the brief says the product is, right after its name, is said as what it is', () => {
    const lines = said({ brief: '30-second ad for LedgerLite, accounting software for small businesses. Send invoices in seconds, track expenses on your phone, and get paid faster. 30-day free trial.', duration_sec: 30 });
    expect(lines).toContain('LedgerLite is accounting software for small businesses.');
    expect(lines.join(' ')).not.toMatch(/(?:It has|With) accounting software/u);
  });

  it('a topic that opens on an article is no name to say a point with', () => {
    const lines = said({ brief: 'Anúncio de 20 segundos para as aulas de natação para crianças da Piscina Golfinho no Porto: turmas a partir dos 4 anos, professores certificados, primeira aula grátis.', language: 'pt' });
    expect(lines.join(' ')).not.toMatch(/com As aulas|com as aulas/u);
  });
});

describe('a name is said as the brand writes it, its trade once', () => {
  it.each([
    ['Polished Nail Bar', 'a beauty salon'],
    ['FlowFix Plumbing', 'a plumber'],
    ['Riverside Animal Hospital', 'a vet clinic'],
    ['Ironworks Gym', 'a gym'],
  ])('%s needs no "%s" after it', (name, place) => {
    expect(tradeDescription(name, place, 'en')).toBeUndefined();
  });

  it.each([
    ['A 20-second ad for Polished Nail Bar in Manchester: gel manicures from £25, nail art, walk-ins welcome. Book at polishednails.example.co.uk', 'Polished Nail Bar', /^Meet Polished Nail Bar in Manchester\.$/u],
    ['A 20-second ad for Sharp & Co barbershop in Glasgow: skin fades, beard trims and hot towel shaves, £18 for a cut. Walk in or book online.', 'Sharp & Co', /^Meet Sharp & Co, your barbershop in Glasgow\.$/u],
    ['A 20-second ad for Bloom & Co florist in York: same-day delivery, wedding flowers, bouquets from £25.', 'Bloom & Co', /^Meet Bloom & Co, your florist in York\.$/u],
  ])('%s', (brief, brand_name, hook) => {
    const { plan } = planOf({ brief, brand_name, duration_sec: 20 });
    const lines = sentences(plan);
    expect(lines[0]).toMatch(hook);
    // The end card's title is the name as the brand writes it.
    expect(plan.title).toBe(brand_name);
    expect(lines.join(' ')).not.toMatch(/your beauty salon|the Sharp & Co barbershop|the Bloom & Co florist/u);
  });
});

describe('a list is said item by item, each once, its price at the close', () => {
  it('a price among services is the offer; the other services are points', () => {
    const facts = readBrief('20 Sekunden Werbung für die Waschstraße Blitzblank in Hamburg: Außenwäsche ab 8 €, Innenreinigung, Felgenpflege. Montag bis Samstag 7 bis 20 Uhr.', 'de');
    expect(facts.offer).toBe('Außenwäsche ab 8 €.');
    expect(facts.points).toContain('Innenreinigung, Felgenpflege.');
    // A lone word beside an offer with no price stays part of it.
    expect(readBrief('2x1 en tostadas, siempre.', 'es').offer).toBe('2x1 en tostadas, siempre.');
  });

  it('short items run together before longer ones: each group a line', () => {
    expect(groupedItems('Romans, BD et livres jeunesse, conseils de libraires passionnés, lectures pour enfants le mercredi.')).toEqual(['Romans, BD et livres jeunesse', 'conseils de libraires passionnés', 'lectures pour enfants le mercredi']);
    expect(groupedItems('Brot, Brezeln und Kuchen, Frühstück bis 11 Uhr, Kaffee zum Mitnehmen')).toEqual(['Brot, Brezeln und Kuchen', 'Frühstück bis 11 Uhr', 'Kaffee zum Mitnehmen']);
    expect(groupedItems('light, springy and warm')).toBeUndefined();
    expect(groupedItems('red, blue, green and yellow')).toBeUndefined();
  });

  it('every item of the bookshop’s list is said, none left out for fillers', () => {
    const planned = planOf({ brief: 'Publicité de 20 secondes pour la Librairie des Quais à Bordeaux : romans, BD et livres jeunesse, conseils de libraires passionnés, lectures pour enfants le mercredi.', language: 'fr', duration_sec: 20 });
    const lines = sentences(planned.plan);
    for (const item of ['Romans, BD et livres jeunesse.', 'Conseils de libraires passionnés.', 'Lectures pour enfants le mercredi.']) expect(lines).toContain(item);
    expect(planned.plan.notes.join(' ')).not.toMatch(/Left out for time/u);
  });

  it('an item the close says is said there only', () => {
    for (const [brief, language, offer] of [
      ['Werbespot für das Sommerfest am 6. Juli im Stadtpark: Livemusik, Kinderprogramm, Eintritt frei.', 'de', 'Eintritt frei.'],
      ['Spot di 20 secondi per la Sagra del Tartufo il 12 ottobre ad Alba: degustazioni, musica, ingresso libero.', 'it', 'Ingresso libero.'],
    ] as const) {
      expect(said({ brief, language }).filter((l) => l === offer)).toHaveLength(1);
    }
  });
});
