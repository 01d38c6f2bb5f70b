import type { TradeName } from './picture-words';
import { kindPremises, placeKindOf } from './place-kinds';

/**
 * A business whose trade the planner's list does not know (issue 23: a surf school, an enoteca, a
 * 茶房) is still a place people come to, when the brief names it with a word for premises (school,
 * studio, clinic, bar, shop, house, salon, workshop… in the languages the planner writes), gives
 * its street address, or says which town it is in. Its shots are then the place's own, named by
 * the brief's word for it ("escuela de surf", "Weinstube", "茶房"), never a product held in a
 * street. Pure string work; never throws.
 */

type Gender = 'm' | 'f' | 'n';
type Heads = Readonly<Record<string, Gender>>;

/** Words for premises, lower case, each with its gender (Dutch: 'n' is a het-word). */
const HEADS: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', Heads>> = {
  en: Object.fromEntries(
    'school academy studio clinic bar shop store house salon parlour parlor workshop centre center gallery club lounge market hall atelier boutique emporium bistro brasserie tavern taproom canteen diner eatery venue surgery practice retreat'
      .split(' ')
      .map((w) => [w, 'n' as const]),
  ),
  es: { escuela: 'f', academia: 'f', estudio: 'm', clínica: 'f', bar: 'm', tienda: 'f', casa: 'f', salón: 'm', taller: 'm', centro: 'm', galería: 'f', club: 'm', bodega: 'f', mercado: 'm', sala: 'f', local: 'm', vinoteca: 'f', enoteca: 'f', consulta: 'f', boutique: 'f', tasca: 'f', taberna: 'f', retiro: 'm' },
  fr: { école: 'f', académie: 'f', studio: 'm', clinique: 'f', bar: 'm', boutique: 'f', maison: 'f', salon: 'm', atelier: 'm', cave: 'f', galerie: 'f', centre: 'm', club: 'm', magasin: 'm', cabinet: 'm', salle: 'f', comptoir: 'm', bistrot: 'm', brasserie: 'f', épicerie: 'f', taverne: 'f', retraite: 'f' },
  de: { schule: 'f', akademie: 'f', studio: 'n', klinik: 'f', bar: 'f', laden: 'm', haus: 'n', salon: 'm', werkstatt: 'f', atelier: 'n', galerie: 'f', zentrum: 'n', club: 'm', stube: 'f', praxis: 'f', keller: 'm', lokal: 'n', kneipe: 'f', geschäft: 'n', boutique: 'f', halle: 'f', schmiede: 'f', taverne: 'f', retreat: 'n' },
  it: { scuola: 'f', accademia: 'f', studio: 'm', clinica: 'f', bar: 'm', negozio: 'm', casa: 'f', salone: 'm', laboratorio: 'm', bottega: 'f', officina: 'f', enoteca: 'f', osteria: 'f', trattoria: 'f', galleria: 'f', centro: 'm', circolo: 'm', atelier: 'm', locale: 'm', sala: 'f', vineria: 'f', cantina: 'f', taverna: 'f', ritiro: 'm' },
  pt: { escola: 'f', academia: 'f', estúdio: 'm', clínica: 'f', bar: 'm', loja: 'f', casa: 'f', salão: 'm', oficina: 'f', ateliê: 'm', atelier: 'm', galeria: 'f', centro: 'm', clube: 'm', adega: 'f', tasca: 'f', taberna: 'f', mercearia: 'f', sala: 'f', espaço: 'm', retiro: 'm' },
  nl: { school: 'f', academie: 'f', studio: 'n', kliniek: 'f', bar: 'f', winkel: 'm', huis: 'n', salon: 'm', werkplaats: 'f', atelier: 'n', galerie: 'f', centrum: 'n', club: 'f', zaak: 'f', lokaal: 'n', praktijk: 'f', kelder: 'm', proeflokaal: 'n', retreat: 'f' },
};

/** "Casa Lola", "Maison Kayser": a house's word that opens a name is the name's; the place is named as any is (the plan said "Entra en nuestra casa"). */
const HOUSE_NAME = /^(?:[Cc]asa|[Mm]aison|[Cc]a['’])\s+[\p{Lu}\p{N}]/u;

/** Japanese words and endings for premises: a word ending in one is the place's ("茶房", "料理教室", "サーフスクール"). */
const JA_HEADS = ['教室', 'スクール', '工房', 'サロン', 'スタジオ', 'クリニック', 'バー', 'ショップ', '酒場', '食堂', '店', '屋', '房', '庵', '館', '堂', '院', '亭', '処'];

/** What an English "bar" or "house" is when a product's word comes first: a chocolate bar, a dog house. */
const EN_NOT_PLACES = /^(?:protein|chocolate|granola|energy|cereal|soap|candy|sound|nut|fruit|oat|power|snack|dog|doll|bird|green|light|tree)\s+(?:bar|house)$/u;

/** A premises word compounded into a longer one in German and Dutch that is none ("thuis" is at home, "Rathaus" the town hall's). */
const NOT_COMPOUNDS = /^(?:thuis|rathaus|krankenhaus|zuhause|buitenhuis|ziekenhuis|gemeentehuis)$/iu;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "escuela" and "Escuela": a name capitalises its words, and a case-blind match would let a capital through where the complement wants lower case. */
const cased = (words: readonly string[]) => words.flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)]).map(escape).join('|');

/** The premises word and its complement ("escuela de surf", "bar à vins", "scuola di cucina"), in lower case as the brief writes it. */
const ROMANCE_OF = '(?:de|di|da|du|des|del|do|dos|das|à|al|a)';

function primary(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0]!;
}

/**
 * The words in `text` that name a kind of premises, in `language`, with the gender their article
 * takes: "a surf school in Newquay" → "surf school", "escuela de surf en San Sebastián" →
 * ["escuela de surf", "f"], "Enoteca Bacco" → ["enoteca", "f"], "die Weinstube" → ["Weinstube", "f"],
 * "京都の茶房" → "茶房". None where no such word is in it.
 */
export function premisesIn(text: string, language: string): TradeName | undefined {
  const lang = primary(language);
  // A lone 堂 or 店 ("こむぎ堂") ends a name, not a word for the place.
  if (lang === 'ja') {
    const word = JA_PREMISES.exec(text)?.[0];
    return word !== undefined && word.length >= 2 ? word : undefined;
  }
  const heads = HEADS[lang as keyof typeof HEADS];
  if (!heads) return undefined;
  if (HOUSE_NAME.test(text.trim())) return somePremises(lang);
  // A surf school, a winery: its kind's word in the brief's language, whatever language its name is in ("Onda Surf School", "Weingut Keller").
  const kind = placeKindOf(text);
  const known = kind && kindPremises(kind, lang);
  if (known) return known;
  const m = PREMISES[lang as keyof typeof HEADS].exec(text);
  if (!m) return undefined;
  if (lang === 'en') {
    const phrase = `${m[1]}${m[2]!.toLowerCase()}`;
    return EN_NOT_PLACES.test(phrase) ? undefined : phrase;
  }
  if (lang === 'de' || lang === 'nl') {
    if (NOT_COMPOUNDS.test(m[0])) return undefined;
    // A noun as each language writes it mid-sentence: German capitalised, Dutch not ("Kookstudio Smaak" → "kookstudio").
    return [lang === 'de' ? m[0].charAt(0).toUpperCase() + m[0].slice(1) : m[0].toLowerCase(), heads[m[2]!.toLowerCase()]!];
  }
  const head = m[1]!.toLowerCase();
  return [`${head}${m[2] ?? ''}`, heads[head]!];
}

const JA_PREMISES = new RegExp(`[\\p{sc=Han}\\p{sc=Katakana}ー・]{0,6}?(?:${JA_HEADS.join('|')})(?![\\p{sc=Han}\\p{sc=Katakana}ー])`, 'u');

/** Each language's premises word as a phrase is built around it (premisesIn), longest words first. */
const PREMISES = Object.fromEntries(
  Object.entries(HEADS).map(([lang, heads]) => {
    const words = Object.keys(heads).sort((a, b) => b.length - a.length);
    const pattern =
      // Up to two describing words before it ("surf school", "family dental practice"), none of them an article.
      lang === 'en' ? `(?<![\\p{L}])((?:(?!(?:a|an|the|our|your|its|their|in|at|of|and|or|for|to|with|by|on)\\s)[\\p{Ll}-]+\\s+){0,2}?)(${cased(words)})(?![\\p{L}])`
      // Compounds: "Surfschule", "Weinstube", "wijnbar"; the gender is the last word's.
      : lang === 'de' || lang === 'nl' ? `(?<![\\p{L}])(\\p{L}*?)(${words.map(escape).join('|')})(?![\\p{L}])`
      : `(?<![\\p{L}])(${cased(words)})(\\s+${ROMANCE_OF}\\s+\\p{Ll}+|\\s+d['’]\\p{Ll}+)?(?![\\p{L}])`;
    return [lang, new RegExp(pattern, lang === 'de' || lang === 'nl' ? 'iu' : 'u')];
  }),
) as Readonly<Record<keyof typeof HEADS, RegExp>>;

/**
 * The premises word a brief introduces its named business with: after the name with a comma or
 * "is" ("Surf Sol, escuela de surf en San Sebastián"), or just before it in the same clause
 * ("京都の茶房「抹茶庵」", "le bar à vins « Le Tonneau »").
 */
export function premisesBeside(name: string, brief: string, language: string): TradeName | undefined {
  const at = brief.indexOf(name);
  if (at < 0) return undefined;
  const after = descriptionAfter(name, brief);
  const before = /[^.;:!?。！？\n、,]{0,40}$/u.exec(brief.slice(0, at))?.[0];
  return (after ? leading(after, language) : undefined) ?? (before ? premisesIn(before, language) : undefined);
}

/** What the brief says its named subject is, after the name with a comma, a colon or "is": "Surf Sol, escuela de surf en San Sebastián" → "escuela de surf en San Sebastián". */
export function descriptionAfter(name: string, brief: string): string | undefined {
  const at = brief.indexOf(name);
  return at < 0 ? undefined : /^[»”」』"']?\s*(?:[,،、:]|\s+(?:is|es|est|ist|è|é)\s)\s*([^.;:!?。！？\n]{2,60})/u.exec(brief.slice(at + name.length))?.[1];
}

/** An article or possessive a description opens with: "a", "una", "une", "eine", "het", "our". */
const OPENING_ARTICLE = /^(?:an?|the|our|un|una|uno|une|el|la|le|l['’]|il|lo|ein|eine|einen|die|der|das|unsere?|um|uma|o|a|een|de|het|ons|onze)\s*(?<=\s|['’])/iu;

/** The premises word a description opens on ("a surf school in Newquay"), never one it says later ("a desk lamp for your home studio"). */
function leading(description: string, language: string): TradeName | undefined {
  const rest = description.trim().replace(OPENING_ARTICLE, '');
  const found = premisesIn(rest, language);
  const noun = typeof found === 'string' ? found : found?.[0];
  return noun !== undefined && rest.toLowerCase().startsWith(noun.toLowerCase()) ? found : undefined;
}

/** Languages whose premises a plan can name (the heads above). */
export function namesPremisesIn(language: string): boolean {
  const lang = primary(language);
  return lang === 'ja' || lang in HEADS;
}

/**
 * A premises word for a business whose brief gives only where it is (its street, its town): the
 * place itself, no trade claimed ("Entra en nuestro local.").
 */
const SOME_PREMISES: Readonly<Record<string, TradeName>> = {
  en: 'venue', es: ['local', 'm'], fr: ['établissement', 'm'], de: ['Geschäft', 'n'], it: ['locale', 'm'], pt: ['espaço', 'm'], nl: ['zaak', 'f'], ja: '店',
};

export function somePremises(language: string): TradeName | undefined {
  return SOME_PREMISES[primary(language)];
}
