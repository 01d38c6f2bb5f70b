/**
 * Amazon Nova Reel on Bedrock (Legacy; kept for accounts that still have access), against AWS's
 * documentation: https://docs.aws.amazon.com/nova/latest/userguide/video-gen-access.html (task
 * TEXT_VIDEO, text up to 512 characters, 6 s of 1280×720 at 24 fps, seed 0–2,147,483,646, the i2v
 * image a 1280×720 PNG). Starting and checking are Bedrock's async calls, as for Luma Ray2
 * (luma-ray.test.ts covers them against the replayed API).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { NOVA_REEL_HEIGHT, NOVA_REEL_WIDTH, novaReelInput } from '../../lambdas/adapters/render/nova-reel';
import { PRODUCT_PHOTO } from '../render/support/fixtures';
import { footageRequest } from './support/requests';

describe('Amazon Nova Reel model input (documented fields and values)', () => {
  it('t2v: a TEXT_VIDEO task with the prompt and art style, 6 s of 1280x720 at 24 fps and the scene seed within range', () => {
    expect(novaReelInput(footageRequest({ prompt: 'A lighthouse on a cliff at dusk', artStyle: 'stop_motion' }))).toEqual({
      taskType: 'TEXT_VIDEO',
      textToVideoParams: { text: 'A lighthouse on a cliff at dusk, stop motion style' },
      videoGenerationConfig: { durationSeconds: 6, fps: 24, dimension: '1280x720', seed: 4_000_000_000 % 2_147_483_647 },
    });
  });

  it('keeps the text within Nova Reel’s 512 characters, art style included', () => {
    const { text } = novaReelInput(footageRequest({ prompt: 'x'.repeat(2_000) })).textToVideoParams;
    expect(text).toHaveLength(512);
    expect(text.endsWith(', cinematic style')).toBe(true);
  });

  it('i2v: sends the picture as a 1280x720 PNG, covering the canvas', async () => {
    const image = await loadImage(PRODUCT_PHOTO);
    const params = novaReelInput(footageRequest({ image })).textToVideoParams as { images: { format: string; source: { bytes: string } }[] };
    expect(params.images).toHaveLength(1);
    expect(params.images[0]!.format).toBe('png');
    const sent = await loadImage(Buffer.from(params.images[0]!.source.bytes, 'base64'));
    expect([sent.width, sent.height]).toEqual([NOVA_REEL_WIDTH, NOVA_REEL_HEIGHT]);
    // Cover-fit: the square photo's light backdrop reaches the corners (no letterbox bars).
    const ctx = createCanvas(NOVA_REEL_WIDTH, NOVA_REEL_HEIGHT).getContext('2d');
    ctx.drawImage(sent, 0, 0);
    expect([...ctx.getImageData(0, 0, 1, 1).data]).toEqual([0xf4, 0xf1, 0xea, 255]);
  });
});
