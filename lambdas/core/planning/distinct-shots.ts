/**
 * No two shots of a plan show the same thing (issue 23): a kettle on a kitchen counter and then a
 * close-up of it on a wooden worktop is one picture twice, as are two shots of someone meditating.
 * A shot's signature is who or what it shows with what they do, or, for a thing at rest, the kind
 * of surface it rests on; close-ups and light are framing, not a new subject. English pictures (the
 * compositions are English); a picture in another language (`lang`) is known by the people it shows,
 * whatever they do (picture-people.ts). Pure string work.
 */
import { peopleInPicture } from './picture-people';
import { lightWords, type PictureLanguage, type TimeWord } from './picture-words';

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

const TIME_WORDS: readonly TimeWord[] = ['sunrise', 'dawn', 'early morning', 'morning', 'midday', 'noon', 'afternoon', 'golden hour', 'sunset', 'dusk', 'evening', 'night', 'midnight'];

/** Every light a picture in `lang` may be given, longest first (an indoor light holds an outdoor one's words). */
function lightsOf(lang: PictureLanguage): string[] {
  const all = TIME_WORDS.flatMap((t) => [lightWords(t, lang, true), lightWords(t, lang, false)].map((l) => l.toLowerCase()));
  return [...new Set(all)].sort((a, b) => b.length - a.length);
}

/** "The inside of a gym, ready for the day, morning light" → "the inside of a gym, ready for the day": a picture less its light. */
export function unlitPicture(picture: string, lang: PictureLanguage = 'en'): string {
  const bare = lightsOf(lang).reduce((text, light) => text.split(light).join(''), picture.toLowerCase().replace(/\s+/gu, ' '));
  return bare.replace(/[\s,.、،]+$/u, '').replace(/[\s,、،]+(?=[\s,、،])/gu, '').trim();
}

/** Whether `picture` is one of `earlier` again in another light: the same place's inside at morning and at evening is one shot twice. */
export function repeatsShot(picture: string, earlier: readonly string[], lang: PictureLanguage = 'en'): boolean {
  const bare = unlitPicture(picture, lang);
  return earlier.some((other) => unlitPicture(other, lang) === bare);
}

/**
 * `shots` with each that repeats an earlier one in another light (repeatsShot) replaced by the first
 * of `spares` that repeats no shot of the plan: another kind of shot of the place, never the same
 * room twice; one with the same lines first (its people welcoming for its people at work), so that
 * what is said over it still fits. A shot that is `fixed` (the brief's own picture) stays; with no
 * spare left, a repeat stays too.
 */
export function withoutRepeats<T extends { picture: string; lines?: readonly string[] }>(shots: readonly T[], spares: readonly T[], fixed: readonly boolean[], lang: PictureLanguage = 'en'): T[] {
  const out = [...shots];
  const said = (shot: T) => (shot.lines ?? []).join('\n');
  out.forEach((shot, i) => {
    if (fixed[i] || !repeatsShot(shot.picture, out.slice(0, i).map((s) => s.picture), lang)) return;
    const fresh = spares.filter((s) => !repeatsShot(s.picture, out.map((o) => o.picture), lang));
    const spare = fresh.find((s) => said(s) === said(shot)) ?? fresh[0];
    if (spare) out[i] = spare;
  });
  return out;
}
