/**
 * The name an "advert for …" gives, apart from the town it is in (issue 23): "Café Luna en
 * Sevilla" is Café Luna, in Sevilla; "Haus am See in Potsdam" is Haus am See, whose own "am"
 * stays; "مقهى النخيل في دبي" is مقهى النخيل, in دبي; the video's length said before a Hindi
 * subject's format word is no part of it. Pure string work; never throws.
 */

/** A place's name: one to three capitalised words ("Leeds", "Saint-Étienne", "New York"). */
const CAPITALISED_PLACE = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,2}";

/** The word before a town, in each language the advert-for pattern is read in. */
const IN_WORDS: Readonly<Record<string, string>> = {
  en: 'in', es: 'en', fr: 'à|au|en', de: 'in', it: 'a|in', pt: 'em|no|na', nl: 'in',
};

/** A subject, then the town it is in as the brief says it ("en Sevilla"), at the phrase's end. */
const PLACE_AFTER: Readonly<Record<string, RegExp>> = {
  ...Object.fromEntries(Object.entries(IN_WORDS).map(([lang, words]) => [lang, new RegExp(`^(.+?)\\s+((?:${words})\\s+${CAPITALISED_PLACE})$`, 'u')])),
  // Arabic writes no capitals: "في" and one or two words end the phrase.
  ar: /^(.+?)\s+(في\s+\p{L}+(?:\s+\p{L}+)?)$/u,
};

/** "Café Luna en Sevilla" → { name: "Café Luna", place: "en Sevilla" }; the phrase whole when it names no town. */
export function nameAndPlace(subject: string | undefined, lang: string): { name?: string; place?: string } {
  const m = subject === undefined ? null : PLACE_AFTER[lang]?.exec(subject.trim());
  return m ? { name: m[1]!, place: m[2]! } : { name: subject };
}

/**
 * The video's length said between the format word and its subject where FORMAT_LENGTH in
 * brief-text.ts does not take it out: set off by commas ("Werbespot, 20 Sekunden, für Café
 * Morgenrot", "Advert, 30 seconds, for …") or before a Hindi subject's format word ("कैफ़े हरियाली
 * का 20 सेकंड का विज्ञापन"), so the advert-for pattern reads on.
 */
const LENGTH_TALK =
  /,\s*\d+[\s-]*(?:s|secs?|seconds?|sekunden|secondes|segundos|secondi|seconden|minutes?|minuten|minutos|minuti)\s*,?(?![\p{L}])|\s+\d+\s+(?:सेकंड|सेकेंड|मिनट)\s+(?:का|की)(?=\s)/giu;

export function withoutLengthTalk(text: string): string {
  return text.replace(LENGTH_TALK, '');
}
