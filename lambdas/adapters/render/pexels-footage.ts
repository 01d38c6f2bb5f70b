/**
 * Stock footage from Pexels (https://www.pexels.com/api/documentation/#videos-search): one
 * search by the scene's subjects in the frame's orientation, then the clip that best fits: long
 * enough for the scene (else the longest, looped), nearest the frame's shape, and of its files the
 * smallest MP4 that still covers the frame. A search answers at once, so the clip is ready at
 * start; it is fetched into the job's files with its page, author and licence beside it.
 * Pexels asks for the key in the Authorization header and for credit to Pexels and the author.
 */
import { TransientError } from '../../core/errors';
import type { ClipCredit, ClipProgress } from '../../core/clips/generated-clips';
import type { FootageClipRequest } from './clip-requests';

export const PEXELS_API = 'https://api.pexels.com';
/** Results read per search: enough to find a fitting clip, one request of the hourly allowance. */
const PER_PAGE = 15;
const SEARCH_TIMEOUT_MS = 20_000;
const LICENCE = { licence: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/' } as const;

/** The parts of Pexels' video resource we read (https://www.pexels.com/api/documentation/#the-video-resource). */
export interface PexelsVideo {
  id: number;
  width: number;
  height: number;
  url: string;
  duration: number;
  user: { id: number; name: string; url: string };
  video_files: { id: number; quality: string | null; file_type: string; width: number | null; height: number | null; fps: number | null; link: string }[];
}

export interface PexelsSearchResponse {
  page: number;
  per_page: number;
  total_results: number;
  videos: PexelsVideo[];
}

export interface PexelsOptions {
  apiKey: () => Promise<string>;
  /** The API's origin; the local fake's in the local stack. */
  baseUrl?: string;
}

function orientation(width: number, height: number): 'landscape' | 'portrait' | 'square' {
  return width === height ? 'square' : width > height ? 'landscape' : 'portrait';
}

export function pexelsSearchUrl(request: Pick<FootageClipRequest, 'width' | 'height'>, keywords: readonly string[], baseUrl = PEXELS_API): URL {
  const url = new URL('/videos/search', baseUrl);
  url.searchParams.set('query', keywords.join(' '));
  url.searchParams.set('orientation', orientation(request.width, request.height));
  url.searchParams.set('per_page', String(PER_PAGE));
  return url;
}

/** The best clip and file for the frame, or undefined when no video has an MP4 file. */
export function pickPexelsClip(videos: readonly PexelsVideo[], request: Pick<FootageClipRequest, 'width' | 'height' | 'sceneSec'>): { video: PexelsVideo; link: string } | undefined {
  const frameRatio = Math.log(request.width / request.height);
  const shortSide = Math.min(request.width, request.height);
  const candidates = videos
    .map((video) => ({ video, files: video.video_files.filter((f) => f.file_type === 'video/mp4' && f.width && f.height) }))
    .filter((c) => c.files.length > 0);
  const score = ({ video }: (typeof candidates)[number]) =>
    // Long enough not to loop first, then the shape nearest the frame (less cropped away); Pexels' own order breaks ties.
    (video.duration >= request.sceneSec ? 0 : 10) + Math.abs(Math.log(video.width / video.height) - frameRatio);
  const best = candidates.reduce<(typeof candidates)[number] | undefined>((a, c) => (a === undefined || score(c) < score(a) ? c : a), undefined);
  if (!best) return undefined;
  const bySize = [...best.files].sort((a, b) => Math.min(a.width!, a.height!) - Math.min(b.width!, b.height!));
  const file = bySize.find((f) => Math.min(f.width!, f.height!) >= shortSide) ?? bySize[bySize.length - 1]!;
  return { video: best.video, link: file.link };
}

export function pexelsCredit(video: PexelsVideo): ClipCredit {
  return { provider: 'Pexels', source: video.url, author: video.user.name, authorUrl: video.user.url, ...LICENCE };
}

export function pexelsFootage(options: PexelsOptions) {
  const search = async (request: FootageClipRequest, keywords: readonly string[]): Promise<PexelsSearchResponse | ClipProgress> => {
    const response = await fetch(pexelsSearchUrl(request, keywords, options.baseUrl), { headers: { Authorization: await options.apiKey() }, signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS) });
    // Over the hourly allowance, or Pexels itself failing: worth the workflow's retries.
    if (response.status === 429 || response.status >= 500) throw new TransientError(`Pexels answered ${response.status}`);
    if (!response.ok) return { state: 'failed', reason: `Pexels answered ${response.status} to the search` };
    return (await response.json()) as PexelsSearchResponse;
  };
  return {
    async start(request: FootageClipRequest): Promise<ClipProgress> {
      // All the subjects first; with nothing found, the main subject alone (one more request, only then).
      for (const keywords of [request.keywords, request.keywords.slice(0, 1)].filter((k, i) => i === 0 || k.length < request.keywords.length)) {
        const found = await search(request, keywords);
        if ('state' in found) return found;
        const pick = pickPexelsClip(found.videos, request);
        if (pick) return { state: 'ready', clip: { url: pick.link }, credit: pexelsCredit(pick.video) };
      }
      return { state: 'failed', reason: `Pexels has no video for "${request.keywords.join(' ')}"` };
    },
  };
}
