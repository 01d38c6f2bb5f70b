/**
 * A business named by its trade's workshop word, in German and Dutch: "Klempnerei", "Schreinerei",
 * "Dachdeckerei", "Malerbetrieb", "drukkerij", "loodgietersbedrijf", "timmerbedrijf". Its worker's word
 * ("Klempner", "loodgieter", "timmerman") is what the trades are known by. Pure string work.
 */

/** Workshop words whose worker is not the word less its ending ("Zimmerei" is a carpenter's, "Zimmer" a room). */
const IRREGULAR: Readonly<Record<string, string>> = { zimmerei: 'zimmermann', timmer: 'timmerman', timmerij: 'timmerman' };

/**
 * Words that end like a workshop but are none: a painting ("Schilderij", "Malerei" is kept: a painter's firm says it so);
 * a plant nursery ("Gärtnerei", "kwekerij") sells plants, a garden centre's trade (shop-trades.ts), not a gardener's call-out.
 */
const NOT_WORKSHOPS = /^(?:gärtnerei|gaertnerei|kwekerij|schilderij|schilderijen|bücherei|polizei|partei|kanzlei|datei|abtei|türkei|slowakei|mongolei)$/u;

/** German "-erei"/"-ei", Dutch "-erij", and a trade's firm ("-betrieb", "-bedrijf", "-firma", "-werkstatt"): the worker's word before the ending. */
const ENDINGS: readonly RegExp[] = [
  /^(\p{L}{3,}?)(?:meister)?(?:fachbetrieb|meisterbetrieb|betrieb|firma|werkstatt|notdienst)$/u,
  /^(\p{L}{3,}?)s?bedrijf$/u,
  /^(\p{L}{2,}er)ei$/u,
  /^(\p{L}{2,}er)ij$/u,
];

/** The worker a workshop word names ("Klempnerei" → "klempner"); undefined for any other word. */
export function workerOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (NOT_WORKSHOPS.test(lower)) return undefined;
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  for (const ending of ENDINGS) {
    const stem = ending.exec(lower)?.[1];
    if (stem) return IRREGULAR[stem] ?? stem;
  }
  return undefined;
}

/** The workers the workshop words of `text` name, as words a trade's pattern reads ("Klempnerei Huber" → "klempner"); empty for none. */
export function workersIn(text: string): string {
  return (text.match(/\p{L}+/gu) ?? []).flatMap((w) => workerOf(w) ?? []).join(' ');
}
