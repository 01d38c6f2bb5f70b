/**
 * A lexicon's tables are looked up by phrase in place (listed-phrases.ts), not listed into an index on a render's
 * first prompt: every phrase, and every key as written, reads the roles the listing read, with the same longest
 * phrase and first words, in all nine lexicons and their premises variants; and a prompt is given the lexicon it was
 * given when every Latin-script language was scored in full, while an English prompt reads no other's tables.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComposedMatcher } from '../../lambdas/render/compose/lexicons/composed-phrases';
import { FITNESS_CLASSES } from '../../lambdas/render/compose/lexicons/fitness-words';
import { WEAR_WORDS } from '../../lambdas/render/compose/lexicons/wear-words';
import { EN, LEXICONS, lexiconFor, wordIndex, type Roles } from '../../lambdas/render/compose/lexicons';
import { foreignWords } from '../../lambdas/render/compose/lexicons/letters';
import { normalise, type Lexicon } from '../../lambdas/render/compose/lexicons/lexicon';

const phraseOf = (key: string, language: string) => normalise(key, language).replace(/[-'’]/g, ' ');

function tablesOf(lexicon: Lexicon): [Record<string, unknown>, keyof Roles][] {
  const flags = (words: readonly string[] = []) => Object.fromEntries(words.map((word) => [word, true]));
  return [
    [lexicon.nouns, 'noun'], [lexicon.relations, 'relation'], [lexicon.settings, 'setting'], [lexicon.times, 'time'],
    [lexicon.lights, 'light'], [lexicon.screens, 'screen'], [lexicon.shots, 'shot'], [lexicon.poses, 'pose'],
    [lexicon.numbers, 'number'], [flags(lexicon.young), 'young'], [lexicon.verbNouns ?? {}, 'verb'], [flags(lexicon.receiving), 'receiving'],
  ];
}

const composedFor = (language: string) =>
  new ComposedMatcher([...(language in WEAR_WORDS ? [WEAR_WORDS[language as keyof typeof WEAR_WORDS].worn] : []), ...(FITNESS_CLASSES[language] ?? [])], (key: string) => phraseOf(key, language));

const listings = new Map<Lexicon, ReturnType<typeof list>>();
const listing = (lexicon: Lexicon) => listings.get(lexicon) ?? listings.set(lexicon, list(lexicon)).get(lexicon)!;

/** The index as it was listed: one roles object per phrase of every table, a composed phrase's roles added to a listed one's. */
function list(lexicon: Lexicon) {
  const listed = new Map<string, Record<string, unknown>>();
  let longest = 1;
  for (const [table, role] of tablesOf(lexicon)) {
    for (const key of Object.keys(table)) {
      const phrase = phraseOf(key, lexicon.language);
      const roles = listed.get(phrase);
      if (roles) roles[role] = table[key];
      else listed.set(phrase, { [role]: table[key] });
      longest = Math.max(longest, lexicon.spaced ? phrase.split(' ').length : phrase.length);
    }
  }
  const composed = composedFor(lexicon.language);
  for (const [phrase, roles] of listed) {
    const extra = composed.match(phrase);
    if (extra) Object.assign(roles, { ...extra, ...roles });
  }
  const firstWords = composed.firstWords();
  for (const phrase of listed.keys()) if (phrase.includes(' ')) firstWords.add(phrase.slice(0, phrase.indexOf(' ')));
  const get = (phrase: string) => listed.get(phrase) ?? composed.match(phrase);
  return { listed, get, longest: Math.max(longest, composed.longest(lexicon.spaced)), firstWords };
}

/** A lexicon with a business's own words over its everyday ones, as parse-prompt.ts reads a prompt on its premises. */
const onPremises = (lexicon: Lexicon): Lexicon => ({
  ...lexicon,
  nouns: { ...lexicon.nouns, ...lexicon.premises?.nouns },
  settings: { ...lexicon.settings, ...lexicon.premises?.settings },
});

const lexicons = [...LEXICONS, ...LEXICONS.filter((lexicon) => lexicon.premises).map(onPremises)];

describe('a lexicon looked up in place reads as its listing read', () => {
  it.each(lexicons.map((lexicon, i) => [`${lexicon.language}${i >= LEXICONS.length ? ' on premises' : ''}`, lexicon] as const))('%s', (_, lexicon) => {
    const reference = listing(lexicon);
    const index = wordIndex(lexicon);
    const misread: string[] = [];
    const keys = tablesOf(lexicon).flatMap(([table]) => Object.keys(table));
    // Every phrase, and every key as written (a key with capitals or accents is no phrase of its own).
    for (const phrase of new Set([...reference.listed.keys(), ...keys])) {
      // The same roles, in the same order.
      const want = JSON.stringify(reference.get(phrase));
      if (JSON.stringify(index.phrases.get(phrase)) !== want) misread.push(`${phrase}: ${JSON.stringify(index.phrases.get(phrase))}, not ${want}`);
    }
    expect(misread.slice(0, 20)).toEqual([]);
    expect(reference.listed.size).toBeGreaterThan(100);
    expect(index.longest).toBe(reference.longest);
    const words = new Set([...reference.listed.keys()].flatMap((phrase) => phrase.split(' ')));
    expect([...words].filter((word) => index.opens(word) !== reference.firstWords.has(word))).toEqual([]);
  });
});

/** The language of a prompt with every Latin-script lexicon scored in full, as it was chosen before. */
function scoredInFull(prompt: string): Lexicon {
  const latin = LEXICONS.filter((lexicon) => lexicon.spaced && lexicon.language !== 'ar');
  const choice = lexiconFor(prompt);
  if (!latin.includes(choice)) return choice;
  let best = EN;
  let bestScore = 0;
  for (const lexicon of latin) {
    const { listed } = listing(lexicon);
    const words = normalise(prompt, lexicon.language).match(/[\p{L}\p{N}]+/gu) ?? [];
    let score = 0;
    for (const word of words) {
      if (lexicon.function.includes(word)) score += 2;
      else if (lexicon.forms(word).some((form) => (lexicon === EN ? wordIndex(EN).phrases.has(form) : !form.includes(' ') && listed.has(form)))) score += 1;
    }
    score -= foreignWords(prompt.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], lexicon, () => tablesOf(lexicon).flatMap(([table]) => Object.keys(table)));
    if (score > bestScore) [best, bestScore] = [lexicon, score];
  }
  return best;
}

/** Prompts of words drawn from two languages' tables and function words (a fixed sequence, not random). */
function mixedPrompts(): string[] {
  const latin = LEXICONS.filter((lexicon) => lexicon.spaced && lexicon.language !== 'ar');
  const pools = latin.map((lexicon) => [...lexicon.function, ...Object.keys(lexicon.nouns), ...Object.keys(lexicon.settings), ...Object.keys(lexicon.poses)]);
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  const prompts: string[] = [];
  for (let i = 0; i < 600; i++) {
    const [a, b] = [pools[next(pools.length)]!, pools[next(pools.length)]!];
    prompts.push(Array.from({ length: 2 + next(7) }, () => (next(3) ? a : b)[next((next(3) ? a : b).length)]).join(' '));
  }
  return prompts;
}

describe('the lexicon a prompt is read with', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    'A sunny kitchen with fresh coffee',
    'Una cocina soleada con café recién hecho',
    'Un salon de coiffure à Lyon',
    'Eine sonnige Küche mit frischem Kaffee',
    'Una cucina soleggiata con caffè appena fatto',
    'Uma cozinha ensolarada com café fresco',
    'Een zonnige keuken met verse koffie',
    'Barista pouring latte art',
  ])('%s: as when every language was scored in full', (prompt) => expect(lexiconFor(prompt)).toBe(scoredInFull(prompt)));

  it('600 prompts of words from two languages: as when every language was scored in full', () => {
    const prompts = mixedPrompts();
    expect(prompts.filter((prompt) => lexiconFor(prompt) !== scoredInFull(prompt))).toEqual([]);
  });

  it('an English prompt reads no other Latin-script lexicon\'s tables', async () => {
    vi.resetModules();
    const fresh = await import('../../lambdas/render/compose/lexicons');
    const others = new Set<unknown>(fresh.LEXICONS.filter((lexicon) => lexicon !== fresh.EN).flatMap((lexicon) => tablesOf(lexicon).map(([table]) => table)));
    const keys = vi.spyOn(Object, 'keys');
    expect(fresh.lexiconFor('A sunny kitchen with fresh coffee on the table by the window').language).toBe('en');
    expect(keys.mock.calls.filter(([table]) => others.has(table))).toEqual([]);
  });

  it('an index builds no roles for phrases not read: the composed phrases are matched only as looked up', async () => {
    vi.resetModules();
    const fresh = await import('../../lambdas/render/compose/lexicons');
    const { ComposedMatcher: Matcher } = await import('../../lambdas/render/compose/lexicons/composed-phrases');
    const match = vi.spyOn(Matcher.prototype, 'match');
    fresh.wordIndex(fresh.EN);
    expect(match.mock.calls.length).toBe(0);
    expect(fresh.wordIndex(fresh.EN).phrases.get('coffee')).toEqual(wordIndex(EN).phrases.get('coffee'));
  });
});
