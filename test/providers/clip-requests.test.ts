/**
 * What a clip model is asked for is built from the stored request exactly as the engine will render
 * the scene: frame size, seed, length (the narration decides it), picture or face, and for a
 * presenter the scene's own narration on the scene's timeline, so the talking head lines up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footageClipRequest, presenterClipRequest, stockKeywords } from '../../lambdas/adapters/render/clip-requests';
import { clipModelOf } from '../../lambdas/core/clips/generated-clips';
import type { StoredRequest } from '../../lambdas/core/jobs/stored-request';
import { parseRenderRequest } from '../../lambdas/core/render/request-schema';
import { decodeWav, wavDurationSec } from '../../lambdas/render/audio/wav';
import { NARRATION_LEAD_SEC } from '../../lambdas/render/timing';
import { FACE_PHOTO, PRODUCT_PHOTO, testPorts, toneSpeech } from '../render/support/fixtures';

let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'clip-requests-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

function stored(body: Record<string, unknown>): StoredRequest {
  const request = parseRenderRequest({ quality: 'draft', ...body });
  return { request: { ...request, scene_plan: undefined }, title: 'Clips', scenes: request.scene_plan! };
}

describe('issue 24: clip requests follow the scene as the engine renders it', () => {
  it('footage: the frame’s size, the scene’s length with its transition, the priced clip length, the picture for i2v, search words from the subjects', async () => {
    const request = stored({
      aspect: '4:5',
      product_image_url: PRODUCT_PHOTO,
      scene_plan: [
        { type: 'i2v_fast', prompt: 'Our running shoes on a wet city street at night', duration_sec: 7, art_direction: 'low angle, neon reflections' },
        { type: 'motion', prompt: 'Run further' },
      ],
    });
    const footage = await footageClipRequest(request, 0, clipModelOf('luma-ray2'), testPorts(), dir);
    expect(footage).toMatchObject({ width: 544, height: 680, aspect: '4:5', quality: 'draft', clipSec: 9, prompt: 'Our running shoes on a wet city street at night. low angle, neon reflections' });
    // 7 s, and the 0.5 s the scene draws into the next one.
    expect(footage.sceneSec).toBeCloseTo(7.5, 5);
    expect(footage.image?.width).toBe(400);
    expect(footage.keywords).toEqual(['shoe', 'city']);
  });

  it('stock search words are the things and the setting the prompt names, in English whatever its language, else its first content words', () => {
    expect(stockKeywords('A barista pours an oat-milk latte in a sunny cafe')).toEqual(['barista', 'coffee', 'cafe']);
    expect(stockKeywords('バリスタがカフェでラテを注ぐ')).toEqual(['barista', 'coffee', 'cafe']);
    expect(stockKeywords('A technician next to a coffee machine')).toContain('coffee machine');
    expect(stockKeywords('The quarterly results, explained')).toEqual(['quarterly', 'results', 'explained']);
  });

  it('presenter: the face as a PNG, and a WAV as long as the scene: 0.3 s of silence, then the line', async () => {
    const request = stored({ aspect: '9:16', narrator: true, scene_plan: [{ type: 's2v', prompt: 'Our roaster', ref_image_url: FACE_PHOTO, script: 'We roast by hand.', duration_sec: 3 }] });
    const clip = await presenterClipRequest(request, 0, testPorts({ speech: toneSpeech(2) }), dir);
    expect(clip.face.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([clip.width, clip.height, clip.fps]).toEqual([540, 960, 24]);
    // 0.3 s lead + 2 s line + 0.5 s tail = 2.8 s, raised to the scene's 3 s; the last scene draws no transition.
    expect(clip.durationSec).toBeCloseTo(3, 5);
    const audio = decodeWav(clip.audio);
    expect(wavDurationSec(audio)).toBeCloseTo(3, 2);
    const samples = audio.channels[0]!;
    const rms = (from: number, to: number) => Math.sqrt(samples.slice(from * audio.sampleRate, to * audio.sampleRate).reduce((s, v) => s + v * v, 0) / ((to - from) * audio.sampleRate));
    expect(rms(0, NARRATION_LEAD_SEC - 0.02)).toBeLessThan(0.001);
    expect(rms(NARRATION_LEAD_SEC + 0.05, NARRATION_LEAD_SEC + 1.5)).toBeGreaterThan(0.05);
    expect(rms(2.4, 2.95)).toBeLessThan(0.001);
  });
});
