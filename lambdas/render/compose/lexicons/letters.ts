/**
 * The accented letters a language writes, read off its lexicon's own words: a prompt's word spelled with
 * one it never writes is not its word ("à Lyon" is French, never Spanish; "ação" never Italian). Telling
 * the languages apart by articles alone, "Un salon de coiffure à Lyon" tied French with Spanish and was read
 * as Spanish, its "salon" a living room.
 */
import type { Lexicon } from './lexicon';

const ACCENTED = /[^\p{ASCII}]/gu;
const written = new Map<Lexicon, ReadonlySet<string>>();

function lettersOf(lexicon: Lexicon, keys: () => Iterable<string>): ReadonlySet<string> {
  let letters = written.get(lexicon);
  if (!letters) {
    const found = new Set<string>();
    for (const key of keys()) for (const [letter] of key.normalize('NFC').toLowerCase().matchAll(ACCENTED)) found.add(letter);
    letters = found;
    written.set(lexicon, letters);
  }
  return letters;
}

/** How many of `words` (lower case, as written) hold a letter other than a-z that `lexicon`'s words never hold. */
export function foreignWords(words: readonly string[], lexicon: Lexicon, keys: () => Iterable<string>): number {
  const accented = words.filter((word) => /[^\p{ASCII}]/u.test(word));
  if (accented.length === 0) return 0;
  const letters = lettersOf(lexicon, keys);
  return accented.filter((word) => [...word.matchAll(ACCENTED)].some(([letter]) => /\p{L}/u.test(letter) && !letters.has(letter))).length;
}
