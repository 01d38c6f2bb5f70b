import { describe, expect, it } from 'vitest';
import { AD_CARD_SEC } from '../../../lambdas/core/planning/durations';
import { fitNarration, LENGTH_TOLERANCE, voiceFor, type SceneCopy } from '../../../lambdas/core/planning/narration-fit';
import { callingBrand, tradeDescription, tradeTruths, welcomeLine } from '../../../lambdas/core/planning/trade-lines';
import { coverage, planOf, sentences } from './plan-of';

/**
 * Thin briefs still make finished adverts (issue 23): their time is filled with lines a copywriter
 * writes from the brief's own facts and the trade's plain truths (trade-lines.ts), narrated over at
 * least 72% of the video as planned with the voice-rate functions the planner uses, never the same
 * sentence twice, never a figure or a promise the brief does not make, within 5% of the length.
 */


/** The briefs the problem was reported on: a plumber, a nursery, a florist, a ramen shop, a gym, a physio. */
const KNOWN = {
  physio: { brief: "30-second advert for Harbour Physio, a sports physiotherapy clinic at 12 Quay Street, Bristol. Show a physio treating a runner's knee on the treatment table, a patient stretching with a resistance band, and the clinic's bright treatment rooms. Over 2,500 patients back to running since 2015. First assessment £35 this month. Call to book on 0117 496 0321.", duration_sec: 30 },
  nursery: { brief: '20-second advert for Sunny Days Nursery. Show children painting at a table with their teacher, story time on the rug, and kids playing in the garden. Ofsted Outstanding. Open 7:30am to 6pm. Book a visit at sunnydays.example.', duration_sec: 20 },
  florist: { brief: 'Publicité de 20 secondes pour Fleurs de Lila, fleuriste à Lyon. Montrez la fleuriste qui compose un bouquet de pivoines, la boutique pleine de fleurs et une livraison à vélo. Livraison le jour même dans tout Lyon. Commandez sur fleursdelila.example.', duration_sec: 20, language: 'fr' },
  ramen: { brief: '15秒の広告：ラーメン一番。職人が麺を湯切りする様子、湯気の立つとんこつラーメン、カウンター席で食べるお客様を見せてください。創業1985年。新宿駅東口から徒歩3分。', duration_sec: 15, language: 'ja' },
  plumber: { brief: '20-second advert for Greenline Plumbing. Show our plumber fixing a leaking pipe under a kitchen sink while the homeowner watches, and the van arriving. 24/7 emergency call-outs, no call-out fee. Call 0800 123 4567.', duration_sec: 20 },
  gym: { brief: '20-second advert for IronWorks Gym. Show members lifting weights, a coach spotting a bench press and a spin class. Open 24 hours. First month £15. Join at ironworks.example.', duration_sec: 20 },
};

/** Thin briefs of our own: one or two shots, a fact, a way to reach the place. */
const OWN = {
  bakery: { brief: '15-second advert for Rosa Bakery. Show a baker pulling bread from the oven and a customer buying croissants at the counter. Open every day from 7am. Order at rosabakery.example.', duration_sec: 15 },
  barber: { brief: 'Anuncio de 15 segundos para Barbería Toni. Muestra a un barbero cortando el pelo a un cliente. Abierto de lunes a sábado. Llama al 912 345 678.', duration_sec: 15, language: 'es' },
  garage: { brief: 'Publicité de 15 secondes pour Garage Martin. Montrez un mécanicien qui répare une voiture. Ouvert du lundi au samedi. Appelez le 01 23 45 67 89.', duration_sec: 15, language: 'fr' },
  sakura: { brief: '15秒の広告：さくらベーカリー。パン職人がパンを焼く様子を見せてください。毎朝7時から営業。渋谷駅から徒歩5分。', duration_sec: 15, language: 'ja' },
  yasmin: { brief: 'إعلان مدته 15 ثانية لمخبز الياسمين في عمّان. أظهر خبازًا يخرج الخبز من الفرن. مفتوح كل يوم. على بعد دقيقتين من الدوار الأول.', duration_sec: 15, language: 'ar' },
  sharma: { brief: 'विज्ञापन: शर्मा बेकरी। एक बेकर को ओवन से ब्रेड निकालते हुए दिखाएँ। हर दिन सुबह 7 बजे से खुला। 98765 43210 पर कॉल करें।', duration_sec: 15, language: 'hi', brand_name: 'शर्मा बेकरी' },
  kranz: { brief: 'Werbespot für Bäckerei Kranz, 15 Sekunden. Zeigen Sie einen Bäcker, der Brot aus dem Ofen holt. Jeden Tag ab 7 Uhr geöffnet. Bestellen Sie unter kranz.example.', duration_sec: 15, language: 'de' },
  pastry: { brief: 'Anuncio para Pastelería Dulce Nube, una pastelería en Bilbao. Tartas por encargo para cada celebración. Muestra a una pastelera decorando una tarta y a dos niños soplando las velas en una fiesta. Pide la tuya en dulcenube.example.es', duration_sec: 20, language: 'es', brand_name: 'Dulce Nube' },
  electrician: { brief: '20-second advert for Spark Electrics. Show our electrician fitting a new light in a living room. Fully certified. Call 0161 496 0000.', duration_sec: 20 },
};

const known = Object.fromEntries(Object.entries(KNOWN).map(([k, b]) => [k, planOf(b)])) as Record<keyof typeof KNOWN, ReturnType<typeof planOf>>;
const own = Object.fromEntries(Object.entries(OWN).map(([k, b]) => [k, planOf(b)])) as Record<keyof typeof OWN, ReturnType<typeof planOf>>;
const every = [...Object.values(known), ...Object.values(own)];

describe('thin briefs are narrated over most of their video', () => {
  it('the reported briefs plan at least 72% (the ramen shop, too thin even so, near 70% with the note)', () => {
    for (const key of ['physio', 'florist', 'plumber', 'gym'] as const) expect(coverage(known[key]), key).toBeGreaterThanOrEqual(0.72);
    // The nursery shows its three shots and two cards in 20 s: five lines' silences (NARRATION_PAD_SEC) and a 3-s card for "Ofsted Outstanding." hold it near 70%.
    expect(coverage(known.nursery)).toBeGreaterThanOrEqual(0.7);
    expect(coverage(known.ramen)).toBeGreaterThanOrEqual(0.67);
    expect(known.ramen.plan.notes.join(' ')).toMatch(/Narration covers \d+% of the video/);
  });

  it('with short cards, the time goes to the brief’s shots: the nursery shows all three, its cards held to what they say', () => {
    // Before cards were held to AD_CARD_SEC, four scenes (a 6-s close) narrated more than five; now the fifth scene is a shot of the brief's.
    expect(known.nursery.plan.scenes.filter((s) => s.type === 't2v_fast')).toHaveLength(3);
    expect(known.nursery.plan.notes.join(' ')).not.toMatch(/not shown/i);
    for (const card of known.nursery.plan.scenes.filter((s) => s.type === 'motion')) expect(card.duration_sec).toBeLessThanOrEqual(AD_CARD_SEC);
  });

  it('eight thin briefs of our own, in seven languages, plan at least 72%; one too thin keeps its note', () => {
    // The Amman bakery says its town once, in the hook, no longer with every mention of its name: its shots of the bakery say what they show instead (trade-lines.ts placeShotLines).
    for (const key of ['bakery', 'barber', 'garage', 'sakura', 'yasmin', 'sharma', 'kranz', 'pastry'] as const) expect(coverage(own[key]), key).toBeGreaterThanOrEqual(0.72);
    expect(own.electrician.plan.notes.join(' ')).toMatch(/Narration covers \d+% of the video, under the 75% planned for/);
  });

  it('every plan lasts within 5% of the length asked for', () => {
    for (const { input, plan } of every) {
      const total = plan.scenes.reduce((sum, s) => sum + s.duration_sec, 0);
      expect(Math.abs(total - input.duration_sec) / input.duration_sec, input.brief.slice(0, 30)).toBeLessThanOrEqual(LENGTH_TOLERANCE + 1e-9);
    }
  });
});

describe('what fills the time comes from the brief and the trade', () => {
  it('the plumber: its hook says who and what, its truth is said over its shots, its call says whom to call', () => {
    const { plan } = known.plumber;
    // Its name says its trade: no "your plumber" after "Greenline Plumbing".
    expect(plan.scenes[0]!.script).toMatch(/^Meet Greenline Plumbing\./u);
    expect(plan.scenes[0]!.script).not.toMatch(/your plumber/u);
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).toContain('We come to you.');
    // Its name, on the card and said in the hook, is not said again where the card would hold past AD_CARD_SEC (7 s with it).
    expect(plan.scenes.at(-1)!.script).toBe('Call 0800 123 4567.');
    // A trade that comes to you is invited nowhere and welcomes nobody in.
    expect(sentences(plan).join(' ')).not.toMatch(/Come and see us|Welcome to/);
  });

  it('a place people come to welcomes them in and invites them, in every planner language', () => {
    expect(sentences(own.bakery.plan)).toEqual(expect.arrayContaining(['Come and see us.']));
    // The hook has said the barber's name: its shots say something new, never "Bienvenido a Barbería Toni." again.
    expect(sentences(own.barber.plan)[0]).toContain('Barbería Toni');
    expect(sentences(own.barber.plan)).not.toContain('Bienvenido a Barbería Toni.');
    expect(sentences(own.barber.plan)).toContain('Entra en nuestra barbería.');
    // French is spoken slower (espeakPace): Garage Martin's 15 s hold its own points and call, no welcome; welcomeLine below covers French.
    expect(sentences(own.sakura.plan)).toContain('ぜひお越しください。');
    for (const language of ['en', 'es', 'fr', 'de', 'ar', 'ja', 'hi']) {
      expect(welcomeLine('Rosa', language), language).toContain('Rosa');
      expect(tradeTruths('a plumber', language), language).toHaveLength(1);
      expect(tradeTruths('a florist', language), language).toEqual([]);
    }
  });

  it('a number to call is said with whom it calls, as the language says it; a line that names the brand stays', () => {
    expect(callingBrand('Call 0800 123 4567.', 'Greenline Plumbing', '0800 123 4567', 'en')).toBe('Call Greenline Plumbing on 0800 123 4567.');
    expect(callingBrand('Call us on 0800 123 4567.', 'Greenline Plumbing', '0800 123 4567', 'en')).toBe('Call Greenline Plumbing on 0800 123 4567.');
    expect(callingBrand('Call to book on 0117 496 0321.', 'Harbour Physio', '0117 496 0321', 'en')).toBe('Call Harbour Physio to book on 0117 496 0321.');
    expect(callingBrand('Appelez le 01 23 45 67 89.', 'Garage Martin', '01 23 45 67 89', 'fr')).toBe('Appelez Garage Martin au 01 23 45 67 89.');
    expect(callingBrand('Llama al 912 345 678.', 'Barbería Toni', '912 345 678', 'es')).toBe('Llama a Barbería Toni al 912 345 678.');
    expect(callingBrand('Call Greenline Plumbing on 0800 123 4567.', 'Greenline Plumbing', '0800 123 4567', 'en')).toBe('Call Greenline Plumbing on 0800 123 4567.');
    expect(callingBrand('Book at clearview.example.', 'Clearview', undefined, 'en')).toBe('Book at clearview.example.');
  });

  it('a place is described by its trade only where the name does not say it, in languages that set a description after a name', () => {
    expect(tradeDescription('Greenline', 'a plumber', 'en')).toBe('a plumber');
    expect(tradeDescription('Greenline Plumbing', 'a plumber', 'en')).toBeUndefined();
    expect(tradeDescription('Polished Nail Bar', 'a beauty salon', 'en')).toBeUndefined();
    expect(tradeDescription('Sunny Days Nursery', 'a nursery', 'en')).toBeUndefined();
    expect(tradeDescription('Garage Martin', 'a car garage', 'fr')).toBeUndefined();
    expect(tradeDescription('Toni', 'a barber shop', 'es')).toBe('una barbería');
    expect(tradeDescription('ラーメン一番', 'a noodle bar', 'ja')).toBeUndefined();
    // A bare "shop" says nothing.
    expect(tradeDescription('Klartext', 'a shop', 'en')).toBeUndefined();
  });
});

describe('nothing invented, nothing said twice', () => {
  it('no plan says the same sentence twice', () => {
    for (const { input, plan } of every) {
      const said = sentences(plan);
      expect(said.length, input.brief.slice(0, 30)).toBe(new Set(said).size);
    }
  });

  it('every figure a plan says is the brief’s, and no line of the planner’s own promises anything', () => {
    for (const { input, plan } of every) {
      for (const figure of sentences(plan).join(' ').match(/\d[\d.,:/]*/g) ?? []) expect(input.brief, figure).toContain(figure);
    }
    const PROMISE = /free|best|guarantee|award|rated|fast|quick|cheap|never|always|gratis|gratuit|kostenlos|garant|meilleur|mejor|24\/7|無料|最高|مجان|मुफ़्त/iu;
    for (const language of ['en', 'es', 'fr', 'de', 'ar', 'ja', 'hi']) {
      for (const line of [welcomeLine('X', language)!, ...tradeTruths('a plumber', language)]) expect(line, language).not.toMatch(PROMISE);
    }
  });
});

describe('spare lines take only time nothing else can use', () => {
  const voice = voiceFor('espeak', 'en');
  const copy = (over: Partial<SceneCopy>): SceneCopy => ({ lines: [], extras: [], readSec: 0, weight: 5, cut: 0, ...over });

  it('a spare line may run into the slack, a connecting line may not; extras are said in the order offered', () => {
    const scenes = [
      copy({ lines: ['Meet Rosa Bakery, your bakery in Leeds.'] }),
      copy({ lines: ['Order at rosabakery.example.'], extras: [{ filler: 'Come and see us.', spare: true }, { filler: 'Rosa Bakery.' }], cut: 3 }),
    ];
    // 7.5 s hold the sign-off, taken first; the spare invitation runs a second into the slack, and is said before it.
    const tight = fitNarration(scenes, 7.5, voice, 1);
    expect(tight.scripts[1]).toBe('Order at rosabakery.example. Come and see us. Rosa Bakery.');
    expect(tight.durations.reduce((a, b) => a + b, 0)).toBe(8.5);
    const unspared = fitNarration(scenes.map((s) => ({ ...s, extras: s.extras.map((e) => (typeof e === 'string' ? e : { filler: e.filler })) })), 7.5, voice, 1);
    expect(unspared.durations.reduce((a, b) => a + b, 0)).toBe(7.5);
  });

  it('a line another scene says whole is not said again by its leading clause', () => {
    const scenes = [
      // The hook's 5-s shot holds its claim's leading clause only; the next scene holds it whole.
      copy({ lines: ['Meet Greenline Plumbing.', '24/7 emergency call-outs, no call-out fee.'], maxSec: 5, open: true, cut: 2 }),
      copy({ lines: [], open: true }),
      copy({ lines: ['Call 0800 123 4567.'], cut: 3 }),
    ];
    const fitted = fitNarration(scenes, 14, voice);
    expect(fitted.scripts.slice(0, 2)).toEqual(['Meet Greenline Plumbing.', '24/7 emergency call-outs, no call-out fee.']);
  });
});
