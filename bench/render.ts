/**
 * Render benchmark (npm run bench:render): fixed plans, wall time, real-time factor, CPU seconds
 * (node and the ffmpeg processes it waited for; the voice's worker, which lives on, is not in
 * them), frames a second and peak RSS of the whole render (node + ffmpeg + TTS processes), and, as information,
 * how fast ffmpeg alone encodes as many frames at the same size and settings from a synthetic
 * source. The last row is the command a user runs, `npm run render`, in a fresh process from
 * start to exit. Targets (issue 17): the 20 s draft advert at ≥ 4× real time on a warm worker,
 * and the five-scene 27 s draft plan (bench/fixtures/advert-plan.json) at ≥ 4× in a fresh
 * process. Never run as a test: timings depend on the machine, so its load is printed.
 *
 * Then each presenter kind alone (illustrated `s2v`, illustrated `walk_talk`, with and without a
 * prop, and a photo presenter), one 5 s draft 9:16 scene each, its line spoken first: the CPU
 * seconds per second of video of drawing and encoding it (this process and its ffmpeg), the
 * figure `npm run bench:aws` models per scene kind.
 *
 * `npm run bench:render -- --trace` renders only the draft advert (first in the process, then warm),
 * each with its stage timeline and the cores used (bench/trace.ts).
 *
 * `npm run bench:render -- --scenes` renders each scene of the draft advert alone, and its end card,
 * at 9:16 and 16:9 (twice, the second warm): the CPU seconds of each, drawing (node) and in all.
 */
// The canvas allocator's setting (bin/runtime-env.ts), as the render CLI and the render Lambda run it: before the canvas loads.
import '../bin/runtime-env';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '../lambdas/render/ffmpeg';
import { startToolLauncher } from '../lambdas/render/tool-launcher';
import { videoFormat, x264Args, type VideoFormat } from '../lambdas/render/formats';
import { colourTags } from '../lambdas/render/frame-encoder';
import { renderEndCard } from '../lambdas/render/compose-video';
import { END_CARD_SEC } from '../lambdas/render/timing';
import { defaultPorts } from '../lambdas/render/default-ports';
import type { RenderPorts } from '../lambdas/render/ports';
import { prepareScene, renderScene } from '../lambdas/render/render-scene';
import { renderVideo } from '../lambdas/render/render-video';
import type { RenderSpec, SceneSpec } from '../lambdas/render/spec';
import { childrenOf, measureCost, stat } from './cpu';
import { ADVERT, benchSpec as baseSpec, TRAINING, TRAINING_LOOK } from './fixtures/plans';
import { PORTRAIT } from './fixtures/portrait';
import { traceRun } from './trace';

const PAGE_KB = 4;
const PLAN = 'bench/fixtures/advert-plan.json';
const run = promisify(execFile);

/**
 * Resident memory of `root` and all its descendants, in MB. Walks the tree down from `root` (a
 * handful of processes) rather than reading every process's stat: this samples every 100 ms in the
 * render's own event loop, and reading all of /proc there cost about 13 ms of CPU a sample (76
 * processes), a tenth of a core taken from the render it measures.
 */
function treeRssMb(root: number): number {
  const fields = stat(root);
  // Field 21 after the command name: resident pages.
  return (fields ? (Number(fields[21]) * PAGE_KB) / 1024 : 0) + childrenOf(root).reduce((sum, pid) => sum + treeRssMb(pid), 0);
}

/**
 * Wall time, peak RSS of the process tree (this process's, or that of the process `root` names once
 * it runs), and CPU seconds of this process and the tools it ran (bench/cpu.ts).
 */
async function measure<T>(work: () => Promise<T>, root: () => number | undefined = () => process.pid): Promise<{ result: T; wallSec: number; cpuSec: number; peakRssMb: number }> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const pid = root();
      if (pid !== undefined) peak = Math.max(peak, treeRssMb(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const { result, wallSec, cpuSec } = await measureCost(work);
  sampling = false;
  await sampler;
  return { result, wallSec, cpuSec, peakRssMb: peak };
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

interface Row {
  name: string;
  videoSec: number;
  frames: number;
  wallSec: number;
  cpuSec: number;
  peakRssMb: number;
  baselineFps: number;
}

function print(rows: Row[]): void {
  console.log('\n| run | video s | wall s | real-time × | CPU s | fps | ffmpeg alone, fps | peak RSS MB |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const fps = r.frames / r.wallSec;
    console.log(
      `| ${r.name} | ${r.videoSec.toFixed(1)} | ${r.wallSec.toFixed(2)} | ${(r.videoSec / r.wallSec).toFixed(2)} | ${r.cpuSec.toFixed(2)} | ${fps.toFixed(1)} | ${r.baselineFps.toFixed(1)} | ${r.peakRssMb.toFixed(0)} |`,
    );
  }
}

/**
 * `npm run render -- bench/fixtures/advert-plan.json OUT.mp4` as a user runs it: a fresh process, from
 * start to exit; its peak RSS is its own tree's (npm and all it starts), not this benchmark's.
 */
async function freshCliRow(dir: string): Promise<Row> {
  const out = join(dir, 'cli.mp4');
  let pid: number | undefined;
  const { result, wallSec, cpuSec, peakRssMb } = await measure(() => {
    const cli = run('npm', ['run', '--silent', 'render', '--', PLAN, out]);
    pid = cli.child.pid;
    return cli;
  }, () => pid);
  // The CLI's stdout: one JSON document listing its videos.
  const videoSec = (JSON.parse(result.stdout) as { videos: { duration_sec: number }[] }).videos[0]!.duration_sec;
  const format = videoFormat('9:16', 'draft', false);
  const frames = Math.round(videoSec * format.fps);
  return { name: 'npm run render, 27 s draft plan, fresh process', videoSec, frames, wallSec, cpuSec, peakRssMb, baselineFps: await encodeOnlyFps(format, frames, dir) };
}

const LINE = { presenterTitle: 'Head barista', script: 'I taste every single batch myself, every morning.', durationSec: 5 } as const;
const PRESENTERS: [string, SceneSpec][] = [
  ['illustrated s2v', { type: 's2v', prompt: 'Maya talking to camera in the roastery', ...LINE }],
  ['illustrated walk_talk', { type: 'walk_talk', prompt: 'Maya walking down the street to the cafe', ...LINE }],
  ['illustrated walk_talk, a bicycle alongside', { type: 'walk_talk', prompt: 'Maya walking a bicycle through a fishing village', ...LINE }],
  ['photo s2v', { type: 's2v', prompt: 'Our head barista', refImageUrl: PORTRAIT, ...LINE }],
];

/** Each presenter kind as one scene of a render step: CPU seconds per second of video. */
async function presenterRows(ports: RenderPorts, dir: string): Promise<void> {
  console.log('\n| presenter, 5 s draft 9:16 scene | video s | CPU s | CPU s per s of video | of which drawing (node) |');
  console.log('|---|---|---|---|---|');
  for (const [name, scene] of PRESENTERS) {
    const spec = baseSpec([scene], { quality: 'draft', brand: null, productImageUrl: null });
    const sceneDir = join(dir, name.replace(/\W+/g, '-'));
    const prepared = await prepareScene(spec, 0, ports, sceneDir);
    const { result, cpuSec, nodeCpuSec } = await measureCost(() => renderScene(spec, 0, ports, sceneDir, { prepared: Promise.resolve(prepared) }));
    const videoSec = result.frames / spec.format.fps;
    console.log(`| ${name} | ${videoSec.toFixed(1)} | ${cpuSec.toFixed(2)} | ${(cpuSec / videoSec).toFixed(3)} | ${(nodeCpuSec / videoSec).toFixed(3)} |`);
  }
}

/** What a render worker does while it initialises (lambdas/adapters/render/engine.ts): warms the voice, starts the tool launcher. */
async function initialise(ports: RenderPorts): Promise<void> {
  startToolLauncher();
  await ports.speech.warm?.();
}

/** `--trace`: the draft advert, first in its process and then warm, each with its stage timeline. */
async function traceAdvert(ports: RenderPorts, dir: string): Promise<void> {
  await initialise(ports);
  for (const name of ['advert 9:16 draft, first in process', 'advert 9:16 draft']) {
    await traceRun(name, () => renderVideo(baseSpec(ADVERT, { quality: 'draft' }), ports, join(dir, 'traced.mp4')));
  }
}

/** `--scenes`: each scene of the draft advert alone, and its end card: CPU seconds, the second pass warm. */
async function sceneRows(ports: RenderPorts, dir: string): Promise<void> {
  console.log('\n| draft advert, each scene alone | pass | frames | CPU s | of which drawing (node) |');
  console.log('|---|---|---|---|---|');
  for (const pass of ['first', 'warm']) {
    for (const aspect of ['9:16', '16:9'] as const) {
      const spec = baseSpec(ADVERT, { quality: 'draft', aspect });
      const sceneDir = join(dir, `scenes-${pass}-${aspect.replace(':', 'x')}`);
      for (const [index, scene] of spec.scenes.entries()) {
        const prepared = await prepareScene(spec, index, ports, sceneDir);
        const { result, cpuSec, nodeCpuSec } = await measureCost(() => renderScene(spec, index, ports, sceneDir, { prepared: Promise.resolve(prepared) }));
        console.log(`| ${aspect} scene ${index} ${scene.type}${scene.role ? ` ${scene.role}` : ''} | ${pass} | ${result.frames} | ${cpuSec.toFixed(2)} | ${nodeCpuSec.toFixed(2)} |`);
      }
      const { cpuSec, nodeCpuSec } = await measureCost(() => renderEndCard(spec, ports, sceneDir));
      console.log(`| ${aspect} end card | ${pass} | ${Math.round(END_CARD_SEC * spec.format.fps)} | ${cpuSec.toFixed(2)} | ${nodeCpuSec.toFixed(2)} |`);
    }
  }
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dir = await mkdtemp(join(tmpdir(), 'bench-render-'));
  const ports = defaultPorts();
  const rows: Row[] = [];
  try {
    if (process.argv.includes('--trace')) return await traceAdvert(ports, dir);
    if (process.argv.includes('--scenes')) return await sceneRows(ports, dir);
    // As a render worker initialises: the first render in the process then pays the rest of a cold
    // start (the JIT, fonts, first images), as a new worker's first job does. `npm run render` (the
    // last row) pays it all.
    await initialise(ports);
    const runs: [string, RenderSpec][] = [
      ['advert 9:16 draft, first in process', baseSpec(ADVERT, { quality: 'draft' })],
      ['advert 9:16 draft', baseSpec(ADVERT, { quality: 'draft' })],
      ['advert 9:16 premium', baseSpec(ADVERT, { quality: 'premium' })],
      ['training 16:9 standard', baseSpec(TRAINING, { ...TRAINING_LOOK, quality: 'standard' })],
    ];
    for (const [name, spec] of runs) {
      const format = spec.format;
      const { result: facts, wallSec, cpuSec, peakRssMb } = await measure(() => renderVideo(spec, ports, join(dir, `${name.replace(/\W+/g, '-')}.mp4`)));
      const frames = Math.round(facts.durationSec * format.fps);
      rows.push({ name, videoSec: facts.durationSec, frames, wallSec, cpuSec, peakRssMb, baselineFps: await encodeOnlyFps(format, frames, dir) });
      console.log(`done: ${name}`);
    }
    rows.push(await freshCliRow(dir));
    print(rows);
    await presenterRows(ports, dir);
  } finally {
    await ports.speech.close?.();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
