/**
 * Render benchmark (npm run bench:render): fixed plans, wall time, real-time factor, frames a
 * second and peak RSS of the whole render (node + ffmpeg + TTS processes), each beside an
 * encode-only baseline: ffmpeg encoding as many frames at the same size and settings from a
 * synthetic source. Never run as a test: timings depend on the machine.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { safeAreas } from '../lambdas/render/draw/layout';
import { paletteFor } from '../lambdas/render/draw/palette';
import { runFfmpeg, spawnFfmpeg } from '../lambdas/render/ffmpeg';
import { DEFAULT_FAMILIES, ensureFonts } from '../lambdas/render/fonts';
import { videoFormat, x264Args, type VideoFormat } from '../lambdas/render/formats';
import { colourTags, rawFrameEncoderArgs } from '../lambdas/render/frame-encoder';
import { defaultPorts } from '../lambdas/render/default-ports';
import { renderScene } from '../lambdas/render/render-scene';
import { renderVideo } from '../lambdas/render/render-video';
import { motionScene } from '../lambdas/render/scenes/motion';
import type { RenderSpec, SceneSpec } from '../lambdas/render/spec';
import { LOGO, PRODUCT } from './fixtures/images';

const PAGE_KB = 4;

/** Sum of resident memory of this process and all its descendants, in MB. */
async function treeRssMb(root: number): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start at ") ".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      rss.set(pid, Number(fields[21]) * PAGE_KB);
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid: number): boolean => pid === root || (parents.has(pid) && pid > 1 && inTree(parents.get(pid)!));
  let kb = 0;
  for (const [pid, size] of rss) if (inTree(pid)) kb += size;
  return kb / 1024;
}

async function measure<T>(work: () => Promise<T>): Promise<{ result: T; wallSec: number; peakRssMb: number }> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await treeRssMb(process.pid));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const result = await work();
  const wallSec = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return { result, wallSec, peakRssMb: peak };
}

/** ffmpeg alone: the same frame count, size and x264 settings, from a generated source. */
async function encodeOnlyFps(format: VideoFormat, frames: number, dir: string): Promise<number> {
  const { wallSec } = await measure(() =>
    runFfmpeg([
      '-f', 'lavfi', '-i', `testsrc2=size=${format.width}x${format.height}:rate=${format.fps}`,
      '-frames:v', String(frames),
      '-pix_fmt', 'yuv420p',
      ...x264Args(format),
      ...colourTags(),
      join(dir, 'baseline.mp4'),
    ]),
  );
  return frames / wallSec;
}

/**
 * The floor under the motion-scene row: the same scene's frames drawn into memory first, then
 * only piped to ffmpeg as raw RGBA, converted to yuv420p and encoded, exactly as the engine
 * does. No drawing can make a scene faster than this.
 */
async function pipeOnlyRow(dir: string): Promise<Row> {
  ensureFonts();
  const format = videoFormat('9:16', 'draft', false);
  const { drawWidth: width, drawHeight: height, fps } = format;
  const frames = 10 * fps;
  const scene = motionScene({
    scene: { type: 'motion', role: 'proof', prompt: '3× faster checkout. Customers notice the difference.', durationSec: 10 },
    palette: paletteFor(null, 'cinematic'),
    artStyle: 'cinematic',
    width,
    height,
    fps,
    content: safeAreas('9:16', width, height, false).content,
    families: DEFAULT_FAMILIES,
    rtl: false,
    product: null,
    logo: null,
    stepNumber: 1,
    seed: 1,
  });
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const pixels = Array.from({ length: frames }, (_, frame) => {
    scene.draw(ctx, frame);
    return Buffer.from(canvas.data());
  });
  const { wallSec, peakRssMb } = await measure(async () => {
    const { child, done } = spawnFfmpeg([...rawFrameEncoderArgs(format), '-f', 'mp4', join(dir, 'pipe-only.mp4')]);
    child.stdout.resume();
    for (const frame of pixels) await new Promise<void>((resolve) => child.stdin.write(frame, () => resolve()));
    child.stdin.end();
    await done;
  });
  return { name: 'same frames drawn beforehand, pipe + encode only, draft', videoSec: frames / fps, frames, wallSec, peakRssMb, baselineFps: await encodeOnlyFps(format, frames, dir) };
}

function baseSpec(scenes: SceneSpec[], over: Partial<RenderSpec>): RenderSpec {
  return {
    title: 'Benchmark',
    scenes,
    aspect: '9:16',
    quality: 'draft',
    upscale: false,
    language: 'en',
    narration: true,
    voiceId: 'en-us-female',
    musicStyle: 'upbeat-tech',
    brand: { logoUrl: LOGO, colors: ['#1b4332', '#ffd166'] },
    productImageUrl: PRODUCT,
    presenter: { avatarPresetId: 'maya' },
    artStyle: 'cinematic',
    captionStyle: 'block',
    ...over,
  };
}

/** 20 s: five 4 s scenes of mixed types; the brand end card adds 2.5 s. */
const ADVERT: SceneSpec[] = [
  { type: 'motion', role: 'hook', prompt: 'Mornings, upgraded.', script: 'Mornings, upgraded.', durationSec: 4 },
  { type: 't2v_fast', role: 'body', prompt: 'A sunny kitchen with fresh coffee', script: 'Fresh beans, roasted this week.', durationSec: 4 },
  { type: 'i2v_fast', role: 'proof', prompt: 'The bag on the table', script: 'Rated five stars by baristas.', durationSec: 4 },
  { type: 's2v', role: 'body', prompt: 'Maya, head roaster', script: 'I taste every batch myself.', durationSec: 4 },
  { type: 'motion', role: 'cta', prompt: 'Order at brew.example.com', script: 'Order today.', durationSec: 4 },
];

/** 60 s: ten 6 s scenes of steps, a presenter and a recap. */
const TRAINING: SceneSpec[] = [
  { type: 'motion', role: 'intro', prompt: 'Expense reports in five steps', script: 'Here is how to file an expense report in five steps.', durationSec: 6 },
  { type: 's2v', role: 'body', prompt: 'Sam, finance team', script: 'I will walk you through it. It takes two minutes.', durationSec: 6 },
  ...['Open the Expenses app', 'Tap New report', 'Photograph each receipt', 'Pick a cost centre', 'Submit for approval'].map(
    (prompt): SceneSpec => ({ type: 'motion', role: 'step', prompt, script: `${prompt}.`, durationSec: 6 }),
  ),
  { type: 't2v_fast', role: 'body', prompt: 'An office desk with a laptop', script: 'Approvals usually arrive within a day.', durationSec: 6 },
  { type: 'motion', role: 'proof', prompt: '98% of reports are paid within 5 days', script: 'Almost all reports are paid within five days.', durationSec: 6 },
  { type: 'motion', role: 'recap', prompt: 'Open; New report; Receipts; Cost centre; Submit', script: 'Open, create, attach, choose, submit.', durationSec: 6 },
];

interface Row {
  name: string;
  videoSec: number;
  frames: number;
  wallSec: number;
  peakRssMb: number;
  baselineFps: number;
}

function print(rows: Row[]): void {
  console.log('\n| run | video s | wall s | real-time × | fps | encode-only fps | vs encode-only | peak RSS MB |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const fps = r.frames / r.wallSec;
    console.log(
      `| ${r.name} | ${r.videoSec.toFixed(1)} | ${r.wallSec.toFixed(2)} | ${(r.videoSec / r.wallSec).toFixed(2)} | ${fps.toFixed(1)} | ${r.baselineFps.toFixed(1)} | ${((100 * fps) / r.baselineFps).toFixed(0)}% | ${r.peakRssMb.toFixed(0)} |`,
    );
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-render-'));
  const ports = defaultPorts();
  const rows: Row[] = [];
  try {
    const runs: [string, RenderSpec][] = [
      // A worker renders many videos; the first in a process also starts the voice and warms the JIT.
      ['advert 9:16 draft, first in process', baseSpec(ADVERT, { quality: 'draft' })],
      ['advert 9:16 draft', baseSpec(ADVERT, { quality: 'draft' })],
      ['advert 9:16 premium', baseSpec(ADVERT, { quality: 'premium' })],
      ['training 16:9 standard', baseSpec(TRAINING, { aspect: '16:9', quality: 'standard', musicStyle: 'corporate-pop', presenter: { avatarPresetId: 'sam' } })],
    ];
    for (const [name, spec] of runs) {
      const format = videoFormat(spec.aspect, spec.quality, spec.upscale);
      const { result: facts, wallSec, peakRssMb } = await measure(() => renderVideo(spec, ports, join(dir, `${name.replaceAll(' ', '-').replace(':', 'x')}.mp4`)));
      const frames = Math.round(facts.durationSec * format.fps);
      rows.push({ name, videoSec: facts.durationSec, frames, wallSec, peakRssMb, baselineFps: await encodeOnlyFps(format, frames, dir) });
      console.log(`done: ${name}`);
    }
    // Drawing + encoding of motion scenes alone, against encoding alone (target: ≥ 80%).
    for (const quality of ['draft', 'premium'] as const) {
      const spec = baseSpec(
        [{ type: 'motion', role: 'proof', prompt: '3× faster checkout. Customers notice the difference.', durationSec: 10 }],
        { quality, narration: false, musicStyle: null, brand: null },
      );
      const format = videoFormat(spec.aspect, quality, false);
      const { result: clip, wallSec, peakRssMb } = await measure(() => renderScene(spec, 0, ports, dir));
      rows.push({ name: `motion scene only, 9:16 ${quality}`, videoSec: clip.durationSec, frames: clip.frames, wallSec, peakRssMb, baselineFps: await encodeOnlyFps(format, clip.frames, dir) });
    }
    rows.push(await pipeOnlyRow(dir));
    print(rows);
  } finally {
    await ports.speech.close?.();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
