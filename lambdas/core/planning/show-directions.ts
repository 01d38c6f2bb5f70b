/**
 * A request to show said with whom it is shown to or a "please" ("Show us a baker …", "Montrez-nous
 * un boulanger …", "Muéstranos …", "Mostraci …", "Mostre-nos …", "Bitte zeige …"): the plain
 * direction ("Show a baker …"), which brief-text.ts and picture-words.ts read as a picture, never a
 * sentence to say nor the subject. "Show us your best selfie" asks the viewer: it is left as it is.
 * Pure string work; never throws.
 */

/** A "please" before the request, in the languages pictures are read in. */
const PLEASE = /^(?:please|bitte|s['’]il vous plaît|por favor|per favore|alsjeblieft|graag)[,\s]+(?=\p{L})/iu;

/** The request with its "us" (or "me"), before what it shows (an article or a count), and the plain request. */
const TO_US: readonly (readonly [RegExp, string])[] = [
  [/^show\s+(?:us|me)\s+(?=(?:a|an|the|some|two|three)\s)/iu, 'Show '],
  [/^montre[zr]?-(?:nous|moi)\s+/iu, 'Montrez '],
  [/^(?:muéstranos|muéstrame|muestranos|muestrame)\s+/iu, 'Muestra '],
  [/^(?:mostraci|mostrami|mostrateci)\s+/iu, 'Mostra '],
  [/^(?:mostre-nos|mostra-nos|mostre-me|mostra-me)\s+/iu, 'Mostre '],
];

/** What a request to show opens on once its "please" and "us" are gone. */
const REQUEST = /^(?:show|zeig|montre|filmez|muestr|muéstr|enseñ|mostr|fai vedere|inquadra|filma|filme|toon|laat)/iu;

export function plainDirection(sentence: string): string {
  const plain = TO_US.reduce((s, [re, by]) => s.replace(re, by), sentence.trim().replace(PLEASE, ''));
  return plain !== sentence.trim() && REQUEST.test(plain) ? `${plain.charAt(0).toUpperCase()}${plain.slice(1)}` : sentence;
}
