import { describe, expect, it } from 'vitest';
import { findFigures, givesDirections, isOffer } from '../../../lambdas/core/planning/brief-facts';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { compositions, subjectKind, tradeOf } from '../../../lambdas/core/planning/compositions';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/**
 * Issue 23: plans that use every fact of the brief, each in the right scene. Proof in its many
 * forms is found and shown on a card of its own; an offer is said once, with the call to action;
 * a place people visit with no call to action closes on where to find it and an invitation; a
 * filler shows the brand's own trade; the video's own length is no fact of the brand.
 */

const plan = (body: Record<string, unknown>): Plan => {
  const request = parseRenderRequest({ aspect: '9:16', ...body });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};
const said = (p: Plan) => p.scenes.map((s) => s.script ?? '').join(' ');
const saying = (p: Plan, line: string) => p.scenes.filter((s) => s.script?.includes(line));

const harbour = plan({
  brief: "30-second advert for Harbour Physio, a sports physiotherapy clinic at 12 Quay Street, Bristol. Show a physio treating a runner's knee on the treatment table, a patient stretching with a resistance band, and the clinic's bright treatment rooms. Over 2,500 patients back to running since 2015. First assessment £35 this month. Call to book on 0117 496 0321.",
  duration_sec: 30,
});
const sunny = plan({ brief: '20-second advert for Sunny Days Nursery. Show children painting at a table with their teacher, story time on the rug, and kids playing in the garden. Ofsted Outstanding. Open 7:30am to 6pm. Book a visit at sunnydays.example.', duration_sec: 20 });
const fleurs = plan({ brief: 'Publicité de 20 secondes pour Fleurs de Lila, fleuriste à Lyon. Montrez la fleuriste qui compose un bouquet de pivoines, la boutique pleine de fleurs et une livraison à vélo. Livraison le jour même dans tout Lyon. Commandez sur fleursdelila.example.', duration_sec: 20, language: 'fr' });
const ramen = plan({ brief: '15秒の広告：ラーメン一番。職人が麺を湯切りする様子、湯気の立つとんこつラーメン、カウンター席で食べるお客様を見せてください。創業1985年。新宿駅東口から徒歩3分。', duration_sec: 15, language: 'ja' });
const greenline = plan({ brief: '20-second advert for Greenline Plumbing. Show our plumber fixing a leaking pipe under a kitchen sink while the homeowner watches, and the van arriving. 24/7 emergency call-outs, no call-out fee. Call 0800 123 4567.', duration_sec: 20 });
const ironworks = plan({ brief: '20-second advert for IronWorks Gym. Show members lifting weights, a coach spotting a bench press and a spin class. Open 24 hours. First month £15. Join at ironworks.example.', duration_sec: 20 });
const cocina = plan({
  brief: 'Un anuncio de 20 segundos para Cocina Verde, cajas de recetas vegetarianas a domicilio en Valencia. Cada caja trae los ingredientes exactos para tres cenas, listas en 25 minutos. Verduras de huertas locales, recogidas el día antes. Más de 8.000 familias ya cocinan con nosotros. Tu primera caja a mitad de precio, solo 19,50 €. Pídela en cocinaverde.example.es.',
  duration_sec: 20, language: 'es',
});

describe('proof in its many forms', () => {
  it.each([
    ['en', 'Advert for Harbour Physio. Over 2,500 patients back to running since 2015. Call 0117 496 0321.', 'Over 2,500 patients back to running since 2015.'],
    ['en', 'Advert for Sunny Days Nursery. Ofsted Outstanding. Book a visit at sunnydays.example.', 'Ofsted Outstanding.'],
    ['en', 'Advert for Willow House, a care home in Bath. Rated Good by the CQC. Call 01225 496 000.', 'Rated Good by the CQC.'],
    ['en', 'Advert for Apex Roofing. 25 years of experience across Leeds. Call 0113 496 0000.', '25 years of experience across Leeds.'],
    ['en', 'Advert for Crumb & Co. Family-run since 1962. Order at crumb.example.', 'Family-run since 1962.'],
    ['ja', '15秒の広告：ラーメン一番。創業1985年。新宿駅東口から徒歩3分。', '創業1985年。'],
    ['fr', 'Publicité pour la Boulangerie Martin. Depuis 1962 au cœur de Lyon. Commandez sur martin.example.', 'Depuis 1962 au cœur de Lyon.'],
    ['de', 'Werbespot für Autohaus Berger. Gegründet 1978 in Köln. Rufen Sie an: 0221 123 4567.', 'Gegründet 1978 in Köln.'],
    ['es', 'Anuncio para Gimnasio Fuerte. Más de 3.000 socios entrenan con nosotros. Únete en fuerte.example.', 'Más de 3.000 socios entrenan con nosotros.'],
    ['en', 'Advert for Bloom Box. 40,000 orders delivered on time. Shop at bloombox.example.', '40,000 orders delivered on time.'],
  ])('%s: "%s" proves it with "%s"', (language, brief, proof) => {
    expect(readBrief(brief, language).proof).toBe(proof);
  });

  it.each([
    ['Advert for Sunny Days Nursery. Open 7:30am to 6pm. Book a visit at sunnydays.example.', 'opening hours'],
    ['Advert for Little Steps. For children aged 3 to 12 years. Book at littlesteps.example.', 'an age'],
    ['Advert for Tiny Feet. Classes for 2 to 4 year old children. Book at tinyfeet.example.', 'an age before the people'],
    ['Advert for IronWorks Gym. First month £15. Join at ironworks.example.', 'an introductory price'],
  ])('"%s": %s proves nothing', (brief) => {
    expect(readBrief(brief).proof).toBeUndefined();
  });

  it('the proof is said on a card of its own, once, and the notes no longer say there is none', () => {
    for (const [p, proof] of [[harbour, 'Over 2,500 patients back to running since 2015.'], [sunny, 'Ofsted Outstanding.'], [ramen, '創業1985年。'], [cocina, 'Más de 8.000 familias ya cocinan con nosotros.']] as const) {
      const scenes = saying(p, proof);
      expect(scenes.map((s) => [s.role, s.type]), proof).toEqual([['proof', 'motion']]);
      expect(p.notes.join(' ')).not.toMatch(/offers no proof/);
    }
    // A figure on the card is its stat; an award without one is its headline.
    expect(saying(harbour, 'Over 2,500')[0]!.motion?.layout).toBe('stat');
    expect(saying(sunny, 'Ofsted')[0]!.motion?.layout).toBe('headline');
  });
});

describe('an offer is said once, with the call to action', () => {
  it.each([
    ['First assessment £35 this month.'],
    ['First month £15.'],
    ['Premier mois à 19 €.'],
    ['Erster Monat für 15 €.'],
    ['Primera clase por 5 €.'],
    ['初回3,000円。'],
    ['Tu primera caja a mitad de precio.'],
    ['The first 100 customers get a free pastry on Saturday 14 June.'],
    ['Taco Tuesday: 2 for $5.'],
    ['3 for £10 on all candles.'],
  ])('"%s" is an offer', (sentence) => {
    expect(isOffer(sentence)).toBe(true);
  });

  it('Harbour Physio, IronWorks Gym, Studio Zen and Cocina Verde say their offer in the closing scene and nowhere else', () => {
    const zen = plan({ brief: 'Publicité de 20 secondes pour Studio Zen, un studio de yoga à Nantes. Montrez une classe qui s’étire sur des tapis. Premier cours offert cette semaine. Réservez sur studiozen.example.', duration_sec: 20, language: 'fr' });
    for (const [p, offer] of [[harbour, 'First assessment £35 this month.'], [ironworks, 'First month £15.'], [zen, 'Premier cours offert cette semaine.'], [cocina, 'Tu primera caja a mitad de precio, solo 19,50 €.']] as const) {
      expect(saying(p, offer).map((s) => s.role), offer).toEqual(['cta']);
    }
  });

  it('an offer the close has no time for is never said by another scene: Kraftwerk Fitness says "Erster Monat für 19 €." at the close only', () => {
    const kraftwerk = plan({ brief: '20-Sekunden-Werbespot für Kraftwerk Fitness, ein Fitnessstudio in Leipzig. Zeigen Sie Mitglieder beim Training. Über 1.500 Mitglieder. Erster Monat für 19 €. Jetzt anmelden auf kraftwerk.example.de', duration_sec: 20, language: 'de' });
    expect(saying(kraftwerk, 'Erster Monat für 19 €.').map((s) => s.role)).toEqual(['cta']);
  });

  it('an offer sentence’s other promise stays a point of the body: "Same-day repairs, servicing from £45."', () => {
    const facts = readBrief('Advert for Tidewater Bikes. Same-day repairs, servicing from £45. Book at tidewater.example.');
    expect(facts.offer).toBe('Servicing from £45.');
    expect(facts.points).toContain('Same-day repairs.');
    // A clause with a price of its own is part of the offer: "First class free, then £9 a class."
    expect(readBrief('Advert for Flow Yoga. First class free, then £9 a class. Book at flow.example.').offer).toBe('First class free, then £9 a class.');
  });
});

describe('a place people visit, with no call to action, closes on where to find it', () => {
  it.each([
    ['3 minutes’ walk from Temple Meads.'],
    ['Just off the High Street.'],
    ['À 5 minutes à pied de la gare Part-Dieu.'],
    ['5 Minuten zu Fuß vom Hauptbahnhof.'],
    ['A 3 minutos andando de la estación.'],
    ['新宿駅東口から徒歩3分。'],
  ])('"%s" gives directions', (sentence) => {
    expect(givesDirections(sentence)).toBe(true);
  });

  it.each([['Open 7:30am to 6pm.'], ['Fresh bread every morning.'], ['Livraison le jour même dans tout Lyon.']])('"%s" does not', (sentence) => {
    expect(givesDirections(sentence)).toBe(false);
  });

  it('ラーメン一番 closes on its directions and an invitation, said there only', () => {
    const cta = ramen.scenes.at(-1)!;
    expect(cta.script).toBe('新宿駅東口から徒歩3分。ぜひお越しください。');
    expect(ramen.scenes.slice(0, -1).map((s) => s.script ?? '').join('')).not.toContain('徒歩3分');
    expect(ramen.notes.join(' ')).not.toMatch(/closing scene says/);
  });

  it('in French, German, Arabic, Chinese and English: directions with the language’s invitation, a street address as "Visit us at …"', () => {
    const paulette = plan({ brief: 'Publicité de 20 secondes pour Chez Paulette, un bistrot à Lyon. Montrez le chef qui cuisine des quenelles. À 5 minutes à pied de la gare Part-Dieu.', duration_sec: 20, language: 'fr' });
    // The close is a short card (AD_CARD_SEC): the bistro, which has no brand name of its own, signs off with its name when the card has time.
    expect(paulette.scenes.at(-1)!.script).toMatch(/^À 5 minutes à pied de la gare Part-Dieu\. Venez nous voir\.(?: Chez Paulette\.)?$/);
    const kranz = plan({ brief: 'Werbespot für Bäckerei Kranz, eine Bäckerei in Köln. Frisches Brot jeden Morgen. 5 Minuten zu Fuß vom Hauptbahnhof.', duration_sec: 15, language: 'de' });
    // The sign-off's name follows when German's slower pace (espeakPace) leaves it time.
    expect(kranz.scenes.at(-1)!.script).toMatch(/^5 Minuten zu Fuß vom Hauptbahnhof\. Kommen Sie vorbei!(?: Bäckerei Kranz\.)?$/);
    const yasmin = plan({ brief: 'إعلان مدته 20 ثانية لمخبز الياسمين في عمّان. أظهر خبازًا يخرج الخبز من الفرن. منذ 1985. على بعد دقيقتين من الدوار الأول.', duration_sec: 20, language: 'ar' });
    expect(yasmin.scenes.at(-1)!.script).toMatch(/^على بعد دقيقتين من الدوار الأول\. ننتظر زيارتكم\.(?: مخبز الياسمين\.)?$/);
    // Its length said after the format word ("إعلان مدته 20 ثانية لمخبز …") leaves the bakery its subject, its town (with its shadda) apart.
    expect(yasmin.title).toBe('مخبز الياسمين');
    const laojie = plan({ brief: '15秒广告：老街面馆。创立于1998年。地铁站旁，步行3分钟。', duration_sec: 15, language: 'zh' });
    expect(laojie.title).toBe('老街面馆');
    // The close is a short card (AD_CARD_SEC): its invitation may be said over the shot before it.
    expect(laojie.scenes.at(-1)!.script).toMatch(/^地铁站旁，步行3分钟。/);
    expect(laojie.scenes.map((s) => s.script ?? '').join('')).toContain('欢迎光临。');
    expect(saying(laojie, '创立于1998年。').map((s) => s.role)).toEqual(['proof']);
    const marlow = plan({ brief: '20-second advert for Marlow Bakery, a bakery at 4 Mill Lane, Marlow. Show a baker pulling sourdough from the oven. Fresh bread every morning.', duration_sec: 20 });
    expect(marlow.scenes.at(-1)!.script).toBe('Visit us at 4 Mill Lane, Marlow. Marlow Bakery.');
    for (const p of [paulette, kranz, marlow]) expect(saying(p, p.scenes.at(-1)!.script!.split(/(?<=[.!])\s/)[0]!).map((s) => s.role)).toEqual(['cta']);
  });

  it('a brief with its own call to action keeps it; a trade that comes to you is invited nowhere', () => {
    // Said with whom it calls (trade-lines.ts callingBrand) where the card has time; its offer and number fill this one, so the name the close added goes (call-lines.ts).
    expect(harbour.scenes.at(-1)!.script).toContain('Call to book on 0117 496 0321.');
    const sparks = plan({ brief: '20-second advert for Bright Sparks, electricians at 4 Mill Lane, Leeds. Show our electrician fitting new lights. Fully certified.', duration_sec: 20 });
    expect(sparks.scenes.at(-1)!.prompt).toMatch(/^Try Bright Sparks today/);
    expect(sparks.notes.join(' ')).not.toMatch(/invites viewers/);
  });
});

describe('fillers show the brand’s own trade', () => {
  it('a name that says its trade, or a brief that shows a visiting trade, is that business whatever rooms it mentions', () => {
    expect(subjectKind('Greenline Plumbing', 'Show our plumber fixing a leaking pipe under a kitchen sink.')).toBe('business');
    expect(subjectKind('Bright Sparks', 'Advert for Bright Sparks. Show our electrician fitting new lights in a kitchen.')).toBe('business');
    expect(subjectKind('Sunny Days Nursery', 'Show kids playing in the garden.')).toBe('business');
    // "The Copper Kettle, a tea room": a tea room, not a kettle in a living room.
    expect(subjectKind('Copper Kettle', '20-second advert for The Copper Kettle, a tea room in York.')).toBe('business');
    expect(subjectKind('ラーメン一番', '職人が麺を湯切りする様子を見せてください。', false, 'ja')).toBe('business');
    expect(tradeOf('ラーメン一番', '15秒の広告：ラーメン一番。')).toBe('a noodle bar');
    // A description is no name: a pizza oven is a product.
    expect(subjectKind('pizza oven', 'Advert for our pizza oven.')).not.toBe('business');
  });

  it('no filler of a plumber, an electrician, a nursery or a noodle bar is a café still life or a stock product', () => {
    const sparks = plan({ brief: '20-second advert for Bright Sparks. Show our electrician fitting new lights in a kitchen. Fully certified, 10 years of experience. Call 0161 496 0000.', duration_sec: 20 });
    for (const p of [greenline, sparks, sunny, ramen]) {
      for (const s of p.scenes.filter((x) => x.type === 't2v_fast')) expect(s.prompt).not.toMatch(/bread|café|coffee|the product|A person holding/i);
    }
  });

  it('a place of business’s stock shots lead with its trade at work, then its premises; never a stock greeting at a counter', () => {
    expect(compositions('a clinic', 'business', {}, 3).map((s) => s.picture)).toEqual([
      expect.stringMatching(/^A physio treating a patient on the treatment table inside a clinic/),
      expect.stringMatching(/^The inside of a clinic ready for the day/),
      expect.stringMatching(/^The entrance of a clinic/),
    ]);
    for (const p of [harbour, sunny, fleurs, ironworks]) expect(p.scenes.map((s) => s.prompt).join(' ')).not.toMatch(/greeting a customer|Close-up of treatment chairs/);
  });

  it('without proof, a figure or a point to spare, the proof slot is another shot of the trade, not a card showing only the name', () => {
    const zen = plan({ brief: 'Publicité de 20 secondes pour Studio Zen, un studio de yoga à Nantes. Montrez une classe qui s’étire sur des tapis. Premier cours offert cette semaine. Réservez sur studiozen.example.', duration_sec: 20, language: 'fr' });
    for (const p of [fleurs, zen]) {
      expect(p.scenes.filter((s) => s.type === 'motion').map((s) => s.role)).toEqual(['cta']);
      expect(p.scenes.filter((s) => s.role === 'body').every((s) => s.type === 't2v_fast')).toBe(true);
    }
    // A figure is said once; Greenline's is said over the van the brief asks to show, which a proof
    // card in that slot would leave out (a picture of the brief's counts as one of its points).
    expect(saying(greenline, '24/7 emergency call-outs')).toHaveLength(1);
    expect(greenline.scenes.some((s) => /^The van arriving/.test(s.prompt))).toBe(true);
  });

  it('the same people are not shown at the same work twice: "members lifting weights" and "a member lifting weights"', () => {
    const shots = ironworks.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt);
    expect(shots.filter((s) => /lifting weights/i.test(s))).toHaveLength(1);
  });
});

describe('every fact of a short brief is said once', () => {
  it('opening hours, awards, call-out terms and same-day delivery are said; the hook says what the brand is and where', () => {
    for (const [p, line] of [[sunny, 'Open 7:30am to 6pm.'], [sunny, 'Ofsted Outstanding.'], [greenline, '24/7 emergency call-outs, no call-out fee.'], [ironworks, 'Open 24 hours.'], [fleurs, 'Livraison le jour même dans tout Lyon.']] as const) {
      expect(saying(p, line), line).toHaveLength(1);
    }
    // What the florist is, said once: with the name in the hook, or as the sign-off when the hook has no time for it.
    expect(fleurs.scenes[0]!.script).toMatch(/^Découvrez Fleurs de Lila\b/);
    expect(said(fleurs).match(/fleuriste à Lyon/gi)).toHaveLength(1);
    expect(harbour.scenes[0]!.script).toBe('Meet Harbour Physio, your sports physiotherapy clinic.');
    // Its address, cut from the hook for time, is said before the close.
    expect(said(harbour)).toContain('12 Quay Street, Bristol');
  });
});

describe('the video’s own length is no fact of the brand', () => {
  it.each([
    ['ja', '15秒の広告：ラーメン一番。創業1985年。', '15'],
    ['ja', 'カフェみどりの30秒CM。', '30'],
    ['en', '20-second advert for Greenline Plumbing. Call 0800 123 4567.', '20'],
    ['es', 'Un anuncio de 20 segundos para Cocina Verde.', '20'],
    ['fr', 'Publicité de 20 secondes pour Fleurs de Lila.', '20'],
  ])('%s: "%s" has no figure %s', (_language, brief, length) => {
    expect(findFigures(brief)).not.toContain(length);
  });

  it('and no note reports it missing from the plan', () => {
    expect(ramen.notes.join(' ')).not.toMatch(/"15"/);
  });
});

describe('a place named for its trade is that place, whoever its brief shows at work there', () => {
  it('a garden centre whose brief shows a gardener is visited, never a gardener who comes to you', () => {
    const brief = '20-second advert for Green Thumb Garden Centre. Show a gardener potting seedlings in the greenhouse and a family choosing plants. Free parking. Open daily 9am to 5pm at 45 Orchard Lane, Guildford.';
    expect(tradeOf('Green Thumb Garden Centre', brief)).toBe('a garden centre');
    const p = plan({ brief, duration_sec: 20 });
    expect(said(p)).not.toMatch(/your gardener|We come to you/);
    expect(said(p)).toContain('45 Orchard Lane, Guildford');
    // A plumber named for its trade still comes to you.
    expect(tradeOf('Greenline Plumbing', 'Greenline Plumbing. Show our plumber fixing a pipe under a kitchen sink.')).toBe('a plumber');
  });

  it('a name said on its own starts with a capital ("la Boulangerie Martin" signs off as "La Boulangerie Martin.")', () => {
    // At 15 s the customer's line ("Chez nous, vous achetez des croissants.") takes the time the name had: 20 s says both.
    const p = plan({ brief: 'Publicité de 20 secondes pour la Boulangerie Martin à Nantes. Montrez le boulanger qui sort les baguettes du four et une cliente qui achète des croissants. Depuis 1978. 3 rue Crébillon.', duration_sec: 20, language: 'fr' });
    const sentences = said(p).split(/(?<=[.!?])\s+/u);
    for (const s of sentences) expect(s, s).toMatch(/^[\p{Lu}\p{N}]/u);
    expect(sentences).toContain('La Boulangerie Martin.');
  });
});
