/**
 * Fresh-eyes briefs (briefs60 #6, #11): a place whose name says its trade keeps it whatever side offer its brief adds
 * ("Hillside Farm Shop … plus a café" is a farm shop, never a café); what a brief says the place is comes before what it
 * adds; and lessons of something done in a place of its own (swimming, dance, cooking, driving, music) are held there,
 * in every language the planner writes, never a course watched on a laptop unless the brief says they are online.
 */
import { describe, expect, it } from 'vitest';
import { subjectKind, tradeOf } from '../../../lambdas/core/planning/compositions';
import { lessonTrade, lessonsOnline } from '../../../lambdas/core/planning/lesson-trades';
import { withoutSideOffers } from '../../../lambdas/core/planning/side-offers';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { planOf } from './plan-of';

const LAPTOP = /laptop|tablet|portátil|ordinateur|portatile|computador|schermo|Bildschirm/iu;

describe('a name that says its trade keeps it; side offers are no trade', () => {
  it.each([
    ['Hillside Farm Shop', 'A 20-second ad for Hillside Farm Shop near Bath: our own free-range eggs, seasonal veg and local cheeses, plus a café with homemade cakes. Open every day 9 to 5.', 'a farm shop'],
    ['Librairie des Quais', 'Publicité pour la Librairie des Quais à Bordeaux : romans et BD, avec un coin café et des pâtisseries maison.', 'a bookshop'],
    ['Hofladen Sonnenhof', 'Werbung für den Hofladen Sonnenhof bei Ulm: eigene Eier und Gemüse, dazu ein Café mit Kuchen.', 'a farm shop'],
    ['Panadería La Espiga', 'Anuncio para la Panadería La Espiga en Sevilla: pan de masa madre, además de una cafetería con tartas caseras.', 'a bakery'],
    ['Libreria Dante', 'Spot per la Libreria Dante a Firenze: romanzi e fumetti, con un bar per il caffè.', 'a bookshop'],
    ['Livraria Sol', 'Anúncio para a Livraria Sol em Lisboa: romances e banda desenhada, e também um café com bolos.', 'a bookshop'],
    ['Boekhandel De Vries', 'Advertentie voor Boekhandel De Vries in Delft: romans en strips, met een koffiebar en taart.', 'a bookshop'],
  ])('%s', (name, brief, trade) => {
    expect(tradeOf(name, brief)).toBe(trade);
  });

  it('a brand that names no trade is what its brief says first, not what it adds ("plus a café")', () => {
    expect(tradeOf('Hillside', 'A 20-second ad for Hillside near Bath: a farm shop with our own eggs and veg, plus a café with homemade cakes.')).toBe('a farm shop');
    expect(tradeOf('Sonnenhof', 'Werbung für Sonnenhof: unser Hofladen mit eigenen Eiern, außerdem ein Café mit Kuchen.')).toBe('a farm shop');
  });

  it('a name with two trades in it, or only a word trades share, leaves the brief to say which it is', () => {
    expect(tradeOf('Baker Street Dental', 'A 20-second ad for Baker Street Dental in Leeds: gentle dentists, check-ups and whitening for the whole family.')).toBe('a dental clinic');
    expect(tradeOf('Glow Bar', 'Glow Bar is a walk-in brow and lash studio in Soho. Brows shaped in fifteen minutes.')).toBe('a beauty salon');
  });

  it('a side offer runs from its word to the end of its sentence, in every language', () => {
    expect(withoutSideOffers('Eggs and veg, plus a café with cakes. Open daily.')).not.toMatch(/café/);
    expect(withoutSideOffers('Eggs and veg, plus a café with cakes. Open daily.')).toMatch(/Open daily/);
    for (const text of ['Pan, además de una cafetería.', 'Romans, avec un coin café.', 'Eier, dazu ein Café.', 'Romanzi, con un bar.', 'Romances, e também um café.', 'Romans, met een koffiebar.']) {
      expect(withoutSideOffers(text)).not.toMatch(/caf|bar/iu);
    }
  });

  it('briefs60 #11 plans a farm shop: no café shot opens it nor is it called a café', () => {
    const { plan } = planOf({ brief: 'A 20-second ad for Hillside Farm Shop near Bath: our own free-range eggs, seasonal veg and local cheeses, plus a café with homemade cakes. Open every day 9 to 5.', brand_name: 'Hillside Farm Shop' });
    const shots = plan.scenes.filter((s) => s.type !== 'motion');
    expect(shots[0]!.prompt).toMatch(/farm shop/);
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).not.toMatch(/your café|our café/iu);
  });
});

describe('lessons of something done in a place of its own are held there', () => {
  it.each([
    ['as aulas de natação para crianças', 'swimming school'],
    ['swimming lessons for kids', 'swimming school'],
    ['clases de natación para niños', 'swimming school'],
    ['les cours de natation pour enfants', 'swimming school'],
    ['Schwimmkurse für Kinder', 'swimming school'],
    ['i corsi di nuoto per bambini', 'swimming school'],
    ['zwemlessen voor kinderen', 'swimming school'],
    ['salsa dance classes', 'dance studio'],
    ['clases de baile', 'dance studio'],
    ['les cours de danse', 'dance studio'],
    ['Tanzkurse für Paare', 'dance studio'],
    ['lezioni di ballo', 'dance studio'],
    ['aulas de dança', 'dance studio'],
    ['dansles voor beginners', 'dance studio'],
    ['cooking classes', 'cooking school'],
    ['clases de cocina', 'cooking school'],
    ['cours de cuisine', 'cooking school'],
    ['Kochkurse', 'cooking school'],
    ['kooklessen', 'cooking school'],
    ['driving lessons', 'driving school'],
    ['Fahrstunden', 'driving school'],
    ['leçons de conduite', 'driving school'],
    ['lezioni di guida', 'driving school'],
    ['aulas de condução', 'driving school'],
    ['rijlessen', 'driving school'],
    ['piano and guitar lessons', 'music school'],
    ['clases de guitarra', 'music school'],
    ['cours de piano', 'music school'],
    ['Gitarrenunterricht', 'music school'],
    ['lezioni di pianoforte', 'music school'],
    ['aulas de piano', 'music school'],
    ['pianoles', 'music school'],
  ])('"%s" → %s', (phrase, trade) => {
    expect(lessonTrade(phrase)).toBe(trade);
  });

  it('words that only look like lessons are none: French "dans nos cours", "pasta fraîche les mardis", "come back to classes"', () => {
    for (const text of ['dans nos cours', 'pasta fraîche les mardis', 'Come back to classes', 'Theorie online']) expect(lessonTrade(text)).toBeUndefined();
  });

  it('lessons are online only where the brief says so of them, not where it books online', () => {
    for (const text of ['online guitar lessons', 'cours de piano en ligne', 'clases de guitarra online', 'Online-Kurse', 'lessen online']) expect(lessonsOnline(text)).toBe(true);
    for (const text of ['Book online for lessons', 'Fahrstunden buchen Sie online', 'Theorie online', 'driving lessons, book online']) expect(lessonsOnline(text)).toBe(false);
  });

  it.each([
    ['pt', 'Anúncio de 20 segundos para as aulas de natação para crianças da Piscina Golfinho no Porto: turmas a partir dos 4 anos, professores certificados, primeira aula grátis.', 'Piscina Golfinho', 'swimming school'],
    ['en', 'A 20-second ad for driving lessons with Green Light Driving School in Leeds: patient instructors, automatic and manual cars.', 'Green Light', 'driving school'],
    ['en', 'A 20-second ad for piano and guitar lessons for all ages at Harmony Music in York: friendly teachers.', 'Harmony Music', 'music school'],
    ['fr', 'Publicité de 20 secondes pour les cours de natation pour enfants de l’Aquaclub à Nantes : petits groupes, maîtres-nageurs diplômés.', 'Aquaclub', 'swimming school'],
    ['de', '20 Sekunden Werbung für die Schwimmkurse für Kinder von Wasserfloh in Köln: kleine Gruppen ab 4 Jahren, erste Stunde gratis.', 'Wasserfloh', 'swimming school'],
    ['it', 'Spot di 20 secondi per le lezioni di guida dell’Autoscuola Rossi a Milano: istruttori pazienti.', 'Autoscuola Rossi', 'driving school'],
    ['es', 'Anuncio de 20 segundos para las clases de cocina de Sabor en Madrid: aprende a hacer paella con un chef, grupos de 8.', 'Sabor', 'cooking school'],
    ['nl', 'Advertentie van 20 seconden voor kooklessen bij Smaakmakers in Gent: leer koken met een chef, groepen van 8.', 'Smaakmakers', 'cooking school'],
  ])('%s: %s is planned at its place, with no laptop in any shot', (language, brief, brand, trade) => {
    const { plan } = planOf({ brief, brand_name: brand, language });
    const subject = readBrief(brief, language, 'ad').product ?? brand;
    expect(subjectKind(subject, brief, subject === brand, language)).toBe('business');
    expect(tradeOf(subject, brief)).toBe(`a ${trade}`);
    for (const scene of plan.scenes.filter((s) => s.type !== 'motion')) expect(scene.prompt).not.toMatch(LAPTOP);
  });

  it('weekly salsa classes are the studio’s, not an occasion; a class on a date is one', () => {
    expect(readBrief('A 20-second ad for salsa dance classes at Ritmo in Bristol: beginners welcome, Tuesday and Thursday evenings.', 'en', 'ad').occasion).toBeUndefined();
    expect(readBrief('A 20-second ad for the Pasta Masterclass on 14 June at Bodega Sol: £40 per person.', 'en', 'ad').occasion).toBeDefined();
  });

  it('lessons the brief holds online stay a course on a laptop', () => {
    const { plan } = planOf({ brief: 'A 20-second ad for online guitar lessons from StrumNow: learn at your own pace, new video lessons every week.', brand_name: 'StrumNow' });
    expect(plan.scenes.filter((s) => s.type !== 'motion').some((s) => LAPTOP.test(s.prompt ?? ''))).toBe(true);
  });
});
