import { namesTrade } from './compositions';
import { opensName } from './name-trades';

/**
 * German writes every noun with a capital, so a run of capitals names nothing by itself. A business
 * is named by its trade and the name after it ("Bäckerei Sonnenkorn", "Café Morgenrot", "Friseursalon
 * Schnittig & Co"): the trade word, whole or as the end of a compound, then one to three capitalised
 * words before any lower-case word or stop.
 */
// Read at every capital (a lookahead), so "Der Friseursalon …" is tried at "Friseursalon" too.
const TRADE_AND_NAME = /(?<![\p{L}\p{N}])(?=(\p{Lu}[\p{L}-]+)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.-]*){0,2}))/gu;

/** The shortest ending of a compound that still reads as a word ("salon" of "Friseursalon"). */
const COMPOUND_END = 4;

export function germanName(text: string): string | undefined {
  for (const m of text.matchAll(TRADE_AND_NAME)) {
    const [, trade, name] = m;
    if (!isTrade(trade!) || isTrade(name!.split(/\s+/)[0]!)) continue;
    return `${trade} ${name!.replace(/[.’']+$/u, '')}`;
  }
  return undefined;
}

function isTrade(word: string): boolean {
  // "Werkstatt Maier": a workshop's word names no trade of its own, but opens a name as one does.
  if (opensName(word)) return true;
  const lower = word.toLowerCase();
  return Array.from({ length: Math.max(1, lower.length - COMPOUND_END + 1) }, (_, i) => lower.slice(i)).some((end) => namesTrade(end));
}
