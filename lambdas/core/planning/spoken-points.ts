import { capitalise } from './brief-text';
import { lowerFirst, sentence, withoutStop } from './plan-context';
import { BENEFIT_VERBS } from './feature-lists';
import { priceLine } from './price-lines';
import { spokenPointIn } from './spoken-points-languages';

/**
 * A thin brief's points as a copywriter says them (issue 23): a terse line ("Free for students.",
 * "Fits in a drawer.", "Split bills with flatmates in one tap.") read aloud alone leaves its scene
 * mostly silent, so it is said as a sentence about the product, in the brief's own words: its
 * subject ("Tally is free for students.", "It fits in a drawer."), or the product it is done with
 * ("With Tally, split bills with flatmates in one tap."). Only grammar is added, never a claim,
 * figure or adjective. A line this cannot read is left as written; other languages' rules are in
 * spoken-points-languages.ts.
 */

/**
 * A person or thing a line already speaks of or for, anywhere in it ("Now I wake up rested."), or a
 * line opening on the viewer ("Your dog, always found."): it is not the product's line. The viewer's
 * things past its first word ("Live location on your phone.") are the product's still.
 */
const HAS_SUBJECT = /^(?:you|you're|your)\b|\b(?:it|it's|its|we|we're|our|us|they|them|their|this|these|that|i|i'm|my|me|she|her|he|his|there)\b/i;
/** Words a noun phrase does not open with: prepositions, adverbs, participles ("Made from…", "After three days…", "Over 1 million…"). */
const NOT_A_NOUN = /^(?:with|without|made|after|before|now|then|over|under|even|from|by|in|on|at|for|to|up|no|not|just|only|all|more|less|most|when|if|so|and|or|but|also|plus|still|once|every|each|the|a|an|as|than|because|since|until|while|here|there|today|always|never)\b/i;
/** A finite verb anywhere: the line is a sentence already. */
const FINITE = /\b(?:is|are|was|were|has|have|had|can|will|won't|does|do|don't)\b/i;
/** Adjectives a product is: said with its name ("Tally is free for students."). */
const ADJECTIVE = /^(?:free|waterproof|water-resistant|available|easy|ready|safe|quiet|silent|light|lightweight|portable|rechargeable|washable|foldable|reusable|compact|wireless|cordless|affordable|private|secure|simple|vegan|organic|natural|handmade|recyclable|biodegradable|hypoallergenic|unscented)$/i;
/** A compound that says what a product is free of or proof against ("fragrance-free", "dishwasher-safe", "water resistant"). */
const QUALITY = /^(?:\p{L}+-(?:free|safe|proof|resistant|friendly|tested|approved)|water resistant|cruelty free|fragrance free)$/iu;
/** A result the product gives, said as what it is for ("For brighter skin in 14 days."). */
const COMPARATIVE = /^(?:brighter|better|faster|cleaner|clearer|smoother|softer|stronger|healthier|longer|quieter|cooler|warmer|fresher|easier|happier|calmer|deeper|fuller|thicker|shinier|younger|whiter|firmer|cheaper|safer|quicker|glowing|radiant)\s/i;
/** A word after a line's first that only follows a verb ("Wear your seatbelt", "Sound the horn"): a verb this cannot say in the third person. */
const AFTER_A_VERB = /^\S+\s+(?:your|the|every|each|this|these|those|our|their|it|them|itself)\b/i;
/** Something given free: "free" before a noun, not before what it is free for or of ("Free for students"). */
const FREE_THING = /^free\s+(?!for|of|from|to|with|in|on|at|and|or)\p{L}/iu;
/** A line's second word a figure ("Filters 99% of dust", "Lasts up to 12 hours"). */
const FIGURE_NEXT = /^\S+\s+(?:up to\s+|over\s+)?\d/i;
/** A figure, its unit and one thing: "40 km range" is a single thing, said with its article. */
const MEASURED_THING = /^\d[\d.,]*\s?(?:km|mi|miles?|kg|g|mm|cm|m|mah|w|gb|tb|l|ml|hr?|hours?|min|days?)\s+\p{L}+[^s\s]$/iu;

/** "Vegan and fragrance-free", "Waterproof, foldable": every word of the line is a quality the product has. */
function isQualities(text: string): boolean {
  return text.split(/\s*,\s*|\s+(?:and|or)\s+/).every((part) => ADJECTIVE.test(part) || QUALITY.test(part));
}
/** Past participles and figures of time or frequency ("Collected by 10", "Five minutes a day"): whose they are is not the brief's to say. */
const UNSAYABLE = /^\S+ed\b|^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|\w+teen|twenty|thirty|forty|fifty)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?)\b/i;

/** A figure and its unit of measure: "210 grams", "1.5 kg", "20 cm". */
const MEASURE = /^[\d.,]+\s*(?:g|grams?|kg|kilos?|lbs?|pounds|oz|ounces|ml|l|litres?|liters?|cm|mm|m|metres?|meters?|inch(?:es)?|in|ft|feet|w|watts?|mah|gb|tb|mb)\b/i;
/** A phrase that ends on a word no noun phrase ends on ("hot or iced", "fresh and local"): how it is, not what it has. */
const NOT_A_HEAD = /(?:\b(?:hot|cold|iced|warm|fresh|new|local|organic|vegan|fast|quick|slow|soft|strong|sweet|dry|wet|big|small)|\S+ed|\S{2,}ly)$/i;
/** A clause inside a line ("what's in stock", "how it works"): a noun phrase has none. */
const CLAUSE_WORD = /(?<![\p{L}])(?:what|how|where|who|which|why|whatever|wherever)(?![\p{L}])|\p{L}['’](?:s|re|ll|ve|d)(?![\p{L}])/iu;
/**
 * Verbs a line opens on besides BENEFIT_VERBS' ("Know what's in stock", "Reorder in one tap"): said
 * as done with the product, never as a thing it comes with ("With know…"). "re-" before one of
 * BENEFIT_VERBS is one too ("Restock", "Rebook").
 */
const MORE_VERBS = new Set('know discover enjoy explore forget avoid spend leave relax unwind create add tell follow catch fix focus'.split(' '));
const isVerb = (word: string) => MORE_VERBS.has(word) || BENEFIT_VERBS.has(word) || (/^re-?\p{L}{3,}$/u.test(word) && BENEFIT_VERBS.has(word.replace(/^re-?/u, '')));
/** A word capitalised after a line's first: a name or place ("Taco Loco food truck in Denver", "… in Oxford"), the business's own description, no feature of it. */
const NAMED = /\s\p{Lu}\p{Ll}/u;
/** The longest noun phrase said with "With": longer, a line is more than a feature. */
const NOUN_PHRASE_WORDS = 6;

function verbOf(word: string): 'imperative' | 'third' | undefined {
  const w = word.toLowerCase();
  if (isVerb(w)) return 'imperative';
  if (/s$/.test(w) && (BENEFIT_VERBS.has(w.slice(0, -1)) || (/(?:ch|sh|ss|x|o)es$/.test(w) && BENEFIT_VERBS.has(w.slice(0, -2))))) return 'third';
  return undefined;
}

/** One clause of a point, said as a sentence; undefined when it cannot be read. */
function clauseSaid(clause: string, name: string, plural: boolean): string | undefined {
  const text = clause.trim();
  const [first = ''] = text.split(/\s+/);
  const price = priceLine(text, 'en');
  if (price) return price;
  if (HAS_SUBJECT.test(text) || FINITE.test(text) || text.startsWith(name) || UNSAYABLE.test(text)) return undefined;
  // A word in -s before what only follows a verb is one in the third person ("Maps every room", "Empties itself").
  // So is one before a figure ("Filters 99% of dust", "Weighs 200 g").
  const verb = verbOf(first) ?? ((AFTER_A_VERB.test(text) || FIGURE_NEXT.test(text)) && /\p{L}[^su\s]s$|ies$/iu.test(first) ? 'third' : undefined);
  if (verb === 'imperative') return `With ${name}, ${lowerFirst(text)}`;
  if (verb === 'third') return `${plural ? 'They' : 'It'} ${plural ? first.toLowerCase().replace(/ies$/, 'y').replace(/(ch|sh|ss|x|o)es$/, '$1').replace(/s$/, '') : first.toLowerCase()}${text.slice(first.length)}`;
  // "Free cancellation", "Free survey": an offer, never what the product is ("DriveAway is free cancellation").
  if (FREE_THING.test(text)) return undefined;
  if (ADJECTIVE.test(first) || isQualities(text)) return `${capitalise(name)} ${plural ? 'are' : 'is'} ${lowerFirst(text)}`;
  if (COMPARATIVE.test(text)) return `For ${lowerFirst(text)}`;
  if (AFTER_A_VERB.test(text)) return undefined;
  // A figure of measure ("210 grams") is no feature to come with; nor is a line that opens as no noun phrase does.
  if (NOT_A_NOUN.test(text) || CLAUSE_WORD.test(text) || NAMED.test(text) || MEASURE.test(text) || text.split(/\s+/).length > NOUN_PHRASE_WORDS || NOT_A_HEAD.test(text)) return undefined;
  // A noun phrase: what the product has ("It has 40 grind settings."), a single thing with its article ("It has a 40-hour battery."),
  // never "With …" as a sentence of its own.
  const single = MEASURED_THING.test(text) || (/^[\p{N}\p{L}]+-[\p{L}]+\s+\p{L}+[^s\s]$/u.test(text) && /^(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred)/i.test(text));
  const article = single ? (/^(?:8|11|18|8\d|eight|eleven|eighteen)\b|^[aeiou]/i.test(text) ? 'an ' : 'a ') : '';
  return `${plural ? 'They have' : 'It has'} ${article}${lowerFirst(text)}`;
}

/**
 * `point` said as a sentence about the product called `name` ("Tally", "Brew Buddy"), clause by
 * clause ("Warm or cool light, dims with a tap." → "With warm or cool light. It dims with a tap."),
 * or undefined when any clause cannot be read or the line is a sentence already. A brief in
 * another language has its point said in it ("Luma es regulable con un toque.").
 */
export function spokenPoint(point: string, name: string, plural = false, language = 'en'): string | undefined {
  // A price alone is said as one ("Just £149.", "Nur 149 €."), never as a feature to come "with".
  const price = priceLine(point, language);
  if (price) return price;
  if (!/^en\b/i.test(language)) return spokenPointIn(point, name, plural, language);
  // Qualities listed with commas are one: "Vegan, fragrance-free" → "Tally is vegan and fragrance-free."
  const listed = withoutStop(point);
  if (/,/.test(listed) && isQualities(listed)) return sentence(`${capitalise(name)} ${plural ? 'are' : 'is'} ${lowerFirst(listed.replace(/,\s+(?=[^,]+$)/u, ' and '))}`);
  const clauses = withoutStop(point).split(/,\s+(?![^,]*\band\b[^,]*$)/);
  const said = clauses.map((c) => clauseSaid(c, name, plural));
  if (said.some((s) => s === undefined)) return undefined;
  return said.map((s) => sentence(s!)).join(' ');
}

/** Calls to action that name no product ("Download at tally.example", "Get it at …", "Book at …"). */
const UNNAMED_CALL = /^(download|get|book|order|try|buy|install|grab)(?:\s+it)?(?=\s+(?:at|from|on|free|now|today|via)\b)/i;

/** A close that is a price and where ("£49 at brewbuddy.example"). */
const PRICE_AT = /^[$€£¥]\s?\d[\d.,]*\s+(?:at|from|on)\s/;

/**
 * The close with the product's name ("Download Tally at tally.example.", "Brew Buddy is £49 at
 * brewbuddy.example."); undefined when the call names something already.
 */
export function namedCallToAction(text: string, name: string, plural = false): string | undefined {
  if (PRICE_AT.test(text)) return `${capitalise(name)} ${plural ? 'are' : 'is'} ${text}`;
  const m = UNNAMED_CALL.exec(text);
  return m ? `${m[1]} ${name}${text.slice(m[0].length)}` : undefined;
}
