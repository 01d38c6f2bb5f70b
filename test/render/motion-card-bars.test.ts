/**
 * Issue 23, motion design: a stat card's rising bars say "this grew"; they stand under a count, a
 * share or a multiple, never under a price, a rating or a small count ("£18 for a cut", "Massimo 8
 * persone"), which sit alone on the card, larger.
 */
import { describe, expect, it } from 'vitest';
import { findFigure } from '../../lambdas/render/motion/figures';
import { risesAsBars } from '../../lambdas/render/motion/looks/stat';

const bars = (copy: string, language?: string) => risesAsBars(findFigure(copy, language)!);

describe('a stat card draws bars only for a quantity that grew', () => {
  it.each([
    ['Trusted by 12,000 drivers since 1998.'],
    ['98% of pupils pass first time.'],
    ['Plus de 2 millions de repas servis.', 'fr'],
    ['10x faster set-up.'],
    ['Über 500 zufriedene Kunden.', 'de'],
  ])('bars under "%s"', (copy, language?: string) => expect(bars(copy, language)).toBe(true));

  it.each([
    ['£18 for a cut.'],
    ['Massimo 8 persone.', 'it'],
    ['Rated 4.9 by our guests.'],
    ['Außenwäsche ab 8 €.', 'de'],
    ['Desde 119 € el par.', 'es'],
    ['Open 24/7.'],
  ])('no bars under "%s"', (copy, language?: string) => expect(bars(copy, language)).toBe(false));
});
