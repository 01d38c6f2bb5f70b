/**
 * The pieces that plan briefs in every language right: requests to show how someone does something
 * made plain pictures, names opening on a trade word, names a brief calls brands, a product's whole
 * noun phrase, a name opening a non-English brief, and the note on lines the offline voice will not say.
 */
import { describe, expect, it } from 'vitest';
import { plainDirection } from '../../../lambdas/core/planning/show-directions';
import { nameTrade } from '../../../lambdas/core/planning/name-trades';
import { saidToBeABrand } from '../../../lambdas/core/planning/brand-descriptions';
import { productDescription } from '../../../lambdas/core/planning/advert-subjects';
import { productDescribedIn } from '../../../lambdas/core/planning/product-nouns';
import { openingSubject } from '../../../lambdas/core/planning/opening-subject';
import { unvoicedNote } from '../../../lambdas/core/planning/unvoiced-lines';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { germanName } from '../../../lambdas/core/planning/german-names';
import { subjectAfterHeading } from '../../../lambdas/core/planning/advert-subjects';

describe('plainDirection: a request to show how someone does something', () => {
  it.each([
    ['Muestra cómo el panadero saca el pan del horno.', 'Muestra el panadero que saca el pan del horno.'],
    ['Montrez comment le boulanger sort le pain du four.', 'Montrez le boulanger qui sort le pain du four.'],
    ['Mostra come il fornaio sforna il pane.', 'Mostra il fornaio che sforna il pane.'],
    ['Mostre como o padeiro tira o pão do forno.', 'Mostre o padeiro que tira o pão do forno.'],
    ['Zeigen Sie, wie der Bäcker Brezeln aus dem Ofen holt.', 'Zeigen Sie den Bäcker, der Brezeln aus dem Ofen holt.'],
    ['Zeig uns, wie eine Friseurin Haare schneidet.', 'Zeigen Sie eine Friseurin, die Haare schneidet.'],
    ['Laat zien hoe de bakker brood uit de oven haalt.', 'Toon de bakker die brood uit de oven haalt.'],
    ['Laat ons zien hoe het team de winkel opent.', 'Toon het team dat de winkel opent.'],
    ['Toon hoe klanten hun fiets ophalen.', 'Toon klanten hun fiets ophalen.'],
    ['Laat ons de barista zien die koffie zet.', 'Laat de barista zien die koffie zet.'],
    ["Montrez comment l’artisan façonne une baguette.", "Montrez l’artisan qui façonne une baguette."],
    ['Muestra cómo nuestra panadera amasa el pan.', 'Muestra la panadera que amasa el pan.'],
    ['Montrez comment notre boulangère façonne une baguette.', 'Montrez la boulangère qui façonne une baguette.'],
    ['Zeigen Sie, wie unsere Bäckerin Brezeln formt.', 'Zeigen Sie die Bäckerin, die Brezeln formt.'],
    ['Laat zien hoe onze monteur een fiets repareert.', 'Toon de monteur die een fiets repareert.'],
    ['Show how the baker takes bread out of the oven.', 'Show the baker taking bread out of the oven.'],
    ['Show how our mechanic fixes a puncture.', 'Show our mechanic fixing a puncture.'],
  ])('%s → %s', (sentence, plain) => expect(plainDirection(sentence)).toBe(plain));

  it.each([
    'Muestra cómo preparar un café en casa.',
    'Zeigen Sie, wie man einen Reifen wechselt.',
    'Laat zien hoe je een band plakt.',
    'Toon ons team aan het werk.',
    'Come and see us.',
    'Show how to lift a box safely.',
    'Show how the class is run.',
  ])('a how-to to teach, "our team", or no request stays as written: %s', (sentence) => expect(plainDirection(sentence)).toBe(sentence));

  it('a how-to after a request to show someone is no topic of the video', () => {
    expect(readBrief('Forno Bianchi: pane e focacce dal 1962. Mostra come il fornaio inforna il pane.', 'it').topic).not.toMatch(/^come/);
  });
});

describe('nameTrade: a name opening on a trade word', () => {
  it.each([
    ['Forno Rossi', 'Pane fresco ogni mattina.', 'bakery'],
    ['Taller Ruiz', 'Reparamos bicicletas desde 1990.', 'bike shop'],
    ['Taller Gómez', 'Cambiamos el aceite de tu coche.', 'car garage'],
    ['Werkstatt Maier', 'Wir reparieren Fahrräder aller Marken.', 'bike shop'],
    ['Officina Bruno', 'Tagliando in giornata per la tua auto.', 'car garage'],
  ])('%s (%s) → %s', (name, brief, trade) => expect(nameTrade(name, `${name}. ${brief}`)).toBe(trade));

  it('a workshop that repairs nothing the trades know, a lone word, or a word before a lower-case word is none', () => {
    expect(nameTrade('Taller Ruiz', 'Taller Ruiz. Cerámica hecha a mano.')).toBeUndefined();
    expect(nameTrade('Forno', 'Forno.')).toBeUndefined();
    expect(nameTrade('Forno elettrico', 'Un forno elettrico.')).toBeUndefined();
  });
});

describe('names opening on a workshop word, and after an invitation', () => {
  it('German reads "Werkstatt Maier" as a name, as it reads "Bäckerei Sonnenkorn"', () => {
    expect(germanName('Die Werkstatt Maier in Graz repariert Fahrräder aller Marken.')).toBe('Werkstatt Maier');
  });

  it('a heading inviting the viewer to a name in its town names it without the invitation', () => {
    expect(subjectAfterHeading('Vieni da Forno Rossi a Bologna: pane caldo ogni mattina.')).toBe('Forno Rossi a Bologna, pane caldo ogni mattina');
    expect(subjectAfterHeading('Kom naar Bakkerij Zon in Delft: vers brood.')).toBe('Bakkerij Zon in Delft, vers brood');
  });
});

describe('saidToBeABrand', () => {
  it.each([
    ['Maison Dorée', 'Maison Dorée, une marque de soins de la peau.'],
    ['Casa Verde', 'Casa Verde es una marca de cosmética natural.'],
    ['Haus Nordwind', 'Haus Nordwind, eine Marke für Regenjacken.'],
    ['Glow Lab', 'Glow Lab, a skincare brand from Leeds.'],
  ])('%s', (name, brief) => expect(saidToBeABrand(name, brief)).toBe(true));

  it('a name described as a place, or not described, is no brand', () => {
    expect(saidToBeABrand('Maison Rose', 'Maison Rose, une maison d’hôtes en Provence.')).toBe(false);
    expect(saidToBeABrand('Casa Verde', 'Anuncio para Casa Verde.')).toBe(false);
  });
});

describe('a product by its whole noun phrase', () => {
  it('a lone capital is part of it, a name is not', () => {
    expect(productDescription('Glow Lab', 'Glow Lab, a vitamin C serum.')).toBe('a vitamin C serum');
    expect(productDescription('Brew Buddy', 'Brew Buddy, a compact Italian coffee grinder.')).toBe('a compact coffee grinder');
  });

  it.each([
    ['es', 'Glow Lab, un sérum de vitamina C.'],
    ['fr', 'Glow Lab, un sérum à la vitamine C.'],
    ['de', 'Glow Lab, ein Vitamin-C-Serum.'],
    ['it', 'Glow Lab, un siero alla vitamina C.'],
    ['pt', 'Glow Lab, um sérum de vitamina C.'],
    ['nl', 'Glow Lab, een vitamine C-serum.'],
  ])('%s: %s → a vitamin C serum', (_lang, brief) => expect(productDescribedIn('Glow Lab', brief)).toBe('a vitamin C serum'));

  it('a brand of something is pictured by its goods, a plural as its thing', () => {
    expect(productDescribedIn('Atelier Noir', 'Atelier Noir est une marque de montres suisses.')).toBe('a watch');
    expect(productDescribedIn('Studio Bloom', 'Studio Bloom, eine Marke für Naturkosmetik.')).toBe('a face cream');
    expect(productDescribedIn('Luz', 'Luz, una marca de lámparas.')).toBe('a lamp');
    expect(productDescribedIn('Casa Verde', 'Casa Verde es una marca de cosmética natural.')).toBe('a face cream');
  });
});

describe('openingSubject: a non-English brief opening on its name and what it is', () => {
  it.each([
    ['Casa Verde es una marca de cosmética natural.', 'es', 'Casa Verde, una marca de cosmética natural'],
    ['Haus Nordwind, eine Marke für Regenjacken.', 'de', 'Haus Nordwind, eine Marke für Regenjacken'],
    ['Kiwi Flask est une gourde isotherme.', 'fr', 'Kiwi Flask, une gourde isotherme'],
  ])('%s', (sentence, lang, subject) => expect(openingSubject(sentence, lang)).toBe(subject));

  it('a name opening on its trade word, then what it says of itself', () => {
    expect(openingSubject('Horno San Onofre, en Madrid desde 1972.', 'es')).toBe('Horno San Onofre, en Madrid desde 1972');
    expect(openingSubject('Nuestro horno, siempre encendido.', 'es')).toBeUndefined();
  });

  it('one word, a sentence, or English is no such opening', () => {
    expect(openingSubject('Kiwi es una botella.', 'es')).toBeUndefined();
    expect(openingSubject('Nuestro pan es una delicia.', 'es')).toBeUndefined();
    expect(openingSubject('Glow Lab is a vitamin C serum.', 'en')).toBeUndefined();
  });
});

describe('unvoicedNote', () => {
  it('Arabic lines without vowel marks: the offline voice will not say them, and the note says why', () => {
    expect(unvoicedNote(['خبز طازج كل صباح.', undefined, 'تعال وزرنا اليوم.'], 'ar', 'espeak')).toMatch(/will not say 2 of the plan's 2 spoken lines: .*vowel marks/);
  });

  it('vowelled Arabic, a language the voice reads, or another narrator: no note', () => {
    expect(unvoicedNote(['مَرْحَبًا بِكُمْ'], 'ar', 'espeak')).toBeUndefined();
    expect(unvoicedNote(['Pan recién hecho cada mañana.'], 'es', 'espeak')).toBeUndefined();
    expect(unvoicedNote(['خبز طازج كل صباح.'], 'ar', 'polly')).toBeUndefined();
  });

  it('a language the voice misreads says so', () => {
    expect(unvoicedNote(['สวัสดีครับ'], 'th', 'espeak')).toMatch(/misreads "th"/);
  });
});
