/**
 * A subject as the hook introduces it ("Meet …", "Découvrez …"), said once (issue 23): a name-led
 * business takes no article ("the Paws & Claws mobile dog grooming" → "Paws & Claws mobile dog
 * grooming"), and an apposition that only repeats the subject's own trade words ("…, your dog
 * grooming salon") is left out. Pure string work; never throws.
 */

/**
 * "The" before a capitalised name, in English, where what follows the name is no single thing the
 * article belongs to: a service ("mobile dog grooming"), a plural ("gutter repairs") or more of the
 * name ("Harbour Lettings"). "The Breeze cordless vacuum" keeps it.
 */
const ARTICLE_BEFORE_NAME = /^the\s+(?=[\p{Lu}\p{N}])/u;
/** The words before where it is (" in Austin") or its apposition (", your …"). */
const HEAD = /^[^,]*?(?=\s+(?:in|at|on|near|from)\s+\p{Lu}|,|$)/u;
/** A head word no article goes with: a service, a plural, or a capitalised word of the name. */
const NO_ARTICLE = /(?:\p{L}ing|[^s]s|\p{Lu}\p{L}*|care|co\.?)$/u;

/** Words an apposition has besides its trade's ("your", "a", "tu", "votre", "in", "en"). */
const SMALL = /^(?:the|a|an|your|our|in|at|of|for|and|&|el|la|los|las|un|una|tu|tus|de|del|en|le|les|une|votre|vos|du|des|à|au|der|die|das|ein|eine|ihr|ihre|dein|deine|im|il|lo|uno|il tuo|la tua|o|os|as|um|uma|seu|sua|do|da|no|na|het|een|je|jouw|uw|van)$/iu;
/** Words that say what kind of place a trade is, not which trade: repeating the trade, they add nothing. */
const PLACE = /^(?:salon|shop|store|studio|service|services|company|business|team|experts?|specialists?|centre|center|place|local|friendly|mobile|tienda|salón|servicio|boutique|magasin|laden|geschäft|negozio|loja|winkel|zaak)$/iu;

const contentWords = (text: string) => text.toLowerCase().split(/[\s,]+/u).filter((w) => w && !SMALL.test(w));

/**
 * `subject` with an apposition after its first comma left out when every word of it but the kind of
 * place ("salon", "shop") is one the subject's name already says ("Paws & Claws mobile dog grooming
 * in Austin, your dog grooming salon" → "Paws & Claws mobile dog grooming in Austin").
 */
function withoutRepeatedTrade(subject: string): string {
  const comma = subject.indexOf(', ');
  if (comma < 0) return subject;
  const said = new Set(contentWords(subject.slice(0, comma)));
  const trade = contentWords(subject.slice(comma + 2)).filter((w) => !PLACE.test(w));
  return trade.length > 0 && trade.every((w) => said.has(w)) ? subject.slice(0, comma) : subject;
}

/** `subject` as the hook introduces it in `language`: its trade said once, and in English no article before a business's name. */
export function introducedOnce(subject: string, language: string): string {
  const once = withoutRepeatedTrade(subject);
  if (!/^en\b/iu.test(language) || !ARTICLE_BEFORE_NAME.test(once)) return once;
  const head = HEAD.exec(once.replace(ARTICLE_BEFORE_NAME, ''))?.[0] ?? '';
  return NO_ARTICLE.test(head.trim()) ? once.replace(ARTICLE_BEFORE_NAME, '') : once;
}
