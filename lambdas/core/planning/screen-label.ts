/**
 * A training step as the words on its app's button or heading: "Book the first appointment" →
 * "Book first appointment", "Vérifiez votre e-mail" → "Vérifiez e-mail". Articles and the
 * viewer's possessives are left out, as an interface's labels leave them; the words stay the
 * step's own, in its language. Pure string work.
 */

/** Articles and possessives a label leaves out, per primary language (prepositions stay: "tarjeta de pago"). */
const LEFT_OUT: Readonly<Record<string, RegExp>> = {
  en: /^(?:the|a|an|your|their|its)$/iu,
  es: /^(?:el|la|los|las|un|una|unos|unas|tu|tus|su|sus)$/iu,
  fr: /^(?:le|la|les|un|une|des|votre|vos|ton|ta|tes|son|sa|ses)$/iu,
  de: /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|ihr|ihre|ihren|ihrem|dein|deine|deinen)$/iu,
  it: /^(?:il|lo|la|i|gli|le|un|uno|una|tuo|tua|tuoi|tue|suo|sua)$/iu,
  pt: /^(?:o|a|os|as|um|uma|seu|sua|seus|suas|teu|tua)$/iu,
  nl: /^(?:de|het|een|uw|je|jouw)$/iu,
};

/** Elided articles joined to their word: "l’e-mail", "dell'account". */
const ELIDED = /^(?:l|d|un)['’](?=\p{L})/iu;

/** The longest label a screen shows (parse-prompt.ts reads quoted labels of up to 40 characters). */
export const SCREEN_LABEL_MAX = 40;

export function screenLabel(step: string, language: string): string {
  const leftOut = LEFT_OUT[language.slice(0, 2).toLowerCase()];
  const words = step
    .trim()
    .replace(/[.!。]+$/u, '')
    .split(/\s+/)
    .map((word, i) => (i > 0 ? word.replace(ELIDED, '') : word))
    // The last word stays: a German verb's particle ends the step ("Geben Sie den Code ein").
    .filter((word, i, all) => i === 0 || i === all.length - 1 || !leftOut?.test(word));
  const label = words.join(' ');
  return label.length <= SCREEN_LABEL_MAX ? label : `${label.slice(0, SCREEN_LABEL_MAX - 1).replace(/\s+\S*$/u, '')}…`;
}
