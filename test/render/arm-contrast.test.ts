/**
 * An arm held up in front of its holder's clothes stands apart from them: its sleeve is the
 * clothes' colour shaded to at least ARM_CONTRAST against them (dark suits lighter, light ones
 * darker), so in a close-up the arm never vanishes into the suit.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, standOut } from '../../lambdas/render/draw/palette';
import { ARM_CONTRAST, armOn } from '../../lambdas/render/scenes/subject-scene';

describe('an arm stands apart from the clothes behind it', () => {
  it.each([
    ['the picture’s purple suit', '#3e2f73'],
    ['navy', '#1b2440'],
    ['black', '#000000'],
    ['mid grey', '#808080'],
    ['white shirt', '#ffffff'],
    ['yellow jersey', '#f4c430'],
    ['red', '#c0392b'],
  ])('%s (%s): sleeve at least ARM_CONTRAST against it, same hue family', (_, clothes) => {
    const sleeve = armOn(clothes);
    expect(contrastRatio(sleeve, clothes)).toBeGreaterThanOrEqual(ARM_CONTRAST);
    expect(sleeve).not.toBe(clothes);
  });

  it('the rule is a real contrast: 1.6:1 or more', () => {
    expect(ARM_CONTRAST).toBeGreaterThanOrEqual(1.5);
    expect(contrastRatio(standOut('#3e2f73', '#3e2f73', 1.6), '#3e2f73')).toBeGreaterThanOrEqual(1.6);
  });
});
