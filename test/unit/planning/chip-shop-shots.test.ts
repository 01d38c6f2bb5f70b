/**
 * A fish and chip shop's shots name it as itself (compositions.ts): its cook at the fryer, its inside with battered fish and
 * chips, never a restaurant's chef in an open kitchen nor its plates of food; in the other languages too.
 */
import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

const shots = (brief: string, language?: string) =>
  planOf({ brief, ...(language ? { language } : {}) }).plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt);

describe('a chip shop is planned as a chip shop', () => {
  it.each([
    ['A 20-second ad for Harbour Lights Fish & Chips in Whitby: fresh haddock, mushy peas, eat in or take away.', undefined, /fish and chip shop/],
    ['A 15-second advert for The Codfather, the chippy on the seafront: cod and chips, open till late.', undefined, /fish and chip shop/],
    ['Publicité de 15 secondes pour la friterie Chez Léon à Lille : frites fraîches, fricadelles.', 'fr', /friterie/i],
  ])('%s', (brief, language, place) => {
    const prompts = shots(brief, language);
    expect(prompts.join(' | ')).toMatch(place);
    expect(prompts.join(' | ')).not.toMatch(/open kitchen|plates of food/);
  });

  it('its first shot is the cook at the fryer', () => {
    expect(shots('A 20-second ad for Harbour Lights Fish & Chips in Whitby: fresh haddock, mushy peas.')[0]).toMatch(/^A cook lowering battered fish into the fryer/);
  });
});
