/**
 * A subject that is a common noun after its article and nothing else, as a brief in another language
 * names a business it gives no name: "una farmacia", "l’ottica", "eine Apotheke", "een bakkerij",
 * "uma padaria". Whether the noun is a trade is the caller's (compositions.ts). English is read by its
 * own rules: "a chocolate bar" is no bar. Pure string work; never throws.
 */

/** The articles and possessives of the other languages, spaced or elided ("l’", "un’"). */
const ARTICLE = /^(?:(?:il|lo|la|el|le|los|las|gli|i|o|a|os|as|um|uma|un|une|una|uno|het|de|een|der|die|das|den|dem|ein|eine|einen|einer|unser|unsere|unseren|notre|nuestra|nuestro|nostra|nostro|nossa|nosso|onze|ons)\s+|(?:[lL]|[uU]n)['’])(?=\p{L})/u;

/** At most this many words after the article: a noun and its describing words, never a sentence. */
const MOST_WORDS = 4;

/** The article, lower case, and the noun after it ("farmacia" of "una farmacia"); undefined where the subject is no such phrase. */
export function articledNoun(subject: string): { article: string; noun: string } | undefined {
  const text = subject.trim();
  const article = ARTICLE.exec(text);
  if (!article) return undefined;
  const noun = text.slice(article[0].length);
  const words = noun.split(/\s+/u);
  // A capital after the noun's first word starts a name ("la pizza Regina"): that is nounAndName's pair, no bare noun (a German noun keeps its own capital).
  const plain = words.every((w, i) => /^[\p{L}'’-]+$/u.test(w) && (i === 0 || !/^\p{Lu}/u.test(w)));
  return words.length <= MOST_WORDS && plain ? { article: article[0].trim().toLowerCase(), noun } : undefined;
}
