import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';
import { lightWords, sayAction, type TimeWord } from '../../../lambdas/core/planning/picture-words';
import { subjectKind } from '../../../lambdas/core/planning/compositions';
import { parsePrompt } from '../../../lambdas/render/compose/parse-prompt';

/**
 * Briefs in every language the planner reads pictures in (issue 23, "Plans that use the brief"):
 * a request to show two actions gives two pictures, each in the brief's words without the
 * request's grammar and said in the brief's language; a picture's light comes from what
 * describes it, never from a fact; a place of business is named in the brief's language; years
 * and ratings are proof.
 */
function plan(brief: string, language: string, extra: Record<string, unknown> = {}): Plan {
  const request = parseRenderRequest({ brief, language, duration_sec: 20, aspects: ['9:16', '16:9'], ...extra });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
}

const generated = (p: Plan) => p.scenes.filter((s) => s.type === 't2v_fast');
/** A generated scene's picture, before its focus line and look. */
const picture = (prompt: string) => prompt.split(/\.\s+(?:Focus:|Cinematic|Handmade|Friendly|Soft|Whimsical)/u)[0]!;
const pictures = (p: Plan) => generated(p).map((s) => picture(s.prompt));
const said = (p: Plan) => p.scenes.map((s) => s.script ?? '').join(' ');
const ENGLISH_ADDITIONS = /\b(?:inside|light|sun|morning|evening|midday|afternoon|at sunset|of an?)\b/;

describe('a request to show two actions, in each language', () => {
  const cases: { language: string; brief: string; brand: string; first: string; second: string; lines: string[]; captions: string[]; gone: RegExp }[] = [
    {
      language: 'es',
      brief: 'Anuncio para Pastelería Dulce Nube, una pastelería en Bilbao. Tartas por encargo para cada celebración. Muestra a una pastelera decorando una tarta y a dos niños soplando las velas en una fiesta. Pide la tuya en dulcenube.example.es',
      brand: 'Dulce Nube',
      first: 'Una pastelera decorando una tarta',
      second: 'Dos niños soplando las velas en una fiesta',
      // The hook's shot says what the place is and where (its close is a short card, AD_CARD_SEC, with no time for it): the picture's line has no time there.
      lines: [],
      captions: ['Una pastelera decora', 'Dos niños soplan'],
      gone: /(?:^|\s)a una pastelera|y a dos/i,
    },
    {
      language: 'fr',
      brief: 'Publicité pour Vélos Martin, un magasin de vélos à Nantes. Réparations en 24 heures. Montrez un mécanicien qui règle des freins et une cycliste qui part le long de la Loire. Réservez sur velosmartin.example.fr',
      brand: 'Vélos Martin',
      first: 'Un mécanicien qui règle des freins',
      second: 'Une cycliste qui part le long de la Loire',
      // The hook's shot says what the place is and where (its close is a short card, AD_CARD_SEC, with no time for it): the picture's line has no time there.
      lines: [],
      captions: ['Un mécanicien règle', 'Une cycliste part'],
      gone: /montrez/i,
    },
    {
      language: 'de',
      brief: 'Werbespot für Salon Schnittpunkt, ein Friseursalon in Köln. Termine auch samstags. Zeigen Sie eine Friseurin, die einer Kundin die Haare föhnt, und einen Kunden, der an der Kasse bezahlt. Buchen Sie unter schnittpunkt.example.de',
      brand: 'Salon Schnittpunkt',
      first: 'Eine Friseurin, die einer Kundin die Haare föhnt',
      second: 'Ein Kunde, der an der Kasse',
      lines: ['Unsere Friseurin föhnt Ihnen die Haare.'],
      captions: ['Eine Friseurin föhnt', 'Ein Kunde bezahlt'],
      gone: /zeigen sie|einen kunden/i,
    },
    {
      language: 'ar',
      brief: 'إعلان لمخبز السنابل، مخبز صغير في عمّان. خبز طازج من الفرن كل يوم. أظهر خبازاً يعجن العجين وطفلة تحمل كيس خبز. اطلبوا على sanabel.example.jo',
      brand: 'السنابل',
      first: 'خباز يعجن العجين',
      second: 'طفلة تحمل كيس خبز',
      lines: ['خبازنا يعجن العجين.'],
      captions: ['خباز يعجن', 'طفلة تحمل'],
      gone: /أظهر|خبازاً/,
    },
    {
      language: 'ja',
      brief: 'さくら花店の広告。横浜の花屋です。季節の花束を毎日お作りします。店員が花束を包むところと、男性が花を選ぶ様子を見せてください。ご注文はsakura.example.jpへ。',
      brand: 'さくら花店',
      first: '店員が花束を包む',
      second: '男性が花を選ぶ',
      // The 6-s hook shot holds the name and not the florist's line too: the points of the brief are said first.
      lines: [],
      captions: ['男性が花を選びます', '。店員が花束を包みます'],
      gone: /見せて|ところと/,
    },
    {
      language: 'hi',
      brief: 'ताज़ा रसोई का विज्ञापन। दिल्ली का एक पारिवारिक रेस्तराँ। एक रसोइये को रोटी बनाते हुए और परिवार को खाना खाते हुए दिखाएँ। आज ही टेबल बुक करें।',
      brand: 'ताज़ा रसोई',
      first: 'एक रसोइये रोटी बनाते हुए',
      second: 'परिवार खाना खाते हुए',
      lines: ['हमारे रसोइये रोटी बना रहे हैं।'],
      captions: ['एक रसोइये रोटी', 'परिवार खाना खा रहे'],
      gone: /दिखाएँ|परिवार को/,
    },
  ];
  for (const { language, brief, brand, first, second, lines, captions, gone } of cases) {
    it(`${language}: each action is its own picture, in the brief's words without the request's grammar; the brand says its own people's action in its own voice, and never captions a picture`, () => {
      const p = plan(brief, language, { brand_name: brand });
      // The brief's pictures in its order, after a shot of the place where the hook has no time for the first one's line.
      const shown = pictures(p);
      const at = shown.findIndex((s) => s.includes(first));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(shown[at + 1]).toContain(second);
      expect(shown.slice(at, at + 2).join(' ')).not.toMatch(gone);
      // One prompt, one language: what the planner adds to the brief's picture is in its language too.
      expect(shown.slice(at, at + 2).join(' ')).not.toMatch(ENGLISH_ADDITIONS);
      for (const line of lines) expect(said(p)).toContain(line);
      for (const caption of captions) expect(said(p)).not.toContain(caption);
    });
  }

  it('a request of a person at work and a thing of its own is two pictures ("pan del horno y la mantequilla en la mesa"); a bare noun after "y" is the same picture', () => {
    const p = plan('Anuncio para Horno Alba, una panadería en Soria. Muestra a un panadero sacando pan del horno y la mantequilla en la mesa. Visítanos en la calle Mayor 3.', 'es');
    const at = pictures(p).findIndex((s) => s.includes('Un panadero sacando pan del horno'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(pictures(p)[at + 1]).toContain('La mantequilla en la mesa');
    const one = plan('Anuncio para Horno Alba, una panadería en Soria. Muestra a un panadero amasando pan y chocolate caliente en la barra. Visítanos en la calle Mayor 3.', 'es');
    expect(pictures(one).some((s) => s.includes('Un panadero amasando pan y chocolate caliente en la barra'))).toBe(true);
  });
});

describe('a picture is set in its business, in the brief’s language', () => {
  it('an action with no place is inside the trade; one at a counter is at the trade’s counter', () => {
    const p = plan('Anuncio para Café Brisa, una cafetería en Málaga. Muestra a un camarero sirviendo un cortado y a una clienta pagando en el mostrador. Ven a vernos en la calle Larios 4.', 'es', { brand_name: 'Café Brisa' });
    expect(pictures(p)[0]).toContain('Un camarero sirviendo un cortado en una cafetería');
    expect(pictures(p)[1]).toContain('Una clienta pagando en el mostrador de una cafetería');
  });

  it('English: "at the front desk" is the front desk of the business the brief says the brand is', () => {
    const p = plan('Advert for Rivera Motors, a car garage in Bristol. Show a mechanic checking tyres in the workshop and a customer paying at the front desk. Call 0117 496 0555.', 'en', { duration_sec: 25, brand_name: 'Rivera Motors' });
    expect(pictures(p).join(' | ')).toContain('A customer paying at the front desk of a car garage');
  });

  it('Arabic and Japanese trades are read: a café, a bakery, a gym are pictured as themselves, in the brief’s language, not as "a shop"', () => {
    const cafe = plan('إعلان لمقهى النخيل، مقهى هادئ في الرياض. قهوة مختصة وحلويات طازجة. زورونا في شارع التحلية.', 'ar', { brand_name: 'النخيل' });
    const bakery = plan('こむぎ堂の広告。札幌のパン屋です。毎朝焼きたてのパンを並べています。ご来店をお待ちしています。', 'ja', { brand_name: 'こむぎ堂' });
    const gym = plan('إعلان لنادي القوة، نادي رياضي في جدة. مدربون معتمدون وأجهزة حديثة. احجزوا حصتكم الأولى على power.example.sa', 'ar', { brand_name: 'القوة' });
    // The shots the plan adds are written in the brief's language, which the engine reads (place-shots.ts).
    for (const [p, trade] of [[cafe, 'مقهى'], [bakery, 'パン屋'], [gym, 'نادي رياضي']] as const) {
      expect(pictures(p).join(' | ')).toContain(trade);
      expect(pictures(p).join(' | ')).not.toMatch(/\ba shop\b/);
    }
  });
});

describe('Spanish actions said in the present', () => {
  it('"friendo", "leyendo", "construyendo", "riendo" are said "fríe", "lee", "construye", "ríen"', () => {
    for (const [picture, line] of [['una cocinera friendo pescado', 'Una cocinera fríe pescado.'], ['un cliente leyendo la carta', 'Un cliente lee la carta.'], ['unos amigos riendo en la mesa', 'Unos amigos ríen en la mesa.'], ['un albañil construyendo un muro', 'Un albañil construye un muro.']]) {
      expect(sayAction(picture!, 'es'), picture).toBe(line);
    }
    // In the brand's voice: its cook is "ours", its customer is the viewer, invited (the present is the familiar imperative).
    const p = plan('Anuncio para Casa Lola, un restaurante en Cádiz. Muestra a una cocinera friendo pescado, a un cliente leyendo la carta y a unos amigos riendo en la mesa. Reserva en casalola.example.es', 'es', { brand_name: 'Casa Lola', duration_sec: 30 });
    for (const line of ['Nuestra cocinera fríe pescado.', 'Lee la carta.']) expect(said(p)).toContain(line);
    expect(said(p)).not.toContain('Unos amigos ríen');
  });

  it('a count of years that is an age, not standing, is no proof ("niños de 3 a 12 años")', () => {
    const p = plan('Anuncio para Juguetes Nube, una juguetería en Vigo. Juguetes de madera para niños de 3 a 12 años. Hechos a mano en Galicia. Visítanos en la calle Príncipe 7.', 'es', { brand_name: 'Juguetes Nube', duration_sec: 30 });
    expect(p.scenes.find((s) => s.role === 'proof')?.script ?? '').not.toContain('12 años');
  });
});

describe('kinds of subject are read inside Japanese and Arabic words', () => {
  it('a Japanese word inside running text, an Arabic one with its article, a Hindi trade', () => {
    expect(subjectKind('社員アカウントのパスワード', 'パスワード再設定の研修。', false, 'ja')).toBe('app');
    expect(subjectKind('駅前のパン屋こむぎ', 'こむぎの広告。', false, 'ja')).toBe('business');
    expect(subjectKind('المخبز الذهبي', 'إعلان للمخبز الذهبي.', false, 'ar')).toBe('business');
    expect(subjectKind('हरियाली कैफ़े', 'हरियाली कैफ़े का विज्ञापन।', false, 'hi')).toBe('business');
  });
});

describe('time of day comes from what describes the picture, never from a fact', () => {
  it('"evening appointments until 8pm" does not light a clinic scene; an indoor scene gets no sun', () => {
    const p = plan('Advert for Brightsmile, a family dentist in York. Evening appointments until 8pm and check-ups from £40. Show a hygienist talking with a child in a treatment room and a parent booking at the reception desk. Book at brightsmile.example.com', 'en', { duration_sec: 25, brand_name: 'Brightsmile' });
    const own = pictures(p).filter((picture) => /hygienist|parent/.test(picture));
    expect(own[1]).toContain('at the reception desk of a dental clinic');
    expect(own.join(' ')).not.toMatch(/evening|\bsun\b|sunset/i);
  });

  it('a time in the request itself lights its own picture only', () => {
    const p = plan('Publicité pour Glaces Lina, un glacier à Nice. Montrez un serveur qui prépare une coupe au comptoir et des amis qui mangent des glaces sur la plage au coucher du soleil. Venez au 4 rue de France.', 'fr', { brand_name: 'Glaces Lina' });
    const [first, second] = pictures(p);
    expect(second).toContain('au coucher du soleil');
    expect(first).not.toContain('coucher du soleil');
  });

  it('"evening classes", "cada noche", "jeden Abend", "毎晩" in a fact do not light the pictures', () => {
    const es = plan('Anuncio para Churrería Sol, una churrería en Madrid. Abierta cada noche hasta las 23. Muestra a una cocinera friendo churros y a unos amigos mojando churros en chocolate. Visítanos en la calle Mayor 10.', 'es', { brand_name: 'Churrería Sol' });
    const de = plan('Werbespot für Bäckerei Korn, eine Bäckerei in Bremen. Geöffnet jeden Abend bis 20 Uhr. Zeigen Sie einen Bäcker, der Brezeln formt, und eine Kundin, die an der Theke Brötchen kauft. Besuchen Sie uns in der Lindenstraße 3.', 'de', { brand_name: 'Bäckerei Korn' });
    const ja = plan('よる珈琲の広告。金沢のカフェです。毎晩22時まで営業。店員がコーヒーを淹れるところと、お客さんが本を読む様子を見せてください。ご予約はyoru.example.jpへ。', 'ja', { brand_name: 'よる珈琲' });
    const en = plan('Advert for Stillpoint Yoga, a yoga studio in Bath. Evening classes every weekday until 9pm. Show people stretching on mats and a teacher greeting students at the front desk. Book at stillpoint.example.com', 'en', { brand_name: 'Stillpoint Yoga' });
    expect(pictures(en).slice(0, 2).join(' ')).not.toMatch(/evening|night/i);
    expect(pictures(es).slice(0, 2).join(' ')).not.toMatch(/noche|atardecer/);
    expect(pictures(de).slice(0, 2).join(' ')).not.toMatch(/Abend|Nacht/);
    expect(pictures(ja).slice(0, 2).join(' ')).not.toMatch(/夜|夕方/);
  });
});

describe('years and ratings are proof in every language', () => {
  const cases: [language: string, brief: string, proof: string][] = [
    ['es', 'Anuncio para Zapatería Luna, una zapatería en Toledo. Zapatos hechos a mano con piel local. Más de 30 años calzando a la ciudad. Visítanos en la calle Ancha 8.', 'Más de 30 años calzando a la ciudad.'],
    ['fr', 'Publicité pour Fromagerie Alpage, une fromagerie à Annecy. Des fromages affinés dans nos caves. Plus de 50 ans de savoir-faire familial. Passez au 3 rue Royale.', 'Plus de 50 ans de savoir-faire familial.'],
    ['de', 'Werbespot für Weinhaus Berger, ein Weinladen in Mainz. Weine von kleinen Winzern aus der Region. Seit 35 Jahren Ihr Weinhändler in der Altstadt. Besuchen Sie uns in der Marktstraße 9.', 'Seit 35 Jahren Ihr Weinhändler in der Altstadt.'],
    ['ar', 'إعلان لعطور الريم، متجر عطور في الدوحة. عطور عربية أصيلة بمكونات طبيعية. أكثر من 15 عاما من الخبرة في صناعة العطور. زورونا في سوق واقف.', 'أكثر من 15 عاما من الخبرة في صناعة العطور.'],
    ['en', 'Advert for Lakeside Physio, a physiotherapy clinic in Keswick. Sports massage and rehab plans for runners. Rated 4.8 stars by 350 patients. Book at lakesidephysio.example.com', 'Rated 4.8 stars by 350 patients.'],
  ];
  for (const [language, brief, proof] of cases) {
    it(`${language}: "${proof}" is the proof, on a stat card when the plan has a proof scene`, () => {
      const p = plan(brief, language, { duration_sec: 30 });
      const scene = p.scenes.find((s) => s.script?.includes(proof));
      expect(scene).toBeDefined();
      expect(scene?.role).toBe('proof');
      expect(scene?.motion?.layout).toBe('stat');
    });
  }
});

describe('the hook’s description keeps its grammar', () => {
  it('German presents a subject with its description in the nominative the brief wrote it in; Spanish and French keep theirs', () => {
    // Briefs with points enough for every short shot (AD_SHOT_SEC): a thinner one gives its description a body of its own rather
    // than leave a shot silent, and a show-request's action takes the hook's shot (its line is said over it).
    const de = plan('Werbespot für Salon Schnittpunkt, ein Friseursalon in Köln. Termine auch samstags. Waschen, Schneiden und Föhnen ab 35 €. Buchen Sie unter schnittpunkt.example.de', 'de', { brand_name: 'Salon Schnittpunkt' });
    const es = plan('Anuncio para Vinoteca Roble, una tienda de vinos en Logroño. Vinos de pequeñas bodegas riojanas. Catas guiadas cada viernes por la tarde. Visítanos en la calle Laurel 5.', 'es', { brand_name: 'Vinoteca Roble' });
    const fr = plan('Publicité pour Le Petit Four, une pâtisserie à Bordeaux. Des éclairs faits maison chaque matin. Des macarons aux fruits de saison. Livraison gratuite dans tout le centre-ville. Commandez sur petitfour.example.fr', 'fr', { brand_name: 'Le Petit Four' });
    // Said to the viewer ("your"), with the name: in the hook, or where its shot is too short, in the sign-off.
    expect(said(de)).toMatch(/Salon Schnittpunkt, Ihr Friseursalon in Köln\./);
    expect(said(es)).toMatch(/Vinoteca Roble, tu tienda de vinos en Logroño\./);
    // French, spoken slower, keeps the brief's own words when "votre" would not fit the hook's shot.
    expect(said(fr)).toMatch(/Le Petit Four, (?:votre|une) pâtisserie à Bordeaux\./);
  });
});

describe('the light the planner adds is read by the renderer in the picture’s language', () => {
  const people: Record<'en' | 'es' | 'fr' | 'de' | 'ar' | 'ja', string> = {
    en: 'A woman in a café', es: 'Una mujer en una cafetería', fr: 'Une femme dans un café', de: 'Eine Frau in einem Café', ar: 'امرأة في مقهى', ja: 'カフェで女性',
  };
  const expected: [TimeWord, string][] = [['sunrise', 'dawn'], ['morning', 'dawn'], ['midday', 'day'], ['afternoon', 'day'], ['golden hour', 'sunset'], ['evening', 'sunset'], ['night', 'night']];
  for (const [lang, picture] of Object.entries(people) as [keyof typeof people, string][]) {
    it(`${lang}: every time of day, outdoors and indoors, gives the renderer that time`, () => {
      for (const [time, seen] of expected) {
        for (const indoor of [false, true]) expect(parsePrompt(`${picture}, ${lightWords(time, lang, indoor)}.`).time, `${time}${indoor ? ' indoors' : ''}`).toBe(seen);
      }
    });
  }
});

describe('a sentence about the video is never said, once its length is taken out', () => {
  it('"Werbespot, 20 Sekunden, für Café Morgenrot in Hamburg." is not said as "Werbespot, für Café Morgenrot in Hamburg."', () => {
    const p = plan('Werbespot, 20 Sekunden, für Café Morgenrot in Hamburg. Frisch gerösteter Kaffee und hausgemachter Kuchen. Jeden Freitag zwei Kaffee zum Preis von einem. Besuchen Sie uns in der Lange Reihe 45.', 'de', { brand_name: 'Café Morgenrot' });
    for (const s of p.scenes) expect(s.script ?? '').not.toMatch(/Werbespot|20 Sekunden/);
    const en = plan('20-second advert for Bloom & Bean, a florist and coffee bar in Manchester. Fresh bouquets from £20. Visit bloomandbean.example.com', 'en', { brand_name: 'Bloom & Bean' });
    expect(en.scenes.map((s) => s.script).join(' ')).toMatch(/Bloom & Bean, your florist and coffee bar in Manchester/i);
  });
});

describe('German actions said with their separable prefix last', () => {
  it.each([
    ['ein Winzer, der Wein einschenkt', 'Ein Winzer schenkt Wein ein.'],
    ['eine Kellnerin, die den Tisch abräumt', 'Eine Kellnerin räumt den Tisch ab.'],
    ['ein Koch, der das Essen zubereitet', 'Ein Koch bereitet das Essen zu.'],
    ['ein Vater, der sein Kind umarmt', 'Ein Vater umarmt sein Kind.'],
    ['ein Kunde, der Tulpen kauft', 'Ein Kunde kauft Tulpen.'],
    ['eine Mitarbeiterin, die einem Kunden antwortet', 'Eine Mitarbeiterin antwortet einem Kunden.'],
  ])('%s → %s', (picture, line) => {
    expect(sayAction(picture, 'de')).toBe(line);
  });
});
