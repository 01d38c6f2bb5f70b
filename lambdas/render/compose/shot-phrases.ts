/**
 * A shot's words are a shot in whichever language a prompt is read in: "Primo piano del caffè" is a close-up of the coffee
 * even when its few words read as Spanish (where "piano" is the instrument). Every spaced lexicon's shot phrases of two or
 * more words, or one long word ("Nahaufnahme"), are taken out of the prompt before it is read, so none of their words is
 * read as a thing; short single words ("macro") stay with their own language.
 */
import { LEXICONS } from './lexicons';
import { normalise } from './lexicons/lexicon';
import type { Shot } from './scene-graph';

/** Shorter single words are too often something else in another language (Italian "totale" is a total). */
const LONG_WORD = 8;

/** A phrase matched on the prompt's bare letters (below): its spaces as spaces or hyphens. */
const pattern = (phrase: string) => phrase.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\-]+');

/**
 * Each phrase's pattern, its shot and its first word: a pattern is run only on a prompt with that word in it, so a render's
 * first prompts do not compile (and, run again, recompile) the patterns of some fifty phrases they do not hold (about 20 ms each prompt).
 */
const SHOTS: readonly [RegExp, Shot, string][] = LEXICONS.filter((l) => l.spaced)
  .flatMap((l) => Object.entries(l.shots).map(([key, shot]) => [normalise(key, l.language).replace(/[-'’]/g, ' '), shot] as const))
  .filter(([phrase]) => phrase.includes(' ') || phrase.length >= LONG_WORD)
  .sort(([a], [b]) => b.length - a.length)
  .map(([phrase, shot]) => [new RegExp(`(?<![\\p{L}\\p{N}])${pattern(phrase)}(?![\\p{L}\\p{N}])`, 'u'), shot, phrase.split(' ')[0]!]);

const MARK = /\p{M}/u;

/**
 * The decomposed prompt's letters in lower case without their accents, as the phrases are listed, and where each is in
 * the prompt (one more: its end). Matching these needs no case-insensitive, accent-skipping patterns, whose compiling was
 * most of a render's first prompt read (about 100 ms).
 */
function bareLetters(text: string): { bare: string; at: number[] } {
  let bare = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text) {
    if (!MARK.test(ch)) {
      const lower = ch.toLowerCase();
      bare += lower;
      for (let k = 0; k < lower.length; k++) at.push(i);
    }
    i += ch.length;
  }
  at.push(text.length);
  return { bare, at };
}

/** The shot a prompt asks for in any language, and the prompt without its words. */
export function shotIn(prompt: string): { shot?: Shot; text: string } {
  const text = prompt.normalize('NFD');
  const { bare, at } = bareLetters(text);
  for (const [re, shot, first] of SHOTS) {
    const m = bare.includes(first) ? re.exec(bare) : null;
    // The phrase's last letter's accents go with it: the cut ends where the next bare letter starts.
    if (m) return { shot, text: `${text.slice(0, at[m.index])} ${text.slice(at[m.index + m[0].length])}`.normalize('NFC') };
  }
  return { text: prompt };
}
