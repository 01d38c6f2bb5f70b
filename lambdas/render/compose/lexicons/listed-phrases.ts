/**
 * A lexicon's table looked up by phrase in place. Most keys are already their phrase (lower case, plain
 * letters, spaces), so the table itself answers for them; only the others (capitals, accents, hyphens,
 * apostrophes) are listed under their phrase. Building a roles object for every key of every table, on
 * a render's first prompt, cost about 100 ms of CPU for English alone; this reads each key once, with
 * a regular expression, and builds a prompt's roles as its words are looked up.
 */

/** Anything `phraseOf` may change: capitals, hyphens, apostrophes and every letter outside ASCII. */
const MAY_CHANGE = /[A-Z'\-\u0080-\uffff]/;

export class ListedTable {
  /** Keys that are not their own phrase, with the phrase they are matched as. */
  private readonly renamed = new Map<string, string>();
  /**
   * The key a phrase reads, where some renamed key is that phrase: the last such key in the table's
   * order, as the last of several keys for one phrase was the one a listing kept.
   */
  private readonly keyOf = new Map<string, string>();
  /** The most words (spaced scripts) or characters in one of its phrases. */
  readonly longest: number;

  constructor(
    private readonly table: Readonly<Record<string, unknown>>,
    private readonly keys: readonly string[],
    phraseOf: (key: string) => string,
    size: (phrase: string) => number,
  ) {
    let longest = 1;
    for (const key of keys) {
      const phrase = MAY_CHANGE.test(key) ? phraseOf(key) : key;
      if (phrase !== key) {
        this.renamed.set(key, phrase);
        this.keyOf.set(phrase, key);
      } else if (this.keyOf.has(key)) this.keyOf.set(key, key);
      longest = Math.max(longest, size(phrase));
    }
    this.longest = longest;
  }

  /** The table's key that `phrase` reads, if any. */
  key(phrase: string): string | undefined {
    const renamed = this.keyOf.get(phrase);
    if (renamed !== undefined) return renamed;
    return Object.hasOwn(this.table, phrase) && !this.renamed.has(phrase) ? phrase : undefined;
  }

  /** Every phrase of the table, in its keys' order. */
  *phrases(): Generator<string> {
    for (const key of this.keys) yield this.renamed.get(key) ?? key;
  }
}
