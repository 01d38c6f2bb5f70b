import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

/** Dishes a restaurant's brief names are food on the table, so its guests sit down to eat them. */
describe('dishes named in a prompt', () => {
  it.each([
    ['A family sharing nachos on the patio', 'meal'],
    ['Friends eating burritos at a table', 'taco'],
    ['A couple sharing fajitas in a restaurant', 'meal'],
  ])('%s → %s', (prompt, concept) => {
    expect(parsePrompt(prompt).things.map((t) => t.concept)).toContain(concept);
  });
});

describe('a dog daycare', () => {
  it('is outdoors where dogs play (its own fenced yard), never a children’s nursery', () => {
    expect(parsePrompt('A staff member walking three dogs inside a dog daycare, midday daylight.').setting).toBe('dog-yard');
    expect(parsePrompt('Dogs playing in the yard, morning light.').setting).toBe('park');
    expect(parsePrompt('A teacher reading to children inside a daycare.').setting).toBe('nursery');
  });
});

describe('who a prompt calls young', () => {
  it('a young patient is a child; a young woman, man or couple is grown up (an agent hands keys to a young couple, not to two children)', () => {
    expect(parsePrompt('A dentist checking a young patient in the chair').things.find((t) => t.concept === 'patient')?.young).toBe(true);
    for (const prompt of ['An agent handing keys to a young couple outside their new home', 'A young woman reading in a café', 'A young man running along the river']) {
      expect(parsePrompt(prompt).things.some((t) => t.young), prompt).toBe(false);
    }
  });
});

describe('a meal kit named in a prompt', () => {
  it('is a box in the brand’s colour, not a plate of food', () => {
    expect(parsePrompt('The FreshBox meal kits delivered to a front door').things.map((t) => t.concept)).toContain('product');
  });
});

describe('blow-drying', () => {
  it.each([
    'Eine Friseurin, die einer Kundin die Haare föhnt, in einem Friseursalon',
    "A hairdresser blow drying a customer's hair in a salon",
    'Una peluquera que seca el pelo a una clienta',
    'Une coiffeuse qui sèche les cheveux d’une cliente',
  ])('is the hairdresser at the salon chair: %s', (prompt) => {
    expect(parsePrompt(prompt).pose).toBe('cutting-hair');
  });
});
