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

export interface FootageFit {
  /** Where the crop sits when the clip is taller than the frame's aspect: 0 keeps the top, 0.5 the middle (default). */
  anchorY?: number;
}

export function footageFileSource(path: string, g: FrameGeometry, { anchorY = 0.5 }: FootageFit = {}): FrameSource {
  const { child, done } = spawnFfmpeg([
    '-stream_loop', '-1',
    '-i', path,
    '-an',
    // Frames are picked at the scene's rate and cropped to its aspect before they are scaled: only
    // the pixels shown are scaled (cropping after scaling cost four times the CPU).
    '-vf', `fps=${g.fps},crop='trunc(min(iw,ih*${g.width}/${g.height})/2)*2':'trunc(min(ih,iw*${g.height}/${g.width})/2)*2':'(iw-ow)/2':'(ih-oh)*${anchorY}',scale=${g.width}:${g.height}:flags=bicubic`,
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
