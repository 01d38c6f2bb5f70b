/**
 * Issue 23 (a hiking-boots brief): "crossing" after someone is what they do, not a street crossing, so the place the
 * prompt names is where they are ("a hiker crossing a stream in the mountains" is at the stream there); "at the crossing"
 * is still the street.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

describe('crossing, the verb or the place', () => {
  it.each([
    ['A hiker crossing a stream in the mountains, morning light.', 'stream', 'walking'],
    ['A woman crossing the road in the city', 'street', 'walking'],
    ['Children waiting at the crossing', 'street', null],
  ])('%s', (prompt, setting, pose) => {
    const { scene } = composeScene(prompt);
    expect([scene.setting, scene.pose]).toEqual([setting, pose]);
  });
});
