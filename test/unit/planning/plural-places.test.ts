import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

/** A place the brief names in the plural is "in the mountains", never "in a mountains" (issue 23, a hiking-boots brief). */
describe('places named in the plural', () => {
  it.each([
    ['20-second ad for TrailPro hiking boots. Waterproof, 600 g a pair, £120. Show a hiker crossing a stream in the mountains.', 'mountains'],
    ['20-second ad for Peak walking poles, £45. Show a couple walking in the woods.', 'woods'],
  ])('%s', (brief, place) => {
    const prompts = planOf({ brief, duration_sec: 20 }).plan.scenes.map((s) => s.prompt ?? '');
    expect(prompts.join(' ')).not.toMatch(new RegExp(`in a ${place}`));
    expect(prompts.filter((p) => p.includes(`in the ${place}`)).length).toBeGreaterThanOrEqual(1);
  });
});
