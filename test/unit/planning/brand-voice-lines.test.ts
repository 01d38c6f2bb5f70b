import { describe, expect, it } from 'vitest';
import { pictureLine } from '../../../lambdas/core/planning/brief-actions';
import { customerLine } from '../../../lambdas/core/planning/customer-lines';
import { shownPictures } from '../../../lambdas/core/planning/picture-words';
import { coverage, planOf, sentences } from './plan-of';

/**
 * Every scene says something in the brand's voice, in every language the planner writes (issue
 * 23): a picture of customers or of people with their company is said to the viewer, from the
 * picture's own subject, verb and place, never a fact it does not give.
 */
describe('a picture of customers said to the viewer', () => {
  it.each([
    ['fr', 'des amis qui discutent en terrasse', 'Chez nous, vous discutez entre amis en terrasse.'],
    ['fr', 'des familles qui mangent des crêpes en terrasse', 'Chez nous, vous mangez des crêpes en famille en terrasse.'],
    ['fr', 'une cliente qui achète des fleurs', 'Chez nous, vous achetez des fleurs.'],
    ['fr', 'des clients qui boivent un café', 'Chez nous, vous buvez un café.'],
    ['de', 'Kunden, die Kuchen im Garten genießen', 'Bei uns genießen Sie Kuchen im Garten.'],
    ['de', 'Freunde, die auf der Terrasse lachen', 'Bei uns lachen Sie mit Freunden auf der Terrasse.'],
    ['de', 'Gäste, die im Laden Brot einkaufen', 'Bei uns kaufen Sie im Laden Brot ein.'],
    ['es', 'unos amigos charlando en la terraza', 'Charla con tus amigos en nuestra terraza.'],
    ['es', 'familias cenando en la terraza', 'Cena en familia en nuestra terraza.'],
    ['es', 'unos clientes que hacen cola en el mostrador', 'Haz cola en nuestro mostrador.'],
    ['it', 'degli amici che mangiano la pizza in terrazza', 'Da noi mangi la pizza con gli amici in terrazza.'],
    ['it', 'dei clienti che bevono un caffè al bancone', 'Da noi bevi un caffè al bancone.'],
    ['it', 'delle famiglie che giocano a carte in giardino', 'Da noi giochi in famiglia a carte in giardino.'],
    ['pt', 'clientes a tomar café na esplanada', 'Venha tomar café na esplanada.'],
    ['pt', 'amigos jantando na esplanada', 'Venha jantar com os amigos na esplanada.'],
    ['nl', 'klanten die koffie drinken op het terras', 'Kom bij ons koffie drinken op het terras.'],
    ['ja', 'お客様がテラスでコーヒーを飲む', 'テラスでコーヒーを飲みませんか。'],
    ['ja', '友達がテラスでケーキを食べる', 'ご友人と、テラスでケーキを食べませんか。'],
  ])('%s: "%s" → "%s"', (language, picture, said) => {
    expect(pictureLine(picture, language)).toBe(said);
  });

  it('says no one else: staff and children keep their own lines, a stranger none', () => {
    expect(customerLine('un boulanger qui sort le pain du four', 'fr')).toBeUndefined();
    expect(pictureLine('un boulanger qui sort le pain du four', 'fr')).toBe('Notre boulanger sort le pain du four.');
    expect(customerLine('des enfants qui peignent', 'fr')).toBeUndefined();
    expect(customerLine('Hunde, die im Park spielen', 'de')).toBeUndefined();
    // Customers are invited only to what acts on something, as in English ("customers laughing at tables"); friends are said with the viewer.
    for (const [picture, language] of [['des clients qui rient près de la fenêtre', 'fr'], ['Kunden, die am Fenster lachen', 'de'], ['clientes riendo en la terraza', 'es'], ['お客様がテラスで笑う', 'ja'], ['klanten die op het terras lachen', 'nl']]) {
      expect(customerLine(picture!, language!), picture).toBeUndefined();
    }
    expect(pictureLine('des amis qui rient près de la fenêtre', 'fr')).toBe('Chez nous, vous riez entre amis près de la fenêtre.');
    // A singular German customer would need the Sie form of a third person singular: left unsaid.
    expect(customerLine('eine Kundin, die Brot kauft', 'de')).toBeUndefined();
  });

  it('reads a bare plural acting after "y" as a picture of its own', () => {
    expect(shownPictures('Muestra un pizzero metiendo una pizza en el horno, y familias cenando en la terraza.', 'es')).toEqual([
      'un pizzero metiendo una pizza en el horno',
      'familias cenando en la terraza',
    ]);
  });
});

describe('thin briefs with a customer picture narrate it', () => {
  const THIN = {
    fr: { brief: 'Publicité pour Le Petit Four, un café à Lyon. Montrez des amis qui discutent en terrasse. Croissants faits maison.', duration_sec: 20, language: 'fr' },
    crepes: { brief: 'Publicité de 15 secondes pour Chez Paul, une crêperie à Rennes. Montrez des familles qui mangent des crêpes en terrasse.', duration_sec: 15, language: 'fr' },
    it: { brief: 'Pubblicità per La Bottega, una pizzeria a Napoli. Mostra degli amici che mangiano la pizza in terrazza. Forno a legna dal 1978.', duration_sec: 20, language: 'it' },
    pt: { brief: 'Anúncio para O Cantinho, uma padaria em Lisboa. Mostre clientes a tomar café na esplanada. Pão quente todas as manhãs.', duration_sec: 20, language: 'pt' },
  };
  it.each(Object.entries(THIN))('%s', (_, body) => {
    const planned = planOf(body);
    const said = sentences(planned.plan);
    expect(said.some((s) => /^(?:Chez nous, vous|Da noi|Venha tomar)/u.test(s))).toBe(true);
  });

  it('the French crêperie of one picture is narrated far more than before (31.6%)', () => {
    expect(coverage(planOf(THIN.crepes))).toBeGreaterThan(0.5);
  });
});

describe('a brand name keeps its article', () => {
  it.each([
    ['en', '30-second advert for The Chippy, a fish and chip shop in Whitby. Show a cook frying fish at the fryer. Fresh fish landed daily. Call 01947 602 345 to order.', 'The Chippy'],
    ['fr', 'Publicité pour Le Petit Four, un café à Lyon. Montrez des amis qui discutent en terrasse. Croissants faits maison.', 'Le Petit Four'],
    ['it', 'Pubblicità per La Bottega, una pizzeria a Napoli. Mostra degli amici che mangiano la pizza in terrazza. Forno a legna dal 1978.', 'La Bottega'],
    ['de', 'Werbung für Die Backstube, eine Bäckerei in Köln. Zeigen Sie Kunden, die Kuchen im Garten genießen. Frisches Brot jeden Morgen.', 'Die Backstube'],
    ['es', 'Anuncio para El Rincón, un bar de tapas en Madrid. Muestra unos amigos charlando en la terraza. Tapas caseras cada día.', 'El Rincón'],
  ])('%s: %s', (language, brief, name) => {
    const said = sentences(planOf({ brief, duration_sec: 20, language }).plan).join(' ');
    expect(said).toContain(name);
    // Never the bare name where the article belongs to it: "Meet Chippy", "Call Chippy".
    expect(said.replace(new RegExp(name, 'gu'), '')).not.toContain(name.split(' ').slice(1).join(' '));
  });
});
