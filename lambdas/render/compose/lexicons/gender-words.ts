/**
 * How each language says a person is a woman or a man, read beside `young` (parse-prompt.ts) so the drawn
 * person gets a woman's or a man's look (figure-look.ts casts). A word says it whole ("a waitress", "une
 * randonneuse", "la cliente"): by its ending (English -woman/-ess, German -in, Dutch -ster/-es), by the article
 * before it (Spanish una/la, un/el), or by a modifier before it ("a female mechanic", 女性の店員). A pronoun
 * after ("she", "ella") says it of the first person named. Unmarked words keep the seeded variety.
 */
import type { Thing } from '../scene-graph';

export type Gender = NonNullable<Thing['gender']>;

interface GenderGrammar {
  /** Articles before one grown person that say their gender (a child's article is grammar: "ein Kind", "una persona"). */
  articles?: Record<string, Gender>;
  /** Words before anyone that say it: "a female mechanic", 女性の店員. */
  modifiers: Record<string, Gender>;
  /** Endings of a grown person's word that say it, tried in order. */
  endings?: readonly (readonly [RegExp, Gender])[];
  /** Pronouns that say it of someone already named. */
  pronouns: Record<string, Gender>;
}

const said = (feminine: readonly string[], masculine: readonly string[]): Record<string, Gender> =>
  Object.fromEntries([...feminine.map((w) => [w, 'woman' as const]), ...masculine.map((w) => [w, 'man' as const])]);

export const GENDER_GRAMMAR: Record<string, GenderGrammar> = {
  en: {
    modifiers: said(['female'], ['male']),
    // "businesswoman", "waitress", "hostess"; "salesman", "fireman" (but never the woman's own "-woman").
    endings: [
      [/(?:wom[ae]n|ess(?:es)?)$/, 'woman'],
      [/(?:^|[^o])m[ae]n$/, 'man'],
    ],
    pronouns: said(['she', 'her', 'herself'], ['he', 'him', 'his', 'himself']),
  },
  // Accents are taken off before reading: Spanish "él" would be the article "el", so it is not listed.
  es: { articles: said(['una', 'la'], ['un', 'el', 'del', 'al']), modifiers: {}, pronouns: said(['ella'], []) },
  fr: { articles: said(['une', 'la'], ['un', 'le', 'du', 'au']), modifiers: {}, pronouns: said(['elle'], []) },
  it: { articles: said(['una', 'la'], ['un', 'uno', 'il', 'lo']), modifiers: {}, pronouns: said(['lei'], ['lui']) },
  pt: { articles: said(['uma', 'a'], ['um', 'o']), modifiers: {}, pronouns: said(['ela'], ['ele']) },
  // "die" is also the plural's and a relative pronoun: the ending says a woman; a masculine article with no -in a man.
  de: {
    articles: said([], ['der', 'ein', 'einen', 'dem', 'einem']),
    modifiers: said(['weibliche', 'weiblicher'], ['mannliche', 'mannlicher']),
    endings: [[/in(?:nen)?$/, 'woman']],
    pronouns: {},
  },
  // Dutch articles say no gender; the ending does (lerares, verkoopster, vriendin).
  nl: { modifiers: said(['vrouwelijke'], ['mannelijke']), endings: [[/(?:ster|es|in)$/, 'woman']], pronouns: {} },
  ja: { modifiers: said(['女性の', '女性', '女の'], ['男性の', '男性', '男の']), pronouns: said(['彼女'], []) },
};

/**
 * The gender a person word says: by its own ending or the words before it (nearest first). Of a child (or "person")
 * only a modifier says it; of many, not an article either (Portuguese "a alunos" is "to pupils").
 */
export function spokenGender(language: string, word: string, before: readonly string[], who: 'one' | 'many' | 'child'): Gender | undefined {
  const grammar = GENDER_GRAMMAR[language];
  if (!grammar) return undefined;
  const ending = who !== 'child' ? grammar.endings?.find(([re]) => re.test(word))?.[1] : undefined;
  return ending ?? before.map((w) => grammar.modifiers[w] ?? (who === 'one' ? grammar.articles?.[w] : undefined)).find(Boolean);
}

/** The first pronoun of the text that says a gender, if any. */
export function pronounGender(language: string, text: string): Gender | undefined {
  const pronouns = GENDER_GRAMMAR[language]?.pronouns ?? {};
  if (language === 'ja') return Object.entries(pronouns).find(([p]) => text.includes(p))?.[1];
  for (const [word] of text.matchAll(/\p{L}+/gu)) if (pronouns[word]) return pronouns[word];
  return undefined;
}

/** Person words the lexicons lacked in one gender's form, spread into their nouns. */
export const GENDERED_NOUNS = {
  en: { saleswoman: 'staff', salesman: 'staff', saleswomen: 'staff', salesmen: 'staff', 'sales woman': 'staff', 'sales man': 'staff' },
  fr: { randonneuse: 'walker', randonneur: 'walker', randonneuses: 'walker', randonneurs: 'walker' },
} as const;
