/**
 * renderVideo draws scenes side by side, each as soon as its line is spoken and an encoder is
 * free, so they finish in any order. The video must still run in the plan's order, each line
 * heard and captioned at its own scene's start. Here the first scene's line comes last (its voice
 * is slow), so the first scene is drawn after the others; the lines differ in length, so their
 * places in the soundtrack show which line is where.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnFfmpeg } from '../../lambdas/render/ffmpeg';
import { renderVideo } from '../../lambdas/render/render-video';
import type { SpeechSynthesizer } from '../../lambdas/render/ports';
import { NARRATION_LEAD_SEC } from '../../lambdas/render/timing';
import { spec, testPorts, toneSpeech } from './support/fixtures';

const LINES = [
  { script: 'Alpha opens the video.', toneSec: 1.0, delayMs: 1500 },
  { script: 'Bravo comes second.', toneSec: 2.0, delayMs: 0 },
  { script: 'Charlie closes it.', toneSec: 1.5, delayMs: 0 },
];
const SCENE_SEC = 3;

/** Each line a tone of its own length, the first one late. */
const voice: SpeechSynthesizer = {
  reads: () => true,
  async synthesize(request) {
    const line = LINES.find((l) => l.script === request.text)!;
    await new Promise((resolve) => setTimeout(resolve, line.delayMs));
    return toneSpeech(line.toneSec).synthesize(request);
  },
};

/** Where the soundtrack is not silent: [start, end] seconds, from 20 ms windows of a mono decode. */
async function soundedSpans(path: string): Promise<[number, number][]> {
  const rate = 8000;
  const { child, done } = spawnFfmpeg(['-i', path, '-vn', '-ac', '1', '-ar', String(rate), '-f', 'f32le', 'pipe:1']);
  child.stdin.end();
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  await done;
  const all = Buffer.concat(chunks);
  const samples = new Float32Array(all.buffer, all.byteOffset, all.length / 4);
  const window = rate / 50;
  const spans: [number, number][] = [];
  for (let at = 0; at + window <= samples.length; at += window) {
    let sum = 0;
    for (let i = at; i < at + window; i++) sum += samples[i]! ** 2;
    if (Math.sqrt(sum / window) < 0.01) continue;
    const t = at / rate;
    const last = spans.at(-1);
    if (last && t - last[1] < 0.1) last[1] = t + window / rate;
    else spans.push([t, t + window / rate]);
  }
  return spans;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-order-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('scenes finished out of order', () => {
  it('keep the plan order: each line heard and captioned at its own scene', async () => {
    const out = join(dir, 'order.mp4');
    const scenes = LINES.map(({ script }) => ({ type: 'motion' as const, prompt: script, script, durationSec: SCENE_SEC }));
    await renderVideo(spec(scenes, { narration: true }), testPorts({ speech: voice }), out);

    const spans = await soundedSpans(out);
    expect(spans).toHaveLength(LINES.length);
    for (const [index, line] of LINES.entries()) {
      const [start, end] = spans[index]!;
      // Within a few 20 ms windows: the fades and the AAC frames blur the edges a little.
      expect(Math.abs(start - (index * SCENE_SEC + NARRATION_LEAD_SEC)), line.script).toBeLessThan(0.1);
      expect(Math.abs(end - start - line.toneSec), line.script).toBeLessThan(0.1);
    }

    const vtt = await readFile(out.replace(/\.mp4$/, '.vtt'), 'utf8');
    for (const [index, line] of LINES.entries()) {
      const word = line.script.split(' ')[0]!;
      const cue = vtt.split('\n\n').find((block) => block.includes(word))!;
      const [h, m, s] = cue.split('\n').find((row) => row.includes('-->'))!.split(' --> ')[0]!.split(':').map(Number);
      const startSec = h! * 3600 + m! * 60 + s!;
      expect(startSec, word).toBeGreaterThanOrEqual(index * SCENE_SEC);
      expect(startSec, word).toBeLessThan((index + 1) * SCENE_SEC);
    }
  });
});
