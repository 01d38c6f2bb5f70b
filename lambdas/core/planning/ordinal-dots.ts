/**
 * German writes an ordinal with a dot ("am 8. November", "im 2. Stock", "zum 10. Geburtstag"): the
 * dot is the number's, never a sentence's end (brief-text.ts splitSentences). Pure pattern text.
 */

const MONTHS = 'Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
/** Month abbreviations, whose own dot is no full stop before the day or year ("Nov. 2026", "Sept. 5"). */
const MONTH_ABBREVIATIONS = 'Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Oct|Nov|Dez|Dec';
/** Nouns an ordinal counts: floors, anniversaries, rounds, classes, centuries. */
const COUNTED = 'Stock|Stockwerk|Etage|Obergeschoss|OG|Geburtstag|Jubiläum|Jahrestag|Advent|Woche|Runde|Klasse|Jahrhundert|Auflage|Ausgabe|Platz|Mal|Liga|Saison|Staffel|Jahrgang|Tag|Monat';
/** Words that make the number after them an ordinal (a day, a floor): "am 8.", "im 2.", "zum 10."; not "bis" ("7 bis 18."). */
const BEFORE_ORDINAL = ['am', 'im', 'zum', 'zur', 'vom', 'ins', 'den', 'dem', 'der', 'des']
  // Capitalised too, opening a sentence ("Am 3.10. geschlossen").
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|');

/** A month or counted noun after an ordinal, as lookahead text: "8. November", "2. Stock". */
export const ORDINAL_NOUN = `(?:${MONTHS}|${COUNTED})(?![\\p{L}])`;

/**
 * A dot, lookbehind text for the position after it, that ends an ordinal: a day or count (1–3
 * digits, a day's month after it: "8.11.") before a month or a counted noun, or after a word that
 * makes it one ("am 3. großen Markttag"); else a month's abbreviation before a number.
 */
export const ORDINAL_DOT =
  `(?:(?<![\\p{L}\\p{N}.])\\d{1,3}\\.(?:\\d{1,2}\\.)?(?=\\s+${ORDINAL_NOUN})` +
  `|(?<![\\p{L}])(?:${BEFORE_ORDINAL})\\s+\\d{1,3}\\.(?:\\d{1,2}\\.)?` +
  `|(?<![\\p{L}])(?:${MONTH_ABBREVIATIONS})\\.(?=\\s+\\d))`;
