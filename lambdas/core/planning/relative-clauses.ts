/**
 * A relative clause after a comma ("Den Kaffee, den Sie lieben, rösten wir selbst.", "Brezeln,
 * welche wir jeden Morgen backen.", "un croissant, que nous préparons …") ties what comes before it
 * to what follows: the sentence is one thought, never a list of its commas' parts. English is read
 * by feature-lists.ts ("which", "that"). Pure string work.
 */
const RELATIVE: Readonly<Record<string, RegExp>> = {
  de: /,\s+(?:der|die|das|den|dem|deren|dessen|denen|welche[rnms]?|wo|was)\s/iu,
  fr: /,\s+(?:qui|que|qu['’]|dont|où|lequel|laquelle|lesquels|lesquelles)/iu,
  es: /,\s+(?:que|quien|quienes|donde|cuyo|cuya|cuyos|cuyas|el cual|la cual)\s/iu,
  it: /,\s+(?:che|cui|dove|il quale|la quale|i quali|le quali)\s/iu,
  pt: /,\s+(?:que|quem|onde|cujo|cuja|cujos|cujas|o qual|a qual)\s/iu,
  nl: /,\s+(?:die|dat|waar|wie|wat|waarin|waarmee)\s/iu,
};

export function hasRelativeClause(sentence: string, language: string): boolean {
  return RELATIVE[language.toLowerCase().split(/[-_]/u)[0]!]?.test(sentence) ?? false;
}
