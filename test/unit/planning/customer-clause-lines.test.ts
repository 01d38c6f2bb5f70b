import { describe, expect, it } from 'vitest';
import { actionLine } from '../../../lambdas/core/planning/brief-actions';
import { customerLine } from '../../../lambdas/core/planning/customer-lines';
import { withAntecedents } from '../../../lambdas/core/planning/it-antecedents';
import { planOf, sentences } from './plan-of';

/**
 * A customer's and a member of staff's actions said as a brand would say them (issue 23): a
 * customer shown smiling as they do something is invited to what they do, never to smile with a
 * "she" and an "it" left over; a pet staff look after is the viewer's, what staff play with theirs.
 */
describe('a customer’s action in a clause', () => {
  it.each([
    ['a customer smiling as she takes the bouquet of roses', 'Take your bouquet of roses.'],
    ['a customer smiling as he rides the bike away', 'Ride your bike away.'],
    ['a customer laughing as she picks up her dog', 'A customer laughs as she picks up her dog.'],
    ['a guest beaming while he carries the cake to the table', 'Carry your cake to the table.'],
    ['a client grinning when she watches the video', 'Watch your video.'],
  ])('%s → %s', (picture, said) => {
    expect(actionLine(picture)).toBe(said);
  });

  it.each(['a customer smiling as she takes it', 'a diner laughing while they eat them'])('%s: no line, no dangling pronoun', (picture) => {
    expect(actionLine(picture)).toBeUndefined();
  });

  it('"it" in the clause is what the shot before acts on', () => {
    expect(withAntecedents(['a florist wrapping a bouquet of roses', 'a customer smiling as she takes it'])[1]).toBe('a customer smiling as she takes the bouquet of roses');
  });

  it('a brief’s florist and her customer: no "Smile as she takes it."', () => {
    const { plan } = planOf({ brief: 'Ad for Petal & Stem florist. Show a florist wrapping a bouquet of roses and a customer smiling as she takes it.', duration_sec: 15 });
    const said = sentences(plan);
    expect(said).toContain('Take your bouquet of roses.');
    expect(said.join(' ')).not.toMatch(/\b(?:she|it)\b/u);
  });
});

describe('staff looking after a pet', () => {
  it.each([
    ['a carer throwing a ball for a spaniel in the garden', 'Our carer throws a ball for your spaniel in the garden.'],
    ['a groomer brushing a poodle', 'Our groomer brushes your poodle.'],
    ['a vet checking a kitten on the table', 'Our vet checks your kitten on our table.'],
    ['a walker leading a dog along the river', undefined],
    ['a mechanic working under a car in the garage', 'Our mechanic works under your car in our garage.'],
  ])('%s → %s', (picture, said) => {
    expect(actionLine(picture)).toBe(said);
  });
});

describe('a customer’s clause in other languages', () => {
  it.each([
    ['unos clientes sonriendo cuando lo prueban', 'es'],
    ['des clients qui sourient quand ils le prennent', 'fr'],
    ['une cliente qui sourit pendant qu’elle le prend', 'fr'],
    ['Kunden, die lächeln, während sie ihn abholen', 'de'],
    ['clienti che sorridono mentre lo prendono', 'it'],
    ['clientes a sorrir enquanto o levam', 'pt'],
  ])('%s (%s): no line with its pronoun left dangling', (picture, language) => {
    expect(customerLine(picture, language)).toBeUndefined();
  });

  it.each([
    ['des amis qui discutent en terrasse', 'fr', 'Chez nous, vous discutez entre amis en terrasse.'],
    ['unos amigos charlando en la terraza', 'es', 'Charla con tus amigos en nuestra terraza.'],
    ['Kunden, die Blumen als Geschenk kaufen', 'de', 'Bei uns kaufen Sie Blumen als Geschenk.'],
  ])('%s (%s) is still said: %s', (picture, language, said) => {
    expect(customerLine(picture, language)).toBe(said);
  });
});
