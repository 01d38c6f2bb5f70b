/**
 * Issue 23: personal mobility (an e-scooter, a skateboard) gets its own advert shots: ridden along a
 * path, carried, parked by the door, a close-up of its deck; never a car's (a charging point in a car
 * park, bags loaded into it, a family in it). A motor scooter stays a vehicle; a bicycle keeps its own.
 */
import { describe, expect, it } from 'vitest';
import { compositions, subjectKind } from '../../../lambdas/core/planning/compositions';
import { planOf } from './plan-of';

const CAR_SHOTS = /charging point|car park|loading bags|family|driving|winding road|mountain road/i;

describe('what personal mobility is', () => {
  it.each([
    ['the Zip e-scooter', '20-second ad for the Zip e-scooter, a folding electric scooter with 40 km range.', 'en'],
    ['Zip', '20-second ad for Zip, an e-scooter for city commuters. 40 km range.', 'en'],
    ['Glide', 'Ad for Glide, an electric skateboard. 30 km range.', 'en'],
    ['Zip', 'Publicité pour Zip, la trottinette électrique pliable.', 'fr'],
    ['Zip', 'Werbung für Zip, den E-Scooter für die Stadt.', 'de'],
    ['Zip', 'Anuncio de Zip, el patinete eléctrico plegable.', 'es'],
    ['Zip', 'Pubblicità per Zip, il monopattino elettrico pieghevole.', 'it'],
    ['Zip', 'Anúncio da Zip, a trotinete elétrica dobrável.', 'pt'],
    ['Zip', 'Advertentie voor Zip, de elektrische step voor de stad.', 'nl'],
    ['Zip', 'Zipは折りたためる電動キックボードです。', 'ja'],
  ])('%s in "%s" → mobility', (subject, brief, language) => {
    expect(subjectKind(subject, brief, false, language)).toBe('mobility');
  });

  it('a motor scooter is a vehicle, a bicycle a bike', () => {
    expect(subjectKind('the Roma motor scooter', 'Ad for the Roma motor scooter.')).toBe('vehicle');
    expect(subjectKind('the Volt e-bike', 'Ad for the Volt e-bike.')).toBe('bike');
    expect(subjectKind('the Volt', 'Ad for the Volt, an electric car.')).toBe('vehicle');
  });
});

describe("an e-scooter advert's shots are its own", () => {
  it('five of them: ridden along a path, carried, parked by the door, its deck close up, against a wall; no car shot among them', () => {
    const shots = compositions('the Zip e-scooter', 'mobility', {}, 5).map((s) => s.picture);
    expect(shots.join(' | ')).not.toMatch(CAR_SHOTS);
    for (const moment of [/riding the Zip e-scooter along a river path/, /carrying the Zip e-scooter/, /parked by the front door/, /deck of the Zip e-scooter/, /against a brick wall/]) {
      expect(shots.some((s) => moment.test(s)), `${moment}`).toBe(true);
    }
  });

  it.each([
    '20-second ad for the Zip e-scooter, a folding electric scooter with 40 km range. Charges in 3 hours. Rent one at zipride.example',
    '20-second ad for Zip, an e-scooter for city commuters. 40 km range. Folds in 3 seconds. Ride at zipride.example',
    'Ad for Glide, an electric skateboard. 30 km range. glide.example',
  ])('planned from "%s", no scene is a car’s', (brief) => {
    const { plan } = planOf({ brief, duration_sec: 20 });
    const pictures = plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);
    expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures) expect(picture).not.toMatch(CAR_SHOTS);
  });
});
