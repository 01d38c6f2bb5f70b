import { describe, expect, it } from 'vitest';
import { pictureLine } from '../../../lambdas/core/planning/brief-actions';
import { readBrief, splitSentences } from '../../../lambdas/core/planning/brief-text';
import { namedInShot, personShown } from '../../../lambdas/core/planning/picture-subjects';
import { planOf, sentences } from './plan-of';

/**
 * Issue 23: a brief's sentences read whole. A German ordinal's dot ("am 8. November", "im 2. Stock")
 * ends no sentence; a "Show …" direction is never the subject, whichever sentence names it (or the
 * one person the shot shows, as the brand's own); the name a shot is "for" is the subject, not part
 * of the picture; a person with a relative clause is one shot doing the clause's action, said in
 * the brand's voice.
 */

describe('a German ordinal dot never ends a sentence', () => {
  const KEPT: readonly [string, string][] = [
    ['Eröffnung am 8. November im Café Sonne, 2. Stock. Kommen Sie vorbei!', 'Eröffnung am 8. November im Café Sonne, 2. Stock.'],
    ['Sommerfest vom 1. bis 3. Mai im Hof. Eintritt frei.', 'Sommerfest vom 1. bis 3. Mai im Hof.'],
    ['Zum 10. Geburtstag gibt es Kuchen für alle. Jetzt reservieren.', 'Zum 10. Geburtstag gibt es Kuchen für alle.'],
    ['Am 3.10. bleibt die Praxis geschlossen. Danach wieder offen.', 'Am 3.10. bleibt die Praxis geschlossen.'],
    ['Praxis im 3. OG, Aufzug vorhanden. Termine online.', 'Praxis im 3. OG, Aufzug vorhanden.'],
    ['Grand opening Nov. 8 in Leeds. Come along.', 'Grand opening Nov. 8 in Leeds.'],
  ];
  it.each(KEPT)('%s', (text, first) => {
    expect(splitSentences(text)[0]).toBe(first);
  });

  it('a number that ends a sentence still ends it ("Seit 1998.", "7 bis 18.", "ab 15.")', () => {
    expect(splitSentences('Seit 1998. Immer frisch.')).toEqual(['Seit 1998.', 'Immer frisch.']);
    expect(splitSentences('Geöffnet 7 bis 18. Samstags geschlossen.')).toEqual(['Geöffnet 7 bis 18.', 'Samstags geschlossen.']);
    expect(splitSentences('Tickets ab 15. Jetzt buchen.')).toEqual(['Tickets ab 15.', 'Jetzt buchen.']);
  });

  it('a floor said after the address is a point of the brief whole, never "… München, 2."', () => {
    const { plan } = planOf({ brief: 'Eröffnung am 8. November: das Café Sonne in München, 2. Stock. Zeige eine Barista, die Milchschaum gießt.', duration_sec: 15, language: 'de' });
    expect(sentences(plan).some((s) => /,\s*2\.$/u.test(s))).toBe(false);
  });
});

/** Briefs that open on a direction, then name their subject and town; each shot a person with a relative clause. */
const DIRECTED: readonly { lang: string; brief: string; product: string; location: string; pictures: string[] }[] = [
  {
    lang: 'de',
    brief: 'Zeige eine Floristin, die einen Strauß bindet, und einen Kunden, der bezahlt. Blumen Mayer, Köln. Lieferung am selben Tag.',
    product: 'Blumen Mayer', location: 'in Köln', pictures: ['Eine Floristin, die einen Strauß bindet', 'Ein Kunde, der bezahlt'],
  },
  {
    lang: 'fr',
    brief: 'Montrez un boulanger qui sort des baguettes du four et une cliente qui achète des croissants. Boulangerie Martin, à Lyon. Ouvert dès 7 h.',
    product: 'Boulangerie Martin', location: 'à Lyon', pictures: ['Un boulanger qui sort des baguettes du four', 'Une cliente qui achète des croissants'],
  },
  {
    lang: 'es',
    brief: 'Muestra un peluquero que corta el pelo a un cliente y una clienta que paga en la caja. Peluquería Rizos, Valencia. Sin cita previa.',
    product: 'Peluquería Rizos', location: 'en Valencia', pictures: ['Un peluquero que corta el pelo a un cliente', 'Una clienta que paga en la caja'],
  },
  {
    lang: 'it',
    brief: 'Mostra un pizzaiolo che inforna una pizza e una famiglia che mangia in terrazza. Pizzeria Da Gino, a Napoli. Aperti tutte le sere.',
    product: 'Pizzeria Da Gino', location: 'a Napoli', pictures: ['Un pizzaiolo che inforna una pizza', 'Una famiglia che mangia in terrazza'],
  },
  {
    lang: 'pt',
    brief: 'Mostre um barista que prepara um galão e uma cliente que lê o jornal. Café Aurora, no Porto. Aberto todos os dias.',
    product: 'Café Aurora', location: 'no Porto', pictures: ['Um barista que prepara um galão', 'Uma cliente que lê o jornal'],
  },
  {
    lang: 'nl',
    brief: 'Toon een fietsenmaker die een band plakt en een klant die zijn fiets ophaalt. Fietsenwinkel Snel, Utrecht. Klaar terwijl je wacht.',
    product: 'Fietsenwinkel Snel', location: 'in Utrecht', pictures: ['Een fietsenmaker die een band plakt', 'Een klant die zijn fiets ophaalt'],
  },
  {
    lang: 'en',
    brief: 'Show a mechanic who changes a tyre and a driver who collects her keys. Kwik Garage, Leeds. Same-day service.',
    product: 'Kwik Garage', location: 'in Leeds', pictures: ['A mechanic changing a tyre', 'A driver collecting her keys'],
  },
];

describe('a direction before the name is never the subject', () => {
  it.each(DIRECTED)('$lang: $product, its town, and two shots of one person each', ({ lang, brief, product, location, pictures }) => {
    const facts = readBrief(brief, lang);
    expect(facts.product).toBe(product);
    expect(facts.location).toBe(location);
    expect(facts.pictures).toEqual(pictures);
    // The name's sentence is the subject, never a point of its own.
    expect(facts.points.some((p) => p.includes(product))).toBe(false);
  });

  it('the plan is titled with the name, never with the direction', () => {
    const { plan } = planOf({ brief: DIRECTED[0]!.brief, duration_sec: 20, language: 'de' });
    expect(plan.title).toBe('Blumen Mayer');
  });
});

describe('the name a shot is for is the subject, no part of its picture', () => {
  const FOR: readonly [string, string, string, string, string][] = [
    ['en', 'Show a florist wrapping a bouquet of tulips for Bloom & Bean in Manchester. Same-day delivery.', 'Bloom & Bean', 'in Manchester', 'A florist wrapping a bouquet of tulips'],
    ['fr', 'Montrez une fleuriste qui emballe un bouquet pour Fleurs de Lila à Lyon. Livraison le jour même.', 'Fleurs de Lila', 'à Lyon', 'Une fleuriste qui emballe un bouquet'],
    ['it', 'Mostra una fiorista che confeziona un mazzo per Fiori di Luna a Firenze. Consegna in giornata.', 'Fiori di Luna', 'a Firenze', 'Una fiorista che confeziona un mazzo'],
    ['es', 'Muestra una panadera que saca pan del horno para Panadería Sol en Sevilla. Abierto desde las 7.', 'Panadería Sol', 'en Sevilla', 'Una panadera que saca pan del horno'],
    ['nl', 'Toon een barista die koffie zet voor Koffiebar Bonen in Gent. Elke dag open.', 'Koffiebar Bonen', 'in Gent', 'Een barista die koffie zet'],
    ['pt', 'Mostre uma padeira a tirar pão do forno para a Padaria Estrela em Lisboa. Encomende online.', 'Padaria Estrela', 'em Lisboa', 'Uma padeira a tirar pão do forno'],
  ];
  it.each(FOR)('%s: %s', (lang, brief, product, location, picture) => {
    const facts = readBrief(brief, lang);
    expect([facts.product, facts.location, facts.pictures]).toEqual([product, location, [picture]]);
  });

  it('someone a shot is for who is no name stays in the picture ("for a customer")', () => {
    expect(namedInShot('Show a barista making a latte for a customer.', 'en')).toBeUndefined();
  });
});

describe('a brief that only asks to show someone is about them, as the brand names its own', () => {
  const ONLY: readonly [string, string, string][] = [
    ['en', 'Show a florist wrapping a bouquet of peonies for a customer in a sunny shop.', 'Our florist'],
    ['de', 'Zeige einen Friseur, der einer Kundin die Haare schneidet.', 'Unser Friseur'],
    ['fr', 'Montrez une fleuriste qui emballe un bouquet de pivoines.', 'Notre fleuriste'],
    ['pt', 'Mostre uma padeira a tirar pão do forno.', 'A nossa padeira'],
  ];
  it.each(ONLY)('%s: %s', (lang, brief, title) => {
    const { plan } = planOf({ brief, duration_sec: 15, language: lang });
    expect(plan.title).toBe(title);
    expect(sentences(plan).join(' ')).not.toMatch(/\b(?:show|zeige|montrez|mostre)\b/iu);
  });

  it('German names its own in the nominative, presented as it stands ("Wir stellen vor: unser Friseur.")', () => {
    const { plan } = planOf({ brief: ONLY[1]![1], duration_sec: 15, language: 'de' });
    expect(sentences(plan)).toContain('Wir stellen vor: unser Friseur.');
  });

  it('several people are no one person to name', () => {
    expect(personShown('Friends sharing pizza around a table', 'en')).toBeUndefined();
  });
});

describe('a German person with a relative clause is one shot doing its action, said in the brand voice', () => {
  const BAKERY = 'Werbespot, 20 Sekunden, für die Bäckerei Krause in Leipzig. Zeige einen Bäcker, der Brezeln aus dem Ofen holt, und eine Kundin, die Brötchen kauft. Ab 6 Uhr geöffnet.';

  it('a customer picture opening on its capital article is said to the viewer', () => {
    expect(pictureLine('Eine Kundin, die Brötchen kauft', 'de')).toBe('Bei uns kaufen Sie Brötchen.');
  });

  it('the bakery brief: two shots, the customer line said over hers', () => {
    const { plan } = planOf({ brief: BAKERY, duration_sec: 20, language: 'de' });
    const shot = plan.scenes.find((s) => s.prompt?.startsWith('Eine Kundin, die Brötchen kauft'));
    expect(plan.scenes.some((s) => s.prompt?.startsWith('Ein Bäcker, der Brezeln aus dem Ofen holt'))).toBe(true);
    expect(shot?.script).toContain('Bei uns kaufen Sie Brötchen.');
  });
});

describe('a request to show said to "us" or with a "please" is a direction all the same', () => {
  const TO_US: readonly [string, string, string, string][] = [
    ['fr', 'Montrez-nous un boulanger qui sort des baguettes du four. Boulangerie Martin, à Lyon.', 'Boulangerie Martin', 'Un boulanger qui sort des baguettes du four'],
    ['es', 'Muéstranos un panadero que saca pan del horno. Panadería Sol, Sevilla.', 'Panadería Sol', 'Un panadero que saca pan del horno'],
    ['it', 'Mostraci un fornaio che sforna il pane. Forno Rossi, a Bologna.', 'Forno Rossi', 'Un fornaio che sforna il pane'],
    ['pt', 'Mostre-nos um padeiro que tira pão do forno. Padaria Estrela, em Lisboa.', 'Padaria Estrela', 'Um padeiro que tira pão do forno'],
    ['en', 'Show us a baker pulling bread from the oven. Crumb & Co, Leeds.', 'Crumb & Co', 'A baker pulling bread from the oven'],
    ['en', 'Please show a baker pulling bread from the oven. Crumb & Co, Leeds.', 'Crumb & Co', 'A baker pulling bread from the oven'],
    ['de', 'Bitte zeige einen Bäcker, der Brezeln aus dem Ofen holt. Bäckerei Krause, Leipzig.', 'Bäckerei Krause', 'Ein Bäcker, der Brezeln aus dem Ofen holt'],
  ];
  it.each(TO_US)('%s: %s', (lang, brief, product, picture) => {
    const facts = readBrief(brief, lang);
    expect([facts.product, facts.pictures, facts.points]).toEqual([product, [picture], []]);
  });

  it('"Show us your best selfie" asks the viewer: no picture', () => {
    expect(readBrief('Show us your best selfie with our new latte. Harbour Roasters, Bristol.', 'en').pictures).toEqual([]);
  });
});

describe("a date's day opening a sentence is kept", () => {
  it('"8. November: Eröffnung …" keeps its day', () => {
    expect(splitSentences('8. November: Eröffnung im Café Sonne. Kommen Sie!')[0]).toBe('8. November: Eröffnung im Café Sonne.');
  });
  it('a numbered list still loses its numbers', () => {
    expect(splitSentences('1. Open the app.\n2. Tap Settings.')).toEqual(['Open the app.', 'Tap Settings.']);
  });
});
