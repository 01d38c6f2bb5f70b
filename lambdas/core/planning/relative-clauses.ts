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

/** A clause that opens on a relative pronoun, in any of the languages above ("den Sie lieben", "que nous préparons"). */
const OPENS_RELATIVE = new RegExp(String.raw`^(?:${Object.values(RELATIVE).map((re) => re.source.replace(/^,\\s\+/u, '')).join('|')})`, 'iu');

/**
 * Whether keeping only the first `kept` of a sentence's comma clauses would leave a relative clause
 * without the main clause it sits inside: "Den Kaffee, den Sie lieben, rösten wir selbst." said as
 * "Den Kaffee." or "Den Kaffee, den Sie lieben." says nothing. A trailing one may go ("… aus dem
 * Ofen, die wir mit Butter bestreichen." → "… aus dem Ofen.").
 */
export function cutsRelativeClause(clauses: readonly string[], kept: number): boolean {
  const relative = (i: number) => OPENS_RELATIVE.test(clauses[i]!.trim());
  const keepsOne = clauses.slice(1, kept).some((_, i) => relative(i + 1));
  return keepsOne || (kept < clauses.length - 1 && relative(kept));
}
