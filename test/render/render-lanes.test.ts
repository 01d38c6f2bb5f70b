/**
 * renderVideo's lanes: each draws a run of consecutive parts, so that a scene's tail can hand its
 * drawing of the next part's head on. The runs are about equal in length, and the end card is last.
 */
import { describe, expect, it } from 'vitest';
import { chains } from '../../lambdas/render/render-video';
import { MAGENTA_LOGO, spec } from './support/fixtures';

const scenes = (...secs: number[]) => secs.map((durationSec) => ({ type: 'motion' as const, prompt: 'Mornings, upgraded.', durationSec }));
const withLogo = { brand: { logoUrl: MAGENTA_LOGO, colors: ['#1b4332'] } };

describe('lanes of consecutive parts', () => {
  it('five 4 s scenes and the 2.5 s end card on two lanes: three scenes, then two and the card', () => {
    expect(chains(spec(scenes(4, 4, 4, 4, 4), withLogo), 2)).toEqual([[0, 1, 2], [3, 4, 5]]);
  });

  it('cuts where the running length passes each lane\'s share, at the nearer boundary', () => {
    expect(chains(spec(scenes(10, 2, 2, 2, 2, 2)), 2)).toEqual([[0], [1, 2, 3, 4, 5]]);
    expect(chains(spec(scenes(2, 2, 2, 2, 2, 10)), 2)).toEqual([[0, 1, 2, 3, 4], [5]]);
    expect(chains(spec(scenes(3, 3, 3, 3, 3, 3)), 3)).toEqual([[0, 1], [2, 3], [4, 5]]);
  });

  it('one lane draws every part in order; more lanes than parts leave lanes idle', () => {
    expect(chains(spec(scenes(4, 4, 4), withLogo), 1)).toEqual([[0, 1, 2, 3]]);
    expect(chains(spec(scenes(4, 4)), 4)).toEqual([[0], [1]]);
  });
});
