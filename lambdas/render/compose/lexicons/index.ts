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

export interface WordIndex {
  lexicon: Lexicon;
  phrases: Map<string, Roles>;
  /** The longest phrase: in words (spaced scripts) or characters (Japanese). */
  longest: number;
}

const indexes = new Map<Lexicon, WordIndex>();

export function wordIndex(lexicon: Lexicon): WordIndex {
  let index = indexes.get(lexicon);
  if (index) return index;
  const phrases = new Map<string, Roles>();
  let longest = 1;
  const add = <K extends keyof Roles>(table: Record<string, Roles[K]>, role: K) => {
    for (const [key, value] of Object.entries(table)) {
      const phrase = normalise(key, lexicon.language).replace(/[-'’]/g, ' ');
      phrases.set(phrase, { ...phrases.get(phrase), [role]: value });
      longest = Math.max(longest, lexicon.spaced ? phrase.split(' ').length : phrase.length);
    }
  };
  add(lexicon.nouns, 'noun');
  add(lexicon.relations, 'relation');
  add(lexicon.settings, 'setting');
  add(lexicon.times, 'time');
  add(lexicon.lights, 'light');
  add(lexicon.screens, 'screen');
  add(lexicon.shots, 'shot');
  add(lexicon.poses, 'pose');
  add(lexicon.numbers, 'number');
  add(Object.fromEntries(lexicon.young.map((word) => [word, true])), 'young');
  add(lexicon.verbNouns ?? {}, 'verb');
  add(Object.fromEntries((lexicon.receiving ?? []).map((word) => [word, true])), 'receiving');
  index = { lexicon, phrases, longest };
  indexes.set(lexicon, index);
  return index;
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
    const { phrases } = wordIndex(lexicon);
    const functionWords = new Set(lexicon.function);
    let score = 0;
    for (const word of words) {
      if (functionWords.has(word)) score += 2;
      else if (lexicon.forms(word).some((form) => phrases.has(form))) score += 1;
    }
    if (score > bestScore) [best, bestScore] = [lexicon, score];
  }
  return best;
}

export { EN };
