/**
 * A brief that opens by asking for the advert ("Promote our new autumn menu at …", "Advertise Brewly
 * cold brew", "Bewirb unsere neue Herbstkarte …", "Promociona nuestro nuevo menú …") frames its
 * subject with a verb addressed to whoever makes the video: the copy says the thing promoted,
 * never the verb ("Advertise Brewly cold brew coffee." said as the hook).
 */
const FRAMING_VERB = new RegExp(
  String.raw`^(?:please\s+)?(?:` +
    [
      'promote|advertise|market|showcase|plug',
      'promociona|promocione|promocionar|publicita|publicite|anuncia|anuncie|haz publicidad de|haz publicidad para',
      'promouvoir|promouvez|promeus|faites la promotion (?:de|du|des|d[’\'])|faire la promotion (?:de|du|des|d[’\'])|mettez en avant|mettre en avant|annoncez',
      'bewirb|bewerbe|bewerbt|bewerben sie|wirb für|werbt für|werben sie für|macht? werbung für|mache werbung für',
      'pubblicizza|pubblicizzate|promuovi|promuovete|sponsorizza|fai pubblicità (?:a|al|alla|ai|alle|per)',
      'divulgue|divulga|promova|promove|promovam|faça publicidade (?:a|ao|à|de|do|da)',
      'promoot|promoten|adverteer|maak reclame voor|maak promotie voor|promoot',
    ].join('|') +
    String.raw`)\s+(?=\S)`,
  'iu',
);

/** Contracted articles a framing verb's preposition leaves behind ("faites la promotion du …" → "le …"). */
const LEFT_ARTICLE: readonly [RegExp, string][] = [
  [/du\s*$/iu, 'le '],
  [/des\s*$/iu, 'les '],
  [/(?:al|ao)\s*$/iu, ''],
];

/** English's article, which the occasion lines say mid-sentence as written; other languages' lines contract theirs from either case. */
const ARTICLE = /^(?:the|an?)\s/u;

/** The brief without its opening framing verb, what it promotes capitalised ("Our new autumn menu at …"); unchanged otherwise. */
export function withoutFramingVerb(brief: string): string {
  const lead = brief.match(/^\s*/u)![0];
  const verb = FRAMING_VERB.exec(brief.slice(lead.length));
  if (!verb) return brief;
  const article = LEFT_ARTICLE.find(([re]) => re.test(verb[0].trim()))?.[1] ?? '';
  const rest = `${article}${brief.slice(lead.length + verb[0].length)}`;
  // "Promote the match…" is "the match…", as "Join the match…" says it.
  return ARTICLE.test(rest) ? `${lead}${rest}` : `${lead}${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}
