/**
 * How each language says a person is a woman or a man, read beside `young` (parse-prompt.ts) so the drawn
 * person gets a woman's or a man's look (figure-look.ts casts). A word says it whole ("a waitress", "une
 * randonneuse", "la cliente"): by its ending (English -woman/-ess, German -in, Dutch -ster/-es), by the article
 * before it (Spanish una/la, un/el), or by a modifier before it ("a female mechanic", 女性の店員). A pronoun
 * after ("she", "ella") says it of the first person named. A girl's and a boy's words say it whatever their article
 * (ein Mädchen, una niña). Unmarked words keep the seeded variety.
 */
import type { Thing } from '../scene-graph';

export type Gender = NonNullable<Thing['gender']>;

interface GenderGrammar {
  /** A girl's and a boy's words: they say it whatever the article ("ein Mädchen" is neuter), and may be young ("a little girl"). */
  words: Record<string, Gender>;
  /** Words for several people that say they are all women ("quatre amies", "tre colleghe"): a plural's article says none. */
  groups?: Record<string, Gender>;
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
    words: said(['girl', 'girls'], ['boy', 'boys']),
    modifiers: said(['female'], ['male']),
    // "businesswoman", "waitress", "hostess"; "salesman", "fireman" (but never the woman's own "-woman").
    endings: [
      [/(?:wom[ae]n|ess(?:es)?)$/, 'woman'],
      [/(?:^|[^o])m[ae]n$/, 'man'],
    ],
    pronouns: said(['she', 'her', 'herself'], ['he', 'him', 'his', 'himself']),
  },
  // Accents are taken off before reading: Spanish "él" would be the article "el", so it is not listed.
  es: { words: said(['nina', 'ninas', 'chica', 'chicas'], ['nino', 'chico']), groups: said(['amigas', 'companeras'], []), articles: said(['una', 'la'], ['un', 'el', 'del', 'al']), modifiers: {}, pronouns: said(['ella'], []) },
  fr: { words: said(['fille', 'filles', 'fillette', 'fillettes'], ['garcon', 'garcons']), groups: said(['amies', 'copines'], []), articles: said(['une', 'la'], ['un', 'le', 'du', 'au']), modifiers: {}, pronouns: said(['elle'], []) },
  it: { words: said(['bambina', 'bambine', 'ragazza', 'ragazze'], ['bambino', 'ragazzo']), groups: said(['amiche', 'colleghe'], []), articles: said(['una', 'la'], ['un', 'uno', 'il', 'lo']), modifiers: {}, pronouns: said(['lei'], ['lui']) },
  pt: { words: said(['menina', 'meninas', 'garota', 'garotas'], ['menino', 'garoto']), groups: said(['amigas'], []), articles: said(['uma', 'a'], ['um', 'o']), modifiers: {}, pronouns: said(['ela'], ['ele']) },
  // "die" is also the plural's and a relative pronoun: the ending says a woman; a masculine article with no -in a man.
  de: {
    words: said(['madchen'], ['junge']),
    articles: said([], ['der', 'ein', 'einen', 'dem', 'einem']),
    modifiers: said(['weibliche', 'weiblicher'], ['mannliche', 'mannlicher']),
    endings: [[/in(?:nen)?$/, 'woman']],
    pronouns: {},
  },
  // Dutch articles say no gender; the ending does (lerares, verkoopster, vriendin), but a gezin is a family.
  nl: { words: said(['meisje', 'meisjes'], ['jongen', 'jongens']), groups: said(['vriendinnen'], []), modifiers: said(['vrouwelijke'], ['mannelijke']), endings: [[/(?:ster|es|(?<!gez)in)$/, 'woman']], pronouns: {} },
  ja: { words: said(['女の子', '少女'], ['男の子', '少年']), modifiers: said(['女性の', '女性', '女の'], ['男性の', '男性', '男の']), pronouns: said(['彼女'], []) },
};

/**
 * The gender a person word says: itself, by its ending or by the words before it (nearest first). `by` is what else
 * may say it beside the word and a modifier: of one grown-up also the ending and the article; of many the ending
 * (Portuguese "a alunos" is "to pupils"); of a child, "person" or a word with a gender of its own ("ein Mädchen"), neither.
 */
export function spokenGender(language: string, word: string, before: readonly string[], by: 'all' | 'ending' | 'none'): Gender | undefined {
  const grammar = GENDER_GRAMMAR[language];
  if (!grammar) return undefined;
  const ending = by !== 'none' ? grammar.endings?.find(([re]) => re.test(word))?.[1] : undefined;
  return grammar.words[word] ?? grammar.groups?.[word] ?? ending ?? before.map((w) => grammar.modifiers[w] ?? (by === 'all' ? grammar.articles?.[w] : undefined)).find(Boolean);
}

/** Whether a person word is a girl's or a boy's: a young one is a child, not a young woman or man. */
export const isGirlOrBoy = (language: string, word: string): boolean => GENDER_GRAMMAR[language]?.words[word] !== undefined;

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
