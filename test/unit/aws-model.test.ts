/**
 * The arithmetic of `npm run bench:aws`'s model (bench/aws/model.ts): the CPU a function's memory
 * buys, Amdahl's law over it, the fan-out of scene steps and what a job is billed for.
 */
import { describe, expect, it } from 'vitest';
import { SCENE_TYPES, type SceneType } from '../../lambdas/render/spec';
import { LATENCIES, PRICES } from '../../bench/aws/aws-figures';
import { jobCost, jobTime, lambdaSeconds, parallelShare, transitionsPerJob, vcpus, type ComposeRate, type Job, type Options, type Rate, type Rates } from '../../bench/aws/model';

const rate = (cpuPerSec: number, parallel = 0, nodePerSec = 0): Rate => ({ cpuPerSec, nodePerSec, parallel });
const allTypes = (r: Rate) => Object.fromEntries(SCENE_TYPES.map((t) => [t, r])) as Record<SceneType, Rate>;

function rates(scene: Rate, compose: ComposeRate): Rates {
  const grades = ['draft', 'standard', 'premium', 'upscale'] as const;
  return {
    scene: Object.fromEntries(grades.map((g) => [g, allTypes(scene)])) as Rates['scene'],
    compose: Object.fromEntries(grades.map((g) => [g, compose])) as Rates['compose'],
    clipBytesPerSec: Object.fromEntries(grades.map((g) => [g, 0])) as Rates['clipBytesPerSec'],
    videoBytesPerSec: Object.fromEntries(grades.map((g) => [g, 0])) as Rates['videoBytesPerSec'],
    speech: { workerStartSec: 0.5, lineSec: 0.3 },
    engineFirstUseSec: 0.2,
    renderStepInitSec: 0.4,
  };
}

const options = (over: Partial<Options> = {}): Options => ({ memoryMB: 1769, cold: false, tts: 'espeak', sceneConcurrency: 10, ...over });
const job = (secs: number[]): Job => ({ scenes: secs.map((sec) => ({ type: 'motion', sec, line: false })), videoSec: secs.reduce((a, b) => a + b, 0), grade: 'draft', narrationChars: 0 });

describe('the CPU a render step gets (Lambda: 1,769 MB buys one vCPU)', () => {
  it('grows with memory in proportion, up to six vCPUs', () => {
    expect(vcpus(1769)).toBe(1);
    expect(vcpus(3538)).toBe(2);
    expect(vcpus(20_000)).toBe(6);
  });

  it('runs serial work at one vCPU however large the function, and less memory than one vCPU slows everything', () => {
    expect(lambdaSeconds(10, 0, 1769)).toBeCloseTo(10);
    expect(lambdaSeconds(10, 0, 7076)).toBeCloseTo(10);
    expect(lambdaSeconds(10, 0, 884.5)).toBeCloseTo(20);
  });

  it('divides the parallel share among the vCPUs (Amdahl)', () => {
    expect(lambdaSeconds(10, 1, 3538)).toBeCloseTo(5);
    expect(lambdaSeconds(10, 0.5, 7076)).toBeCloseTo(5 + 5 / 4);
  });

  it('is never faster than the part that runs on one thread (the drawing)', () => {
    expect(lambdaSeconds(10, 1, 10_240, 4)).toBeCloseTo(4);
    expect(lambdaSeconds(10, 1, 3538, 4)).toBeCloseTo(5);
  });

  it('reads the parallel share from one-core and two-core times: none when two cores are no faster, all when twice as fast', () => {
    expect(parallelShare(10, 10)).toBe(0);
    expect(parallelShare(10, 5)).toBe(1);
    expect(parallelShare(10, 7.5)).toBeCloseTo(0.5);
    expect(parallelShare(10, 12)).toBe(0);
  });
});

describe('a job: scene steps side by side, then the composition', () => {
  const r = rates(rate(1), { endCardSec: 1, transitionSec: 0.2, cpuPerSec: 0.1, nodeSec: 0.5, parallel: 0 });

  it('waits for the slowest scene step, not the sum of them', () => {
    const t = jobTime(r, job([4, 4, 10]), options());
    expect(t.fanOut).toBe(3);
    expect(t.rounds).toBe(1);
    expect(t.scenesSec).toBeCloseTo(Math.max(...t.steps.map((s) => s.totalSec)));
    expect(t.steps[2]!.workSec).toBeCloseTo(10);
    expect(t.totalSec).toBeCloseTo(t.acceptSec + t.orchestrationSec + t.scenesSec + t.composeSec);
  });

  it('runs scenes beyond the Map state concurrency in further rounds', () => {
    const t = jobTime(r, job([5, 5, 5, 5]), options({ sceneConcurrency: 2 }));
    expect(t.rounds).toBe(2);
    expect(t.scenesSec).toBeCloseTo(2 * t.steps[0]!.totalSec);
  });

  it('pays a new environment, the bundle, the engine and the voice worker once per cold scene step', () => {
    const warm = jobTime(r, job([5]), options()).steps[0]!;
    const cold = jobTime(r, job([5]), options({ cold: true })).steps[0]!;
    expect(cold.totalSec - warm.totalSec).toBeCloseTo(LATENCIES.sandbox.value + 0.4 + 0.2 + 0.5);
  });

  it('composes in the end card, one transition per scene and work growing with the video', () => {
    const t = jobTime(r, job([5, 5, 10]), options());
    expect(t.compose.workSec).toBeCloseTo(1 + 3 * 0.2 + 0.1 * 20);
  });

  it('counts one state transition per scene on top of the six every job has', () => {
    expect(transitionsPerJob(5)).toBe(11);
  });

  it('bills the render steps by their memory and billed duration, and nothing for generative models unless configured', () => {
    const plan = job([5, 5]);
    const small = { apiMB: 512, renderMB: 1024, workflowMB: 1024, deliveryMB: 512 };
    const cost = (memoryMB: number) => jobCost(plan, options({ memoryMB }), jobTime(r, plan, options({ memoryMB })), small, 2, 512);
    // Serial work takes as long at 3,538 MB as at 1,769 MB: the extra memory is paid for that long.
    const t = jobTime(r, plan, options());
    const billed = t.steps.reduce((sum, s) => sum + s.billedSec, 0) + t.compose.billedSec;
    expect(cost(3538).lambda - cost(1769).lambda).toBeCloseTo(PRICES.lambdaArmGbSecond.value * ((3538 - 1769) / 1024) * billed, 10);
    expect(cost(1769).generative).toBe(0);
    const generated = { ...plan, scenes: plan.scenes.map((s) => ({ ...s, type: 't2v_fast' as const, clip: 'footage' as const })) };
    const clips = { leadSec: () => 0, usd: (scene: { clip?: string }) => (scene.clip ? 0.48 : 0) };
    expect(jobCost(generated, options({ clips }), t, small, 2, 512).generative).toBeCloseTo(2 * 0.48);
  });

  it('issue 24: a scene waiting for its generated clip starts its step when the clip is in: the slowest clip plus its scene is on the critical path', () => {
    const plan = job([5, 5]);
    const base = jobTime(r, plan, options());
    const slow = jobTime(r, plan, options({ clips: { leadSec: (scene) => (scene === plan.scenes[0] ? 90 : 0), usd: () => 0 } }));
    expect(slow.scenesSec).toBeCloseTo(Math.max(90 + base.steps[0]!.totalSec, ...base.steps.map((s) => s.totalSec)), 6);
    expect(slow.totalSec - base.totalSec).toBeCloseTo(slow.scenesSec - base.scenesSec, 6);
  });
});
