/**
 * A name a brief sets after or before the common noun of its trade: "la crêperie Ty Breizh", "la floristería
 * Amapola", "il fioraio Rossi", "a padaria Central", "de bloemist Roos", "Amapola floristería". The noun is in
 * lower case where the language writes it so (a German noun's capital makes the whole a name already), so the
 * subject is no name by its capitals; its noun says what the business is, whatever goods its brief lists
 * (cider, bouquets, bread are what it sells). Pure string work; never throws.
 */

/** An article or determiner a brief sets before the noun ("la", "il", "a", "de", "the", "our"). */
const ARTICLE = /^(?:the|our|il|lo|la|l['’]|el|le|les|los|las|gli|i|o|a|os|as|um|uma|un|une|una|uno|het|de|een|onze|ons|der|die|das|den|dem|ein|eine|unser|unsere|notre|nuestra|nuestro|nostra|nostro|nossa|nosso)$/iu;

/** "l’atelier": an elided article joined to its noun. */
const ELIDED = /^[lL]['’](?=\p{L})/u;

/** Words that carry no capital in a name ("Trattoria da Gino", "Bakkerij van Dijk"): they neither start a name nor head one. */
const PARTICLE = /^(?:de|da|do|dos|das|di|del|della|von|van|der|den|du|des|of|y|e|et|und|and|am|im|zum|zur|beim|auf|aan|het|op|ten|ter|sur|al|alla|sul|sulla|&)$/u;

/** The common noun's words may hold a particle ("salon de thé", "scuola di danza") but no digits or marks of a sentence. */
const NOUN_WORD = /^\p{Ll}[\p{L}'’-]*$/u;

const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * The common noun a name is headed or tailed by ("crêperie" of "la crêperie Ty Breizh"), and the name; none
 * where the subject is no such pair ("la app Calma" is one, but whether "app" is a trade is the caller's).
 */
export function nounAndName(subject: string): { noun: string; name: string } | undefined {
  const parts = subject.trim().replace(ELIDED, '').split(/\s+/u);
  if (parts.length > 1 && ARTICLE.test(parts[0]!)) parts.shift();
  if (parts.length < 2) return undefined;
  const lower = (w: string) => NOUN_WORD.test(w);
  // Noun first (Romance, and Dutch "bakkerij Van Dijk"): its words run up to the name's first capital.
  const firstName = parts.findIndex(capitalised);
  if (firstName > 0 && parts.slice(0, firstName).every(lower) && !PARTICLE.test(parts[0]!)) {
    return nameAfter(parts.slice(0, firstName), parts.slice(firstName));
  }
  // Name first ("Amapola floristería", "Van Dijk bakkerij"): the noun's words end the subject.
  if (firstName === 0) {
    let at = parts.length;
    while (at > 0 && lower(parts[at - 1]!) && !PARTICLE.test(parts[at - 1]!)) at--;
    if (at < parts.length && at > 0) return nameAfter(parts.slice(at), parts.slice(0, at));
  }
  return undefined;
}

/** The pair, where the name's own words are a name: capitals but for its small words ("Trattoria da Gino"). */
function nameAfter(noun: string[], name: string[]) {
  // "l’osteria da Gino": the small word is the name's.
  while (noun.length > 1 && PARTICLE.test(noun[noun.length - 1]!)) name = [noun.pop()!, ...name];
  const ok = name.some(capitalised) && name.every((w) => capitalised(w) || PARTICLE.test(w) || /^\P{L}+$/u.test(w));
  return ok ? { noun: noun.join(' '), name: name.join(' ') } : undefined;
}

/** Words a trade shares with what it sells or does ("la pizza Regina", "le café Caravane", "le makeup Glow"): a product's name follows them as often. */
const GOODS = /^(?:caf[ée]|caffè|pizza|sushi|gelato|flowers|blumen|sweets|noodles|ramen|udon|soba|pho|make-?up|nails|manicures?|brows?|lash(?:es)?|kitchen|cocina|cucina|cozinha|cuisine|küche|keuken|wellness|yoga|pilates|spinning|barre|tutoring|grooming|dental|immobilier|immobiliare)$/iu;

/**
 * Whether the noun that heads a name is a trade, by `isTrade` (whole words): the trade's own words, or them
 * with one describing word before or after ("petite boulangerie", "floristería artesanal"); never a longer
 * phrase a trade only ends ("app de reservas del restaurante" is an app).
 */
export function nounIsTrade(noun: string, isTrade: (words: string) => boolean): boolean {
  if (GOODS.test(noun)) return false;
  const words = noun.split(' ');
  const spans = [words, words.slice(1), words.slice(0, -1)].filter((s, i) => s.length > 0 && (i === 0 || words.length >= 2));
  return spans.some((span) => isTrade(span.join(' ')));
}
