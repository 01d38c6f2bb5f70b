/**
 * One measurement run of `npm run bench:aws`, in its own process (the parent pins it to cores
 * with taskset): the render steps of one quality as the render-step Lambda runs them. It warms
 * the engine on a throwaway scene, then for each scene type speaks its line, renders the scene
 * and finally composes all of them, reporting CPU time (this process and the ffmpeg processes it
 * waited for) and wall time of each. The composition is timed whole, or by its parts (the end card,
 * each transition, the soundtrack, and the rest: joining, companion files, probing), which the
 * model scales to longer videos. Prints one JSON document (StepsMeasurement) on stdout.
 *
 *   tsx bench/aws/measure-steps.ts QUALITY UPSCALE(0|1) SCENE_SEC FOOTAGE.mp4 KIND,KIND,… whole|parts
 *
 * A kind is a scene type, or `photo`: an `s2v` scene whose presenter is a photo rather than drawn.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSceneSoundtrack, composeVideo, encodeTransitionAfter, renderEndCard } from '../../lambdas/render/compose-video';
import { defaultPorts } from '../../lambdas/render/default-ports';
import { prepareScene, renderScene, type SceneClip } from '../../lambdas/render/render-scene';
import { type Quality, type RenderSpec, type SceneSpec } from '../../lambdas/render/spec';
import type { RenderPorts } from '../../lambdas/render/ports';
import { benchSpec } from '../fixtures/plans';
import { PORTRAIT } from '../fixtures/portrait';
import { measureCost as measure, type Cost } from '../cpu';
import type { SceneKind } from './model';

export type { Cost };

export interface StepsMeasurement {
  quality: Quality;
  upscale: boolean;
  sceneSec: number;
  /** The throwaway first scene, then the same scene again: their difference is what a fresh engine pays once. */
  firstScene: Cost;
  warmScene: Cost;
  /** eSpeak NG: the first line (starts the worker) and the mean of the others, by wall time. */
  speech: { firstLineSec: number; lineSec: number };
  /** By kind (a kind named twice reports its last scene). */
  scenes: Partial<Record<SceneKind, Cost & { frames: number; clipBytes: number }>>;
  compose: Cost & { videoSec: number; videoBytes: number; transitions: number };
  /** When timed by parts: the end card, the mean transition, the soundtrack and the rest. */
  parts?: { endCard: Cost; transition: Cost; soundtrack: Cost; rest: Cost };
}

/** A line for every scene: the step synthesizes it before the first frame, as in AWS. A `photo` is an `s2v` scene whose presenter is a photo. */
function scenePlan(kinds: SceneKind[], footage: string, sec: number): SceneSpec[] {
  const lines: Record<SceneKind, SceneSpec> = {
    motion: { type: 'motion', role: 'proof', prompt: '4.9 stars from 2,000 reviews', script: 'Rated four point nine by two thousand regulars.' },
    t2v_fast: { type: 't2v_fast', role: 'body', prompt: 'Steam rising from a latte on a sunny cafe counter', script: 'Creamy oat milk, double espresso.' },
    i2v_fast: { type: 'i2v_fast', role: 'body', prompt: 'The bag on the kitchen table', script: 'Roasted this week, in small batches.' },
    s2v: { type: 's2v', role: 'body', prompt: 'Maya, head roaster', presenterTitle: 'Head roaster', script: 'I taste every batch myself.' },
    walk_talk: { type: 'walk_talk', role: 'body', prompt: 'Maya walking to the roastery', presenterTitle: 'Head roaster', script: 'Come and see where it happens.' },
    footage: { type: 'footage', role: 'body', prompt: 'The roastery floor', videoUrl: footage, script: 'Every bean is sorted by hand.' },
    photo: { type: 's2v', role: 'body', prompt: 'Our head roaster', refImageUrl: PORTRAIT, presenterTitle: 'Head roaster', script: 'I taste every batch myself.' },
  };
  return kinds.map((kind) => ({ ...lines[kind], durationSec: sec }));
}

/** The benchmarks' usual render (bench/fixtures/plans.ts) at the quality measured. */
const spec = (scenes: SceneSpec[], quality: Quality, upscale: boolean): RenderSpec => benchSpec(scenes, { title: 'Brew & Co', quality, upscale });

async function bytesOf(clip: SceneClip): Promise<number> {
  const parts = [clip.parts.head, clip.parts.body, clip.parts.tail].filter((p): p is string => p !== null);
  return (await Promise.all(parts.map(async (p) => (await stat(p)).size))).reduce((a, b) => a + b, 0);
}

const cost = (c: Cost): Cost => ({ cpuSec: c.cpuSec, nodeCpuSec: c.nodeCpuSec, wallSec: c.wallSec });

/** The composition by its parts, as composeVideo would make them, then composeVideo with all of them made. */
async function composeByParts(plan: RenderSpec, clips: SceneClip[], ports: RenderPorts, dir: string, out: string) {
  const endCard = await measure(() => renderEndCard(plan, ports, dir));
  const transitions: ({ result: string } & Cost)[] = [];
  for (const [i, clip] of clips.entries()) {
    // Rendered apart, as the workflow's steps are: every part has its head.
    const head = (clips[i + 1]?.parts.head ?? endCard.result.head)!;
    transitions.push(await measure(() => encodeTransitionAfter(plan, i, clip.parts.tail!, head, join(dir, `transition-${i}.mp4`))));
  }
  const soundtrack = await measure(() => buildSceneSoundtrack(plan, clips, dir));
  const rest = await measure(() => composeVideo(plan, clips, ports, out, { endCard: endCard.result, soundtrack: soundtrack.result, transitions: transitions.map((t) => t.result) }));
  const sum = (key: keyof Cost) => endCard[key] + transitions.reduce((a, t) => a + t[key], 0) + soundtrack[key] + rest[key];
  const mean = (key: keyof Cost) => transitions.reduce((a, t) => a + t[key], 0) / transitions.length;
  return {
    result: rest.result,
    cpuSec: sum('cpuSec'),
    nodeCpuSec: sum('nodeCpuSec'),
    wallSec: sum('wallSec'),
    parts: { endCard: cost(endCard), transition: { cpuSec: mean('cpuSec'), nodeCpuSec: mean('nodeCpuSec'), wallSec: mean('wallSec') }, soundtrack: cost(soundtrack), rest: cost(rest) },
  };
}

async function main(): Promise<void> {
  const [quality, upscale, sceneSec, footage, types, compose] = process.argv.slice(2);
  const sec = Number(sceneSec);
  const ports = defaultPorts();
  const dir = await mkdtemp(join(tmpdir(), 'bench-aws-'));
  try {
    const kinds = types!.split(',') as SceneKind[];
    const plan = spec(scenePlan(kinds, footage!, sec), quality as Quality, upscale === '1');
    // The throwaway scene: a draft motion scene, rendered twice (first use of fonts, Skia, the JIT).
    const warm = spec([{ type: 'motion', role: 'hook', prompt: 'Mornings, upgraded.', durationSec: 3 }], 'draft', false);
    const warmDir = join(dir, 'warm');
    const firstScene = await measure(() => renderScene({ ...warm, narration: false }, 0, ports, join(warmDir, 'a')));
    const warmScene = await measure(() => renderScene({ ...warm, narration: false }, 0, ports, join(warmDir, 'b')));

    const lineSecs: number[] = [];
    const scenes = {} as StepsMeasurement['scenes'];
    const clips: SceneClip[] = [];
    for (const index of plan.scenes.keys()) {
      // Like one render step: the scene's own folder, its line spoken first, then every frame.
      const sceneDir = join(dir, `scene-${index}`);
      const spoken = await measure(() => prepareScene(plan, index, ports, sceneDir));
      lineSecs.push(spoken.wallSec);
      const rendered = await measure(() => renderScene(plan, index, ports, sceneDir, { prepared: Promise.resolve(spoken.result) }));
      clips.push(rendered.result);
      scenes[kinds[index]!] = { cpuSec: rendered.cpuSec, nodeCpuSec: rendered.nodeCpuSec, wallSec: rendered.wallSec, frames: rendered.result.frames, clipBytes: await bytesOf(rendered.result) };
    }
    const out = join(dir, 'video.mp4');
    const timed = compose === 'parts' ? await composeByParts(plan, clips, ports, dir, out) : { ...(await measure(() => composeVideo(plan, clips, ports, out))), parts: undefined };
    const [first, ...rest] = lineSecs;
    const result: StepsMeasurement = {
      quality: plan.quality,
      upscale: plan.upscale,
      sceneSec: sec,
      firstScene: cost(firstScene),
      warmScene: cost(warmScene),
      speech: { firstLineSec: first!, lineSec: rest.reduce((a, b) => a + b, 0) / rest.length },
      scenes,
      compose: { ...cost(timed), videoSec: timed.result.durationSec, videoBytes: timed.result.sizeBytes, transitions: clips.length },
      ...(timed.parts ? { parts: timed.parts } : {}),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
    // The idle voice worker does not keep the process alive, so its exit is not awaited: ending stdin stops it.
    void ports.speech.close?.();
  }
}

await main();
process.exit(0);
