import { describe, expect, it } from 'vitest';
import { tradeOf } from '../../../lambdas/core/planning/compositions';

// A name's most specific trade wins: a climbing gym is a climbing centre, a gym with a wall is a gym.
describe('a climbing gym is a climbing centre', () => {
  it.each([
    ['Summit Climbing Gym', '30-second ad for Summit Climbing Gym in Denver. Show climbers on the bouldering wall.', 'a climbing centre'],
    ['Boulderhalle Nord', 'Spot für Boulderhalle Nord in Hamburg. Zeigen Sie Kletterer an der Wand.', 'a climbing centre'],
    ['IronWorks Gym', 'Ad for IronWorks Gym in Leeds. Show members on the rowing machines and our new climbing wall.', 'a gym'],
    ['FitLab', 'Spot di 20 secondi per FitLab, una palestra a Torino.', 'a gym'],
  ])('%s', (name, brief, trade) => {
    expect(tradeOf(name, brief)).toBe(trade);
  });
});
