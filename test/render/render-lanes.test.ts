/**
 * renderVideo's lanes: each draws a run of consecutive parts, so that a scene's tail can hand its
 * drawing of the next part's head on. The runs are about equal in length, and the end card is last.
 * A lane goes on to its next part once the part before is drawn, while that part's encoder finishes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chains, renderVideo } from '../../lambdas/render/render-video';
import { takeTrace } from '../../lambdas/render/trace';
import { MAGENTA_LOGO, spec, testPorts } from './support/fixtures';

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

describe('a lane and its encoders', () => {
  it('draws its next part as soon as the part before is drawn, while that part\'s encoder finishes', async () => {
    const plan = spec(scenes(2, 2, 2));
    expect(chains(plan, 2)).toEqual([[0, 1], [2]]);
    const dir = await mkdtemp(join(tmpdir(), 'render-lanes-test-'));
    process.env.RENDER_TRACE = '1';
    try {
      takeTrace();
      const facts = await renderVideo(plan, testPorts(), join(dir, 'out.mp4'));
      expect(facts.durationSec).toBeGreaterThanOrEqual(6);
      const spans = takeTrace();
      const span = (stage: string) => spans.find((s) => s.stage === stage)!;
      // Scene 1 goes on from the head scene 0's tail drew, before scene 0's encoder has written its parts.
      expect(span('draw 1').start).toBeLessThan(span('draw 0').end);
    } finally {
      delete process.env.RENDER_TRACE;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
