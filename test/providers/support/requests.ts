import type { FootageClipRequest, PresenterClipRequest } from '../../../lambdas/adapters/render/clip-requests';

export const JOB_ID = '5b1e0c1e-2f7a-4a3b-9c1d-0e2f3a4b5c6d';

export function footageRequest(over: Partial<FootageClipRequest> = {}): FootageClipRequest {
  return {
    prompt: 'A barista pours an oat-milk latte in a sunny cafe',
    artStyle: 'cinematic',
    aspect: '9:16',
    quality: 'draft',
    width: 540,
    height: 960,
    sceneSec: 5.5,
    clipSec: 5,
    seed: 4_000_000_000,
    image: null,
    keywords: ['barista', 'oat milk', 'latte'],
    ...over,
  };
}

export function presenterRequest(over: Partial<PresenterClipRequest> = {}): PresenterClipRequest {
  return {
    face: Buffer.from('png face'),
    audio: Buffer.from('wav narration'),
    durationSec: 6.5,
    width: 720,
    height: 1280,
    fps: 30,
    prompt: 'Head roaster in a denim apron, in the roastery',
    ...over,
  };
}
