import { namesTrade } from './compositions';
import { HOUSE_NAME, premisesIn } from './own-place';

/**
 * A business named by its trade's noun and a name with no article ("Panadería Sol", "Pasticceria
 * Dolce Vita", "Fahrradwerkstatt Speiche") is introduced with the definite article its noun takes
 * ("Descubre la Panadería Sol", "Entdecken Sie die Fahrradwerkstatt Speiche"): said bare, the hook
 * read like a telegram. A house's word opens a name of its own ("Casa Lola", "Maison Kayser": own-place.ts)
 * and keeps none. Pure string work; never throws.
 */

type Gender = 'm' | 'f' | 'n';

/** Nouns' endings that say their gender where the premises words (own-place.ts) do not list the noun, most telling first. */
const ENDINGS: Readonly<Record<string, readonly [RegExp, Gender][]>> = {
  es: [[/(?:a|ión|dad)$/u, 'f'], [/./u, 'm']],
  pt: [[/(?:a|ção|dade|agem)$/u, 'f'], [/./u, 'm']],
  it: [[/a$/u, 'f'], [/./u, 'm']],
  fr: [[/(?:ie|ique|ence|ance|ette|ole|ine|ure|ade)$/u, 'f'], [/./u, 'm']],
  // German genders by ending where they are regular; any other noun is left bare, its gender unknown.
  de: [[/(?:ei|ung|thek|erie|ion|ik|e|a)$/u, 'f'], [/(?:um|o|é|ant|el|gut|büro|haus)$/u, 'n'], [/(?:er|or|laden|markt|salon|hof|garten|imbiss|kiosk|handel)$/u, 'm']],
};

const ARTICLES: Readonly<Record<string, (noun: string, gender: Gender) => string>> = {
  es: (_, g) => (g === 'f' ? 'la ' : 'el '),
  pt: (_, g) => (g === 'f' ? 'a ' : 'o '),
  fr: (noun, g) => (/^[aeiouyâàéèêîôûh]/iu.test(noun) ? 'l’' : g === 'f' ? 'la ' : 'le '),
  it: (noun, g) => (/^[aeiouàèéìòù]/iu.test(noun) ? 'l’' : g === 'f' ? 'la ' : /^(?:s[^aeiouàèéìòù]|z|gn|ps|x|y)/iu.test(noun) ? 'lo ' : 'il '),
  // The accusative, as the hook says it ("Entdecken Sie den Friseursalon Schnittig").
  de: (_, g) => (g === 'f' ? 'die ' : g === 'n' ? 'das ' : 'den '),
};

/** `subject` with the article its trade's noun takes, where it opens on one before a name; as it is otherwise, or where the noun's gender is unknown. */
export function withTradeArticle(subject: string, language: string): string {
  const lang = language.toLowerCase().split(/[-_]/u)[0]!;
  const article = ARTICLES[lang];
  const noun = subject.trim().split(/\s+/u)[0];
  const gender = article && noun !== undefined && opensOnTradeNoun(subject, lang) ? genderOf(noun, lang) : undefined;
  return gender ? `${article!(noun!, gender)}${subject.trim()}` : subject;
}

/** The name after the noun, past its small words ("Bistrot du Port", "Café de la Paix"). */
const NAME_AFTER = /^\S+\s+(?:(?:de|du|des|da|di|del|della|do|dos|das|von|van|la|le|l['’])\s+)*[\p{Lu}\p{N}]/u;

/** Whether `subject` opens on a trade's noun and a name, with no article, so that `withTradeArticle` could give it one. */
export function opensOnTradeNoun(subject: string, language: string): boolean {
  const lang = language.toLowerCase().split(/[-_]/u)[0]!;
  const noun = subject.trim().split(/\s+/u)[0]!;
  return NAME_AFTER.test(subject.trim()) && !HOUSE_NAME.test(subject.trim()) && (namesTrade(noun) || premisesIn(noun, lang) !== undefined);
}

function genderOf(noun: string, lang: string): Gender | undefined {
  const premises = premisesIn(noun, lang);
  if (Array.isArray(premises) && premises[0].toLowerCase() === noun.toLowerCase()) return premises[1];
  const lower = noun.toLowerCase();
  return ENDINGS[lang]?.find(([end]) => end.test(lower))?.[1];
}
