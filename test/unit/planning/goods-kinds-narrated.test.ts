import { describe, expect, it } from 'vitest';
import { distinctShots } from '../../../lambdas/core/planning/distinct-shots';
import { GOODS_USES } from '../../../lambdas/core/planning/goods-uses';
import { PRODUCT_KIND_WORDS, productKind, productKindLines } from '../../../lambdas/core/planning/product-kind-lines';
import { productUse } from '../../../lambdas/core/planning/product-uses';
import { subjectKind, subjectKindLines } from '../../../lambdas/core/planning/subject-kind-lines';
import { coverage, planOf, sentences } from './plan-of';

/**
 * Thin briefs for the usual kinds of goods (issue 23): clothes and boots, gear, cosmetics, food
 * and drink, boxes delivered to the door, furniture and bedding, toys, books and courses, pet
 * food, in seven languages, are narrated in full by lines of their kind that claim nothing, and
 * pictured in use, in English prompts that never carry the brief's own words.
 */

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;

describe('productKind', () => {
  it.each([
    ['TrailPro waterproof hiking boots', 'boots'],
    ['Bergfuchs Wanderschuhe aus Leder', 'boots'],
    ['Pé Leve sapatilhas de corrida', 'shoes'],
    ['Northline a waterproof rain jacket', 'clothing'],
    ['Lune des robes en lin', 'clothing'],
    ['Stella orecchini d’argento fatti a mano', 'jewellery'],
    ['Ola tablas de surf hechas a mano', 'gear'],
    ['Éclat un parfum pour femme', 'fragrance'],
    ['Bloom a rose hand cream', 'beauty'],
    ['Caffè Aurora caffè in grani tostato a Napoli', 'coffee'],
    ['Blattgold Bio-Kräutertee aus den Alpen', 'tea'],
    ['Vale Tinto vinhos do Douro', 'wine'],
    ['Brouwerij Noord een blond bier uit Groningen', 'beer'],
    ['Cocoa & Co dark chocolate bars', 'food'],
    ['FreshBox cajas de recetas con ingredientes frescos', 'box'],
    ['Kookkist een maaltijdbox met verse ingrediënten', 'box'],
    ['Bankje een houten bank voor in de tuin', 'furniture'],
    ['Lin & Co du linge de lit en lin lavé', 'bedding'],
    ['Petit Ours des jouets en bois pour enfants', 'toy'],
    ['Pagine un libro di ricette siciliane', 'book'],
    ['Sprachwerk Online-Kurse für Spanisch', 'course'],
    ['Happy Paws grain-free dog food', 'pet'],
    ['Micio crocchette per gatti', 'cat'],
  ])('%s is %s', (words, kind) => {
    expect(productKind(words)).toBe(kind);
    expect(subjectKind(words)).toBe(kind);
  });

  it.each([
    ['Oak & Ember a pizza restaurant', undefined],
    ['Bean There a coffee shop in Leeds', undefined],
    ['Fit Club personal trainers for busy people', undefined],
  ])('a place of business is no goods: %s', (words, kind) => {
    expect(productKind(words)).toBe(kind);
  });

  it.each([
    ['Luma una lámpara de escritorio', 'device'],
    ['Brew a coffee machine for the office', 'appliance'],
    ['Té Listo hervidor de té eléctrico', 'appliance'],
    ['Closet an app for your clothes', 'app'],
    ['FreshBox a meal kit delivery service', 'box'],
    ['BrightClean an office cleaning service', 'service'],
  ])('an app, a rental and a machine keep their kind; a box delivered is no service: %s', (words, kind) => {
    expect(subjectKind(words)).toBe(kind);
  });
});

describe('lines of goods', () => {
  it('every kind has lines in every language, each claiming no figure, the last naming the subject', () => {
    for (const lang of LANGUAGES) {
      for (const [kind] of PRODUCT_KIND_WORDS) {
        const lines = productKindLines(kind, lang, 'Nova');
        expect(lines.length, `${lang} ${kind}`).toBeGreaterThanOrEqual(8);
        expect(lines.filter((l) => /\d/u.test(l)), `${lang} ${kind}`).toEqual([]);
        expect(lines.at(-1)).toContain('Nova');
        expect(lines.slice(0, -1).filter((l) => l.includes('Nova'))).toEqual([]);
        expect(new Set(lines).size).toBe(lines.length);
      }
    }
  });

  it('a subject with no name to say has every line but the one naming it', () => {
    const named = subjectKindLines('TrailPro waterproof hiking boots', 'TrailPro', 'en');
    expect(subjectKindLines('TrailPro waterproof hiking boots', undefined, 'en')).toEqual(named.slice(0, -1));
  });
});

describe('goods in use', () => {
  it('every kind is pictured in English, its shots all different, its thing named in English', () => {
    for (const [kind, use] of Object.entries(GOODS_USES)) {
      const pictures = use.shots.map((s) => ({ picture: `${s.action(use.thing)} ${s.place}` }));
      expect(distinctShots(pictures, [], pictures.length).length, kind).toBe(pictures.length);
      expect(new Set(pictures.map((p) => p.picture)).size, kind).toBe(pictures.length);
      expect(use.thing, kind).toMatch(/^[a-z ]+$/u);
      // The engine draws a close-up's product large: over someone beside it, it would cover them.
      const closeUps = pictures.filter((p) => p.picture.startsWith('close-up'));
      expect(closeUps.filter((p) => /\b(?:hands?|feet|man|woman|person|walker|hiker|child|friends?)\b|’s\b/u.test(p.picture)), kind).toEqual([]);
    }
  });

  it('the opening sentence names the goods; an app for them or a rental of them is no goods', () => {
    expect(productUse('TrailPro waterproof hiking boots. Built for muddy trails.')?.thing).toBe('a pair of boots');
    expect(productUse('Closet, an app for your clothes. Plan every outfit.')?.thing).not.toBe('new clothes');
    expect(productUse('Snowy, ski hire in Chamonix. Skis and boots for the day.')?.thing).toBeUndefined();
  });
});

/** Thin briefs nobody wrote for the planner, one line of what they sell and where to buy it. */
const THIN = [
  { brief: 'FreshBox: cajas de recetas con ingredientes frescos, entregadas en tu puerta cada semana. Elige tus platos en freshbox.es.', duration_sec: 20, language: 'es', shows: /box of fresh ingredients/u },
  { brief: 'TrailPro waterproof hiking boots. Built for muddy trails. Shop at trailpro.com.', duration_sec: 20, shows: /hiker wearing a pair of boots walking along a trail/u },
  { brief: '20-second ad for Northline, a waterproof rain jacket. Packs into its own pocket. Shop at northline.example', duration_sec: 20, shows: /wearing a waterproof rain jacket/u },
  { brief: 'Werbespot, 20 Sekunden, für Bergfuchs, Wanderschuhe aus Leder. Jetzt auf bergfuchs.de', duration_sec: 20, language: 'de', shows: /walker in a pair of boots/u },
  { brief: 'Spot di 20 secondi per Caffè Aurora, caffè in grani tostato a Napoli. Ordina su caffeaurora.it', duration_sec: 20, language: 'it', shows: /pouring fresh coffee/u },
  { brief: 'Anúncio de 20 segundos para Vale Tinto, vinhos do Douro. Compre em valetinto.pt', duration_sec: 20, language: 'pt', shows: /glasses of wine/u },
  { brief: 'Advertentie van 20 seconden voor Bankje, een houten bank voor in de tuin. Bestel op bankje.nl', duration_sec: 20, language: 'nl', shows: /relaxing at home with new furniture/u },
  { brief: '20-second ad for Cocoa & Co, dark chocolate bars. Order at cocoaco.example', duration_sec: 20, shows: /sharing a snack/u },
  { brief: '20-second ad for Loft Living, a three-seater sofa. See it at loftliving.example', duration_sec: 20, shows: /relaxing at home with a three-seater sofa/u },
  { brief: 'Annonce de 20 secondes pour Petit Ours, des jouets en bois pour enfants. Sur petitours.fr', duration_sec: 20, language: 'fr', shows: /child playing with toys/u },
  { brief: '20-second ad for Code Start, an online coding course for beginners. Enrol at codestart.example', duration_sec: 20, shows: /learning on a laptop/u },
  { brief: 'Werbespot, 20 Sekunden, für Sprachwerk, Online-Kurse für Spanisch. Anmelden auf sprachwerk.de', duration_sec: 20, language: 'de', shows: /taking notes beside a laptop/u },
  { brief: '20-second ad for Happy Paws, grain-free dog food. Order at happypaws.example', duration_sec: 20, shows: /dog eating from a bowl/u },
  { brief: 'Spot di 20 secondi per Micio, crocchette per gatti. Su micio.it', duration_sec: 20, language: 'it', shows: /cat eating from a bowl/u },
  { brief: 'Advertentie van 20 seconden voor Kookkist, een maaltijdbox met verse ingrediënten. Bestel op kookkist.nl', duration_sec: 20, language: 'nl', shows: /cooking dinner together from a box/u },
  { brief: 'Anuncio de 20 segundos para Ola, tablas de surf hechas a mano. Visita ola.es', duration_sec: 20, language: 'es', shows: /outdoor gear/u },
  { brief: 'Spot di 20 secondi per Stella, orecchini d’argento fatti a mano. Scopri su stella.it', duration_sec: 20, language: 'it', shows: /woman wearing jewellery/u },
  { brief: '20-second ad for Bloom, a rose hand cream. Shop at bloom.example', duration_sec: 20, shows: /applying a rose hand cream/u },
  { brief: 'Anúncio de 20 segundos para Pé Leve, sapatilhas de corrida. Compre em peleve.pt', duration_sec: 20, language: 'pt', shows: /in a pair of shoes walking/u },
  { brief: 'Advertentie van 20 seconden voor Brouwerij Noord, een blond bier uit Groningen. Te koop op noordbier.nl', duration_sec: 20, language: 'nl', shows: /bottles of beer/u },
  { brief: '20-second ad for Dew, a hydrating face serum. Order at dew.example', duration_sec: 20, shows: /applying a hydrating face serum/u },
  { brief: 'Annonce de 20 secondes pour Éclat, un parfum pour femme. Disponible sur eclat.fr', duration_sec: 20, language: 'fr', shows: /spraying a perfume on her wrist/u },
  { brief: '20-second ad for Little Oak, wooden toys for toddlers. Shop at littleoak.example', duration_sec: 20, shows: /building with toys/u },
  { brief: 'Anúncio de 20 segundos para Cesto Verde, cabazes de legumes biológicos entregues à sua porta. Encomende em cestoverde.pt', duration_sec: 20, language: 'pt', shows: /box of fresh ingredients delivered/u },
  { brief: '20-second ad for Ridgeline, a lightweight hiking backpack. Shop at ridgeline.example', duration_sec: 20, shows: /carrying a lightweight hiking backpack/u },
  { brief: 'Werbespot, 20 Sekunden, für Blattgold, Bio-Kräutertee aus den Alpen. Jetzt auf blattgold.de', duration_sec: 20, language: 'de', shows: /pouring tea/u },
  { brief: 'Spot di 20 secondi per Pagine, un libro di ricette siciliane. Su pagine.it', duration_sec: 20, language: 'it', shows: /reading a book/u },
  { brief: 'Anuncio de 20 segundos para Guau, pienso natural para perros. Compra en guau.es', duration_sec: 20, language: 'es', shows: /walking a dog/u },
  { brief: 'Werbespot, 20 Sekunden, für Holzwerk, ein Esstisch aus Eiche. Jetzt auf holzwerk.de', duration_sec: 20, language: 'de', shows: /new furniture/u },
  { brief: '20-second ad for Hearth, a weekly veg box from local farms. Order at hearth.example', duration_sec: 20, shows: /opening a weekly veg box/u },
] as const;

/** Words of a brief's own that a picture must not carry: its lower-case words of five letters or more, less the web address. */
const ownWords = (brief: string) => brief.replace(/\S+\.(?:example|com|es|fr|de|it|pt|nl)\b/gu, '').toLowerCase().match(/\p{Ll}{5,}/gu) ?? [];

describe('thin briefs of goods narrated in full', () => {
  it('covers the seven languages', () => {
    expect(new Set(THIN.map((b) => ('language' in b ? b.language : 'en'))).size).toBe(7);
  });

  it.each(THIN.map((b) => [b.brief.slice(0, 56), b] as const))('%s…', (_, body) => {
    const { shows, ...request } = body;
    const planned = planOf(request);
    const language = 'language' in body ? body.language : 'en';
    const said = sentences(planned.plan);
    expect(coverage(planned), said.join(' ')).toBeGreaterThanOrEqual(0.75);
    // Every line is the brief's (a word of it, its name, its address) or one of its kind's lines; no figure is added.
    const kindLines = new Set(subjectKindLines(body.brief, 'x', language));
    const briefWords = new Set(body.brief.toLowerCase().match(/\p{L}{3,}/gu));
    for (const line of said) {
      const ofBrief = (line.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => briefWords.has(w));
      expect(ofBrief || kindLines.has(line) || /^(?:Descubre más hoy|Find out more today)\.$/u.test(line), line).toBe(true);
      expect(line.match(/\d+/gu)?.every((figure) => body.brief.includes(figure)) ?? true, line).toBe(true);
    }
    const pictures = planned.plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt.split('. Focus:')[0]!.split('. Cinematic')[0]!);
    expect(pictures.some((p) => shows.test(p)), pictures.join('\n')).toBe(true);
    expect(new Set(pictures).size).toBe(pictures.length);
    if (language !== 'en') for (const p of pictures) expect(ownWords(body.brief).filter((w) => p.toLowerCase().includes(w)), p).toEqual([]);
  });
});
