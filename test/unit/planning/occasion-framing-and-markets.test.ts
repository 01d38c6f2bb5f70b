import { describe, expect, it } from 'vitest';
import { readOccasion } from '../../../lambdas/core/planning/brief-occasions';
import { splitSentences } from '../../../lambdas/core/planning/brief-text';
import { occasionCall, occasionSpare } from '../../../lambdas/core/planning/occasion-lines';
import { isRecurring } from '../../../lambdas/core/planning/recurring-occasions';
import { planOf, sentences } from './plan-of';

/**
 * An occasion's entry is the brief's words of entry, never the brief's own framing ("A 20-second ad
 * for …") said over the end card; a market or fair that prices nothing sells no tickets, and one held
 * every week has no date to save.
 */
const said = (body: Record<string, unknown>) => sentences(planOf(body).plan);
const FRAMING = /\b(?:ad|advert)\s+for\b|Anuncio de|Publicité de|Werbespot|Spot di|Anúncio de|\d+[- ]?(?:second|segundos|secondes|Sekunden|secondi)/iu;

describe('an occasion named in the brief’s framing sentence', () => {
  it.each([
    ['en', 'A 20-second ad for the Greenfield Summer Fair on 14 June: live music, food stalls, rides for kids, free entry.', /^Free entry\.$/u],
    ['en', 'A 30-second advert for the Riverside Jazz Night on 3 May at Pier 3: live bands, street food, tickets £12.', /^Tickets £12\.$/u],
    ['es', 'Anuncio de 20 segundos para la Feria de Primavera el 12 de mayo en el Parque Central: música en directo, puestos de comida, entrada gratuita.', /^Entrada gratuita\.$/u],
    ['fr', 'Publicité de 20 secondes pour la Fête du Village le 21 juin au parc Monceau : concerts, jeux pour enfants, entrée libre.', /^Entrée libre\.$/u],
    ['de', 'Werbespot für das Sommerfest am 6. Juli im Stadtpark: Livemusik, Kinderprogramm, Eintritt frei.', /^Eintritt frei\.$/u],
    ['it', 'Spot di 20 secondi per la Sagra del Tartufo il 12 ottobre ad Alba: degustazioni, musica, ingresso libero.', /^Ingresso libero\.$/u],
  ])('%s: %s', (language, brief, entry) => {
    const lines = said({ brief, language, duration_sec: 20 });
    expect(lines.filter((l) => FRAMING.test(l))).toEqual([]);
    expect(lines.filter((l) => entry.test(l))).toHaveLength(1);
  });

  it('keeps a sentence of its own about entry whole', () => {
    const occasion = readOccasion(undefined, splitSentences('Harbour Jazz Night on 14 June at Pier 3. Tickets £15, book online.'), 'en');
    expect(occasion?.entry).toBe('Tickets £15, book online.');
  });
});

describe('a market or fair that prices nothing', () => {
  it.each([
    ['fr', 'Publicité de 20 secondes pour Le Petit Marché, un marché fermier le samedi à Nantes : fruits et légumes de saison, fromages locaux, place du Bouffay de 8h à 13h.'],
    ['en', 'A 20-second ad for the Riverside Farmers Market, every Sunday 9am to 1pm at Riverside Park: local veg, fresh bread, street food.'],
    ['de', 'Werbespot für den Bauernmarkt am Domplatz: jeden Samstag von 8 bis 13 Uhr, frisches Obst, regionaler Käse, Brot vom Holzofen.'],
    ['it', 'Spot di 20 secondi per il Mercatino di Campagna, ogni sabato in Piazza Duomo dalle 8 alle 13: frutta, verdura, formaggi locali.'],
    ['es', 'Anuncio de 20 segundos para el Mercado de Productores, todos los domingos en la Plaza Mayor de 9 a 14h: fruta, queso y pan.'],
    ['pt', 'Anúncio de 20 segundos para a Feira Biológica, aos sábados no Jardim da Estrela das 9h às 13h: legumes, queijos e pão.'],
  ])('%s: %s is asked to come, never to buy tickets or save a date', (language, brief) => {
    const text = said({ brief, language, duration_sec: 20 }).join(' ');
    expect(text).not.toMatch(/tickets|billets|entradas|Tickets|biglietti|bilhete|Save the date|Notez la date|Apunta la fecha|Merken Sie sich den Termin|Segna la data|Marque na agenda/u);
    expect(text).toMatch(/See you there|On vous attend|Wir freuen uns auf Sie|Ti aspettiamo|Te esperamos|Esperamos por você/u);
  });

  it('says what it is and when, never leaving that sentence out whole', () => {
    const { plan } = planOf({ brief: 'Publicité de 20 secondes pour Le Petit Marché, un marché fermier le samedi à Nantes : fruits et légumes de saison, fromages locaux, place du Bouffay de 8h à 13h.', language: 'fr', duration_sec: 20 });
    expect(sentences(plan)).toContain('Un marché fermier le samedi à Nantes.');
    expect(plan.notes.join(' ')).not.toMatch(/Left out for time/u);
  });

  it('still sells tickets where the brief prices them, and books a class without a price', () => {
    const read = (brief: string, language = 'en') => readOccasion(undefined, splitSentences(brief), language)!;
    expect(occasionCall(read('Jazz night every Friday at The Blue Room from 8pm. Entry £10.'), 'en')).toBe('Get your tickets now.');
    expect(occasionCall(read('Harbour Jazz Night on 14 June at Pier 3.'), 'en')).toBe('See you there!');
    expect(occasionCall(read('Pottery workshop on Saturday 3 May at Clay Studio.'), 'en')).toBe('Book your place now.');
  });

  it('saves the date of a one-off, not of a weekly one', () => {
    const read = (brief: string, language: string) => readOccasion(undefined, splitSentences(brief), language)!;
    expect(occasionSpare(read('Harbour Jazz Night on 14 June at Pier 3. Tickets £15.', 'en'), 'en')).toContain('Save the date.');
    expect(occasionSpare(read('Quiz night every Thursday at The Red Lion from 8pm. £2 a head.', 'en'), 'en')).not.toContain('Save the date.');
    expect(occasionSpare(read('Soirée quiz tous les jeudis au Lion d’Or dès 20h. 2 € par personne.', 'fr'), 'fr')).not.toContain('Notez la date !');
  });
});

describe('when and where an occasion is', () => {
  it.each([
    ['de', 'Werbespot für das Sommerfest am 6. Juli im Stadtpark: Livemusik, Kinderprogramm, Eintritt frei.', 'Kommen Sie zum Sommerfest am 6. Juli im Stadtpark!'],
    ['de', '20 Sekunden Werbung für das Stadtfest Ulm am 12. Juli auf dem Münsterplatz: Livemusik, Essen, Eintritt frei.', 'Kommen Sie zum Stadtfest Ulm am 12. Juli auf dem Münsterplatz!'],
  ])('%s: a German ordinal’s dot ends no name: %s', (language, brief, hook) => {
    expect(said({ brief, language, duration_sec: 20 })[0]).toBe(hook);
  });

  it.each([
    ['de', 'Werbespot für den Weihnachtsmarkt Nürnberg, jeden Tag vom 29. November bis 24. Dezember auf dem Hauptmarkt: Glühwein, Lebkuchen, Kunsthandwerk.', 'Jeden Tag vom 29. November bis 24. Dezember auf dem Hauptmarkt.'],
    ['en', 'A 20-second ad for the Riverside Farmers Market, every Sunday 9am to 1pm at Riverside Park: local veg, fresh bread, street food.', 'Every Sunday 9am to 1pm at Riverside Park.'],
  ])('%s: said by a body scene where the hook has no time for it: %s', (language, brief, when) => {
    const { plan } = planOf({ brief, language, duration_sec: 20 });
    expect(sentences(plan)).toContain(when);
    expect(plan.notes.join(' ')).not.toMatch(/Left out for time/u);
  });
});

describe('recurring occasions', () => {
  it.each([
    'every Saturday', 'on Sundays', 'Saturdays from 8am', 'weekly', 'le samedi à Nantes', 'tous les dimanches', 'chaque semaine',
    'todos los sábados', 'los domingos', 'cada viernes', 'jeden Samstag', 'samstags', 'wöchentlich', 'ogni sabato', 'tutti i venerdì',
    'aos sábados', 'todas as sextas-feiras', 'jeden Tag',
  ])('"%s" recurs', (text) => expect(isRecurring(text)).toBe(true));

  it.each(['on 14 June', 'le samedi 14 juin', 'am Samstag, 6. Juli', 'sábado 12 de mayo', 'sabato 5 ottobre', 'something for every taste', 'this Saturday'])('"%s" is one day', (text) =>
    expect(isRecurring(text)).toBe(false),
  );
});
