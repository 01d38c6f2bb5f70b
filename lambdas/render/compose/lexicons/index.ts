/**
 * The lexicons, indexed for lookup, and the choice of one for a prompt: by its script (Japanese,
 * Arabic), else by which Latin-script language's words it uses most (articles and prepositions
 * weigh most: they are what tells Spanish from French, Italian and Portuguese).
 */
import type { ConceptId } from '../concepts';
import type { Light, Pose, ScreenKind, SettingId, Shot, TimeOfDay } from '../scene-graph';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import { NL } from './nl';
import { PT } from './pt';
import { normalise, type Lexicon, type RelationWord } from './lexicon';
import { ComposedMatcher, type ComposedPhrases } from './composed-phrases';
import { FITNESS_CLASSES } from './fitness-words';
import { WEAR_WORDS } from './wear-words';
import { foreignWords } from './letters';
import { ListedTable } from './listed-phrases';

/** The Latin-script lexicons, told apart by their words; on a tie the earlier wins. */
const LATIN: readonly Lexicon[] = [EN, ES, FR, DE, IT, PT, NL];

export const LEXICONS: readonly Lexicon[] = [...LATIN, JA, AR];

/** What a word or phrase can be; a word may be several at once ("bar": a counter, in a café). */
export interface Roles {
  noun?: ConceptId;
  relation?: RelationWord;
  setting?: SettingId;
  time?: TimeOfDay;
  light?: Light;
  screen?: ScreenKind;
  shot?: Shot;
  pose?: Pose;
  number?: number;
  young?: boolean;
  /** A verb that is also a noun: which it is, its neighbours say (Lexicon `verbNouns`). */
  verb?: Pose | null;
  receiving?: boolean;
}

/** A lexicon's phrases as the prompt's words are matched: those its tables list, and those composed of parts. */
export interface Phrases {
  get(phrase: string): Roles | undefined;
  has(phrase: string): boolean;
}

export interface WordIndex {
  lexicon: Lexicon;
  phrases: Phrases;
  /** The longest phrase: in words (spaced scripts) or characters (Japanese). */
  longest: number;
  /** Whether a phrase of more than one word opens with this word. */
  opens(word: string): boolean;
}

const indexes = new Map<Lexicon, WordIndex>();
const listedTables = new Map<Lexicon, readonly [ListedTable, Record<string, unknown>, keyof Roles][]>();

/** A lexicon's key as the prompt's words are matched: normalised, its hyphens and apostrophes spaces. */
const phraseOf = (key: string, language: string) => normalise(key, language).replace(/[-'’]/g, ' ');

/** Words in a phrase: its spaces, counted without splitting (the largest lexicons hold about 90,000 phrases). */
function wordCount(phrase: string): number {
  let count = 1;
  for (let at = phrase.indexOf(' '); at >= 0; at = phrase.indexOf(' ', at + 1)) count++;
  return count;
}

/** Each of a lexicon's tables with the role its words have, in the order a later role is added to an earlier. */
function tables(lexicon: Lexicon): [Record<string, unknown>, keyof Roles][] {
  const flags = (words: readonly string[] = []) => Object.fromEntries(words.map((word) => [word, true]));
  return [
    [lexicon.nouns, 'noun'],
    [lexicon.relations, 'relation'],
    [lexicon.settings, 'setting'],
    [lexicon.times, 'time'],
    [lexicon.lights, 'light'],
    [lexicon.screens, 'screen'],
    [lexicon.shots, 'shot'],
    [lexicon.poses, 'pose'],
    [lexicon.numbers, 'number'],
    [flags(lexicon.young), 'young'],
    [lexicon.verbNouns ?? {}, 'verb'],
    [flags(lexicon.receiving), 'receiving'],
  ];
}

/** A language's composed phrases (composed-phrases.ts), matched as its lexicon's are: where two compose one phrase, the later. */
const composedIn = (language: string): readonly ComposedPhrases<Pick<Roles, 'pose' | 'noun'>>[] => [
  ...(language in WEAR_WORDS ? [WEAR_WORDS[language as keyof typeof WEAR_WORDS].worn] : []),
  ...(FITNESS_CLASSES[language] ?? []),
];

/** A lexicon's tables as its phrases are looked up (listed-phrases.ts), in the order a later role is added to an earlier. */
function listedTablesOf(lexicon: Lexicon): readonly [ListedTable, Record<string, unknown>, keyof Roles][] {
  let listed = listedTables.get(lexicon);
  if (!listed) {
    const size = (phrase: string) => (lexicon.spaced ? wordCount(phrase) : phrase.length);
    listed = tables(lexicon).map(([table, role]) => [new ListedTable(table, Object.keys(table), (key) => phraseOf(key, lexicon.language), size), table, role]);
    listedTables.set(lexicon, listed);
  }
  return listed;
}

/**
 * Built on the first prompt read in the lexicon's language, on a render's critical path: each table's keys read once
 * (listed-phrases.ts). A phrase's roles are gathered from the tables as it is first looked up, and kept; the composed
 * phrases (English: about 67,000 more) are matched as they are looked up.
 */
export function wordIndex(lexicon: Lexicon): WordIndex {
  let index = indexes.get(lexicon);
  if (index) return index;
  const listed = listedTablesOf(lexicon);
  const composed = new ComposedMatcher(composedIn(lexicon.language), (key) => phraseOf(key, lexicon.language));
  // One roles object per phrase read; a miss is not kept (a long-lived process reads many).
  const read = new Map<string, Roles>();
  const get = (phrase: string): Roles | undefined => {
    const known = read.get(phrase);
    if (known) return known;
    let roles: Record<string, unknown> | undefined;
    for (const [lookup, table, role] of listed) {
      const key = lookup.key(phrase);
      if (key !== undefined) (roles ??= {})[role] = table[key];
    }
    const extra = composed.match(phrase);
    // A listed phrase that is also composed keeps its listed roles and takes the composed ones it lacks.
    if (roles && extra) Object.assign(roles, { ...extra, ...roles });
    const found = (roles as Roles | undefined) ?? (extra && { ...extra });
    if (found) read.set(phrase, found);
    return found;
  };
  let firstWords: Set<string> | undefined;
  const opens = (word: string): boolean => {
    if (!firstWords) {
      firstWords = composed.firstWords();
      for (const [lookup] of listed) for (const phrase of lookup.phrases()) if (phrase.includes(' ')) firstWords.add(phrase.slice(0, phrase.indexOf(' ')));
    }
    return firstWords.has(word);
  };
  const longest = Math.max(...listed.map(([lookup]) => lookup.longest), composed.longest(lexicon.spaced));
  index = { lexicon, phrases: { get, has: (phrase) => get(phrase) !== undefined }, longest, opens };
  indexes.set(lexicon, index);
  return index;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const ARABIC = /\p{Script=Arabic}/u;

/** Whether a word's form is one of the lexicon's listed phrases of one word: all that telling the languages apart looks up. */
function listsOneWord(lexicon: Lexicon, form: string): boolean {
  return !form.includes(' ') && listedTablesOf(lexicon).some(([lookup]) => lookup.key(form) !== undefined);
}

/**
 * The lexicon a prompt is read with. A language is scored only while it could still win: one whose function words
 * and every other word known could not pass the best score so far is passed over, its tables never read (an English
 * prompt reads no other Latin-script lexicon's).
 */
export function lexiconFor(prompt: string): Lexicon {
  if (JAPANESE.test(prompt)) return JA;
  if (ARABIC.test(prompt)) return AR;
  let best = EN;
  let bestScore = 0;
  for (const lexicon of LATIN) {
    const words = normalise(prompt, lexicon.language).match(/[\p{L}\p{N}]+/gu) ?? [];
    const functionWords = new Set(lexicon.function);
    const others = words.filter((word) => !functionWords.has(word));
    let score = 2 * (words.length - others.length);
    if (score + others.length <= bestScore) continue;
    // Every prompt falls back on the English nouns (loanwords), so English is looked up in its whole index, made once.
    const known = lexicon === EN ? (form: string) => wordIndex(EN).phrases.has(form) : (form: string) => listsOneWord(lexicon, form);
    for (const word of others) if (lexicon.forms(word).some(known)) score += 1;
    score -= foreignWords(prompt.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], lexicon, () => tables(lexicon).flatMap(([table]) => Object.keys(table)));
    if (score > bestScore) [best, bestScore] = [lexicon, score];
  }
  return best;
}

export { EN };
