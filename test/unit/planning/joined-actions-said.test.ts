import { describe, expect, it } from 'vitest';
import { actionLine } from '../../../lambdas/core/planning/brief-actions';

// Staff doing two things are said doing both in the same tense.
describe('a second action joined on is said like the first', () => {
  it.each([
    ['a cleaner vacuuming a living room and wiping a kitchen counter', 'Our cleaner vacuums your living room and wipes your kitchen counter.'],
    ['our baker shaping dough and sliding loaves into the oven', 'Our baker shapes dough and slides loaves into our oven.'],
    ['two gardeners mowing the lawn and then trimming the hedge', 'Our gardeners mow the lawn and then trim the hedge.'],
  ])('%s', (picture, line) => {
    expect(actionLine(picture)).toBe(line);
  });
});
