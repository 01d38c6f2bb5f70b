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

/** A phrase's letters, each with any accent (the prompt is matched decomposed); its spaces as spaces or hyphens. */
const pattern = (phrase: string) => [...phrase].map((ch) => (ch === ' ' ? '[\\s\\-]+' : `${ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\p{M}*`)).join('');

const SHOTS: readonly [RegExp, Shot][] = LEXICONS.filter((l) => l.spaced)
  .flatMap((l) => Object.entries(l.shots).map(([key, shot]) => [normalise(key, l.language).replace(/[-'’]/g, ' '), shot] as const))
  .filter(([phrase]) => phrase.includes(' ') || phrase.length >= LONG_WORD)
  .sort(([a], [b]) => b.length - a.length)
  .map(([phrase, shot]) => [new RegExp(`(?<![\\p{L}\\p{N}])${pattern(phrase)}(?![\\p{L}\\p{N}])`, 'iu'), shot]);

/** The shot a prompt asks for in any language, and the prompt without its words. */
export function shotIn(prompt: string): { shot?: Shot; text: string } {
  const text = prompt.normalize('NFD');
  for (const [re, shot] of SHOTS) {
    const m = re.exec(text);
    if (m) return { shot, text: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.normalize('NFC') };
  }
  return { text: prompt };
}
