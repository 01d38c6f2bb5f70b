import { DIRECTION_NOUNS } from './product-qualities';

/**
 * What the brief says the product has where it names it ("an ad for BrightSmile kids' toothbrush
 * with a two-minute timer that lights up", "… featuring a fold-flat frame", "… that keeps drinks cold
 * for 24 hours", "un cochecito con capota extensible"): a feature, said as a point of its own (issue
 * 23) where no other line of the brief says it. English says it about the product ("Its two-minute
 * timer lights up.", "It has a fold-flat frame.", "It keeps drinks cold for 24 hours."); other
 * languages as the brief words it ("Con capota extensible."), which asks no gender of the product.
 * Pure string work; never throws.
 */

/** The word a feature opens on after the product, per language: "with", "featuring", and English "that"/"which". */
const WITH: Readonly<Record<string, RegExp>> = {
  en: /^\s+(with|featuring|that|which)\s+(.+)$/iu,
  es: /^\s+(con)\s+(.+)$/iu,
  fr: /^\s+(avec)\s+(.+)$/iu,
  de: /^\s+(mit)\s+(.+)$/iu,
  it: /^\s+(con)\s+(.+)$/iu,
  pt: /^\s+(com)\s+(.+)$/iu,
  nl: /^\s+(met)\s+(.+)$/iu,
};

/** What a video is made with, not a product: its music, voice, look, captions, a code or a call. */
const NOT_A_FEATURE = /(?<![\p{L}])(?:voice-?over|captions?|logo|call to action|cta|footage|scenes?|shots?|b-roll|jingle|end card|code|discount|offer|%)(?![\p{L}])|[$€£¥]/iu;

/** "with friends", "with Dad", "mit der Familie": who the product is used with, no feature of it. */
const PEOPLE = /^(?:(?:your|his|her|their|the|la|le|les|su|sus|son|sa|ses|seine[mnr]?|ihre[mnr]?|der|die|il|i|o|a|os|as|de|zijn|haar|hun)\s+)?(?:friends?|family|famil(?:ia|le|ie)|dad|mum|mom|kids|children|amigos|amis|freunden|amici|amigos|vrienden|familie|kinder|enfants|niños|bambini|crianças|kinderen)$/iu;

/** "a two-minute timer that lights up" → the thing and what it does ("two-minute timer", "lights up"). */
const THING_THAT = /^(?:an?|the)\s+(.+?)\s+(?:that|which)\s+(.+)$/iu;

/** The product's features the brief gives right after naming `product`, said in `language`: none where another line says them. */
export function productFeatures(brief: string, product: string, language: string, said: readonly string[] = []): string[] {
  const lang = language.slice(0, 2).toLowerCase();
  const opener = WITH[lang];
  if (!opener || product.trim() === '') return [];
  const at = brief.toLowerCase().indexOf(product.toLowerCase());
  if (at < 0) return [];
  // The feature runs to the end of its clause: a comma, a dash or the sentence's end.
  // A German relative clause after its comma is the feature's still ("mit einem Timer, der leuchtet").
  const tail = brief.slice(at + product.length).split(/[.!?;:—–]|,(?!\s(?:der|die|das|welche[rsn]?)\s)|\s-\s|\n/u)[0]!;
  const m = opener.exec(tail);
  const words = m?.[2]?.trim();
  // "with upbeat music" is about the video; "that changes colour" and "a lamp that changes colour" about the product: only a noun is read so.
  const noun = /^(?:that|which)$/iu.test(m?.[1] ?? '') ? '' : (words?.split(/\s(?:that|which|que|qui|der|die|das|che|dat)\s/iu)[0] ?? '');
  if (!m || !words || PEOPLE.test(words) || DIRECTION_NOUNS.test(noun) || NOT_A_FEATURE.test(words)) return [];
  if (said.some((line) => line.toLowerCase().includes(words.toLowerCase()))) return [];
  if (lang !== 'en') return [`${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()} ${words}.`];
  const plural = /[^s']s$/u.test(product.trim()) && !/^\p{Lu}/u.test(product.trim().split(/\s+/u).pop()!);
  const [it, its, has] = plural ? ['They', 'Their', 'have'] : ['It', 'Its', 'has'];
  const connector = m[1]!.toLowerCase();
  if (connector === 'that' || connector === 'which') return [`${it} ${words}.`];
  const thing = THING_THAT.exec(words);
  return [thing ? `${its} ${thing[1]} ${thing[2]}.` : `${it} ${has} ${words}.`];
}
