import { describe, expect, it } from 'vitest';
import { namesAudience } from '../../../lambdas/core/planning/audience-said';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { spreadOffer } from '../../../lambdas/core/planning/offer-points';
import { phrasebookFor } from '../../../lambdas/core/planning/phrases';
import { planOf, sentences } from './plan-of';

/**
 * The hook meets a business and joins an occasion ("Summit Accountants" is no summit), hails its
 * audience only where no point names them already, and an offer of several offers in a thin brief
 * says every one of them rather than cutting the rest to fit the closing card.
 */
const said = (body: Record<string, unknown>) => sentences(planOf(body).plan);

describe('met or joined', () => {
  const en = phrasebookFor('en').phrases;
  it.each([
    ['Summit Accountants in Leeds', 'Meet Summit Accountants in Leeds.'],
    ['Festival Records', 'Meet Festival Records.'],
    ['Expo Motors in Derby', 'Meet Expo Motors in Derby.'],
    ['Tech Leaders Summit', 'Join the Tech Leaders Summit.'],
    ['Leeds Food Festival on 3 August', 'Join the Leeds Food Festival on 3 August.'],
    ['the Riverside Half Marathon on 12 April', 'Join the Riverside Half Marathon on 12 April.'],
    ['Festival of Light in Durham', 'Join the Festival of Light in Durham.'],
  ])('%s → %s', (subject, line) => expect(en.meet(subject)).toBe(line));

  it('hails an audience before a business as met', () => expect(en.meetAudience('Freelancers', 'Summit Accountants')).toBe('Freelancers, meet Summit Accountants.'));
});

describe('an audience the points name is not hailed too', () => {
  it.each([
    ['A 20-second ad for Harbour Yoga in Brighton: morning classes for beginners, mats provided, your first class is £5. Book at harbouryoga.example.com', /beginners/iu],
    ['A 30-second ad for Summit Accountants in Leeds: tax returns for freelancers from £150, free first consultation. Call 0113 496 0000.', /freelancers/iu],
    ['A 20-second ad for Brightside Tutors in Bristol: maths tutoring for teenagers, first lesson free. Visit brightside.example.', /teenagers/iu],
  ])('%s', (brief, audience) => {
    const lines = said({ brief, duration_sec: 20 });
    expect(lines.filter((l) => audience.test(l))).toHaveLength(1);
    expect(lines[0]).toMatch(/^Meet /u);
  });

  it('reads the audience as whole words', () => {
    expect(namesAudience(['Tax returns for freelancers from £150.'], 'freelancers')).toBe(true);
    expect(namesAudience(['Classes for all levels.'], 'new parents')).toBe(false);
    expect(namesAudience(['Für Anfänger geeignet.'], 'Anfänger')).toBe(true);
    expect(namesAudience(['Kurse für Anfängerinnen.'], 'Anfänger')).toBe(false);
  });
});

describe('an offer of several offers', () => {
  it.each([
    ['en', 'A 30-second ad for Summit Accountants in Leeds: tax returns for freelancers from £150, free first consultation. Call 0113 496 0000.', 'Free first consultation.', 'Tax returns for freelancers from £150.'],
    ['es', 'Anuncio de 20 segundos para Gestoría Ruiz en Valencia: declaración de la renta desde 60 €, primera consulta gratis. Llama al 600 123 456.', 'Primera consulta gratis.', 'Declaración de la renta desde 60 €.'],
    ['fr', 'Publicité de 20 secondes pour le Cabinet Martin à Lyon : déclaration d’impôts dès 90 €, premier rendez-vous gratuit. Appelez le 04 72 00 00 00.', 'Premier rendez-vous gratuit.', 'Déclaration d’impôts dès 90 €.'],
  ])('%s: every offer is said', (language, brief, free, priced) => {
    const lines = said({ brief, language, duration_sec: 30 });
    expect(lines).toContain(free);
    expect(lines).toContain(priced);
  });

  it('stays one where one part follows on from the other, or the brief has points enough', () => {
    const facts = (brief: string) => spreadOffer(readBrief(brief, 'en'), 'en');
    expect(facts('Ad for Flow Pilates. First class free, then £9 a class. Book at flow.example.').offer).toBe(readBrief('Ad for Flow Pilates. First class free, then £9 a class. Book at flow.example.', 'en').offer);
    const rich = 'Ad for Summit Accountants in Leeds. Chartered since 1998. Friendly local team. Tax returns from £150, free first consultation. Call 0113 496 0000.';
    expect(facts(rich).offer).toBe(readBrief(rich, 'en').offer);
  });
});
