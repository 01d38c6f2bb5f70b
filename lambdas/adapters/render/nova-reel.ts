/**
 * Amazon Nova Reel on Bedrock (`amazon.nova-reel-v1:1`, Legacy; kept for accounts that still have
 * access): the model input of one scene's clip, as AWS documents it
 * (https://docs.aws.amazon.com/nova/latest/userguide/video-gen-access.html): task TEXT_VIDEO, text up
 * to 512 characters, a 6-second 1280×720 clip at 24 fps, a seed, and for i2v the picture as a
 * 1280×720 PNG (the only size it takes).
 */
import { createCanvas, type Image } from '@napi-rs/canvas';
import { drawCover } from '../../render/draw/images';
import type { FootageClipRequest } from './clip-requests';
import { stylePrompt } from './clip-requests';

export const NOVA_REEL_WIDTH = 1280;
export const NOVA_REEL_HEIGHT = 720;
const CLIP_SECONDS = 6;
const CLIP_FPS = 24;
const MAX_TEXT_CHARS = 512;
/** Nova Reel accepts seeds 0..2,147,483,646. */
const SEED_RANGE = 2_147_483_647;

/** The picture drawn over a 1280×720 canvas (cover-fit), as Nova Reel wants it: base64 PNG. */
function referencePng(image: Image): string {
  const canvas = createCanvas(NOVA_REEL_WIDTH, NOVA_REEL_HEIGHT);
  drawCover(canvas.getContext('2d'), image, { x: 0, y: 0, w: NOVA_REEL_WIDTH, h: NOVA_REEL_HEIGHT });
  return canvas.toBuffer('image/png').toString('base64');
}

export function novaReelInput(request: FootageClipRequest) {
  return {
    taskType: 'TEXT_VIDEO',
    textToVideoParams: {
      text: stylePrompt(request, MAX_TEXT_CHARS),
      ...(request.image ? { images: [{ format: 'png', source: { bytes: referencePng(request.image) } }] } : {}),
    },
    videoGenerationConfig: {
      durationSeconds: CLIP_SECONDS,
      fps: CLIP_FPS,
      dimension: `${NOVA_REEL_WIDTH}x${NOVA_REEL_HEIGHT}`,
      seed: request.seed % SEED_RANGE,
    },
  };
}
