/**
 * Reads a `t2v_fast` prompt into a scene graph (./scene-graph.ts). The grammar is small on purpose:
 *
 * - A prompt is a sequence of phrases found in its language's lexicon (./lexicons/): nouns
 *   (things), relation words, settings, times of day, app-screen words and numbers. The longest
 *   phrase wins ("coffee shop" is a place, "coffee" a drink); other words are gaps.
 * - Of two nouns with nothing between them, the last is the head and the first a modifier that
 *   is not drawn ("oat-milk latte" is a latte; "Kaffeetasse" a cup), unless the first is food laid out on
 *   the second ("the pastry display") or a person doing the action the second names ("a mechanic changing a
 *   tyre"). After "of" the noun is the head ("a cup of tea") unless one of the two is a person: "la patronne
 *   du café" is the owner in her café, "el sillón del dentista" the dentist's chair.
 * - An action's phrase names the things in it ("making a bouquet": the bouquet); said of someone's thing it
 *   is read without the owner ("cleaning a patient's teeth" is "cleaning teeth", the dental exam).
 * - A relation word links a figure to a ground. In most languages the figure comes before the
 *   word and the ground after it ("a bicycle leaning on a harbour wall"); in Japanese the ground
 *   comes first (港の壁に立てかけた自転車). The figure takes along the nouns joined to it by "and".
 *   A relation whose ground is a place, not a thing ("in a city"), only sets the place.
 * - "holding" and "pouring" are read by kind rather than order: the holder is a person (or a
 *   hand), the held a thing; the liquid is what pours, the receiver the vessel it pours into.
 * - "with" is holding when a person has something hand-sized, else beside; "in" a surface is on it.
 * - The first setting and time named win (a trade's worker or a front desk only hints at a room,
 *   and a hint or a later room that is a kind of it makes it precise: ./rooms.ts); an app-screen word needs a device in the prompt when
 *   the same word also names a place or a thing ("shop", "map").
 * - On a business's premises (rooms.ts `PREMISES`) its own words mean its own things (the lexicons'
 *   `premises`): a café's display is its display counter, its front door its shopfront.
 * - Relations never reach across a sentence or a comma; quoted words become app labels.
 * - A proper name (two or more capitalised words: "Harbour Lane Florist", "Iron House Gym") is a
 *   name, not a thing or a place: its words are taken out before the rest is read. A name ending in
 *   a business's word (florist, bakery, gym; or a noun whose home is a room: "… Coffee") is that
 *   business; one ending in a street's word ("Harbour Lane") is a street. "The entrance of X",
 *   "outside X", "X's shopfront" show the business's shopfront with its name on the sign.
 * - Pose words say how a group of people stands ("walking", "around a table", "at dinner") or
 *   what they do ("stretching", "lifting weights", "on the phone"; ./actions.ts); a named action wins
 *   over a stance, and the first of each kind named wins.
 * - A word that is a verb and a noun ("lit") is the verb after whoever does it, else the noun; a shot's words are a shot
 *   in any language (./shot-phrases.ts); two riders counted ride as a pair; animals named at play with no one named play.
 * - People are counted as named (./lexicons/kin-words.ts, people-words.ts): someone's son or daughter named with them is
 *   their child, a boy or a girl; someone joined by "and" or "with" to the same word is another person; a class or a course
 *   is the people named in it, else three, led by a coach where its action is taught as a class; "after class" is a time.
 */
import { ACTIONS, STANCES } from './actions';
import { DOGS_PLAYING } from './dog-play-actions';
import { concept, type ConceptId, type Kind } from './concepts';
import { EN, lexiconFor, wordIndex, type Roles, type WordIndex } from './lexicons';
import { appStepScreen } from './lexicons/app-step-words';
import { isGirlOrBoy, pronounGender, spokenGender, type Gender } from './lexicons/gender-words';
import { kinOf } from './lexicons/kin-words';
import { classIsTime } from './lexicons/people-words';
import { normalise, type Lexicon, type RelationWord } from './lexicons/lexicon';
import { furnished, hintsAtRoom, PREMISES, roomFor } from './rooms';
import { SERVED_ONLY } from './trades';
import { shotIn } from './shot-phrases';
import { tradeRooms } from './trade-room';
import { treatedService } from './treated';
import { seenInside } from './seen-inside';
import { isStepOf } from './tool-work';
import { isLedActivity } from './kids-club-actions';
import { polishNamed } from './lexicons/polish-words';
import { isTaught, lessonOf } from './lesson-actions';
import { isRoom, type Light, type Pose, type Relation, type RelationKind, type RoomId, type SceneGraph, type ScreenKind, type SettingId, type Shot, type Thing, type TimeOfDay } from './scene-graph';

/** People grown up by their very name: a young woman, man or couple is young, never a child. */
const GROWN_UP: ReadonlySet<ConceptId> = new Set<ConceptId>(['woman', 'man', 'couple']);

/** Camera and style directions a planner appends for a video model: they name nothing in the scene (a shot's size is the lexicons' `shots`). */
const DIRECTIONS =
  /\b(?:(?:tracking|hero|product|opening|closing) shots?|over[- ]the[- ]shoulder(?: view| shot)?|(?<!(?:wide|medium|mid|long|establishing|close|detail) )shot of|(?:at|to|into) the camera|to camera|cinematic(?: live action)?|live action|shallow depth of field|depth of field|field of view|(?:vertical|horizontal|widescreen|square|portrait|classic) \d+:\d+ framing|\d+:\d+|framing|slow motion|aerial view|soft focus|handmade stop-motion animation|friendly brand-mascot animation|soft watercolour illustration|whimsical stylised 3d render|clear demonstration of this step|while learning how to|the product from the photo)\b/gi;

/** A hyphenated modifier describes and names nothing: "eye-catching", "sun-dried", "state-of-the-art". */
const MODIFIER = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+){2,}$|^[\p{L}\p{N}]+-[\p{L}]+(?:ing|ed|made|free|proof|friendly|based|catching)$/u;

/** Quoted words in a prompt: the label of a button or a field ("tap 'Forgot password'"). */
const QUOTED = /(?<=^|[\s(:])(?:“([^”\n]{2,40})”|["'‘«「]([^"'”’»」\n]{2,40})["'”’»」])/gu;

type Item =
  | { kind: 'word'; roles: Roles; adjacent: boolean; plural: boolean; gender?: Gender; girlOrBoy?: boolean; offspring?: boolean }
  | { kind: 'break' };

const isWord = (item: Item | undefined): item is Extract<Item, { kind: 'word' }> => item?.kind === 'word';
const isPerson = (item: Item | undefined) => isWord(item) && item.roles.noun !== undefined && concept(item.roles.noun).kind === 'person';

/** The gender a person's concept is drawn with ("woman", "woman-chef"), if any. */
const genderCast = (id: ConceptId): Gender | undefined => {
  const cast = concept(id).cast;
  return cast === 'woman' || cast === 'man' ? cast : undefined;
};

/** The gender a person word says (lexicons/gender-words.ts), from the word and the words before it, nearest first. */
function genderOf(noun: ConceptId | undefined, word: string, before: readonly string[], plural: boolean, language: string): { gender?: Gender; girlOrBoy?: boolean } {
  if (!noun || concept(noun).kind !== 'person') return {};
  if (isGirlOrBoy(language, word)) return { gender: spokenGender(language, word, [], 'none'), girlOrBoy: true };
  const c = concept(noun);
  const by = c.young || c.baby || noun === 'person' || genderCast(noun) ? 'none' : plural || (c.count ?? 1) > 1 ? 'ending' : 'all';
  const gender = spokenGender(language, word, before, by);
  return gender ? { gender } : {};
}

/** Who leads a class: one named is its leader, not one of its members. */
const LEADERS: ReadonlySet<ConceptId> = new Set<ConceptId>(['coach', 'teacher', 'tutor']);
/** An action taught as a class: led by a coach, it becomes one drawn as a class (stretching the class in warrior, swimming a lesson). */
const taughtAsClass = (pose: Pose | null) => pose !== null && Boolean(ACTIONS[pose].becomes?.some((b) => b.when.concepts?.includes('coach') && ACTIONS[b.pose].drawsGroup));

/** What animals do themselves when no one is named doing it ("dogs running in the yard", "cats playing"). */
const ANIMALS_AT_PLAY: ReadonlySet<Pose> = new Set<Pose>(['running', 'playing-outdoors', 'dogs-playing']);
/** The animals that play the dogs' game. */
const DOGS: readonly ConceptId[] = DOGS_PLAYING.needs.concepts;

/** Someone named for riding a bicycle: two of them counted are a pair. */
const RIDER: ConceptId = 'cyclist';

/** The longest vehicle (metres) a person is drawn on top of (a bike, a scooter, a motorbike); in a longer one they ride inside. */
const ON_TOP = 2.5;

/**
 * English nouns, places and times still count in another language: loanwords ("app") and a planner's
 * English directions; never the language's own articles and prepositions (Dutch "van" is no van).
 */
function fallbackRoles(phrase: string, index: WordIndex): Roles | undefined {
  if (index.lexicon.language === EN.language || index.lexicon.function.includes(phrase)) return undefined;
  const english = wordIndex(EN);
  for (const form of EN.forms(phrase)) {
    const roles = english.phrases.get(form);
    if (roles && (roles.noun || roles.setting || roles.time || roles.light || roles.screen || roles.shot)) {
      const { noun, setting, time, light, screen, shot } = roles;
      return { noun, setting, time, light, screen, shot };
    }
  }
  return undefined;
}

/** The roles of a phrase, trying the forms of its last word (plural, prefixed); `plural` when an ending was taken off. */
function lookup(words: readonly string[], index: WordIndex, noun = false): { roles: Roles; plural: boolean } | null {
  const head = words.slice(0, -1).join(' ');
  const last = words[words.length - 1]!;
  const { lexicon } = index;
  for (const form of lexicon.forms(last)) {
    const phrase = head ? `${head} ${form}` : form;
    const roles = index.phrases.get(phrase);
    if (roles && (!noun || roles.noun)) return { roles, plural: lexicon.plural ? lexicon.plural(last, form) : form !== last };
  }
  if (words.length === 1) {
    const roles = fallbackRoles(words[0]!, index);
    if (roles) return { roles, plural: false };
  }
  return null;
}

/** A word the lexicon does not know that ends as a place's name does ("Tegernsee", "IJsselmeer") is that place. */
function placeNamed(word: string, lexicon: Lexicon): SettingId | undefined {
  const ending = Object.keys(lexicon.placeNameEndings ?? {}).find((end) => word.length >= end.length + 3 && word.endsWith(end));
  return ending ? lexicon.placeNameEndings![ending] : undefined;
}

/** German compounds: the longest known last part is the noun; a known first part may name the place (Hafen·mauer). */
function compound(word: string, index: WordIndex): Item[] | null {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const head = lookup([word.slice(cut)], index);
    if (!head?.roles.noun) continue;
    const stem = word.slice(0, cut);
    // …or what is done there (Yoga·gruppe: a group at yoga).
    const modifier = [stem, stem.replace(/(?:s|n|en|es)$/, '')].map((s) => index.phrases.get(s)).find((r) => r?.setting || r?.pose);
    const items: Item[] = [];
    if (modifier?.setting) items.push({ kind: 'word', roles: { setting: modifier.setting }, adjacent: false, plural: false });
    else if (modifier?.pose) items.push({ kind: 'word', roles: { pose: modifier.pose }, adjacent: false, plural: false });
    items.push({ kind: 'word', roles: { noun: head.roles.noun }, adjacent: false, plural: head.plural });
    return items;
  }
  return null;
}

function spacedItems(text: string, index: WordIndex): Item[] {
  type Raw = { word: string } | { stop: true } | { gap: true };
  const raw: Raw[] = [];
  for (const [token] of text.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*|[.!?;:,]/gu)) {
    if (/^[.!?;:,]$/.test(token)) raw.push({ stop: true });
    // …unless the lexicon lists it whole: "light-filled", "sun-drenched" say how a place is lit.
    else if (MODIFIER.test(token) && !index.phrases.has(normalise(token, index.lexicon.language).replace(/[-'’]/g, ' '))) raw.push({ gap: true });
    else for (const word of token.split(/[-'’]/)) raw.push({ word });
  }
  const items: Item[] = [];
  let adjacent = false;
  for (let i = 0; i < raw.length; ) {
    const token = raw[i]!;
    if (!('word' in token)) {
      if ('stop' in token) items.push({ kind: 'break' });
      adjacent = false;
      i++;
      continue;
    }
    let run = 0;
    while (run < index.longest && 'word' in (raw[i + run] ?? {})) run++;
    let matched = false;
    for (let n = run; n >= 1 && !matched; n--) {
      const words = raw.slice(i, i + n).map((r) => (r as { word: string }).word);
      // A word counted is a thing, though it is a verb too: "drie fietsen" are three bikes, "een stel fietsen" a couple cycling.
      const counted = n === 1 && items.at(-1)?.kind === 'word' && adjacent && Boolean((items.at(-1) as { roles: Roles }).roles.number);
      const found = (counted && lookup(words, index, true)) || lookup(words, index);
      if (!found) continue;
      const before = [raw[i - 1], raw[i - 2]].map((r) => (r && 'word' in r ? r.word : ''));
      const read = verbOrNoun(found.roles, adjacent ? items[items.length - 1] : undefined, before[0]!, index.lexicon);
      // "After class" is a time: no class drawn.
      const prior = raw.slice(Math.max(0, i - 3), i).map((r) => ('word' in r ? r.word : '')).join(' ');
      const roles = read.noun === 'class' && classIsTime(index.lexicon.language, prior) ? { ...read, noun: undefined } : read;
      const said = genderOf(roles.noun, words[n - 1]!, before, found.plural, index.lexicon.language);
      // "sa fille", "sus hijos", "zwei Schwestern": someone's child or sibling, with the gender the word says.
      const tie = roles.noun ? kinOf(index.lexicon.language, words[n - 1]!, before, said.girlOrBoy === true) : undefined;
      const kin = tie ? { offspring: tie.offspring, ...(tie.gender ? { gender: tie.gender } : {}) } : {};
      items.push({ kind: 'word', roles, adjacent, plural: found.plural || Boolean(tie?.plural), ...said, ...kin });
      if (n > 1) items.push(...namedIn(found.roles, words.map((w) => lookup([w], index)?.roles.noun)));
      adjacent = true;
      i += n;
      matched = true;
    }
    if (matched) continue;
    const place = placeNamed(token.word, index.lexicon);
    const parts = index.lexicon.compounds ? compound(token.word, index) : null;
    if (place) {
      items.push({ kind: 'word', roles: { setting: place }, adjacent, plural: false });
      adjacent = true;
    } else if (parts) {
      items.push(...parts.map((p, k) => (isWord(p) ? { ...p, ...(k === 0 ? { adjacent } : {}), ...genderOf(p.roles.noun, token.word, [], p.plural, index.lexicon.language) } : p)));
      adjacent = true;
    } else if (actor(token.word, raw.slice(i + 1, i + 4).map((r) => ('word' in r ? r.word : '')), index)) {
      items.push({ kind: 'word', roles: { noun: 'person' }, adjacent, plural: false });
      adjacent = true;
    } else adjacent = false;
    i++;
  }
  return items;
}

/**
 * A word that is a verb and a noun ("lit": reads, and a bed) is the verb right after whoever does it (a person named just
 * before it, or a subject: "une femme lit", "elle lit", "qui lit"); anywhere else it is the noun ("un lit", "Cuisine avec
 * une femme souriante").
 */
function verbOrNoun(roles: Roles, previous: Item | undefined, before: string, lexicon: Lexicon): Roles {
  if (roles.verb === undefined) return roles;
  const { verb, ...noun } = roles;
  const done = isPerson(previous) || Boolean(lexicon.subjects?.includes(before));
  if (!done) return noun;
  const { relation } = noun;
  const pose = verb ?? noun.pose;
  return { ...(relation ? { relation } : {}), ...(pose ? { pose } : {}) };
}

/**
 * Whether the prompt says where in words no lexicon reads: "in" (or its kin), its articles, then a word the lexicon does
 * not know ("in einer Autowaschanlage Kunden begrüßt", "inside a locksmith"); "at work" and "in the evening" are no place.
 */
function unreadPlace(text: string, index: WordIndex): boolean {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const known = (w: string) => lookup([w], index) !== null || index.opens(w);
  return words.some((w, k) => {
    if (lookup([w], index)?.roles.relation !== 'in') return false;
    let next = k + 1;
    while (next < words.length && index.lexicon.function.includes(words[next]!) && lookup([words[next]!], index)?.roles.relation !== 'in') next++;
    const word = words[next];
    return word !== undefined && !/^\p{N}+$/u.test(word) && !known(word) && !placeNamed(word, index.lexicon);
  });
}

/** Verbs of staying put: "a poster hanging on the wall" names no one. */
const STILL_RELATIONS: ReadonlySet<RelationWord> = new Set(['on', 'leaning', 'in', 'beside', 'under', 'behind', 'in-front-of']);

/**
 * A word the lexicon does not know is someone when it does what people do: right before a person's
 * action ("a glazier fitting…" ends like an agent noun and is followed by a verb in the progressive;
 * "a nanny pushing…" is followed by a known action, holding or pouring), unless the verb only says
 * where it stays ("a banner hanging on the wall").
 */
function actor(word: string, next: string[], index: WordIndex): boolean {
  const { lexicon } = index;
  // A verb the lexicon does not know ("friends laughing around a table") is no one.
  // Nor is a pronoun or a conjunction ("their feet apart", "twisting while carrying").
  if (word.length < 4 || !next[0] || lexicon.progressive?.test(word) || lexicon.function.includes(word)) return false;
  for (let n = Math.min(3, next.length); n >= 1; n--) {
    const roles = next.slice(0, n).every(Boolean) ? lookup(next.slice(0, n), index)?.roles : undefined;
    if (roles?.pose && !roles.noun) return true;
    if (roles?.relation === 'holding' || roles?.relation === 'pouring') return true;
  }
  if (!lexicon.agent?.test(word) || !lexicon.progressive?.test(next[0])) return false;
  const after = next[1] ? lookup([next[1]], index)?.roles.relation : undefined;
  return !(after && STILL_RELATIONS.has(after as RelationWord));
}

/**
 * An action's phrase still names the things in it ("making a bouquet", ブーケを作る: the bouquet made), each a noun
 * of its own after the action; a phrase that is a noun itself ("dinner") names nothing more.
 */
function namedIn(roles: Roles, nouns: readonly (ConceptId | undefined)[]): Item[] {
  if (!roles.pose || roles.noun) return [];
  return nouns.flatMap((noun) => (noun ? [{ kind: 'word', roles: { noun }, adjacent: false, plural: false } as const] : []));
}

/** Japanese: the longest phrase of the lexicon (up to `longest` characters) at each place; Latin letters are read as words. */
function unspacedItems(text: string, index: WordIndex, longest = index.longest): Item[] {
  const items: Item[] = [];
  let adjacent = false;
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (/[。．.!?！？、，,;；:：\n]/.test(ch)) {
      items.push({ kind: 'break' });
      adjacent = false;
      i++;
      continue;
    }
    let matched = false;
    for (let n = Math.min(longest, text.length - i); n >= 1 && !matched; n--) {
      const roles = index.phrases.get(text.slice(i, i + n));
      if (!roles) continue;
      const said = genderOf(roles.noun, text.slice(i, i + n), [3, 2].map((m) => text.slice(Math.max(0, i - m), i)), false, index.lexicon.language);
      // 女性の店員 is one person, a woman: the modifier's own noun (女性) read just before is not drawn beside them.
      const last = items[items.length - 1];
      if (said.gender && isWord(last) && last.roles.noun && concept(last.roles.noun).cast === said.gender && text[i - 1] === 'の') items.pop();
      items.push({ kind: 'word', roles, adjacent, plural: false, ...said });
      if (n > 1) items.push(...namedIn(roles, unspacedItems(text.slice(i, i + n), index, n - 1).map((item) => (isWord(item) ? item.roles.noun : undefined))));
      adjacent = true;
      i += n;
      matched = true;
    }
    if (matched) continue;
    const latin = /^[a-z0-9]+/.exec(text.slice(i))?.[0];
    const roles = latin ? fallbackRoles(latin, index) : undefined;
    if (latin && roles) {
      items.push({ kind: 'word', roles, adjacent, plural: false });
      adjacent = true;
      i += latin.length;
      continue;
    }
    adjacent = false;
    i += latin?.length ?? 1;
  }
  return items;
}

const kindOf = (thing: Thing): Kind => concept(thing.concept).kind;
const isHolder = (thing: Thing) => kindOf(thing) === 'person' || kindOf(thing) === 'hand';
const SURFACE_LIKE: ReadonlySet<Kind> = new Set(['surface']);
const VESSEL: ReadonlySet<Kind> = new Set(['container', 'drink', 'food']);
const CONSUMED: ReadonlySet<Kind> = new Set(['drink', 'food']);

/** Something a person can hold in one or two hands. */
export function holdable(id: ConceptId): boolean {
  const c = concept(id);
  if (c.kind === 'device') return id === 'phone' || id === 'tablet';
  // Clothes are held up on their hanger, a guitar by its neck.
  return (c.size <= 0.6 || (c.kind === 'thing' && c.size <= 1)) && !['person', 'hand', 'surface', 'vehicle', 'animal'].includes(c.kind);
}

/** A run of capitalised words (an ampersand or an apostrophe-s may join them): a candidate name. */
const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{N}’']*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}’']*)+/gu;
/** Words that put a business's street face in the picture when they come just before its name. */
const OUTSIDE = /(?:outside|in front of|entrance (?:of|to)|doorway of|window of|facade of|shopfront of|storefront of)\s+(?:the\s+)?$/i;

interface Name {
  text: string;
  start: number;
  end: number;
  /** The room of the business it names, or `street`, or null for a brand of no known kind. */
  kind: RoomId | 'street' | null;
}

/**
 * The proper names of a prompt. A run of capitalised words is a name when it is not a phrase of
 * the lexicon ("Golden Hour" is a time) and has a word the lexicon does not know ("Lane") or a
 * business's or street's word. In German, where every noun is capitalised, a run that opens a
 * sentence is a name only if it still is one without its first word ("Frische Blumen" is an
 * adjective and a noun) and two known nouns ("Tasse Kaffee") are never one.
 */
function namesIn(text: string, index: WordIndex): Name[] {
  const { lexicon } = index;
  const bare = (word: string) => normalise(word.replace(/[’']s$/, ''), lexicon.language);
  const known = (word: string) => lexicon.forms(bare(word)).some((f) => index.phrases.has(f));
  /** A business's word names its room ("Florist", "Gym"); so does a noun served in one ("… Coffee"). */
  const kindOf = (word: string, viaNoun: boolean): Name['kind'] => {
    if (lexicon.streets.includes(bare(word))) return 'street';
    for (const form of lexicon.forms(bare(word))) {
      const roles = index.phrases.get(form);
      // A trade's worker ("Bäcker") names a business only at the end of a longer name ("Harbour Lane Florist").
      if (isRoom(roles?.setting ?? null) && (viaNoun || !hintsAtRoom(roles!))) return roles!.setting as RoomId;
      const home = roles?.noun ? concept(roles.noun).home : undefined;
      // …but not those it serves: "in einer Autowaschanlage Kunden begrüßt" names no shop of customers.
      if (viaNoun && isRoom(home ?? null) && home !== 'home' && !SERVED_ONLY.has(roles!.noun!)) return home as RoomId;
    }
    return null;
  };
  /** The room a phrase of the lexicon names ("cooking school", "scuola di cucina"), else null. */
  const roomOf = (words: readonly string[]): RoomId | null => {
    const setting = index.phrases.get(words.map(bare).join(' '))?.setting ?? null;
    return isRoom(setting) ? setting : null;
  };
  const kindOfName = (words: string[]) => {
    // A business's phrase at the end names it before its last word does ("… Cooking School" is a cookery school, no classroom).
    for (let k = 0; k < words.length - 1; k++) if (roomOf(words.slice(k))) return roomOf(words.slice(k));
    const kinds = [...words].reverse().map((w) => kindOf(w, true));
    return kinds[0] ?? kinds.find((k) => k !== null && k !== 'street') ?? null;
  };
  /** A business's own word ("Florist", "Lane"), not a noun that only hints at one ("Kaffee"). */
  const trade = (word: string) => kindOf(word, false) !== null;
  const isName = (words: string[]): boolean => {
    if (words.length === 1) return trade(words[0]!) && kindOf(words[0]!, false) !== 'street';
    if (words.length < 2 || index.phrases.has(words.map(bare).join(' '))) return false;
    // Where every noun is capitalised, a run of common nouns is no name: "in einem Café Kaffee macht" makes coffee in a café.
    if (lexicon.capitalisedNouns && words.every(known)) return false;
    return words.some((w) => trade(w) || !known(w));
  };
  const names: Name[] = [];
  for (const m of text.matchAll(CAPITALISED_RUN)) {
    let words = m[0].split(/\s+/).filter((w) => w !== '&');
    let start = m.index!;
    // "The Iron House Gym": the article is not part of the name.
    while (words.length > 2 && lexicon.function.includes(bare(words[0]!))) {
      start = text.indexOf(words[1]!, start + words[0]!.length);
      words = words.slice(1);
    }
    const opensSentence = lexicon.capitalisedNouns && /(?:^|[.!?:;\n]\s*)$/.test(text.slice(0, m.index!));
    if (opensSentence && !isName(words.slice(1))) continue;
    if (!isName(words)) continue;
    const end = m.index! + m[0].length;
    // A business's phrase that opens the name in lower-case words ("Scuola di Cucina Nonna Rosa") is the name's, and its kind.
    const before = text.slice(0, start).match(/(?:[\p{L}’']+\s+){1,3}$/u)?.[0].trim().split(/\s+/) ?? [];
    const opening = before.map((_, k) => before.slice(k)).find((lead) => roomOf([...lead, words[0]!]));
    if (opening) start = text.lastIndexOf(opening.join(' '), start);
    names.push({ text: text.slice(start, end).replace(/[’']s$/, ''), start, end, kind: opening ? roomOf([...opening, words[0]!]) : kindOfName(words) });
  }
  return names;
}

/** Someone's thing in English ("a client's hair", "her dog's coat"): said of the thing, it is what an action is listed with. */
const POSSESSED = /(?<![\p{L}])(?:(?:a|an|the|her|his|their|your|our|my)\s+)?\p{L}+['’]s\s+(?=\p{L})/gu;

/** An action said of someone's thing ("cleaning a patient's teeth" is "cleaning teeth"); the things named are read as written. */
function possessedPose(text: string, index: WordIndex): Pose | null {
  const owned = text.replace(POSSESSED, '');
  if (owned === text) return null;
  const found = spacedItems(owned, index).find((item) => isWord(item) && item.roles.pose && !STANCES.has(item.roles.pose));
  return isWord(found) ? found.roles.pose! : null;
}

export function parsePrompt(said: string): SceneGraph {
  // A shot's words are a shot in any language, and name nothing else ("Primo piano": no piano).
  const { shot, text: prompt } = shotIn(said);
  const lexicon = lexiconFor(prompt.replace(DIRECTIONS, ' '));
  const { graph, premises } = read(prompt, lexicon);
  // A business's own words mean its own things: in a café "the pastry display" is its display counter, "the front door" the café's.
  const own = premises && PREMISES.has(premises) ? onPremises(lexicon) : null;
  const drawn = own && own.words.some((w) => normalise(prompt, lexicon.language).includes(w)) ? read(prompt, own.lexicon).graph : graph;
  return shot ? { ...drawn, shot } : drawn;
}

const withPremises = new Map<Lexicon, { lexicon: Lexicon; words: string[] }>();
/** The lexicon with a business's own words over its everyday ones, and those words (a prompt without them reads the same). */
function onPremises(lexicon: Lexicon): { lexicon: Lexicon; words: string[] } {
  let own = withPremises.get(lexicon);
  if (!own) {
    const { nouns = {}, settings = {} } = lexicon.premises ?? {};
    own = {
      lexicon: { ...lexicon, nouns: { ...lexicon.nouns, ...nouns }, settings: { ...lexicon.settings, ...settings } },
      words: [...Object.keys(nouns), ...Object.keys(settings)].map((w) => normalise(w, lexicon.language)),
    };
    withPremises.set(lexicon, own);
  }
  return own;
}

/** The prompt read with a lexicon, and the business it is set in, if any (the first room it names, or a business's name). */
function read(prompt: string, lexicon: Lexicon): { graph: SceneGraph; premises: RoomId | null } {
  const labels = [...prompt.matchAll(QUOTED)].map((m) => (m[1] ?? m[2])!.trim());
  const index = wordIndex(lexicon);
  // Quoted words are a screen's own text ("the screen showing “Book first appointment”"): they say which screen it is,
  // never a thing in the scene (no book, no giant card).
  const directed = prompt.replace(QUOTED, ' ').replace(DIRECTIONS, ' ');
  const quotedScreen = labels.map(appStepScreen).find(Boolean) ?? labels
    .flatMap((label) => {
      // …read in their own language: a German step's label on a phone an English prompt describes.
      const own = lexiconFor(label);
      const t = normalise(label, own.language);
      return own.spaced ? spacedItems(t, wordIndex(own)) : unspacedItems(t, wordIndex(own));
    })
    .flatMap((item) => (isWord(item) && item.roles.screen ? [item.roles.screen] : []))[0];
  // Names are read first and taken out: "Harbour Lane Florist" draws no harbour.
  const names = namesIn(directed, index);
  const business = names.find((n) => n.kind !== null && n.kind !== 'street') ?? null;
  const street = names.find((n) => n.kind === 'street') ?? null;
  const outside = names.some((n) => n.kind !== 'street' && OUTSIDE.test(directed.slice(0, n.start)));
  let unnamed = directed;
  for (const n of [...names].reverse()) unnamed = `${unnamed.slice(0, n.start)} ${unnamed.slice(n.end)}`;
  const text = normalise(unnamed, lexicon.language);
  const items = tradeRooms(lexicon.spaced ? spacedItems(text, index) : unspacedItems(text, index));

  // A noun straight after a noun is the head: the one before only described it. So is a noun after
  // "of": a bag of coffee beans shows the beans, a cup of tea the tea. Food named before what it is laid out on
  // is on it ("the pastry display", "the bread shelf"): what the display is stocked with.
  const headOf = new Map<number, number>();
  const laidOut: [number, number][] = [];
  items.forEach((item, k) => {
    const prev = items[k - 1];
    const noun = (x: Item | undefined) => isWord(x) && Boolean(x.roles.noun) && !x.roles.relation;
    const goods = isWord(prev) && noun(prev) && ['food', 'drink'].includes(concept(prev.roles.noun!).kind);
    if (goods && isWord(item) && item.adjacent && noun(item) && concept(item.roles.noun!).kind === 'surface') {
      laidOut.push([k - 1, k]);
      return;
    }
    // …but a person right before an action that names its thing does it ("a mechanic changing a tyre" is no mechanic's car).
    const done = isWord(item) && Boolean(item.roles.pose) && isPerson(prev);
    if (noun(item) && isWord(item) && item.adjacent && noun(prev) && !done) headOf.set(k - 1, k);
    // Someone "of" a place is its person, and something "of" someone is their thing, each drawn: la patronne du café,
    // el sillón del dentista (the dentist's chair). A group of friends is the friends.
    if (noun(item) && isWord(prev) && prev.roles.relation === 'of' && noun(items[k - 2]) && isPerson(items[k - 2]) === isPerson(item)) headOf.set(k - 2, k);
  });
  const head = (k: number): number => (headOf.has(k) ? head(headOf.get(k)!) : k);

  // A word for a place and a thing (café) is the place after "in" or "at" ("dans un café": in a café), "of" after
  // someone, a place or "inside" ("la patronne du café", "l’entrée d’un café", "l’intérieur d’un café"), or with someone
  // in it ("Café avec une femme souriante"); elsewhere it is the thing ("une tasse de café", "un café avec un croissant").
  const placeNotThing = (k: number): boolean => {
    const [item, prev, before, next] = [items[k], items[k - 1], items[k - 2], items[k + 1]];
    if (!isWord(item) || !item.roles.setting || !item.roles.noun) return false;
    if (isWord(next) && next.roles.relation === 'with' && isPerson(items[k + 2])) return true;
    if (!isWord(prev)) return false;
    const ofPlace = prev.roles.relation === 'of' && (isPerson(before) || (isWord(before) && (Boolean(before.roles.setting) || before.roles.relation === 'in')));
    return prev.roles.relation === 'in' || prev.roles.relation === 'at' || ofPlace;
  };
  // Things, in order named; an item's thing is found through `thingOf`.
  const things: Thing[] = [];
  const thingOf = new Map<number, number>();
  let pendingCount = 1;
  const elderNamed = items.some((x) => isWord(x) && x.roles.noun !== undefined && concept(x.roles.noun).cast === 'elder');
  items.forEach((item, k) => {
    if (!isWord(item)) return;
    if (item.roles.number && !item.roles.noun) pendingCount = item.roles.number;
    const id = item.roles.noun;
    if (!id || headOf.has(k)) return;
    if (placeNotThing(k)) return;
    const prev = items[k - 1];
    // A number said ("two women") wins over the plural's three and the word's own count.
    const count = pendingCount > 1 ? Math.min(3, pendingCount) : Math.min(3, Math.max(item.plural && concept(id).kind === 'person' ? 3 : 1, concept(id).count ?? 1));
    pendingCount = 1;
    // "A young patient", "un paciente joven", "a little girl": an age word next to a person makes them young; so does being
    // someone's son or daughter, unless that someone is an elder they look after.
    const next = items[k + 1];
    const aged = Boolean((isWord(prev) && prev.roles.young && item.adjacent) || (isWord(next) && next.roles.young && next.adjacent));
    const young = concept(id).kind === 'person' && ((item.offspring === true && !elderNamed) || ((!GROWN_UP.has(id) || item.girlOrBoy === true) && aged));
    // …and a gender said of them, or of a person word describing them ("a lady doctor", 女性店員), gives them that look.
    const described = [...headOf].filter(([, h]) => h === k).map(([m]) => items[m]!);
    const gender = [item, ...described].map((x) => (isWord(x) && isPerson(x) ? x.gender ?? genderCast(x.roles.noun!) : undefined)).find(Boolean);
    const existing = things.findIndex((t) => t.concept === id);
    // Someone joined by "and" or "with" to a person of the same word is another one ("une femme et sa fille", "un homme et un
    // autre homme"): the same look makes them more of the same, another look (a child, another gender) another person.
    const joiner = isWord(prev) && prev.roles.young && item.adjacent ? items[k - 2] : prev;
    const another = existing >= 0 && concept(id).kind === 'person' && isWord(joiner) && (joiner.roles.relation === 'and' || joiner.roles.relation === 'with');
    if (another && Boolean(things[existing]!.young) === young && things[existing]!.gender === gender) {
      things[existing]!.count = Math.min(3, things[existing]!.count + count);
      thingOf.set(k, existing);
    } else if (existing >= 0 && !another) {
      things[existing]!.count = Math.max(things[existing]!.count, count);
      if (young) things[existing]!.young = true;
      thingOf.set(k, existing);
    } else thingOf.set(k, things.push({ concept: id, count, ...(young ? { young } : {}), ...(gender ? { gender } : {}) }) - 1);
  });
  /** Takes a thing out of the list: the words that named it name `into` instead. */
  const mergeInto = (from: number, into: number) => {
    things.splice(from, 1);
    const moved = (i: number): number => (i === from ? moved(into) : i > from ? i - 1 : i);
    for (const [k, i] of thingOf) thingOf.set(k, moved(i));
  };
  // A class is its members: the people named in it ("des enfants en cours de natation", "a teacher and her class of
  // children"), else three people ("una clase de spinning": three on spin bikes). Its leader comes with its action, below.
  const taught = things.findIndex((t) => t.concept === 'class');
  const classNamed = taught >= 0;
  const members = things.findIndex((t, i) => i !== taught && kindOf(t) === 'person' && !LEADERS.has(t.concept));
  if (classNamed && members >= 0) mergeInto(taught, members);
  else if (classNamed) things[taught] = { concept: 'person', count: 3 };
  // A pronoun ("she", "ella") says the gender of the first person named, unless their word said it already.
  const first = things.find((t) => concept(t.concept).kind === 'person' && !t.young);
  const pronoun = pronounGender(lexicon.language, text);
  if (first && pronoun && !first.gender && !genderCast(first.concept)) first.gender = pronoun;
  for (const k of headOf.keys()) thingOf.set(k, thingOf.get(head(k))!);
  // A pot named among plants is the one they grow in, drawn with them ("plants in pots", "Pflanzen in Töpfen"): no cooking pot.
  const plant = things.findIndex((t) => concept(t.concept).kind === 'plant');
  const pot = things.findIndex((t) => t.concept === 'pot');
  if (plant >= 0 && pot >= 0) mergeInto(pot, plant);

  const clauseOf = (k: number): [number, number] => {
    let from = k;
    while (from > 0 && items[from - 1]!.kind !== 'break') from--;
    let to = k;
    while (to < items.length - 1 && items[to + 1]!.kind !== 'break') to++;
    return [from, to];
  };
  const nounAt = (k: number) => (isWord(items[k]) && thingOf.has(k) ? thingOf.get(k)! : null);
  const relationAt = (k: number): RelationWord | undefined => (isWord(items[k]) && !items[k].roles.noun ? items[k].roles.relation : undefined);
  /** The nearest person named before item k, in any clause. */
  const holderBefore = (k: number): number | undefined => {
    for (let j = k - 1; j >= 0; j--) if (nounAt(j) !== null && isHolder(things[nounAt(j)!]!)) return nounAt(j)!;
    return undefined;
  };

  /** Nouns of the clause before k (nearest first) and after k (nearest first), up to another relation word. */
  const around = (k: number, stopAtRelation: boolean) => {
    const [from, to] = clauseOf(k);
    const before: number[] = [];
    const after: number[] = [];
    for (let j = k - 1; j >= from; j--) {
      const rel = relationAt(j);
      if (stopAtRelation && rel && rel !== 'and') break;
      const n = nounAt(j);
      if (n !== null && !before.includes(n)) before.push(n);
    }
    for (let j = k + 1; j <= to; j++) {
      const rel = relationAt(j);
      if (stopAtRelation && rel && rel !== 'and') break;
      const n = nounAt(j);
      if (n !== null && !after.includes(n)) after.push(n);
    }
    return { before, after };
  };

  /** The figure and the nouns joined to it by "and" (or a list comma), walking back from item k. */
  const figureGroup = (k: number): number[] => {
    const [from] = clauseOf(k);
    const group: number[] = [];
    for (let j = k - 1; j >= from; j--) {
      const n = nounAt(j);
      if (n !== null) {
        if (!group.includes(n)) group.push(n);
        const joined = relationAt(j - 1) === 'and' || (j - 2 >= from && relationAt(j - 1) === undefined && nounAt(j - 1) === null && relationAt(j - 2) === 'and');
        if (!joined) break;
        continue;
      }
      const rel = relationAt(j);
      if (rel && rel !== 'and' && rel !== 'of' && group.length === 0) return group;
      if (rel && rel !== 'and' && rel !== 'of') break;
    }
    return group;
  };

  const relations: Relation[] = [];
  const consumed = new Set<number>();
  const relate = (kind: RelationKind, figure: number, ground: number) => {
    if (figure === ground) return;
    const same = relations.findIndex((r) => r.figure === figure && r.ground === ground);
    // A pour says more than the "into" it was read with ("in eine Tasse … gegossen").
    if (same >= 0 && kind === 'pouring') relations.splice(same, 1);
    else if (same >= 0) return;
    relations.push({ kind, figure, ground });
  };
  for (const [goods, surface] of laidOut) relate('on', thingOf.get(goods)!, thingOf.get(surface)!);

  items.forEach((_, k) => {
    const word = relationAt(k);
    if (!word || word === 'and' || word === 'of' || consumed.has(k)) return;
    const { before, after } = around(k, word !== 'holding' && word !== 'pouring');
    if (word === 'pouring') {
      const [, to] = clauseOf(k);
      const all = [...before, ...after];
      const liquids = all.filter((n) => concept(things[n]!.concept).pours);
      // Figure-first: the liquid is named next to the verb, the receiver after "into".
      let receiver: number | undefined;
      for (let j = k + 1; j <= to; j++) {
        const rel = relationAt(j);
        if (rel === 'in' || rel === 'on') {
          consumed.add(j);
          for (let m = j + 1; m <= to && receiver === undefined; m++) receiver = nounAt(m) ?? undefined;
          break;
        }
      }
      const liquid = lexicon.groundFirst
        ? liquids[0]
        : (after.find((n) => n !== receiver && concept(things[n]!.concept).pours) ?? before.find((n) => concept(things[n]!.concept).pours) ?? after[0]);
      if (liquid === undefined) return;
      receiver ??= all.find((n) => n !== liquid && VESSEL.has(kindOf(things[n]!)));
      if (receiver !== undefined) relate('pouring', liquid, receiver);
      const agent = all.find((n) => kindOf(things[n]!) === 'person');
      if (agent !== undefined) relate('holding', liquid, agent);
      return;
    }
    if (word === 'holding') {
      const objectSide = lexicon.groundFirst ? before : after;
      const held = objectSide.find((n) => !isHolder(things[n]!)) ?? [...before, ...after].find((n) => !isHolder(things[n]!));
      // A clause that opens on "holding" goes on with the person before it ("A person smiling, holding the serum"): theirs is the hand.
      const holder = [...before, ...after].find((n) => isHolder(things[n]!)) ?? (k === clauseOf(k)[0] ? holderBefore(k) : undefined);
      if (held === undefined) return;
      if (holder !== undefined) relate('holding', held, holder);
      else relate('holding', held, things.push({ concept: 'hand', count: 1 }) - 1);
      return;
    }
    // Spatial relations.
    let grounds: number[];
    let figures: number[];
    if (lexicon.groundFirst) {
      grounds = before.slice(0, 1);
      figures = after.length > 0 ? after.slice(0, 1) : before.slice(1, 2);
    } else {
      grounds = after.slice(0, 1);
      // Someone "at" a desk is the person of the clause, however many words back ("working on a laptop at a desk");
      // so is whoever is "behind" a counter: "a barista pouring a latte behind the bar" stands at the bar.
      const counter = grounds[0] !== undefined && SURFACE_LIKE.has(kindOf(things[grounds[0]]!));
      const person = word === 'at' || (word === 'behind' && counter) ? around(k, false).before.find((n) => kindOf(things[n]!) === 'person') : undefined;
      figures = person !== undefined ? [person] : figureGroup(k);
    }
    const ground = grounds[0];
    if (ground === undefined) return;
    for (const figure of figures) relate(resolve(word, things[figure]!, things[ground]!), figure, ground);
  });

  /** The relation a word means between these two kinds of thing. */
  function resolve(word: Exclude<RelationWord, 'and' | 'of' | 'holding' | 'pouring'>, figure: Thing, ground: Thing): RelationKind {
    const f = kindOf(figure);
    const g = kindOf(ground);
    switch (word) {
      case 'with':
        return f === 'person' && holdable(ground.concept) ? 'holding' : 'beside';
      case 'in':
        return SURFACE_LIKE.has(g) ? 'on' : g === 'person' || g === 'hand' ? 'holding' : 'in';
      case 'at':
        return f === 'person' ? (SURFACE_LIKE.has(g) ? 'at' : 'beside') : SURFACE_LIKE.has(g) ? 'on' : 'beside';
      // Someone "on" a car or a boat is out in it ("on a test drive"): drawn by it, not standing on its roof.
      case 'on':
        return f === 'person' && g === 'vehicle' && concept(ground.concept).size > ON_TOP ? 'beside' : 'on';
      case 'behind':
        return f === 'person' && SURFACE_LIKE.has(g) ? 'at' : 'behind';
      case 'leaning':
        return f === 'person' && SURFACE_LIKE.has(g) && ground.concept !== 'wall' ? 'at' : 'leaning';
      default:
        return word;
    }
  }
  // "holding" relations are stored figure = held, ground = holder; a "with" resolved to holding is the other way round.
  for (const r of relations) {
    if (r.kind === 'holding' && isHolder(things[r.figure]!) && !isHolder(things[r.ground]!)) [r.figure, r.ground] = [r.ground, r.figure];
  }

  // Places, times, screens and poses, first named first.
  const hasDevice = things.some((t) => kindOf(t) === 'device');
  let screen: ScreenKind | null = null;
  let setting: SettingId | null = null;
  let time: TimeOfDay | null = null;
  let light: Light | null = null;
  let pose: Pose | null = null;
  let shot: Shot | undefined;
  let room: RoomId | null = null;
  let hint: SettingId | null = null;
  let lesson: Pose | null = null;
  const later: SettingId[] = [];
  const named = things.some((t) => kindOf(t) === 'person');
  for (const [k, item] of items.entries()) {
    if (!isWord(item)) continue;
    const { roles } = item;
    const shared = Boolean(roles.setting || roles.noun);
    // With no one named, an action word right before a noun describes it: "the running app" shows no runner.
    const next = items[k + 1];
    const describes = !named && isWord(next) && next.adjacent && Boolean(next.roles.noun);
    // What people do says more than how they stand: "sitting around a table typing" types.
    // Receiving people is welcoming them ("recebe os convidados"); receiving a thing is having it handed over.
    // Who teaches or learns a lesson names it only if nothing else is done (below).
    const taught = lessonOf(roles);
    lesson ??= taught ?? null;
    const done = taught ? undefined : roles.receiving && isPerson(items.slice(k + 1, clauseOf(k)[1] + 1).find((x) => isWord(x) && x.roles.noun)) ? 'welcoming' : roles.pose;
    // A machine named in use yields to its own step named after it ("using the floor scrubber, emptying the recovery tank"), teaching to what is taught.
    if (done && !describes && (!pose || (STANCES.has(pose) && !STANCES.has(done)) || isStepOf(pose, done) || isTaught(pose, done) || isLedActivity(pose, done))) pose = done;
    if (roles.screen && !screen && (hasDevice || !shared)) {
      screen = roles.screen;
      continue;
    }
    // …and a drink's word names no place.
    if (roles.setting && roles.noun && CONSUMED.has(concept(roles.noun).kind) && !placeNotThing(k)) continue;
    // A business's inside named by no trade is its premises, unless people named say where they are (lexicons/premises-words.ts).
    if (roles.setting === 'premises') hint ??= named ? null : roles.setting;
    else if (roles.setting && hintsAtRoom(roles)) hint ??= roles.setting;
    else if (roles.setting && !setting) setting = roles.setting;
    else if (roles.setting) later.push(roles.setting);
    if (isRoom(roles.setting ?? null) && !room && roles.setting !== 'premises') room = roles.setting as RoomId;
    if (roles.time && !time) time = roles.time;
    shot ??= roles.shot;
    // A light word right before a thing describes the thing: "dark chocolate", "a bright yellow mug".
    if (roles.light && !light && !(isWord(next) && next.adjacent && next.roles.noun && !next.roles.setting)) light = roles.light;
  }
  if (hasDevice && !screen && quotedScreen) screen = quotedScreen;
  if (lesson && (!pose || STANCES.has(pose) || isTaught(pose, lesson))) pose = lesson;
  // Animals running or at play with no one named are the animals at it: dogs at their game, any other with a ball to chase.
  const animals = things.filter((t) => kindOf(t) === 'animal');
  if (!named && animals.length > 0 && pose && ANIMALS_AT_PLAY.has(pose)) {
    if (animals.some((t) => DOGS.includes(t.concept))) {
      if (pose === 'running') pose = 'playing-outdoors';
    } else if (pose === 'dogs-playing' && animals.some((t) => t.concept === 'cat')) {
      // A cat at play bats the toy held out to it (illustrations/cat-play.ts).
      pose = 'playing-with-cat';
    } else {
      pose = null;
      relations.push({ kind: 'beside', figure: things.push({ concept: 'ball', count: 1 }) - 1, ground: things.indexOf(animals[0]!) });
    }
  }
  // A class at something taught as a class is led, by a coach unless a leader is named: "une classe de yoga" is the class in warrior.
  if (classNamed && taughtAsClass(pose) && !things.some((t) => LEADERS.has(t.concept))) things.push({ concept: 'coach', count: 1 });
  // Two riders counted ("two cyclists", "deux cyclistes") ride side by side as friends do, in one picture of the pair.
  const riders = things.find((t) => t.concept === RIDER && t.count === 2);
  if (riders && (!pose || pose === 'cycling' || STANCES.has(pose))) [riders.concept, pose] = ['friends', 'cycling'];
  // Read with what it is done to, an action says more than its verb alone ("cleaning a patient's teeth" is no wiping down).
  if (lexicon.language === 'en') pose = possessedPose(text, index) ?? pose;
  // Someone named having a service done is its client ("a woman getting a massage"): the service is the action, whatever "receiving" says alone.
  const treated = treatedService(text, lexicon.language, items.flatMap((item) => (isWord(item) && item.roles.pose ? [item.roles.pose] : [])));
  if (treated) pose = treated;
  const concepts = things.map((t) => t.concept);
  setting = roomFor(setting, [...(hint ? [hint] : []), ...later], concepts);
  // A named business is where the scene is, unless the prompt names another place; outside it, its shopfront.
  // What it is shown selling makes a business's kind precise too ("Ein Laden voller Blumen" is a florist's).
  // A business of no kind the words say is what it is shown selling (flowers: a florist's), else its own premises: no grocery's shelves.
  const known = (business?.kind as RoomId | undefined) ?? room;
  const sold = roomFor(known ?? 'shop', [], concepts) as RoomId;
  const kind: RoomId = known || sold !== 'shop' ? sold : 'premises';
  // A business's front named after it is where the scene is too (パン屋のドア: the bakery's door).
  if (outside || setting === 'shopfront' || (room && later.includes('shopfront'))) setting = 'shopfront';
  else if (business && !setting) setting = kind;
  else if (street && !setting) setting = 'street';
  const shop = setting === 'shopfront' || business ? { name: business?.text ?? null, kind } : null;
  // Read before names are taken out: an unknown place's word may open a run read as one ("in einer Autowaschanlage Kunden").
  const unread = lexicon.spaced && unreadPlace(normalise(directed, lexicon.language), index);
  const polish = polishNamed(normalise(prompt, lexicon.language));
  const graph = furnished(seenInside({
    things, relations, setting, time, light, screen, business: shop, pose, ...(shot ? { shot } : {}), labels, language: lexicon.language, ...(unread ? { unreadPlace: true as const } : {}), ...(polish ? { polish } : {}), ...(treated ? { treated: true as const } : {}),
  }));
  return { graph, premises: (business?.kind as RoomId | undefined) ?? room };
}
