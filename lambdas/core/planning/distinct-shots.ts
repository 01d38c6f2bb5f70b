/**
 * No two shots of a plan show the same thing (issue 23): a kettle on a kitchen counter and then a
 * close-up of it on a wooden worktop is one picture twice, as are two shots of someone meditating.
 * A shot's signature is who or what it shows with what they do, or, for a thing at rest, the kind
 * of surface it rests on; close-ups and light are framing, not a new subject. English pictures (the
 * compositions are English); a picture in another language (`lang`) is known by the people it shows,
 * whatever they do (picture-people.ts). Pure string work.
 */
import { peopleInPicture } from './picture-people';

/** Words before a noun that say nothing of what it is. */
const DETERMINER = /^(?:a|an|the|some|two|three|four|his|her|their|its|our|your|one|young|old|smiling|happy)$/;

/** Words that end a noun phrase: what follows says where or with what. */
const PREPOSITION = /^(?:on|in|at|with|beside|from|into|of|by|under|along|through|against|near|behind|inside|outside|above|around|over|to|for|and|who|while|side)$/;

/** "-ing" words that name things, not what someone does. */
const ING_NOUN = /^(?:morning|evening|building|ceiling|painting|wedding|clothing|ring|string|thing|king|wing|icing|pudding|bedding|parking|meeting|seedling|earring|swing|spring)$/;

/** What a thing at rest stands on, by kind: a counter and a worktop are one surface to the eye. */
const SURFACES: readonly [string, RegExp][] = [
  ['top', /(?<![\p{L}])(?:counters?|worktops?|countertops?|tables?|desks?|boards?|trays?|benchtops?)(?![\p{L}])/u],
  ['shelf', /(?<![\p{L}])shel(?:f|ves)(?![\p{L}])/u],
  ['floor', /(?<![\p{L}])(?:floors?|rugs?|mats?|carpets?)(?![\p{L}])/u],
  ['wall', /(?<![\p{L}])walls?(?![\p{L}])/u],
  ['seat', /(?<![\p{L}])(?:sofas?|couch|beds?|benches|bench|chairs?)(?![\p{L}])/u],
];

const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);

/** "Close-up of a kettle on a wooden worktop, soft light" → "kettle on top"; "A man meditating …" → "man meditating". */
export function shotSignature(picture: string): string {
  const words = picture.toLowerCase().replace(/^close-up of\s+/, '').split(/[\s,.]+/u).filter(Boolean);
  let at = 0;
  while (at < words.length - 1 && DETERMINER.test(words[at]!)) at++;
  const noun: string[] = [];
  for (; at < words.length && !PREPOSITION.test(words[at]!) && !(/\p{L}ing$/u.test(words[at]!) && !ING_NOUN.test(words[at]!)); at++) noun.push(words[at]!);
  const head = singular(noun.at(-1) ?? '');
  const doing = words[at] !== undefined && /ing$/.test(words[at]!) ? words[at] : undefined;
  if (doing) return `${head} ${doing}`;
  const rest = words.slice(at).join(' ');
  return `${head} on ${SURFACES.find(([, re]) => re.test(rest))?.[0] ?? ''}`;
}

/**
 * `count` shots from `candidates` in order, those whose signature no earlier shot (the brief's own,
 * `taken`, then the ones chosen) has first; the rest only when the distinct ones run out. The people
 * of a picture in another language are not shown doing anything else.
 */
export function distinctShots<T extends { picture: string }>(candidates: readonly T[], taken: readonly { picture: string }[], count: number, lang = 'en'): T[] {
  const people = lang === 'en' ? [] : taken.map((s) => peopleInPicture(s.picture)).filter((who) => who !== undefined);
  const seen = new Set(lang === 'en' ? taken.map((s) => shotSignature(s.picture)) : people.map((who) => `${who} *`));
  const fresh: T[] = [];
  const again: T[] = [];
  for (const shot of candidates) {
    const signature = shotSignature(shot.picture);
    const someone = `${signature.split(' ')[0]} *`;
    (seen.has(signature) || (seen.has(someone) && !signature.includes(' on ')) ? again : fresh).push(shot);
    seen.add(signature);
  }
  return [...fresh, ...again].slice(0, Math.max(0, count));
}
