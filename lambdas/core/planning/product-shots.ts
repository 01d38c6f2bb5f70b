/**
 * A direction to show the product itself where the brief wants it ("Show it on a kitchen counter in
 * the morning.", "Montrez-le sur la table.", "Zeige ihn in einer modernen Küche.", "Muéstralo en
 * la playa.", "Mostralo su una scrivania.", "Mostre-o numa mesa.", "Toon het op een bureau."): a
 * picture of the product there, never a line said aloud (issue 23), the pronoun being the product.
 * Pure string work; never throws.
 */

/** "Show it", with the pronoun for the product, per language; what follows is where it is shown. */
const SHOW_IT: Readonly<Record<string, RegExp>> = {
  en: /^show\s+(?:it|them)\s+(.+)$/iu,
  fr: /^(?:montrez|montre|filmez)-(?:le|la|les)\s+(.+)$/iu,
  es: /^(?:muéstr|muestr|enséñ|enseñ)(?:alo|ala|alos|alas|elo|ela|elos|elas)\s+(.+)$/iu,
  de: /^(?:zeigen sie|zeige|zeig|zeigt)\s+(?:ihn|sie|es)\s+(.+)$/iu,
  it: /^(?:mostr|inquadr)(?:alo|ala|ali|ale|atelo|atela|ateli)\s+(.+)$/iu,
  pt: /^(?:mostre|mostra|filme)-(?:o|a|os|as)\s+(.+)$/iu,
  nl: /^toon\s+(?:het|hem|ze)\s+(.+)$/iu,
};

/** Where a thing is shown: a preposition of place or time first ("on a counter", "in einer Küche", "sur la table"). */
const WHERE = /^(?:on|in|at|by|beside|next to|near|against|under|inside|outside|during|sur|dans|à|au|aux|près|devant|en|sobre|junto|al|auf|im|am|an|neben|bei|unter|vor|su|sul|sulla|nel|nella|accanto|num|numa|no|na|em|ao|op|naast|bij|aan|voor)(?![\p{L}])/iu;

/** "at the till", "to staff": where the viewer shows something, asked to act (an offer's coupon), not a picture. */
const TO_STAFF = /^(?:at|to)\s+(?:the\s+|our\s+|any\s+)?(?:till|checkout|cashier|reception|door|staff|driver|entrance|bar)\b/iu;

/**
 * The picture a "show it <where>" direction asks for, with `product` (the brief's words for what it
 * sells: "a cordless electric kettle", "einen Kühlschrank") in place of the pronoun; undefined for any
 * other sentence, or one asking the viewer to show something.
 */
export function productShot(sentence: string, product: string | undefined, language: string): string | undefined {
  const lang = language.slice(0, 2).toLowerCase();
  const where = SHOW_IT[lang]?.exec(sentence.trim().replace(/[.!]+$/u, ''))?.[1];
  if (!where || !product || !WHERE.test(where) || TO_STAFF.test(where)) return undefined;
  // The product is the picture's subject: German names it in the nominative ("einen Kühlschrank" → "ein Kühlschrank").
  const subject = lang === 'de' ? product.replace(/^einen(?![\p{L}])/iu, 'ein') : product;
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${where}`;
}

/** Whether `sentence` is a "show it <where>" direction in `language`, whatever the product. */
export const showsTheProduct = (sentence: string, language: string): boolean => productShot(sentence, 'it', language) !== undefined;
