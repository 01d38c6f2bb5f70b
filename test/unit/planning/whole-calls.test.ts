import { describe, expect, it } from 'vitest';
import { wholeCall } from '../../../lambdas/core/planning/whole-calls';
import type { BriefFacts } from '../../../lambdas/core/planning/brief-text';
import { planOf, sentences } from './plan-of';

/** A line as heard: case and punctuation aside. */
const heard = (line: string) => line.toLowerCase().replace(/[\p{P}\s]+/gu, ' ').trim();

describe('a call to action that is a clause of a point is said whole, once', () => {
  const facts = (points: string[], cta: string) => ({ points, cta, pictures: [], steps: [], addresses: [] }) as unknown as BriefFacts;

  it.each([
    ['Walk in or book online.', 'Book online'],
    ['Ven sin cita o reserva online.', 'Reserva online'],
    ['Passez sans rendez-vous ou réservez en ligne.', 'Réservez en ligne'],
    ['Einfach vorbeikommen oder online buchen.', 'Online buchen'],
    ['Loop binnen of boek online.', 'Boek online'],
  ])('%s', (point, cta) => {
    const out = wholeCall(facts(['Skin fades.', point], cta));
    expect(out.cta).toBe(point.replace(/\.$/u, ''));
    expect(out.points).toEqual(['Skin fades.']);
  });

  it('leaves a call no point holds as it is', () => {
    const given = facts(['Skin fades.'], 'Book online');
    expect(wholeCall(given)).toBe(given);
  });

  it.each([
    ['A 20-second ad for Sharp & Co barbershop in Glasgow: skin fades, beard trims and hot towel shaves, £18 for a cut. Walk in or book online.', 'en', 'Walk in or book online.'],
    ['Advertentie van 20 seconden voor Vita, een koffiebar in Utrecht. Koffie en huisgemaakte taart. Loop binnen of boek online.', 'nl', 'Loop binnen of boek online.'],
    ['Anuncio de 20 segundos para Stella, una floristería en Sevilla. Ramos frescos desde 20 €. Ven sin cita o reserva online.', 'es', 'Ven sin cita o reserva online.'],
  ])('a plan says it at the close and no shorter form of it: %s', (brief, language, whole) => {
    const { plan } = planOf({ brief, language, duration_sec: 20 });
    const lines = sentences(plan).map(heard);
    const call = heard(whole);
    expect(lines.filter((l) => call.includes(l)), lines.join(' | ')).toEqual([call]);
    expect(plan.scenes.at(-1)!.script).toContain(whole);
  });
});
