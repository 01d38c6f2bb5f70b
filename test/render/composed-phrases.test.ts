/**
 * Phrases composed of parts (a class taught in a mat pose: "teaching her class into downward dog"; a thing worn: "wearing
 * her headphones") are matched by their parts, not listed: each reads as its listing read, every combination in every
 * language, and the lexicons hold no such list (the English one had about 72,000 phrases of them, indexed on a render's
 * first prompt).
 */
import { describe, expect, it } from 'vitest';
import { ComposedMatcher, type ComposedPhrases } from '../../lambdas/render/compose/lexicons/composed-phrases';
import { FITNESS_CLASSES } from '../../lambdas/render/compose/lexicons/fitness-words';
import { WEAR_WORDS } from '../../lambdas/render/compose/lexicons/wear-words';
import { EN, LEXICONS, wordIndex } from '../../lambdas/render/compose/lexicons';
import { normalise } from '../../lambdas/render/compose/lexicons/lexicon';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

const phraseOf = (key: string, language: string) => normalise(key, language).replace(/[-'’]/g, ' ');

/** Every phrase of the families as a table listed them: each combination in turn, a later one's value over an earlier's. */
function listing<R>(families: readonly ComposedPhrases<R>[], language: string): Map<string, R> {
  const table = new Map<string, R>();
  for (const { parts, joint, names } of families) {
    const heads = parts.reduce<string[]>((acc, list) => acc.flatMap((head) => list.map((part) => head + part)), ['']);
    for (const [name, roles] of names) for (const head of heads) table.set(phraseOf(`${head}${joint}${name}`, language), roles);
  }
  return table;
}

/** A language's composed phrases: a thing worn ("wearing her headphones"), a class taught in a mat pose. */
const composedIn = (language: string): ComposedPhrases<{ pose: string; noun?: string }>[] => [
  ...(language in WEAR_WORDS ? [WEAR_WORDS[language as keyof typeof WEAR_WORDS].worn] : []),
  ...(FITNESS_CLASSES[language] ?? []),
];

describe('a thing worn and a class taught in a mat pose read as their listing read, in every language', () => {
  const composing = LEXICONS.filter((lexicon) => listing(composedIn(lexicon.language), lexicon.language).size > 0);
  it('in every language but Arabic', () => expect(composing.map((lexicon) => lexicon.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt']));
  it.each(composing.map((lexicon) => [lexicon.language, lexicon] as const))('%s', (language, lexicon) => {
    const index = wordIndex(lexicon);
    const listed = listing(composedIn(language), language);
    expect(listed.size).toBeGreaterThan(500);
    let longest = 0;
    const misread: string[] = [];
    for (const [phrase, { pose, noun }] of listed) {
      const roles = index.phrases.get(phrase);
      // A phrase its lexicon lists as well keeps its own noun ("ヨガ教室": the studio's class, no mat of its own).
      if (roles?.pose !== pose || (noun && (roles.noun ?? noun) !== noun)) misread.push(`${phrase}: ${JSON.stringify(roles)}`);
      if (lexicon.spaced && !index.opens(phrase.slice(0, phrase.indexOf(' ')))) misread.push(`${phrase}: its first word opens no phrase`);
      longest = Math.max(longest, lexicon.spaced ? phrase.split(' ').length : phrase.length);
    }
    expect(misread).toEqual([]);
    expect(index.longest).toBeGreaterThanOrEqual(longest);
    // Only the listing's combinations: a verb with no pose after it, or a pose no class is taught in, is none.
    expect(index.phrases.get(lexicon.spaced ? 'teaching her class into a table' : 'ヨガ教室でテーブル')).toBeUndefined();
  });
});

describe('the lexicons list no composed phrase', () => {
  it('the English tables hold the class phrases and the things worn in none of their rows', () => {
    // 91,666 rows when the composed phrases were listed; other rows grow as the engine learns words.
    expect(Object.keys(EN.poses).length).toBeLessThan(30_000);
    expect(EN.poses['wearing her wireless headphones']).toBeUndefined();
    expect(wordIndex(EN).phrases.get('wearing her wireless headphones')).toEqual({ pose: 'wearing-headphones' });
    expect(EN.poses['teaching her class into downward dog']).toBeUndefined();
    expect(wordIndex(EN).phrases.get('teaching her class into downward dog')).toEqual({ pose: 'class-downward-dog', noun: 'mat' });
  });

  it('a prompt with one reads as before: the class in the pose, on mats', () => {
    const graph = parsePrompt("A yoga teacher helping her students into child's pose");
    expect(graph.pose).toBe('class-child-pose');
    expect(graph.things.map((t) => t.concept)).toContain('mat');
  });
});

describe('composed phrases', () => {
  const families: ComposedPhrases<{ pose: string }>[] = [
    { parts: [['teaching', 'leading'], ['', ' a class'], ['', ' in']], joint: ' ', names: [['plank', { pose: 'plank' }], ['a plank', { pose: 'plank-a' }], ['tree', { pose: 'tree' }], ['plank', { pose: 'plank-again' }], ['in a plank', { pose: 'in-a-plank' }]] },
    { parts: [['yoga']], joint: ' ', names: [['in a plank', { pose: 'yoga-plank' }]] },
  ];
  const matcher = new ComposedMatcher(families, (key) => key);

  it('matches every combination and nothing else', () => {
    expect(matcher.match('teaching a class in tree')).toEqual({ pose: 'tree' });
    expect(matcher.match('leading tree')).toEqual({ pose: 'tree' });
    expect(matcher.match('teaching a class tree pose')).toBeUndefined();
    expect(matcher.match('a class in tree')).toBeUndefined();
    expect(matcher.match('teaching')).toBeUndefined();
  });

  it('a phrase composed two ways reads as the later listing: the later name, the later family', () => {
    expect(matcher.match('teaching in plank')).toEqual({ pose: 'plank-again' });
    // " in" + "a plank", or "" + "in a plank": the name listed last.
    expect(matcher.match('teaching in a plank')).toEqual({ pose: 'in-a-plank' });
    expect(matcher.match('yoga in a plank')).toEqual({ pose: 'yoga-plank' });
    const table = listing(families, 'en');
    for (const [phrase, roles] of table) expect(matcher.match(phrase), phrase).toEqual(roles);
  });

  it('knows its longest phrase and its first words', () => {
    expect(matcher.longest(true)).toBe(7);
    expect(matcher.longest(false)).toBe('teaching a class in in a plank'.length);
    expect([...matcher.firstWords()].sort()).toEqual(['leading', 'teaching', 'yoga']);
  });

  it('unspaced: the parts run together', () => {
    const ja = new ComposedMatcher([{ parts: [['ヨガ'], ['で', 'の']], joint: '', names: [['前屈', { pose: 'fold' }]] }], (key) => key);
    expect(ja.match('ヨガで前屈')).toEqual({ pose: 'fold' });
    expect(ja.match('ヨガ前屈')).toBeUndefined();
    expect(ja.longest(false)).toBe(5);
    expect(ja.firstWords().size).toBe(0);
    // Shorter than the openings phrases are told by.
    expect(new ComposedMatcher([{ parts: [['ヨ']], joint: '', names: [['ガ', { pose: 'yoga' }]] }], (key) => key).match('ヨガ')).toEqual({ pose: 'yoga' });
  });
});
