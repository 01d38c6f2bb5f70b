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
  it('is outdoors where dogs play, never a children’s nursery', () => {
    expect(parsePrompt('A staff member walking three dogs inside a dog daycare, midday daylight.').setting).toBe('park');
    expect(parsePrompt('Dogs playing in the yard, morning light.').setting).toBe('park');
    expect(parsePrompt('A teacher reading to children inside a daycare.').setting).toBe('nursery');
  });
});
