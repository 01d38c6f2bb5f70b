import { actionParts, findAction } from './brief-actions';

/**
 * Who a brief's picture shows, as the brand names its own ("our florist" of "A florist wrapping a
 * bouquet", "unser Bäcker" of "Ein Bäcker, der Brezeln aus dem Ofen holt", "notre fleuriste" of "Une
 * fleuriste qui emballe…"): what a brief that only asks to show them is about, where it names
 * nothing else (issue 23), never the direction's words ("Show a florist …"). Pure string work; never throws.
 */

/** Where the person ends and their action starts: a relative clause, a gerund, Portugal's "a" + infinitive. */
const ACTION_START =
  /,\s*(?:der|die|das|welche[rs]?)\s|\s+(?:qui|que|che|die|dat)\s|\s+\p{L}+(?:ando|iendo|yendo|endo|indo|ant)(?![\p{L}])|\s+a\s+\p{L}+[aei]r(?![\p{L}])/u;

/** Each language's articles before one person, and the brand's own word for them: [article, ours]. */
const OURS: Readonly<Record<string, readonly (readonly [RegExp, string])[]>> = {
  en: [[/^(?:a|an|the)\s+/iu, 'our ']],
  de: [[/^(?:eine|die)\s+/iu, 'unsere '], [/^(?:ein|der)\s+/iu, 'unser ']],
  fr: [[/^(?:un|une|le|la)\s+|^l['’]/iu, 'notre ']],
  es: [[/^(?:una|la)\s+/iu, 'nuestra '], [/^(?:un|el)\s+/iu, 'nuestro ']],
  it: [[/^(?:una|la)\s+/iu, 'la nostra '], [/^(?:un|uno|il|lo)\s+|^l['’]/iu, 'il nostro ']],
  pt: [[/^(?:uma|a)\s+/iu, 'a nossa '], [/^(?:um|o)\s+/iu, 'o nosso ']],
  nl: [[/^(?:een|de|het)\s+/iu, 'onze ']],
};

/** The one person a picture shows doing something, as the brand's own; undefined for more people or none. */
export function personShown(picture: string, lang: string): string | undefined {
  const text = picture.trim();
  const at = lang === 'en' ? undefined : ACTION_START.exec(text)?.index;
  const who = lang === 'en' ? actionParts(findAction(text) ?? '')?.who : at !== undefined && at > 0 ? text.slice(0, at) : undefined;
  const [article, ours] = OURS[lang]?.find(([a]) => a.test(who ?? '')) ?? [];
  return who && article && ours && who.split(/\s+/).length <= 3 ? who.replace(article, ours) : undefined;
}

/** "for", in the languages whose names stand out by their capitals (German capitalises every noun). */
const FOR = 'for|pour|para|per|voor';
/** A name: capitalised words, with the small words names hold ("Bloom & Bean", "Café do Largo"). */
const NAME = "\\p{Lu}[\\p{L}\\p{N}'’.-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}'’.-]*|de|da|do|di|del|du|la|le|van|&|and|of))*";
const TOWN = "(?:,?\\s+(?:in|à|a|en|em|no|na|ad)\\s+\\p{Lu}[\\p{L}'’-]+)?";
const NAMED_FOR = new RegExp(`^(.+?\\p{L})\\s+(?:${FOR})\\s+(?:(?:the|le|la|les|l['’]|el|il|lo|o|a|de|het)\\s+)?(${NAME}${TOWN})[.!]?$`, 'u');

/**
 * "Show a florist wrapping a bouquet for Bloom & Bean in Manchester.": the name the shot is for,
 * with its town, is the advert's subject, and the shot is the picture without it (a name in a
 * prompt is drawn as a sign). Undefined where the shot names no one it is for.
 */
export function namedInShot(sentence: string, lang: string): { shot: string; subject: string } | undefined {
  if (lang === 'de') return undefined;
  const m = NAMED_FOR.exec(sentence.trim());
  return m ? { shot: `${m[1]}.`, subject: m[2]! } : undefined;
}
