/**
 * renderVideo blends each transition on the canvas while the outgoing scene draws its tail; the
 * workflow, whose scenes are drawn on separate workers, has ffmpeg blend the encoded parts. Both
 * must give the same video: every frame of one matches the other's (the cross-fade, the slide in
 * from the right into a step and the rise into a call to action alike), the only differences
 * those of two lossy encodes and of blending in RGB rather than in YUV.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeVideo } from '../../lambdas/render/compose-video';
import { runFfmpeg } from '../../lambdas/render/ffmpeg';
import { renderScene } from '../../lambdas/render/render-scene';
import { renderVideo } from '../../lambdas/render/render-video';
import type { SceneSpec } from '../../lambdas/render/spec';
import { transitionAfter } from '../../lambdas/render/transition';
import { spec, testPorts } from './support/fixtures';
import { probe } from './support/media';

/** One picture, encoded twice at draft quality and blended in RGB or in YUV: above 30 dB on every frame. A blend gone wrong (a slide from the wrong side, a fade run backwards) measured 13–16 dB. */
const SAME_PICTURE_DB = 30;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'canvas-transitions-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** PSNR of every frame of `a` against the same frame of `b`. */
async function framePsnr(a: string, b: string): Promise<number[]> {
  const stats = join(dir, 'psnr.log');
  await runFfmpeg(['-i', a, '-i', b, '-lavfi', `psnr=stats_file=${stats}`, '-f', 'null', '-']);
  return (await readFile(stats, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => {
      const db = /psnr_avg:(\S+)/.exec(line)![1]!;
      return db === 'inf' ? Infinity : Number(db);
    });
}

describe('transitions blended on the canvas (renderVideo) are the ones ffmpeg blends from the parts (the workflow)', () => {
  it('every frame of the two videos shows the same picture, through a slide up, a slide in and a cross-fade', async () => {
    const scene = (role: string, prompt: string): SceneSpec => ({ type: 'motion', role, prompt, durationSec: 3 });
    const plan = spec([scene('hook', 'Expenses, sorted'), scene('cta', 'Submit at expenses.example.com'), scene('step', 'Photograph each receipt'), scene('body', 'Paid within five days')], {
      aspect: '1:1',
    });
    expect([0, 1, 2].map((i) => transitionAfter(plan, i))).toEqual(['slide-up', 'slide-left', 'fade']);
    const ports = testPorts();

    const inProcess = join(dir, 'render-video.mp4');
    await renderVideo(plan, ports, inProcess);
    const workers = join(dir, 'workflow');
    const clips = [];
    for (const index of plan.scenes.keys()) clips.push(await renderScene(plan, index, ports, join(workers, `scene-${index}`)));
    const composed = join(dir, 'compose-video.mp4');
    await composeVideo(plan, clips, ports, composed);

    const [a, b] = await Promise.all([probe(inProcess), probe(composed)]);
    expect(a.durationSec).toBeCloseTo(b.durationSec, 2);
    const psnr = await framePsnr(inProcess, composed);
    expect(psnr).toHaveLength(Math.round(b.durationSec * plan.format.fps));
    const worst = psnr.reduce((low, db, frame) => (db < low.db ? { frame, db } : low), { frame: -1, db: Infinity });
    expect(worst.db, `frame ${worst.frame}`).toBeGreaterThanOrEqual(SAME_PICTURE_DB);
  });
});
