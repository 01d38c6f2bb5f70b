import { describe, expect, it } from 'vitest';
import { doing } from '../../../lambdas/core/planning/step-pictures';

// Each clause of a step that opens with a verb, known or not, is pictured in progress.
describe('every clause of a step is an action in progress', () => {
  it.each([
    ['Knock and announce yourself', 'knocking and announcing themselves'],
    ['Scrub the grill and degrease the hood', 'scrubbing the grill and degreasing the hood'],
    ['Greet the guest and introduce yourself', 'greeting the guest and introducing themselves'],
    ['Wipe the counter, then descale the kettle', 'wiping the counter and descaling the kettle'],
    ['Check the weight and the route before you lift', 'checking the weight and the route before they lift'],
  ])('%s', (step, shown) => {
    expect(doing(step)).toBe(shown);
  });
});
