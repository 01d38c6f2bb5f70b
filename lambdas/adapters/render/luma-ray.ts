/**
 * Luma Ray2 on Amazon Bedrock (`luma.ray-v2:0`): the model input of one scene's clip, as AWS
 * documents it (https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-luma.html):
 * prompt (1–5,000 characters), aspect_ratio of seven, loop, duration 5s or 9s, resolution 540p or 720p.
 * Bedrock documents text-to-video only for Ray2, so an i2v scene with a picture keeps the engine's
 * own look (lambdas/core/clips/generated-clips.ts).
 */
import type { FootageClipRequest } from './clip-requests';
import { stylePrompt } from './clip-requests';

export const LUMA_RAY_MAX_PROMPT_CHARS = 5_000;

/** The aspect ratios Ray2 makes natively, by their width / height. */
const LUMA_ASPECTS = { '1:1': 1, '16:9': 16 / 9, '9:16': 9 / 16, '4:3': 4 / 3, '3:4': 3 / 4, '21:9': 21 / 9, '9:21': 9 / 21 } as const;
type LumaAspect = keyof typeof LUMA_ASPECTS;

export interface LumaRayInput {
  prompt: string;
  aspect_ratio: LumaAspect;
  loop: boolean;
  duration: '5s' | '9s';
  resolution: '540p' | '720p';
}

/** The native ratio closest to the frame's (on a log scale, so 4:5 goes to 3:4 rather than 1:1); the engine crops the rest. */
function lumaAspect(width: number, height: number): LumaAspect {
  const ratio = Math.log(width / height);
  return (Object.keys(LUMA_ASPECTS) as LumaAspect[]).reduce((best, a) => (Math.abs(Math.log(LUMA_ASPECTS[a]) - ratio) < Math.abs(Math.log(LUMA_ASPECTS[best]) - ratio) ? a : best));
}

export function lumaRayInput(request: FootageClipRequest): LumaRayInput {
  return {
    prompt: stylePrompt(request, LUMA_RAY_MAX_PROMPT_CHARS),
    aspect_ratio: lumaAspect(request.width, request.height),
    // A scene longer than the clip plays it again: Ray2 then makes the last frame meet the first.
    loop: request.sceneSec > request.clipSec,
    duration: request.clipSec > 5 ? '9s' : '5s',
    // Draft frames are at most 960 px on their long side; 540p covers them, and costs half.
    resolution: request.quality === 'draft' ? '540p' : '720p',
  };
}
