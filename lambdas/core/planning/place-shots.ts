import { withArticle, type PictureLanguage, type TradeName } from './picture-words';
import type { PlaceShot } from './trade-lines';

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

const PICTURES: Readonly<Record<ShotLanguage, Pictures>> = {
  es: { work: (p) => `El equipo trabajando en ${p}`, inside: (p) => `El interior de ${p}, listo para abrir`, entrance: (p) => `La entrada de ${p} en una calle soleada` },
  fr: { work: (p) => `L’équipe au travail dans ${p}`, inside: (p) => `L’intérieur d’${p}, prêt pour la journée`, entrance: (p) => `L’entrée d’${p} dans une rue ensoleillée` },
  // German sets the place in the dative ("in einer Bäckerei", "zu einem Café"): no genitive to bend its noun.
  de: { work: (p) => `Das Team bei der Arbeit in ${p}`, inside: (p) => `Ein heller Raum in ${p}, bereit für den Tag`, entrance: (p) => `Der Eingang zu ${p} an einer sonnigen Straße` },
  it: { work: (p) => `La squadra al lavoro in ${p}`, inside: (p) => `L’interno di ${p}, pronto per aprire`, entrance: (p) => `L’ingresso di ${p} su una strada soleggiata` },
  pt: { work: (p) => `A equipa a trabalhar ${p.replace(/^uma? /u, (a) => (a === 'uma ' ? 'numa ' : 'num '))}`, inside: (p) => `O interior de ${p}, pronto para abrir`, entrance: (p) => `A entrada de ${p} numa rua ensolarada` },
  nl: { work: (p) => `Het team aan het werk in ${p}`, inside: (p) => `Het interieur van ${p}, klaar voor de dag`, entrance: (p) => `De ingang van ${p} in een zonnige straat` },
  // "店内" would read as any shop (lexicons/ja.ts): the place's own word names the room.
  ja: { work: (p) => `${p}で働くスタッフ`, inside: (p) => `準備の整った${p}`, entrance: (p) => `日の当たる通りに面した${p}の入り口` },
  ar: { work: (p) => `فريق العمل في ${p}`, inside: (p) => `داخل ${p}، مرتب وجاهز`, entrance: (p) => `مدخل ${p} في شارع مشمس` },
};

/** The place as each language's pictures name it: with its indefinite article, in the dative for German. */
function placeWords(name: TradeName, lang: ShotLanguage): string {
  const [noun, gender] = typeof name === 'string' ? [name, 'm'] : name;
  switch (lang) {
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
export function placeShot(shot: PlaceShot, name: TradeName, lang: ShotLanguage): string | undefined {
  return shot === 'goods' ? undefined : PICTURES[lang][shot](placeWords(name, lang));
}
