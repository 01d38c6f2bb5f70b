import { describe, expect, it } from 'vitest';
import { subjectKind } from '../../../lambdas/core/planning/compositions';

// A subject whose head word is a trade is a place of business; a product whose describing word is a trade is still the product.
describe('a subject headed by a trade is a business', () => {
  it.each([
    ['Paws & Claws mobile dog grooming', 'Ad for Paws & Claws mobile dog grooming in Austin. Book a groom from $60.', 'business'],
    ['Sparkle mobile car wash', 'Ad for Sparkle mobile car wash in Leeds. We come to you.', 'business'],
    ['the Cosy dog bed', 'Ad for the Cosy dog bed. Washable cover, £39.', 'pet'],
    ['the Calma cat tree', 'Ad for the Calma cat tree with three platforms.', 'pet'],
  ])('%s', (subject, brief, kind) => {
    expect(subjectKind(subject, brief)).toBe(kind);
  });
});
