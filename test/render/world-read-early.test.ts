/**
 * The brand's world (motion/world.ts) is read once per plan, and renderVideo reads it while the first
 * lines are spoken, so the first card's frame does not wait for the plan's prompts to be read.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandWorld } from '../../lambdas/render/motion/world';
import type { FootageSibling } from '../../lambdas/render/ports';
import { renderVideo } from '../../lambdas/render/render-video';
import { takeTrace } from '../../lambdas/render/trace';
import { spec, testPorts } from './support/fixtures';

describe("the brand's world", () => {
  it('is read once per plan: every card of a video shows the one read', () => {
    const scenes: FootageSibling[] = [{ type: 't2v_fast', prompt: 'A barista pouring latte art in a busy café' }, { type: 'motion', prompt: 'Fresh every morning' }];
    const world = brandWorld(scenes);
    expect(world?.setting).toBeTruthy();
    expect(brandWorld(scenes)).toBe(world);
    // Another plan's list is read for itself, alike for alike prompts.
    expect(brandWorld([...scenes])).toEqual(world);
    expect(brandWorld([...scenes])).not.toBe(world);
  });

  it('renderVideo reads it while the first lines are spoken, before the first scene is drawn', async () => {
    const plan = spec([
      { type: 'motion', role: 'hook', prompt: 'Mornings, upgraded.', script: 'Mornings, upgraded.', durationSec: 2 },
      { type: 't2v_fast', prompt: 'A sunny kitchen with fresh coffee', script: 'Fresh beans.', durationSec: 2 },
    ]);
    const dir = await mkdtemp(join(tmpdir(), 'world-read-early-test-'));
    process.env.RENDER_TRACE = '1';
    try {
      takeTrace();
      await renderVideo(plan, testPorts(), join(dir, 'out.mp4'));
      const spans = takeTrace();
      const start = (stage: string) => spans.find((s) => s.stage === stage)?.start ?? NaN;
      expect(start('world')).toBeLessThan(start('source 0'));
      expect(start('world')).toBeLessThan(start('draw 0'));
    } finally {
      delete process.env.RENDER_TRACE;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
