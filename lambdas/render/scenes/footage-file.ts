/**
 * `footage` scenes (and any generator that returns a video file): the clip is decoded by
 * ffmpeg, scaled to cover the frame, cropped to the aspect, looped if shorter than the scene
 * and cut at the scene's length; its frames stream into the canvas so captions and logo go on top.
 */
import { writeFile } from 'node:fs/promises';
import { ImageData } from '@napi-rs/canvas';
import { InputProblem } from '../../core/errors';
import { spawnFfmpeg } from '../ffmpeg';
import type { AssetFetcher, FrameGeometry, FrameSource } from '../ports';

export const MAX_FOOTAGE_BYTES = 250 * 1024 * 1024;
export const FOOTAGE_TIMEOUT_MS = 60_000;

export async function fetchFootage(fetcher: AssetFetcher, url: string, workDir: string, index: number): Promise<string> {
  const data = await fetcher.fetch(url, { maxBytes: MAX_FOOTAGE_BYTES, timeoutMs: FOOTAGE_TIMEOUT_MS });
  const path = `${workDir}/scene-${String(index).padStart(2, '0')}.source-video`;
  await writeFile(path, data);
  return path;
}

/** Reads fixed-size frames from a byte stream. */
class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private waiter: (() => void) | null = null;

  constructor(
    stream: NodeJS.ReadableStream,
    private readonly frameBytes: number,
  ) {
    stream.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
      this.wake();
    });
    stream.on('end', () => {
      this.ended = true;
      this.wake();
    });
  }

  private wake(): void {
    this.waiter?.();
    this.waiter = null;
  }

  async next(): Promise<Buffer | null> {
    while (this.buffered < this.frameBytes) {
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const frame = all.subarray(0, this.frameBytes);
    const rest = all.subarray(this.frameBytes);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return frame;
  }
}

/**
 * How a clip fills the frame. `cover` (footage): cropped to the frame's aspect, centred. `height`
 * (a talking head): the whole height is kept, so a face is never cut; a clip wider than the frame
 * loses its sides, a narrower one (a portrait in a 16:9 frame) stands in the middle over a blurred,
 * darkened copy of itself rather than being zoomed until the caption band covers the mouth.
 */
export type FootageFit = 'cover' | 'height';

/** The filter graph for a fit; its output is [out]. */
function fitFilter(g: FrameGeometry, fit: FootageFit): string {
  const { width: w, height: h } = g;
  if (fit === 'cover') {
    // Frames are picked at the scene's rate and cropped to its aspect before they are scaled: only
    // the pixels shown are scaled (cropping after scaling cost four times the CPU).
    return `[0:v]fps=${g.fps},crop='trunc(min(iw,ih*${w}/${h})/2)*2':'trunc(min(ih,iw*${h}/${w})/2)*2',scale=${w}:${h}:flags=bicubic[out]`;
  }
  // The backdrop is blurred at an eighth of the size, where blurring is cheap, then scaled up.
  const small = `${Math.max(2, Math.round(w / 16) * 2)}:${Math.max(2, Math.round(h / 16) * 2)}`;
  return [
    `[0:v]fps=${g.fps},split[a][b]`,
    `[a]scale=${small}:force_original_aspect_ratio=increase,crop=${small},boxblur=3:2,eq=brightness=-0.12,scale=${w}:${h}[bg]`,
    `[b]scale=-2:${h}:flags=bicubic,crop='min(iw,${w})':${h}[fg]`,
    `[bg][fg]overlay=(W-w)/2:0[out]`,
  ].join(';');
}

export function footageFileSource(path: string, g: FrameGeometry, fit: FootageFit = 'cover'): FrameSource {
  const { child, done } = spawnFfmpeg([
    '-stream_loop', '-1',
    '-i', path,
    '-an',
    '-filter_complex', fitFilter(g, fit),
    '-map', '[out]',
    '-frames:v', String(g.frames),
    '-pix_fmt', 'rgba',
    '-f', 'rawvideo',
    'pipe:1',
  ]);
  child.stdin.end();
  let failure: unknown = null;
  done.catch((err: unknown) => (failure = err));
  const reader = new FrameReader(child.stdout, g.width * g.height * 4);
  return {
    async draw(ctx) {
      const frame = await reader.next();
      if (!frame) {
        await done.catch(() => undefined);
        // A clip ffmpeg cannot decode is the caller's problem, not ours.
        throw failure ? new InputProblem(`footage clip could not be decoded: ${String(failure)}`) : new InputProblem('footage clip has no frames');
      }
      ctx.putImageData(new ImageData(new Uint8ClampedArray(frame.buffer, frame.byteOffset, frame.length), g.width, g.height), 0, 0);
    },
    async close() {
      child.kill('SIGKILL');
      await done.catch(() => undefined);
    },
  };
}
