import type { Shot } from './compositions';
import { lightWords, withArticle, withLight, type PictureLanguage, type TimeWord, type TradeName } from './picture-words';
import { placeShotLines, type PlaceShot } from './trade-lines';
import { kindPictures } from './place-kinds';

/**
 * A place of business's own shots written in the brief's language (issue 23): a plan is shown to
 * the customer, and one prompt is in one language. These are the languages the render engine's
 * picture parser reads besides English (lambdas/render/compose/lexicons: es, fr, de, it, pt, nl, ja, ar);
 * elsewhere (Hindi) the plan keeps the English shot, as it keeps an English gloss. Its goods have
 * no words here (the English goods of compositions.ts are not translated): a plan in these
 * languages shows the place's people, its inside and its entrance. Pure string work.
 */
export type ShotLanguage = Extract<PictureLanguage, 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'ja' | 'ar'>;

const SHOT_LANGUAGES: readonly ShotLanguage[] = ['es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'ar'];

export function shotLanguage(lang: PictureLanguage): ShotLanguage | undefined {
  return SHOT_LANGUAGES.find((l) => l === lang);
}

/** The picture of each shot, given the place with its article ("una clínica dental") or its bare noun (Japanese, Arabic). */
type Pictures = Readonly<Record<Exclude<PlaceShot, 'goods'>, (place: string) => string>>;

/** Portuguese joins "em" to the article: "numa padaria", "num ginásio". */
const emPt = (p: string) => p.replace(/^uma? /u, (a) => (a === 'uma ' ? 'numa ' : 'num '));

const PICTURES: Readonly<Record<ShotLanguage | 'en', Pictures>> = {
  // English only for a place whose trade compositions.ts does not know: it names the place by the brief's own word.
  en: { work: (p) => `The team at work inside ${p}`, welcome: (p) => `A smiling member of staff welcoming customers inside ${p}`, inside: (p) => `The inside of ${p}, ready for the day`, entrance: (p) => `The entrance of ${p} on a sunny street` },
  es: { work: (p) => `El equipo trabajando en ${p}`, welcome: (p) => `El equipo recibiendo a los clientes en ${p}`, inside: (p) => `El interior de ${p}, listo para abrir`, entrance: (p) => `La entrada de ${p} en una calle soleada` },
  fr: { work: (p) => `L’équipe au travail dans ${p}`, welcome: (p) => `L’équipe qui accueille des clients dans ${p}`, inside: (p) => `L’intérieur d’${p}, prêt pour la journée`, entrance: (p) => `L’entrée d’${p} dans une rue ensoleillée` },
  // German sets the place in the dative ("in einer Bäckerei", "zu einem Café"): no genitive to bend its noun.
  de: { work: (p) => `Das Team bei der Arbeit in ${p}`, welcome: (p) => `Das Team, das in ${p} Kunden begrüßt`, inside: (p) => `Ein heller Raum in ${p}, bereit für den Tag`, entrance: (p) => `Der Eingang zu ${p} an einer sonnigen Straße` },
  it: { work: (p) => `La squadra al lavoro in ${p}`, welcome: (p) => `La squadra che accoglie i clienti in ${p}`, inside: (p) => `L’interno di ${p}, pronto per aprire`, entrance: (p) => `L’ingresso di ${p} su una strada soleggiata` },
  pt: { work: (p) => `A equipa a trabalhar ${emPt(p)}`, welcome: (p) => `A equipa a receber os clientes ${emPt(p)}`, inside: (p) => `O interior de ${p}, pronto para abrir`, entrance: (p) => `A entrada de ${p} numa rua ensolarada` },
  nl: { work: (p) => `Het team aan het werk in ${p}`, welcome: (p) => `Het team dat klanten verwelkomt in ${p}`, inside: (p) => `Het interieur van ${p}, klaar voor de dag`, entrance: (p) => `De ingang van ${p} in een zonnige straat` },
  // "店内" would read as any shop (lexicons/ja.ts): the place's own word names the room.
  ja: { work: (p) => `${p}で働くスタッフ`, welcome: (p) => `${p}でお客様を迎えるスタッフ`, inside: (p) => `準備の整った${p}`, entrance: (p) => `日の当たる通りに面した${p}の入り口` },
  ar: { work: (p) => `فريق العمل في ${p}`, welcome: (p) => `فريق العمل يستقبل الزبائن في ${p}`, inside: (p) => `داخل ${p}، مرتب وجاهز`, entrance: (p) => `مدخل ${p} في شارع مشمس` },
};

/** The place as each language's pictures name it: with its indefinite article, in the dative for German. */
function placeWords(name: TradeName, lang: ShotLanguage | 'en'): string {
  const [noun, gender] = typeof name === 'string' ? [name, 'm'] : name;
  switch (lang) {
    case 'en':
      return `${/^[aeiou]/iu.test(noun) ? 'an' : 'a'} ${noun}`;
    case 'es':
      return `${gender === 'f' ? 'una' : 'un'} ${noun}`;
    case 'fr':
      return `${gender === 'f' ? 'une' : 'un'} ${noun}`;
    case 'de':
      return `${gender === 'f' ? 'einer' : 'einem'} ${noun}`;
    case 'it':
    case 'pt':
    case 'nl':
      return withArticle(name, lang);
    default:
      return noun;
  }
}

/** The shot of a place of business in `lang` ("La entrada de una panadería en una calle soleada"); none for its goods. */
export function placeShot(shot: PlaceShot, name: TradeName, lang: ShotLanguage | 'en'): string | undefined {
  return shot === 'goods' ? undefined : PICTURES[lang][shot](placeWords(name, lang));
}

/**
 * The shots a plan adds of a place whose trade is unknown (own-place.ts), named by the brief's own
 * word for it: its inside ready for the day, its people (at work, or welcoming its customers when
 * the brief shows them at work already: `worked`), its entrance; each with the lines said over it
 * in `says` (the plan's language), and `count` of them, again at other times of day past the third.
 */
export function ownPlaceShots(name: TradeName, lang: ShotLanguage | 'en', says: string, worked: boolean, count: number): Shot[] {
  // A surf school's beach, a winery's tasting (place-kinds.ts): its own place opens, welcoming as an entrance would.
  const kind = kindPictures(typeof name === 'string' ? name : name[0], lang);
  const order: readonly PlaceShot[] = kind ? ['entrance', 'inside', worked ? 'welcome' : 'work'] : ['inside', worked ? 'welcome' : 'work', 'entrance'];
  return Array.from({ length: count }, (_, i) => {
    const shot = order[i % order.length]!;
    const time = OWN_TIMES[(i + Math.floor(i / order.length)) % OWN_TIMES.length]!;
    const picture = kind ? kind[i % kind.length]!(placeWords(name, lang)) : placeShot(shot, name, lang)!;
    // A kind's pictures are open air or its bar: lit as the outdoors, no windows.
    return { picture: withLight(picture, lightWords(time, lang, !kind && shot !== 'entrance'), lang), lines: placeShotLines(shot, name, says) };
  });
}

const OWN_TIMES: readonly TimeWord[] = ['morning', 'midday', 'afternoon', 'golden hour'];
