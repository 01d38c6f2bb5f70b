import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

/** Issue 23: the places to stay and the studios the planner now names as trades are drawn in a room of their kind. */
describe('a hostel, a guest house or a bed and breakfast is a hotel; a spin studio a gym, a climbing centre a climbing gym', () => {
  it.each([
    ['A receptionist welcoming backpackers at the front desk of a hostel', 'hotel'],
    ['A family at breakfast in a guest house', 'hotel'],
    ['A guest arriving at a bed and breakfast', 'hotel'],
    ['A rider on a bike inside a spin studio', 'gym'],
    ['A climber on the wall of a climbing centre', 'climbing-gym'],
    ['An instructor leading a class inside a reformer studio', 'studio'],
  ])('%s', (prompt, setting) => {
    expect(parsePrompt(prompt).setting).toBe(setting);
  });
});
