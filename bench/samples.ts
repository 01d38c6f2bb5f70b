/**
 * Regenerates the sample gallery (npm run samples): renders fixed plans through the same path
 * as the CLI (a POST /v1/render body → toRenderSpec → renderVideo) into samples/out/, runs the
 * automatic quality checks (npm run check:video) on each, and refreshes the frames in
 * docs/samples/ that the README and docs show. Exits non-zero when any check fails.
 * `npm run samples -- NAME...` renders only the samples named.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkVideo } from '../lambdas/render/check-video';
import { runFfmpeg } from '../lambdas/render/ffmpeg';
import { defaultPorts } from '../lambdas/render/default-ports';
import type { RenderPorts } from '../lambdas/render/ports';
import { prepareScene, type PreparedScene } from '../lambdas/render/render-scene';
import { renderVideo } from '../lambdas/render/render-video';
import type { Viseme } from '../lambdas/render/speech/visemes';
import { toRenderSpec, type RenderRequestBody } from '../lambdas/render/spec';
import { LOGO, PRODUCT } from './fixtures/images';

const OUT = 'samples/out';
const FRAMES = 'docs/samples';
const FRAME_WIDTH = 360;

/**
 * A frame's time: seconds into the video, or the middle of the longest hold of a mouth shape in
 * a scene's line, from the voice's viseme timeline. A voice that gives none moves the mouth with
 * its loudness: then a closed mouth (`MBP`) is the middle of the line's longest pause, an open
 * one the middle of its longest word.
 */
type FrameAt = number | { scene: number; viseme: Viseme };

interface Sample {
  body: RenderRequestBody;
  /** Frames for the docs: file name → when. */
  frames: Record<string, FrameAt>;
}

const SAMPLES: Record<string, Sample> = {
  'presenter-9x16': {
    body: {
      title: 'Meet our head barista',
      aspect: '9:16',
      avatar_preset_id: 'maya',
      brand_logo_url: LOGO,
      brand_colors: ['#1b4332', '#ffd166'],
      captions: { style: 'karaoke' },
      scene_plan: [
        { type: 's2v', prompt: 'Maya talking to camera in the roastery', presenter_title: 'Head barista', script: 'I taste every single batch myself, every morning.', duration_sec: 5 },
        { type: 'walk_talk', prompt: 'Maya wheeling her bicycle down the street to the cafe', presenter_title: 'Head barista', script: 'Come and see where your coffee is roasted.', duration_sec: 5 },
      ],
    },
    frames: {
      'presenter-9x16-m': { scene: 0, viseme: 'MBP' },
      'presenter-9x16-a': { scene: 0, viseme: 'AI' },
      'walk-talk-9x16': 7.4,
      'karaoke-9x16': 1.3,
    },
  },
  'presenter-16x9': {
    body: {
      title: 'Filing an expense report',
      kind: 'training',
      aspect: '16:9',
      avatar_preset_id: 'leo',
      scene_plan: [
        { type: 's2v', prompt: 'Leo at his desk, talking to camera', presenter_title: 'Finance team', script: 'It takes two minutes to file an expense report.', duration_sec: 5 },
        { type: 'motion', role: 'step', prompt: 'Photograph each receipt', script: 'First, photograph each receipt.', duration_sec: 4 },
      ],
    },
    frames: { 'presenter-16x9-m': { scene: 0, viseme: 'MBP' }, 'presenter-16x9-a': { scene: 0, viseme: 'AI' } },
  },
  'presenter-harbour-1x1': {
    body: {
      title: 'Ride to the harbour',
      aspect: '1:1',
      avatar_preset_id: 'sam',
      brand_logo_url: LOGO,
      brand_colors: ['#0b3c5d', '#f2c230'],
      scene_plan: [
        { type: 's2v', prompt: 'Sam in a cycling jersey on a harbour wall', presenter_title: 'Club captain', script: 'Every Sunday we ride down to the harbour.', duration_sec: 5 },
        { type: 'walk_talk', prompt: 'Sam walking his dog along the harbour', presenter_title: 'Club captain', script: 'And the dog always comes too.', duration_sec: 4 },
      ],
    },
    frames: { 'presenter-harbour-1x1': { scene: 0, viseme: 'AI' }, 'walk-talk-dog-1x1': 7.0 },
  },
  't2v-prompts-9x16': {
    body: {
      title: 'Three prompts',
      aspect: '9:16',
      art_style: 'cinematic',
      narrator: false,
      scene_plan: [
        { type: 't2v_fast', prompt: 'Close-up of the oat-milk latte on a sunny cafe counter', duration_sec: 4 },
        { type: 't2v_fast', prompt: 'New running shoes on a track at sunrise', duration_sec: 4 },
        { type: 't2v_fast', prompt: 'A phone showing the banking app in a city at night', duration_sec: 4 },
      ],
    },
    frames: { 't2v-latte': 2.5, 't2v-shoes': 6.5, 't2v-phone': 10.5 },
  },
  'i2v-product-1x1': {
    body: {
      title: 'Single origin',
      aspect: '1:1',
      product_image_url: PRODUCT,
      music_style: 'lo-fi-chill',
      scene_plan: [{ type: 'i2v_fast', prompt: 'The bag on the table', script: 'Single origin, roasted this week.', duration_sec: 5 }],
    },
    frames: { 'i2v-product': 1.4 },
  },
  'japanese-9x16': {
    body: {
      title: '朝をもっと美味しく',
      aspect: '9:16',
      language: 'ja',
      art_style: 'whimsy_3d',
      narrator: false,
      music_style: 'lo-fi-chill',
      scene_plan: [{ type: 'motion', role: 'hook', prompt: '朝をもっと美味しく。新しいオーツミルクラテ', duration_sec: 4 }],
    },
    frames: { 'title-japanese': 2.5 },
  },
  'arabic-16x9': {
    body: {
      title: 'صباح أفضل',
      aspect: '16:9',
      language: 'ar',
      art_style: 'watercolour',
      narrator: false,
      music_style: 'corporate-pop',
      scene_plan: [{ type: 'motion', role: 'hook', prompt: 'صباح أفضل مع قهوتنا. اطلب الآن من التطبيق', duration_sec: 4 }],
    },
    frames: { 'title-arabic': 2.5 },
  },
};

/** When to take each frame: a scene's viseme holds (or words and pauses) are read from its prepared line, spoken by the same voice as the render's. */
async function frameTimes(body: RenderRequestBody, frames: Record<string, FrameAt>, ports: RenderPorts): Promise<Record<string, number>> {
  const spec = toRenderSpec(body);
  const dir = await mkdtemp(join(tmpdir(), 'samples-'));
  try {
    const prepared: PreparedScene[] = [];
    const scene = async (i: number) => (prepared[i] ??= await prepareScene(spec, i, ports, dir));
    const times: Record<string, number> = {};
    for (const [name, at] of Object.entries(frames)) {
      if (typeof at === 'number') {
        times[name] = at;
        continue;
      }
      let start = 0;
      for (let i = 0; i < at.scene; i++) start += (await scene(i)).durationSec;
      const speech = (await scene(at.scene)).speech;
      const marks = speech?.visemes ?? [];
      const words = speech?.words ?? [];
      const spans = marks.length
        ? marks.map((m, i) => ({ from: m.time, to: marks[i + 1]?.time ?? m.time, viseme: m.viseme })).filter((m) => m.viseme === at.viseme)
        : at.viseme === 'MBP'
          ? words.slice(1).map((w, i) => ({ from: words[i]!.end, to: w.start }))
          : words.map((w) => ({ from: w.start, to: w.end }));
      const longest = spans.sort((a, b) => b.to - b.from - (a.to - a.from))[0];
      if (!longest) throw new Error(`${name}: scene ${at.scene} has no line to take a frame from`);
      times[name] = start + (longest.from + longest.to) / 2;
    }
    return times;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  await mkdir(OUT, { recursive: true });
  await mkdir(FRAMES, { recursive: true });
  const ports = defaultPorts();
  let failed = false;
  try {
    const only = process.argv.slice(2);
    for (const [name, { body, frames }] of Object.entries(SAMPLES).filter(([n]) => only.length === 0 || only.includes(n))) {
      const started = performance.now();
      const out = join(OUT, `${name}.mp4`);
      const facts = await renderVideo(toRenderSpec(body), ports, out);
      const wall = (performance.now() - started) / 1000;
      for (const [frame, at] of Object.entries(await frameTimes(body, frames, ports))) {
        await runFfmpeg(['-ss', at.toFixed(2), '-i', out, '-frames:v', '1', '-vf', `scale=${FRAME_WIDTH}:-2`, join(FRAMES, `${frame}.png`)]);
      }
      const report = await checkVideo(out);
      failed ||= !report.ok;
      const failures = Object.entries(report.checks).filter(([, c]) => !c.ok).map(([k, c]) => `${k} ${JSON.stringify(c)}`);
      console.log(`${name}: ${facts.durationSec.toFixed(1)} s ${facts.width}×${facts.height}, ${wall.toFixed(1)} s wall, check:video ${report.ok ? 'passed' : `FAILED ${failures.join('; ')}`}`);
    }
  } finally {
    await ports.speech.close?.();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
