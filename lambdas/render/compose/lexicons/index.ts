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

/**
 * Built on the first prompt read in the lexicon's language, on a render's critical path: one roles object per listed
 * phrase, filled in place. The composed phrases (English: about 67,000 more) are matched as they are looked up.
 */
export function wordIndex(lexicon: Lexicon): WordIndex {
  let index = indexes.get(lexicon);
  if (index) return index;
  const listed = new Map<string, Roles>();
  let longest = 1;
  for (const [table, role] of tables(lexicon)) {
    for (const key of Object.keys(table)) {
      const phrase = phraseOf(key, lexicon.language);
      const roles = listed.get(phrase) as Record<string, unknown> | undefined;
      if (roles) roles[role] = table[key];
      else listed.set(phrase, { [role]: table[key] });
      longest = Math.max(longest, lexicon.spaced ? wordCount(phrase) : phrase.length);
    }
  }
  const composed = new ComposedMatcher(composedIn(lexicon.language), (key) => phraseOf(key, lexicon.language));
  // A listed phrase that is also composed keeps its listed roles and takes the composed ones it lacks.
  for (const [phrase, roles] of listed) {
    const extra = composed.match(phrase);
    if (extra) Object.assign(roles, { ...extra, ...roles });
  }
  // One roles object per composed phrase read, as per listed one; a miss is not kept (a long-lived process reads many).
  const read = new Map<string, Roles>();
  const get = (phrase: string): Roles | undefined => {
    const roles = listed.get(phrase) ?? read.get(phrase);
    if (roles) return roles;
    const match = composed.match(phrase);
    if (match) read.set(phrase, { ...match });
    return read.get(phrase);
  };
  let firstWords: Set<string> | undefined;
  const opens = (word: string): boolean => {
    if (!firstWords) {
      firstWords = composed.firstWords();
      for (const phrase of listed.keys()) if (phrase.includes(' ')) firstWords.add(phrase.slice(0, phrase.indexOf(' ')));
    }
    return firstWords.has(word);
  };
  index = { lexicon, phrases: { get, has: (phrase) => get(phrase) !== undefined }, longest: Math.max(longest, composed.longest(lexicon.spaced)), opens };
  indexes.set(lexicon, index);
  return index;
}

const singleWords = new Map<Lexicon, ReadonlySet<string>>();

/**
 * A spaced lexicon's phrases of one word: all that telling the languages apart looks up, so that reading a prompt
 * indexes only the lexicons it is read with, not every Latin-script one (listing a table's keys sorts them: about
 * 60 ms for the English tables' 160,000).
 */
function oneWordPhrases(lexicon: Lexicon): ReadonlySet<string> {
  let words = singleWords.get(lexicon);
  if (words) return words;
  // A key with a space never makes one word, and most keys have one: only the rest are normalised.
  const keys = tables(lexicon).flatMap(([table]) => Object.keys(table).filter((key) => !key.includes(' ')));
  words = new Set(keys.map((key) => phraseOf(key, lexicon.language)).filter((phrase) => !phrase.includes(' ')));
  singleWords.set(lexicon, words);
  return words;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const ARABIC = /\p{Script=Arabic}/u;

/** The lexicon a prompt is read with. */
export function lexiconFor(prompt: string): Lexicon {
  if (JAPANESE.test(prompt)) return JA;
  if (ARABIC.test(prompt)) return AR;
  let best = EN;
  let bestScore = 0;
  for (const lexicon of LATIN) {
    const words = normalise(prompt, lexicon.language).match(/[\p{L}\p{N}]+/gu) ?? [];
    // Every prompt falls back on the English nouns (loanwords), so English is looked up in its whole index, made once.
    const phrases = lexicon === EN ? wordIndex(EN).phrases : oneWordPhrases(lexicon);
    const functionWords = new Set(lexicon.function);
    let score = 0;
    for (const word of words) {
      if (functionWords.has(word)) score += 2;
      else if (lexicon.forms(word).some((form) => phrases.has(form))) score += 1;
    }
    score -= foreignWords(prompt.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], lexicon, () => tables(lexicon).flatMap(([table]) => Object.keys(table)));
    if (score > bestScore) [best, bestScore] = [lexicon, score];
  }
  return best;
}

export { EN };
