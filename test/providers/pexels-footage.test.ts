/**
 * Pexels stock video, against Pexels' documentation (https://www.pexels.com/api/documentation/):
 * GET /videos/search with query, orientation (landscape, portrait, square) and per_page, the key in
 * the Authorization header; the answer lists videos with duration, user and video_files (quality,
 * file_type, width, height, link). fixtures/pexels-videos-search.response.json is such an answer
 * (its first video is the documentation's own example). Pexels' licence: https://www.pexels.com/license/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pexelsFootage, pickPexelsClip, type PexelsSearchResponse } from '../../lambdas/adapters/render/pexels-footage';
import { TransientError } from '../../lambdas/core/errors';
import { footageRequest } from './support/requests';
import { useReplayServer } from './support/replay-server';

const SEARCH = JSON.parse(readFileSync(new URL('fixtures/pexels-videos-search.response.json', import.meta.url), 'utf8')) as PexelsSearchResponse;
const server = useReplayServer();
const pexels = () => pexelsFootage({ apiKey: async () => 'pexels-key', baseUrl: server.url });

describe('Pexels stock footage', () => {
  it('searches by the scene’s subjects in the frame’s orientation, with the key in the Authorization header', async () => {
    server.answer(() => ({ status: 200, body: SEARCH }));
    await pexels().start(footageRequest());
    const [call] = server.requests;
    const url = new URL(call!.path, server.url);
    expect([call!.method, url.pathname]).toEqual(['GET', '/videos/search']);
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'barista oat milk latte', orientation: 'portrait', per_page: '15' });
    expect(call!.headers.authorization).toBe('pexels-key');
    await pexels().start(footageRequest({ width: 960, height: 540 }));
    expect(new URL(server.requests.at(-1)!.path, server.url).searchParams.get('orientation')).toBe('landscape');
    await pexels().start(footageRequest({ width: 540, height: 540 }));
    expect(new URL(server.requests.at(-1)!.path, server.url).searchParams.get('orientation')).toBe('square');
  });

  it('picks a clip long enough for the scene, of the frame’s shape, and of it the smallest MP4 that covers the frame', () => {
    // The 4 s portrait clip is too short for a 5.5 s scene, the landscape one the wrong shape: the 14 s portrait one wins.
    expect(pickPexelsClip(SEARCH.videos, { width: 540, height: 960, sceneSec: 5.5 })?.link).toBe('https://videos.pexels.com/video-files/4820297/4820297-sd_540_960_25fps.mp4');
    expect(pickPexelsClip(SEARCH.videos, { width: 720, height: 1280, sceneSec: 5.5 })?.link).toBe('https://videos.pexels.com/video-files/4820297/4820297-hd_720_1280_25fps.mp4');
    // A 3 s scene: the first portrait clip of Pexels' order is long enough and fits.
    expect(pickPexelsClip(SEARCH.videos, { width: 540, height: 960, sceneSec: 3 })?.video.id).toBe(3195394);
    // Landscape: only the forest clip has that shape; an HLS playlist is never picked, and nothing is bigger than needed.
    expect(pickPexelsClip(SEARCH.videos, { width: 960, height: 540, sceneSec: 5 })?.link).toBe('https://videos.pexels.com/video-files/1448735/1448735-hd_2048_1080_25fps.mp4');
    // Larger than every file: the largest.
    expect(pickPexelsClip(SEARCH.videos.slice(1, 2), { width: 2160, height: 3840, sceneSec: 3 })?.link).toBe('https://videos.pexels.com/video-files/3195394/3195394-hd_1080_1920_30fps.mp4');
  });

  it('the clip is ready at once, with its page, author and licence (kept in the job’s files)', async () => {
    server.answer(() => ({ status: 200, body: SEARCH }));
    expect(await pexels().start(footageRequest())).toEqual({
      state: 'ready',
      clip: { url: 'https://videos.pexels.com/video-files/4820297/4820297-sd_540_960_25fps.mp4' },
      credit: {
        provider: 'Pexels',
        source: 'https://www.pexels.com/video/latte-art-in-a-cafe-4820297/',
        author: 'Cafe Films',
        authorUrl: 'https://www.pexels.com/@cafe-films',
        licence: 'Pexels License',
        licenceUrl: 'https://www.pexels.com/license/',
      },
    });
  });

  it('nothing for every subject: a second search for the main subject alone', async () => {
    server.answer((call) => ({ status: 200, body: new URL(call.path, server.url).searchParams.get('query') === 'barista' ? SEARCH : { ...SEARCH, total_results: 0, videos: [] } }));
    expect(await pexels().start(footageRequest())).toMatchObject({ state: 'ready' });
    expect(server.requests.map((r) => new URL(r.path, server.url).searchParams.get('query'))).toEqual(['barista oat milk latte', 'barista']);
  });

  it('no video for the words, or a refused key, fails the clip with Pexels’ answer; over the rate limit or Pexels failing is retried', async () => {
    server.answer(() => ({ status: 200, body: { ...SEARCH, total_results: 0, videos: [] } }));
    expect(await pexels().start(footageRequest())).toEqual({ state: 'failed', reason: 'Pexels has no video for "barista oat milk latte"' });
    expect(server.requests).toHaveLength(2);
    server.answer(() => ({ status: 401, body: { error: 'invalid key' } }));
    expect(await pexels().start(footageRequest())).toEqual({ state: 'failed', reason: 'Pexels answered 401 to the search' });
    for (const status of [429, 503]) {
      server.answer(() => ({ status, body: { error: 'later' } }));
      await expect(pexels().start(footageRequest())).rejects.toThrow(TransientError);
    }
  });
});
