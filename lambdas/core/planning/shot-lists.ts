/**
 * A brief's list of shots, one picture per item (issue 23): "a physio treating a runner's knee, a
 * patient stretching with a resistance band, and the clinic's bright treatment rooms"; "la
 * fleuriste qui compose un bouquet, la boutique pleine de fleurs et une livraison à vélo";
 * "職人が麺を湯切りする様子、湯気の立つとんこつラーメン、カウンター席で食べるお客様". A list is items
 * between commas with its language's "and" before the last, or between semicolons, after any
 * heading ("our team at work: …"); Japanese ones are parted by "、", and "や" or "と" between nouns;
 * Arabic ones by "،", each after the first a noun with its article ("، والتمر على الطاولة").
 * A comma that opens a clause ("…, smiling at the camera", "…, die Milch eingießt") or sits
 * between adjectives ("a bright, airy gym") is no item's. Pure string work; never throws.
 */

export type ListLanguage = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl' | 'ja' | 'ar';

const AND: Readonly<Record<Exclude<ListLanguage, 'ja' | 'ar'>, string>> = { en: 'and', fr: 'et', es: 'y|e', de: 'und', it: 'e|ed', pt: 'e', nl: 'en' };

/** "-ing" words that name things, not actions: an item may open with one ("wedding cakes on a stand"). */
const ING_NOUNS = 'wedding|morning|evening|building|clothing|spring|string|thing|king|ring|wing|ceiling|painting|bedding|pudding|icing|dumpling|parking|meeting|sibling|seedling|earring|swing';

/** English words that continue the item before the comma: a clause, a manner, a place, a time. */
const CONTINUES_EN = new RegExp(
  `^(?:and|or|but|then|so|while|as|when|where|who|whom|whose|which|that|with|without|in|on|at|into|onto|by|beside|near|under|over|through|from|to|for|of|after|before|during|around|along|across|behind|inside|outside|against|until|beneath|above|below|past|towards?|together|all|each|both|(?!(?:${ING_NOUNS})s?(?![\\p{L}]))\\p{L}+ing|\\p{L}+ly)(?![\\p{L}'’])`,
  'iu',
);

/** An English item after "and" without a comma opens with a determiner or with people doing something ("kids playing"). */
const OPENS_EN = /^(?:(?:a|an|the|our|your|their|his|her|some|two|three|four|five|several|many|\d+)\s|(?:\p{L}+s|children|people|men|women)\s+\p{L}+ing(?![\p{L}]))/iu;

/** How an item opens in French, Spanish, German, Italian, Portuguese and Dutch: a determiner, or people named bare before their own clause. */
const OPENS: Readonly<Record<Exclude<ListLanguage, 'en' | 'ja' | 'ar'>, RegExp>> = {
  fr: /^(?:(?:un|une|des|le|la|les|nos|notre|vos|votre|ses|son|sa|leurs?|deux|trois|quatre|cinq|quelques|plusieurs)\s|l['’]\s?\p{L})|^\p{L}+\s+qu(?:i\s|['’])/iu,
  es: /^(?:a\s+)?(?:un|una|unos|unas|el|la|los|las|al|nuestr[oa]s?|sus?|dos|tres|cuatro|varios|varias|algunos|algunas)\s|^\p{L}+\s+que\s/iu,
  // German nouns are capitalised: an item opens with a noun, or a determiner and perhaps an adjective before it.
  de: /^(?:(?:ein|eine|einen|einem|einer|zwei|drei|vier|einige|mehrere|viele|unser|unsere|unseren|unserem|der|die|das|den|dem)\s+(?:\p{Ll}+e[nmrs]?\s+)?)?\p{Lu}/u,
  it: /^(?:(?:un|uno|una|il|lo|la|i|gli|le|dei|delle|degli|due|tre|quattro|alcuni|alcune|nostr[oaei]|i nostri|le nostre)\s|(?:un|l)['’]\s?\p{L})|^\p{L}+\s+che\s/iu,
  pt: /^(?:um|uma|uns|umas|o|a|os|as|dois|duas|três|quatro|vários|várias|alguns|algumas|nossos?|nossas?|os nossos|as nossas)\s|^\p{L}+\s+que\s/iu,
  nl: /^(?:een|de|het|twee|drie|vier|enkele|veel|onze|ons)\s|^\p{L}+\s+die\s/iu,
};

/**
 * A German relative clause ("die Milch in eine Tasse gießt") ends on its verb, lower case: the person's before it, not an item;
 * so does one closed by "und" with no comma ("die Milch eingießt und Gäste auf der Terrasse").
 */
const GERMAN_CLAUSE = /\s\p{Ll}+(?:\s+und\s.*)?$/u;

function opensItem(segment: string, lang: Exclude<ListLanguage, 'ja' | 'ar'>): boolean {
  if (lang === 'en') return !CONTINUES_EN.test(segment);
  return OPENS[lang].test(segment) && !(lang === 'de' && GERMAN_CLAUSE.test(segment));
}

/**
 * The shots a list names, each as the brief words it, or undefined when the text is no list of
 * two or more (a caller then reads it as one picture, or as actions joined by "and").
 */
export function listedShots(text: string, lang: ListLanguage): string[] | undefined {
  const items = lang === 'ja' ? japaneseItems(text) : lang === 'ar' ? arabicItems(text.trim()) : latinItems(text.trim(), lang);
  return items && items.length >= 2 ? items : undefined;
}

function latinItems(text: string, lang: Exclude<ListLanguage, 'ja' | 'ar'>): string[] | undefined {
  const and = new RegExp(`^(?:${AND[lang]})\\s+`, 'iu');
  // "our team at work: a chef plating, …": what follows a heading is the list.
  const heading = /^[^,:;]{1,60}:\s+(?=\S)/u.exec(text);
  if (heading) return latinItems(text.slice(heading[0].length), lang);
  // "a chef plating; a waiter pouring wine; guests laughing": semicolons part items, "and" or not.
  const parts = text.split(/\s*;\s+/u).map((p) => p.replace(and, ''));
  if (parts.length > 1) return parts;
  // A comma before a space: "2,500" is a figure.
  const items: string[] = [];
  for (const segment of text.split(/,\s+/)) {
    const last = items.at(-1);
    // "a bright, airy gym": an article and one word before a comma is an adjective's.
    const adjective = lang === 'en' && last !== undefined && /^(?:a|an|the)\s+\S+$/i.test(last) && !OPENS_EN.test(segment);
    const opens = opensItem(segment.replace(and, ''), lang);
    if (last !== undefined && (adjective || !opens)) items[items.length - 1] = `${last}, ${segment}`;
    else items.push(segment);
  }
  if (items.length < 2) return pairOfShots(text, lang);
  const final = items.at(-1)!;
  if (and.test(final)) return [...items.slice(0, -1), final.replace(and, '')];
  // "…, a coach spotting a bench press and a spin class": the last "and" before an item of its own.
  const split = [...final.matchAll(new RegExp(`\\s(?:${AND[lang]})\\s+`, 'giu'))].reverse().find((m) => {
    const rest = final.slice(m.index + m[0].length);
    return lang === 'en' ? OPENS_EN.test(rest) : opensItem(rest, lang);
  });
  return split ? [...items.slice(0, -1), final.slice(0, split.index), final.slice(split.index + split[0].length)] : undefined;
}

/** The articles, counts and possessives a noun phrase opens with, the space after them included. */
const ARTICLE: Readonly<Record<Exclude<ListLanguage, 'ja' | 'ar'>, string>> = {
  en: '(?:a|an|the|our|your|their|his|her|some|two|three|four|five|several|many)\\s+',
  fr: "(?:(?:un|une|des|le|la|les|nos|notre|vos|votre|ses|son|sa|leurs?|deux|trois|quelques|plusieurs)\\s+|l['’]\\s?)",
  es: '(?:a\\s+)?(?:un|una|unos|unas|el|la|los|las|al|nuestr[oa]s?|sus?|dos|tres|varios|varias|algunos|algunas)\\s+',
  de: '(?:ein|eine|einen|einem|einer|zwei|drei|einige|mehrere|unser|unsere|unseren|unserem|der|die|das|den|dem)\\s+',
  it: "(?:(?:un|uno|una|il|lo|la|i|gli|le|dei|delle|degli|due|tre|alcuni|alcune|nostr[oaei])\\s+|(?:un|l)['’]\\s?)",
  pt: '(?:um|uma|uns|umas|o|a|os|as|dois|duas|três|vários|várias|alguns|algumas|nossos?|nossas?)\\s+',
  nl: '(?:een|de|het|twee|drie|enkele|onze|ons)\\s+',
};

/**
 * A shot opens with a determiner and has two words or more after it ("la recepción moderna", "a
 * spin class in full swing"); one noun after a determiner ("a dumbbell") may be the object of the
 * shot before it, and a bare noun ("chocolate caliente", "chips") joins a noun phrase.
 */
const isShot = (text: string, lang: Exclude<ListLanguage, 'ja' | 'ar'>) => new RegExp(`^${ARTICLE[lang]}\\S+\\s+\\S`, 'iu').test(text);

/** Words a noun phrase hangs from that make it no verb's object: "de un niño", "on the bench". */
const PREPOSITION: Readonly<Record<Exclude<ListLanguage, 'ja' | 'ar'>, string>> = {
  en: 'of|in|on|at|by|into|onto|from|with|under|over|near|beside|behind|inside|outside|to|for',
  fr: 'de|du|des|à|au|aux|en|dans|sur|sous|avec|pour|par|chez|près',
  es: 'de|del|en|con|sobre|bajo|para|por|desde|hacia|junto|al',
  de: 'von|vom|in|im|an|am|auf|mit|unter|über|bei|beim|aus|zu|zum|zur|für|neben|vor|hinter',
  it: 'di|del|della|dei|delle|in|nel|nella|su|sul|sulla|con|per|da|dal|dalla|a|al|alla|sotto|sopra',
  pt: 'de|do|da|dos|das|em|no|na|nos|nas|com|sobre|sob|para|por|pelo|pela|a|ao|à',
  nl: 'van|in|op|aan|met|bij|onder|boven|voor|naar|uit',
};

/**
 * "a barista serving a galão and a croissant", "spotting a man and a woman": an article and one noun
 * straight after a verb (no preposition before the article), then "and" and another article: more
 * of what the verb acts on, no second shot ("spotting a bench press and a spin class" may be two).
 */
function objectsOfOneVerb(before: string, after: string, lang: Exclude<ListLanguage, 'ja' | 'ar'>): boolean {
  const verb = new RegExp(`(?<![\\p{L}])(?!(?:${PREPOSITION[lang]})\\s)(\\p{L}+)\\s+${ARTICLE[lang]}[\\p{L}'’-]+$`, 'iu').exec(before.trim())?.[1];
  // A verb is written in lower case: "beim Formen der Brezeln" is a noun and its genitive.
  return verb !== undefined && /^\p{Ll}/u.test(verb) && new RegExp(`^${ARTICLE[lang]}`, 'iu').test(after);
}

/** "with": what follows it may be joined by "and" inside its phrase ("a gym with friends lifting weights and a spin class"). */
const WITH: Readonly<Record<Exclude<ListLanguage, 'ja' | 'ar'>, RegExp>> = {
  en: /(?<![\p{L}])with(?![\p{L}])/iu,
  fr: /(?<![\p{L}])avec(?![\p{L}])/iu,
  es: /(?<![\p{L}])con(?![\p{L}])/iu,
  de: /(?<![\p{L}])mit(?![\p{L}])/iu,
  it: /(?<![\p{L}])con(?![\p{L}])/iu,
  pt: /(?<![\p{L}])com(?![\p{L}])/iu,
  nl: /(?<![\p{L}])met(?![\p{L}])/iu,
};

/**
 * "la dentista revisando los dientes de un niño y la recepción moderna": two shots joined by "and"
 * without a comma, when each side is a shot of its own (isShot); never inside one noun phrase ("pan y
 * chocolate caliente", "fish and chips", "a bench press and a dumbbell", "a gym with friends and a
 * spin class"), nor between two things one verb acts on (objectsOfOneVerb).
 */
function pairOfShots(text: string, lang: Exclude<ListLanguage, 'ja' | 'ar'>): string[] | undefined {
  const and = [...text.matchAll(new RegExp(`\\s(?:${AND[lang]})\\s+`, 'giu'))].reverse().find((m) => {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    return isShot(after, lang) && isShot(before, lang) && !WITH[lang].test(before) && !objectsOfOneVerb(before, after, lang);
  });
  return and ? [text.slice(0, and.index), text.slice(and.index + and[0].length)] : undefined;
}

/** A Japanese part that ends on a particle or a verb's connective form runs on into the next: "職人が、麺を…". */
const RUNS_ON = /(?:が|は|を|に|で|と|も|へ|の|や|から|まで|より|て|ながら|し)$/u;
/** "ラーメンや餃子", "ラーメンと餃子": "や" between nouns, and "と" before a noun alone, join two things. */
const NOUN_AND = /(?<=[\p{Script=Han}\p{Script=Katakana}ー])(?:や(?=[\p{Script=Han}\p{Script=Katakana}])|と(?=[\p{Script=Han}\p{Script=Katakana}ー]+$))/u;

/** "…描く様子と、窓際で…", "…作っているところと、…": "と" after a noun (or ところ, "the moment") before the comma closes an item of the list ("and"). */
const AND_BEFORE_COMMA = /(?<=[\p{Script=Han}\p{Script=Katakana}ー]|ところ)と$/u;

/** "握り寿司を作る様子とカウンター席で食べるお客様": "と" after a shot's own noun (様子, ところ, 姿: "the sight of") joins two shots. */
const SCENE_AND = /(?<=(?:様子|ところ|姿))と(?=\S)/u;

function japaneseItems(text: string): string[] {
  const parts: string[] = [];
  for (const part of text.trim().split(/\s*[、，,]\s*/u).filter(Boolean)) {
    const last = parts.at(-1);
    if (last !== undefined && AND_BEFORE_COMMA.test(last)) {
      parts[parts.length - 1] = last.replace(AND_BEFORE_COMMA, '');
      parts.push(part);
    } else if (last !== undefined && RUNS_ON.test(last)) parts[parts.length - 1] = `${last}、${part}`;
    else parts.push(part);
  }
  return parts.flatMap((p) => p.split(NOUN_AND)).flatMap((p) => p.split(SCENE_AND)).filter(Boolean);
}

/**
 * "النادل وهو يحضر القهوة العربية، والتمر على الطاولة، والزبائن يضحكون": after the first, each item
 * opens with "و" and a noun with its article; "، وهو يحضر…" ("while he…") continues the item before it.
 */
function arabicItems(text: string): string[] | undefined {
  const parts = text.split(/\s*[،,]\s*/u).filter(Boolean);
  if (parts.length < 2 || !parts.slice(1).every((p) => /^و?ال\p{L}/u.test(p))) return undefined;
  return parts.map((p, i) => (i === 0 ? p : p.replace(/^و(?=ال)/u, '')));
}

/** What a plan with room for `shown` of the brief's shots says of the rest. */
export function unshownShotsNote(pictures: readonly string[], shown: number): string | undefined {
  const left = pictures.slice(Math.max(0, shown));
  if (left.length === 0) return undefined;
  return `The brief lists ${pictures.length} shots and the video has pictures for ${shown}, people doing something first; not shown: ${left.map((p) => `"${p}"`).join(', ')}.`;
}
