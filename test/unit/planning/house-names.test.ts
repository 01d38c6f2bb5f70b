import { describe, expect, it } from 'vitest';
import { premisesIn } from '../../../lambdas/core/planning/own-place';
import { planOf } from './plan-of';

/** "Casa Lola" is a name: its plan pictured "una casa" and invited the viewer "en nuestra casa". */
describe('a house’s word that opens a name is no house', () => {
  it.each([
    ['Casa Lola', 'es'],
    ['Maison Kayser', 'fr'],
    ['Casa Mia', 'it'],
    ['Casa Alfama', 'pt'],
  ])('%s (%s)', (name, language) => {
    const found = premisesIn(name, language);
    expect(Array.isArray(found) ? found[0] : found).not.toMatch(/^(?:casa|maison)$/iu);
  });

  it('leaves a house’s word that is no name’s a place of its own', () => {
    expect(premisesIn('una casa de comidas', 'es')).toEqual(['casa de comidas', 'f']);
    expect(premisesIn('casa de comidas en Cádiz', 'es')).toEqual(['casa de comidas', 'f']);
  });

  it.each([
    'Anuncio de 20 segundos para Casa Lola en Málaga: tapas caseras, vino de la casa, terraza con vistas. Reserva en casalola.example.es',
    'Anuncio de 20 segundos para Casa Lola: tapas caseras, vino de la casa, terraza con vistas. Reserva en casalola.example.es',
  ])('%s', (brief) => {
    const { plan } = planOf({ brief, language: 'es', brand_name: 'Casa Lola', duration_sec: 20 });
    for (const s of plan.scenes) {
      expect(s.prompt).not.toMatch(/una casa/u);
      expect(s.script ?? '').not.toMatch(/nuestra casa/u);
    }
  });
});
