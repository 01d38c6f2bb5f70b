import { describe, expect, it } from 'vitest';
import { pictureLine, showsStaffAtWork } from '../../../lambdas/core/planning/brief-actions';
import { sizedCall } from '../../../lambdas/core/planning/call-lines';
import { isFarewell, isInvitation } from '../../../lambdas/core/planning/closing-lines';
import { isName, tradeOf } from '../../../lambdas/core/planning/compositions';
import { customerLine } from '../../../lambdas/core/planning/customer-lines';
import { MIN_NARRATION_COVERAGE, sceneSecFor, splitScript, spokenSec, voiceFor } from '../../../lambdas/core/planning/narration-fit';
import { phrasebookFor } from '../../../lambdas/core/planning/phrases';
import { shownPictures } from '../../../lambdas/core/planning/picture-words';
import { spokenParts } from '../../../lambdas/core/planning/speech-rates';
import { farewellLine, placeShotLines } from '../../../lambdas/core/planning/trade-lines';
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
    // A singular German customer is said in the Sie form, the infinitive of its third person singular (staff-lines.test.ts).
    expect(customerLine('eine Kundin, die Brot kauft', 'de')).toBe('Bei uns kaufen Sie Brot.');
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

  it('the French crêperie of one picture reaches the check’s share (it planned 31.6%: no line for its picture, no trade for "crêperie")', () => {
    expect(coverage(planOf(THIN.crepes))).toBeGreaterThanOrEqual(MIN_NARRATION_COVERAGE);
  });

  it('knows a kissaten, a bread workshop, a crêperie and a tasca for what they are', () => {
    expect(tradeOf('喫茶さくら', '15秒の広告：喫茶さくら。')).toBe('a café');
    expect(tradeOf('パン工房こむぎ', '30秒の広告：パン工房こむぎ。')).toBe('a bakery');
    expect(tradeOf('Chez Paul', 'Publicité pour Chez Paul, une crêperie à Rennes.')).toBe('a restaurant');
    expect(tradeOf('Tasca do Zé', 'Anúncio para a Tasca do Zé.')).toBe('a restaurant');
    // A dog daycare or dog hotel is neither a children's nursery nor a hotel.
    expect(tradeOf('Paws Daycare', 'Ad for Paws Daycare, a dog daycare in Denver.')).toBe('a dog daycare');
    expect(tradeOf('Bark Inn', 'Ad for Bark Inn, a dog hotel in Leeds.')).toBe('a dog daycare');
    expect(tradeOf('Sunny Days', 'Ad for Sunny Days, a daycare for toddlers in Leeds.')).toBe('a nursery');
    // A Floristin, "Blumen …": a florist in German.
    expect(tradeOf('Blumen Klee', 'Werbespot für Blumen Klee in Hamburg. Zeigen Sie eine Floristin, die einen Strauß bindet.')).toBe('a florist');
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

describe('the close and the farewell come last; no two invitations in a row', () => {
  it('knows the planner’s own invitations and farewells in every language it writes', () => {
    for (const language of ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'ja', 'ar', 'hi']) {
      expect(isInvitation(phrasebookFor(language).phrases.comeBy), language).toBe(true);
    }
    for (const language of ['en', 'fr', 'de', 'es', 'ja', 'ar', 'hi']) {
      expect(isFarewell(farewellLine(language)!), language).toBe(true);
      expect(placeShotLines('entrance', undefined, language).some(isFarewell), language).toBe(false);
    }
    expect(isFarewell('またのお越しをお待ちしております。')).toBe(true);
    expect(isInvitation('Fresh fish landed daily.')).toBe(false);
    expect(isFarewell('Come and see us.')).toBe(false);
  });

  const BRIEFS = [
    { brief: '15秒の広告：喫茶さくら。お客様がテラスでコーヒーを飲む様子を見せてください。自家焙煎のコーヒー。またのお越しをお待ちしております。', duration_sec: 15, language: 'ja' },
    { brief: '30秒の広告：パン工房こむぎ。パン職人がパンを焼く様子と、お客様がパンを選ぶ様子を見せてください。毎朝6時から焼きたて。ご予約は03-1234-5678まで。またのお越しをお待ちしております。', duration_sec: 30, language: 'ja' },
    { brief: 'Advert for Rosa Bakery, a bakery in Bath. Show customers enjoying coffee in the garden. Come and see us. Open every day from 7am.', duration_sec: 20 },
    { brief: 'Publicité pour Le Petit Four, un café à Lyon. Montrez des amis qui discutent en terrasse. Croissants faits maison.', duration_sec: 20, language: 'fr' },
    { brief: 'Anuncio para El Rincón, un bar de tapas en Madrid. Muestra unos amigos charlando en la terraza. Tapas caseras cada día.', duration_sec: 20, language: 'es' },
    { brief: '20-second advert for Oak & Ember, a wood-fired pizza restaurant in Leeds. Show a pizzaiolo sliding a pizza into the wood oven. Dough rested for 48 hours.', duration_sec: 20 },
    { brief: '20秒の広告：カフェ・ミドリ。バリスタがラテアートを描く様子を見せてください。渋谷駅から徒歩5分。', duration_sec: 20, language: 'ja' },
  ];

  it.each(BRIEFS.map((b) => [b.brief.slice(0, 40), b] as const))('%s', (_, body) => {
    const { plan } = planOf(body);
    const scripts = plan.scenes.map((s) => (s.script ? splitScript(s.script) : []));
    // A farewell is said by the last scene, as its last line, or not at all.
    scripts.forEach((lines, i) => lines.forEach((line, k) => {
      if (isFarewell(line)) expect([i, k], line).toEqual([scripts.length - 1, lines.length - 1]);
    }));
    // Two scenes in a row never both invite.
    scripts.slice(1).forEach((lines, i) => {
      expect(lines.some(isInvitation) && scripts[i]!.some(isInvitation), `${scripts[i]!.join(' ')} | ${lines.join(' ')}`).toBe(false);
    });
  });

  it('the brief’s own farewell closes the video where the close has time for it, after the name it signs off with', () => {
    const planned = planOf(BRIEFS[0]!);
    expect(planned.plan.scenes.at(-1)!.script).toBe('喫茶さくら。またのお越しをお待ちしております。');
    // It planned 39.5% when "喫茶" was no café and its customers said nothing.
    expect(coverage(planned)).toBeGreaterThanOrEqual(MIN_NARRATION_COVERAGE);
  });
});

describe('a close with a number to call fits its card', () => {
  const espeak = (language: string) => voiceFor('espeak', language);
  it('drops the name the close added, then the words after the number, while the card is over AD_CARD_SEC', () => {
    expect(sizedCall({ named: 'Call The Chippy on 01947 602 345 to order.', written: 'Call 01947 602 345 to order.' }, '01947 602 345', [], espeak('en'))).toBe('Call 01947 602 345.');
    expect(sizedCall({ named: 'Appelez Garage Martin au 02 40 12 34 56.', written: 'Appelez le 02 40 12 34 56.' }, '02 40 12 34 56', [], espeak('fr'))).toBe('Appelez le 02 40 12 34 56.');
    // A short number keeps every word.
    expect(sizedCall({ named: 'Call Rosa on 0800 1.', written: 'Call 0800 1.' }, '0800 1', [], espeak('en'))).toBe('Call Rosa on 0800 1.');
    // A line that opens on its number asks to call after it (Hindi): never cut there.
    expect(sizedCall({ named: '98765 43210 पर कॉल करें।', written: '98765 43210 पर कॉल करें।' }, '98765 43210', [], espeak('hi'))).toBe('98765 43210 पर कॉल करें।');
  });

  it('The Chippy’s close is sized by its number: "Call 01947 602 345." (5.5 s), not "Call The Chippy on … to order." (7 s)', () => {
    const { plan } = planOf({ brief: '30-second advert for The Chippy, a fish and chip shop in Whitby. Show a cook frying fish at the fryer and families eating chips on the harbour wall. Fresh fish landed daily. Call 01947 602 345 to order.', duration_sec: 30 });
    const close = plan.scenes.at(-1)!;
    expect(close.script).toBe('Call 01947 602 345.');
    expect(close.duration_sec).toBe(sceneSecFor(espeak('en'), 'Call 01947 602 345.'));
    expect(sceneSecFor(espeak('en'), 'Call The Chippy on 01947 602 345 to order.')).toBeGreaterThan(close.duration_sec);
    // The card shows the call to action whole.
    expect(close.prompt).toContain('Call 01947 602 345 to order');
  });

  it('a number to call is timed as eSpeak reads it, digit group by digit group, zeros included', () => {
    // Measured: "Call 01947 602 345." 4.38 s to its last word, "Reserva en el 963 123 456." 5.29 s, "Rufen Sie uns an: 089 123 456 789." 9.59 s.
    expect(spokenSec(espeak('en'), 'Call 01947 602 345.')).toBeCloseTo(4.38, 0);
    expect(spokenSec(espeak('es'), 'Reserva en el 963 123 456.')).toBeGreaterThan(4.8);
    expect(spokenSec(espeak('de'), 'Rufen Sie uns an: 089 123 456 789.')).toBeGreaterThan(8.5);
    // A figure is not a number to call: "2,500 patients", "since 2015".
    expect(spokenParts('Over 2,500 patients back to running since 2015.', 'en').phoneDigits).toBe(0);
    expect(spokenParts('Reserva en el 963 123 456.', 'es').phoneDigits).toBe(9);
  });
});

describe('a shot the plan adds shows what the brief has not', () => {
  it('knows the place’s own people at work in a picture, in each language', () => {
    expect(showsStaffAtWork('A pizzaiolo sliding a pizza into the wood oven', 'en')).toBe(true);
    expect(showsStaffAtWork('un pizzero metiendo una pizza en el horno de leña', 'es')).toBe(true);
    expect(showsStaffAtWork('Eine Barista, die Milchschaum in eine Tasse gießt', 'de')).toBe(true);
    expect(showsStaffAtWork('Friends sharing pizza around a table', 'en')).toBe(false);
    expect(showsStaffAtWork('des amis qui discutent en terrasse', 'fr')).toBe(false);
  });

  it.each([
    ['en', '20-second advert for Oak & Ember, a wood-fired pizza restaurant in Leeds. Show a pizzaiolo sliding a pizza into the wood oven. Dough rested for 48 hours.', /pizza chef baking pizzas/, /welcoming customers/],
    ['es', 'Anuncio de 30 segundos para Pizzería Napoli en Valencia. Muestra un pizzero metiendo una pizza en el horno de leña, y familias cenando en la terraza. Masa madre de 72 horas. Reserva en el 963 123 456.', /El equipo trabajando/, /El equipo recibiendo a los clientes/],
  ])('%s: the cook at the oven is not drawn again; the team is shown welcoming customers', (language, brief, repeated, instead) => {
    const prompts = planOf({ brief, duration_sec: language === 'es' ? 30 : 20, language }).plan.scenes.map((s) => s.prompt).join('\n');
    expect(prompts).not.toMatch(repeated);
    // A plan that opens on the place's entrance may have no shot of its team left; one it has welcomes customers.
    if (/team|equipo/i.test(prompts)) expect(prompts).toMatch(instead);
  });

  it('a brief that shows only customers still has its team at work added', () => {
    const prompts = planOf({ brief: 'Anuncio de 30 segundos para Pizzería Napoli en Valencia. Muestra familias cenando en la terraza. Masa madre de 72 horas. Reserva en el 963 123 456.', duration_sec: 30, language: 'es' }).plan.scenes.map((s) => s.prompt).join('\n');
    expect(prompts).toMatch(/El equipo trabajando/);
  });
});

describe('an Italian, Portuguese or Dutch plan speaks its own language over the shots it adds', () => {
  it.each([
    ['it', 'Pubblicità per La Bottega, una pizzeria a Napoli. Mostra degli amici che mangiano la pizza in terrazza. Forno a legna dal 1978.', /Il nostro team al lavoro|Entra pure|Ti aspettiamo/u],
    ['pt', 'Anúncio de 25 segundos para A Tasca do Zé em Porto. Mostre amigos a jantar na esplanada. Peixe fresco todos os dias. Ligue 222 123 456 para reservar.', /Nossa equipe em ação|Entre e fique à vontade|Esperamos por você/u],
    ['nl', 'Reclame voor De Bakkerij, een bakkerij in Utrecht. Laat klanten zien die koffie drinken op het terras. Vers brood elke ochtend.', /Ons team aan het werk|Kom binnen|We zien je graag/u],
  ])('%s', (language, brief, own) => {
    const planned = planOf({ brief, duration_sec: language === 'pt' ? 25 : 20, language });
    const said = sentences(planned.plan).join(' ');
    expect(said).toMatch(own);
    // None of the English connecting lines it said before.
    expect(said).not.toMatch(/Our team at work|Step inside|Take a look around|We would love to see you|Ask us anything/u);
    expect(coverage(planned)).toBeGreaterThanOrEqual(MIN_NARRATION_COVERAGE);
  });

  it('reads "Laat … zien" as a request to show, never a point to put on a card', () => {
    const { plan } = planOf({ brief: 'Reclame voor De Bakkerij, een bakkerij in Utrecht. Laat klanten zien die koffie drinken op het terras. Vers brood elke ochtend.', duration_sec: 20, language: 'nl' });
    expect(plan.scenes.map((s) => `${s.prompt} ${s.script ?? ''}`).join(' ')).not.toMatch(/Laat klanten/u);
    expect(sentences(plan)).toContain('Kom bij ons koffie drinken op het terras.');
  });

  it('a name with its small words is a name: "A Tasca do Zé" is a place of business', () => {
    expect(isName('A Tasca do Zé')).toBe(true);
    expect(isName('Café de Flore')).toBe(true);
    expect(isName('de Flore')).toBe(false);
    expect(isName('pizza oven')).toBe(false);
  });
});
