/**
 * §6 loudness: a video with sound measures −14 ±1 LUFS integrated with true peaks at or below
 * −1 dBTP (EBU R128, ffmpeg's ebur128 on the finished file), however short and whatever the
 * music style. Music alone is the hard case: a sparse beat is mostly peaks, so reaching the
 * target takes a limiter, and limiting takes loudness away with the peaks.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSoundtrack, TARGET_LUFS } from '../../lambdas/render/audio/mix';
import { renderVideo } from '../../lambdas/render/render-video';
import { MUSIC_STYLES } from '../../lambdas/render/spec';
import { spec, testPorts } from './support/fixtures';
import { loudness, probe } from './support/media';

const LUFS_TOLERANCE = 1;
const MAX_TRUE_PEAK = -1;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'loudness-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function expectBroadcastLevel(measured: { integrated: number; truePeak: number }) {
  expect(Math.abs(measured.integrated - TARGET_LUFS)).toBeLessThanOrEqual(LUFS_TOLERANCE);
  expect(measured.truePeak).toBeLessThanOrEqual(MAX_TRUE_PEAK);
}

describe('§6 a short music-only video is at −14 ±1 LUFS, true peak ≤ −1 dBTP, in every music style', () => {
  it.each(MUSIC_STYLES)('%s, 4 s, draft 1:1', async (musicStyle) => {
    const out = join(dir, `${musicStyle}.mp4`);
    const scene = { type: 'motion' as const, prompt: 'Fresh every morning', role: 'hook', durationSec: 4 };
    await renderVideo(spec([scene], { aspect: '1:1', musicStyle }), testPorts(), out);
    const info = await probe(out);
    expect(info.streams.some((s) => s.codec_type === 'audio')).toBe(true);
    expectBroadcastLevel(await loudness(out));
  });
});

describe('§6 the music-only soundtrack reaches the target at every length from 3 s', () => {
  const cases = MUSIC_STYLES.flatMap((style) => [3, 3.5, 6, 10].map((sec) => [style, sec] as const));
  it.each(cases)('%s, %s s', async (musicStyle, durationSec) => {
    const workDir = await mkdtemp(join(dir, 'track-'));
    const track = await buildSoundtrack({ narration: [], musicStyle, durationSec, seed: 7, audioKbps: 128, workDir });
    expectBroadcastLevel(await loudness(track!));
  });
});

describe('§6 a beat whose AAC encode overshoots the limiter keeps its true peak under −1 dBTP', () => {
  // upbeat-tech at this seed (a 20-s advert's title) encoded to −0.7 dBTP from a mix limited to −2.5 dBFS.
  it('upbeat-tech, 20 s, seed 1931516306', async () => {
    const workDir = await mkdtemp(join(dir, 'overshoot-'));
    const track = await buildSoundtrack({ narration: [], musicStyle: 'upbeat-tech', durationSec: 20, seed: 1931516306, audioKbps: 128, workDir });
    expectBroadcastLevel(await loudness(track!));
  });
});
