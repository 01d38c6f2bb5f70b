/**
 * Motion scenes rendered for real at every aspect and quality, checked with ffprobe and frame
 * statistics. Short scenes and mostly draft quality keep the suite fast.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoFormat } from '../../lambdas/render/formats';
import { renderVideo } from '../../lambdas/render/render-video';
import { ASPECTS, type Aspect, type Quality } from '../../lambdas/render/spec';
import { spec, testPorts } from './support/fixtures';
import { TARGET_LUFS } from '../../lambdas/render/audio/mix';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { frameAt, frameLuma, isFaststart, isMagenta, loudness, probe, shareOfPixels } from './support/media';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'motion-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const scene = { type: 'motion' as const, prompt: 'Crème brûlée, déjà vu: naïve façade', role: 'hook', durationSec: 3 };

async function renderMotion(aspect: Aspect, quality: Quality, upscale = false) {
  const out = join(dir, `${aspect.replace(':', 'x')}-${quality}${upscale ? '-up' : ''}.mp4`);
  const facts = await renderVideo(spec([scene], { aspect, quality, upscale }), testPorts(), out);
  return { out, facts, info: await probe(out) };
}

describe('§2.2 aspect: every aspect renders at its exact size (draft)', () => {
  it.each(ASPECTS)('%s', async (aspect) => {
    const { out, facts, info } = await renderMotion(aspect, 'draft');
    const f = videoFormat(aspect, 'draft', false);
    const video = info.streams.find((s) => s.codec_type === 'video')!;
    expect([video.width, video.height]).toEqual([f.width, f.height]);
    expect([facts.width, facts.height]).toEqual([f.width, f.height]);
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(Math.abs(info.durationSec - 3)).toBeLessThanOrEqual(0.1);
    // No narration and no music: no audio stream at all.
    expect(info.streams.some((s) => s.codec_type === 'audio')).toBe(false);
    expect(facts.audioCodec).toBeNull();
    expect(await isFaststart(out)).toBe(true);
  });
});

describe('§2.2 quality: standard and premium', () => {
  it.each(['standard', 'premium'] as const)('%s renders at its size with no black frames', async (quality) => {
    const { out, info } = await renderMotion('9:16', quality);
    const f = videoFormat('9:16', quality, false);
    const video = info.streams.find((s) => s.codec_type === 'video')!;
    expect([video.width, video.height]).toEqual([f.width, f.height]);
    expect(Math.abs(info.durationSec - 3)).toBeLessThanOrEqual(0.1);
    const luma = await frameLuma(out);
    expect(luma.length).toBe(3 * f.fps);
    expect(Math.min(...luma)).toBeGreaterThan(20);
  });

  it('upscale doubles the output size', async () => {
    const { info } = await renderMotion('9:16', 'draft', true);
    const video = info.streams.find((s) => s.codec_type === 'video')!;
    expect([video.width, video.height]).toEqual([1080, 1920]);
  });
});

describe('§6 music alone, §7 brand colours without a logo', () => {
  it('music without narration gives an AAC track at −14 LUFS; colours without a logo add no end card and no logo', async () => {
    const out = join(dir, 'music-only.mp4');
    await renderVideo(
      spec([scene], { musicStyle: 'lo-fi-chill', narration: false, brand: { logoUrl: null, colors: ['#ff00ff'] } }),
      testPorts(),
      out,
    );
    const info = await probe(out);
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Math.abs(info.durationSec - 3)).toBeLessThanOrEqual(0.1);
    const { integrated, truePeak } = await loudness(out);
    expect(Math.abs(integrated - TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(truePeak).toBeLessThanOrEqual(-1);
    // The brand colour fills the background, but the logo corner shows no logo plate.
    const frame = await frameAt(out, 2);
    const areas = safeAreas('9:16', 540, 960, false);
    expect(shareOfPixels(frame, { x: 0, y: 900, w: 540, h: 60 }, isMagenta)).toBeGreaterThan(0.5);
    expect(shareOfPixels(frame, areas.logo, (r, g, b) => r < 200 && g < 200 && b < 200)).toBeLessThan(0.2);
  });
});
