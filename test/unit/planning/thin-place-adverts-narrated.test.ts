import { describe, expect, it } from 'vitest';
import { MIN_NARRATION_COVERAGE } from '../../../lambdas/core/planning/narration-fit';
import { coverage, planOf, sentences } from './plan-of';
import { thinPlaceBriefs } from './thin-place-briefs';

/**
 * Every narrated advert of a thin place brief (a name, a trade, a town, at most a service and a
 * call) narrates at least MIN_NARRATION_COVERAGE of its length, as check:video counts it, and says
 * each line once: never again, nor in a shorter form ("Walk in or book online." … "Book online.").
 * A name said alone signs off, as adverts do.
 */

/** A line as heard: case and punctuation aside. */
const heard = (line: string) => line.toLowerCase().replace(/[\p{P}\s]+/gu, ' ').trim();
/** `short` is `long` or said within it, word for word. */
const within = (long: string, short: string) => ` ${heard(long)} `.includes(` ${heard(short)} `);

const BRIEFS = [
  ...thinPlaceBriefs(),
  { brief: 'A 20-second ad for Polished Nail Bar in Manchester: gel manicures from £25, nail art, walk-ins welcome. Book at polishednails.example.co.uk', duration_sec: 20, language: 'en', brand_name: 'Polished Nail Bar' },
];

describe('a thin place advert', () => {
  it.each(BRIEFS.map((b) => [b.brief, b]))('%s: narrated to the share, each line once', (_, body) => {
    const planned = planOf(body);
    const lines = sentences(planned.plan);
    expect(coverage(planned), lines.join(' | ')).toBeGreaterThanOrEqual(MIN_NARRATION_COVERAGE);
    const repeats = lines.filter((line, i) => heard(line) !== heard(body.brand_name) && lines.some((other, j) => j !== i && within(other, line) && (heard(other) !== heard(line) || j < i)));
    expect(repeats, lines.join(' | ')).toEqual([]);
  });

  it('comes in every language, length and shape', () => {
    const family = thinPlaceBriefs();
    expect(new Set(family.map((b) => b.language))).toEqual(new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']));
    expect(new Set(family.map((b) => b.duration_sec))).toEqual(new Set([15, 20, 30]));
    // One sentence; a name, a trade and a call only; a service and a call.
    expect(family.some((b) => !/\.\s/u.test(b.brief))).toBe(true);
    expect(family.filter((b) => /\.example/u.test(b.brief)).length).toBeGreaterThan(5);
  });
});
