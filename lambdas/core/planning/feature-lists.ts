import { boundedMemo } from '../bounded-memo';
import { capitalise } from './brief-text';
import { sentence } from './plan-context';
import { isBarePrice, priceLine } from './price-lines';
import { retailPrice } from './retail-prices';
import { groupedItems } from './list-groups';

/**
 * A product or app brief's list of points in one sentence ("Set goals, get alerts, free for 30
 * days.", "Track runs, share routes.", "30-hour battery, folds flat, £149."): each item is its own
 * point, so that each is said over its own scene (issue 23), a price as one ("Just £149."). Pure string work.
 */

/** Verbs a product's benefit is told with, in the imperative ("Split bills…") and, with -s, the third person ("Fits in a drawer."). */
export const BENEFIT_VERBS: ReadonlySet<string> = new Set(
  ('split save track book get find share pay plan send learn order see make keep check manage cook listen watch sleep work travel shop ' +
    'grind brew charge control set stream switch start stop join swap earn turn fit boil dim fold last hold run sync clean come need ' +
    'play pair connect cancel block wash dry heat cool light clip store carry protect measure count remind record call text chat pick ' +
    'choose build try plug lock open close move wake feel stay go skip beat cut log scan compare practise practice study meditate stretch read write edit ' +
    // What software and online services are used for ('Take payments', 'Log every call', 'Ship orders', 'Cut no-shows').
    'take log ship close cut invoice bill accept automate schedule organise organize assign export import sell grow fill reach list print approve review post publish design launch reconcile submit upload collect chase win').split(' '),
);

/** Verbs that ask the viewer to buy, visit or sign up: a call to action, not a feature. */
const CALL_VERBS = /^(?:order|pre-?order|buy|shop|try|visit|download|book|sign|subscribe|call|reserve|install|register|join|claim|grab|come|contact|apply|donate|upgrade|switch|redeem|use|enter|text|email|message|ring|phone|follow|swipe|tap|click|discover)$/iu;

/** Words of a call to act now or on the product itself ("Get it now", "Get yours today", "Get started"). */
const CALL_WORDS = /(?<![\p{L}])(?:now|today|tonight|it|them|yours|one|us|here|online|started|free|off|code|app)(?![\p{L}])|\d|[$€£¥@/]|\.\p{L}/iu;

/** The most words a feature in a list has ("Set goals", "Get alerts on every purchase"). */
const FEATURE_WORDS = 5;

/** An English feature said as what the viewer does with the product ("Set goals", "get alerts", "track runs"), no call to buy. */
export function isFeatureClause(clause: string): boolean {
  const words = clause.trim().replace(/[.!]+$/u, '').split(/\s+/u);
  const verb = words[0]!.toLowerCase();
  return words.length >= 2 && words.length <= FEATURE_WORDS && BENEFIT_VERBS.has(verb) && !CALL_VERBS.test(verb) && !CALL_WORDS.test(clause);
}

/** What a description or a phrase about one thing opens on, in the languages the planner writes: no feature of a list. */
const DETERMINER = /^(?:the|a|an|your|our|el|la|los|las|un|una|unos|tu|tus|nuestr[oa]s?|le|les|une|votre|vos|notre|nos|der|die|das|ein|eine|ihr|ihre|unser|unsere|il|lo|gli|i|uno|o|os|as|um|uma|seu|sua|de|het|een|je|jouw|uw|onze)\s/iu;

/**
 * Where a feature's verb stands in each language, and the shape it has: the familiar imperative first ("Fija metas",
 * "Imposta obiettivi", "Defina metas"), the vous form ("Fixez des objectifs"), or a German infinitive last ("Ziele setzen").
 */
const FEATURE_VERB: Readonly<Record<string, RegExp>> = {
  es: /^\p{L}{3,}[aei](?:\s|$)/iu,
  it: /^\p{L}{3,}[aei](?:\s|$)/iu,
  pt: /^\p{L}{3,}[ae](?:\s|$)/iu,
  fr: /^\p{L}{3,}ez(?:\s|$)/iu,
  de: /^\p{Lu}.*\s\p{Ll}{3,}en$/u,
};

/** Outside English, a feature of two to four words with its verb where the language puts it, no figure, not opening on an article or a possessive. */
export function isShortFeature(clause: string, language: string): boolean {
  const words = clause.split(/\s+/u).length;
  const verb = FEATURE_VERB[language.slice(0, 2).toLowerCase()];
  return words >= 2 && words <= 4 && !/\d|@|\.\p{L}/u.test(clause) && !DETERMINER.test(clause) && !DESCRIBED_NOUN.test(clause) && verb !== undefined && verb.test(clause);
}

/** A noun and its adjective ("Carga rápida", "Consegna gratuita", "Entrega rápida"): a quality, whatever its first word's ending. */
const DESCRIBED_NOUN = /^\p{L}+\s+\p{L}*(?:id[oa]s?|ad[oa]s?|ables?|ibles?|abili|ibili|áveis|íveis|ntes?|nti|os[oa]s?|os[ie]|ic[oa]s?|ic[hi]e?|iv[oa]s?|al(?:es)?|ali|uit[oa]s?)$/iu;

/** A point of two words at least, or a price ("£149"), or an English feature: an item a list of them is made of. */
const isItem = (part: string, english: boolean) => part.split(/\s+/u).length >= 2 || isBarePrice(part) || (english && isFeatureClause(part));

/**
 * "60 minutes of runtime, weighs 1.5 kg and empties with one click." is three claims, "Set goals,
 * get alerts." two features: each its own line, so that scenes can share them out. A sentence with
 * fewer parts, or whose parts are single words ("light, springy and warm"), is one thought and stays whole.
 */
export const listItems = boundedMemo((point: string, language = 'en'): string[] => {
  // A sentence with its own subject or a clause ("It syncs…, so your team never copies and pastes") is one thought.
  // So is a price with where to buy it ("299 € en El Corte Inglés": no Dutch "and" in it; retail-prices.ts).
  if (/^(?:it|we|you|they|i|she|he|our|this|these|the)\s/i.test(point) || /\b(?:so|because|which|that|when|while|if|but)\b/i.test(point) || retailPrice(point, language)) return [point];
  const parts = point.replace(/[.!]$/, '').split(/,\s+(?:and\s+|und\s+|et\s+|y\s+|e\s+|en\s+)?|\s+(?:and|und|et|y|e|en)\s+(?=[^,]*$)/).map((p) => p.trim());
  const english = /^en\b/iu.test(language);
  // Two features are a list too ("Track runs, share routes", "Fija metas, recibe alertas", "Ziele setzen, Warnungen erhalten").
  const listed = parts.length >= 3 || (parts.length === 2 && parts.every((p) => (english ? isFeatureClause(p) : isShortFeature(p, language))) && !/\s(?:y|und|et|e|en)\s/iu.test(point));
  if (listed && parts.every((p) => isItem(p, english))) return parts.map((p) => priceLine(p, language) ?? sentence(capitalise(p)));
  // A price among single words ("Vegan, fragrance-free, €29") is said on its own after them ("Just €29.").
  const prices = parts.length >= 2 ? parts.filter(isBarePrice) : [];
  const rest = parts.filter((p) => !isBarePrice(p));
  if (prices.length > 0 && rest.length > 0) return [sentence(capitalise(rest.join(', '))), ...prices.map((p) => priceLine(p, language) ?? sentence(p))];
  // Short items run together, then longer ones: each group its own line (list-groups.ts).
  const grouped = groupedItems(point);
  if (grouped) return grouped.map((g) => sentence(capitalise(g)));
  return [priceLine(point, language) ?? point];
});
