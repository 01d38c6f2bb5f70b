import { describe, expect, it } from 'vitest';
import { subjectKind } from '../../../lambdas/core/planning/compositions';
import { withoutFalseFriends } from '../../../lambdas/core/planning/false-friends';
import { planOf } from './plan-of';

// "van" (Dutch "of", a surname's particle), French "car" (because), German "hat" (has): no vehicle, no hat.
describe('another language’s everyday words name no English kind', () => {
  it.each([
    ['Optiek Van Dam', 'Optiek Van Dam in Utrecht: gratis oogmeting, brillen van bekende merken.', 'nl'],
    ['Boulangerie Soleil', 'La Boulangerie Soleil ouvre tôt car le pain se cuit la nuit.', 'fr'],
    ['Hotel Ribera', 'El Hotel Ribera: los huéspedes van a la playa en cinco minutos.', 'es'],
  ])('%s (%s) is read as no vehicle', (name, brief, language) => {
    expect(subjectKind(name, brief, true, language)).not.toBe('vehicle');
  });
  it('a surname’s "Van" in an English brief is no van; a van hire firm still hires vans', () => {
    expect(subjectKind('Van Dam Opticians', 'Van Dam Opticians: free eye tests and designer frames.', true, 'en')).not.toBe('vehicle');
    expect(withoutFalseFriends('Ace Van Hire', 'en')).toBe('Ace Van Hire');
    expect(subjectKind('a camper van', 'Rent a camper van for the summer.', false, 'en')).toBe('vehicle');
  });
  it('an optician’s Dutch advert is never a car advert', () => {
    const { plan } = planOf({
      brief: '20 seconden reclame voor Optiek Van Dam in Utrecht: gratis oogmeting, brillen van bekende merken, contactlenzen op maat. Maak een afspraak op vandam.example.nl',
      brand_name: 'Optiek Van Dam', language: 'nl', duration_sec: 20,
    });
    expect(plan.scenes.map((s) => s.prompt).join('\n')).not.toMatch(/\bcar\b|driving/i);
  });
});
