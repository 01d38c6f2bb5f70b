/**
 * A brief that opens by asking for the advert ("Promote our new autumn menu at …", "Advertise Brewly
 * cold brew", "Bewirb unsere neue Herbstkarte …", "Promociona nuestro nuevo menú …") frames its
 * subject with a verb addressed to whoever makes the video: the copy says the thing promoted,
 * never the verb ("Advertise Brewly cold brew coffee." said as the hook).
 */
/** Each language's framing verbs, and the words its briefs ask for an advert with ("An ad for …"). */
const FRAMING_VERBS: readonly [verbs: string, adFor: string][] = [
  ['promote|advertise|market|showcase|plug', 'An ad for'],
  ['promociona|promocione|promocionar|publicita|publicite|anuncia|anuncie|haz publicidad de|haz publicidad para', 'Anuncio para'],
  ['promouvoir|promouvez|promeus|faites la promotion (?:de|du|des|d[’\'])|faire la promotion (?:de|du|des|d[’\'])|mettez en avant|mettre en avant|annoncez', 'Publicité pour'],
  ['bewirb|bewerbe|bewerbt|bewerben sie|wirb für|werbt für|werben sie für|macht? werbung für|mache werbung für', 'Werbespot für'],
  ['pubblicizza|pubblicizzate|promuovi|promuovete|sponsorizza|fai pubblicità (?:a|al|alla|ai|alle|per)', 'Spot per'],
  ['divulgue|divulga|promova|promove|promovam|faça publicidade (?:a|ao|à|de|do|da)', 'Anúncio para'],
  ['promoot|promoten|adverteer|maak reclame voor|maak promotie voor|promoot', 'Advertentie voor'],
];

const framing = (verbs: string) => new RegExp(String.raw`^(?:please\s+)?(?:${verbs})\s+(?=\S)`, 'iu');
const FRAMING_VERB = framing(FRAMING_VERBS.map(([verbs]) => verbs).join('|'));
const AD_FOR = FRAMING_VERBS.map(([verbs, adFor]) => [framing(verbs), adFor] as const);

/** Contracted articles a framing verb's preposition leaves behind ("faites la promotion du …" → "le …"). */
const LEFT_ARTICLE: readonly [RegExp, string][] = [
  [/du\s*$/iu, 'le '],
  [/des\s*$/iu, 'les '],
  [/(?:al|ao)\s*$/iu, ''],
];

/** The promoted phrase's colon before a list ("…autumn menu at The Crooked Spoon: pumpkin soup, roast lamb"), in its first sentence. */
const PROMOTED_BEFORE_LIST = /^([^.!?:\n]+?)\s*:\s*(\p{L})(?=[^.!?\n]*,)/u;

/**
 * The brand's own promoted thing and the named place it is at, in the first sentence ("our new autumn menu at The Crooked
 * Spoon", "nuestro menú de otoño en Casa Lola", "unsere Herbstkarte im Gasthaus Linde"); never an occasion's venue ("the
 * home match against Eastfield, Saturday 3pm at Riverside Ground").
 */
const PROMOTED_AT_PLACE = /^((?:our|nuestr[oa]s?|notre|nos|unser[e]?|il nostro|la nostra|i nostri|le nostre|nostr[oaie]|o nosso|a nossa|os nossos|as nossas|noss[oa]s?|onze|ons)\s[^.!?:,\n]+?)\s+(?:at|en|au|à la|à l['’]|dans|im|in der|in|bei|beim|al|alla|nel|nella|presso|no|na|bij|op)\s+((?:the\s+|el\s+|la\s+|le\s+|das\s+|der\s+|il\s+|o\s+|a\s+|de\s+|het\s+)?\p{Lu}[^.!?:\n]*?)(?=[.!?]|$)/u;

/** English's article, which the occasion lines say mid-sentence as written; other languages' lines contract theirs from either case. */
const ARTICLE = /^(?:the|an?)\s/u;

/** The brief without its opening framing verb, what it promotes capitalised ("Our new autumn menu at …"); unchanged otherwise. */
export function withoutFramingVerb(brief: string): string {
  const lead = brief.match(/^\s*/u)![0];
  const verb = FRAMING_VERB.exec(brief.slice(lead.length));
  if (!verb) return brief;
  const adFor = `${AD_FOR.find(([re]) => re.test(brief.slice(lead.length)))![1]} `;
  const article = LEFT_ARTICLE.find(([re]) => re.test(verb[0].trim()))?.[1] ?? '';
  // "Promote our new autumn menu: pumpkin soup, …": the thing promoted is a point of its own, not a heading the list's items stand in for.
  // "…our new autumn menu at The Crooked Spoon": the place named is the advert's subject ("An ad for The Crooked Spoon."), the thing promoted at it its first point.
  const rest = `${article}${brief.slice(lead.length + verb[0].length)}`
    .replace(PROMOTED_BEFORE_LIST, (_, promoted: string, first: string) => `${promoted}. ${first.toUpperCase()}`)
    .replace(PROMOTED_AT_PLACE, (_, promoted: string, place: string) => `${adFor}${place}. ${promoted.charAt(0).toUpperCase()}${promoted.slice(1)}`);
  // "Promote the match…" is "the match…", as "Join the match…" says it.
  return ARTICLE.test(rest) ? `${lead}${rest}` : `${lead}${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}
