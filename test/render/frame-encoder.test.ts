/**
 * The frame encoder hands frames to ffmpeg's pipe with a few in flight. These prove that frames
 * arrive whole and in order with several in flight, and that any failure (a frame
 * that cannot be drawn, an encoder that fails, a cancelled render) fails the encode and leaves
 * no ffmpeg running.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRenderSignal } from '../../lambdas/render/cancellation';
import { FfmpegError, spawnFfmpeg } from '../../lambdas/render/ffmpeg';
import { videoFormat } from '../../lambdas/render/formats';
import { encodeFrames, FRAMES_IN_FLIGHT, type FrameJob } from '../../lambdas/render/frame-encoder';
import { toolLauncherPid } from '../../lambdas/render/tool-launcher';

const format = videoFormat('1:1', 'draft', false);
/** Far enough apart that the lossy encode cannot blur one into the next. */
const SHADES = [0, 60, 120, 180, 240];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'frame-encoder-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** ffmpeg processes this process started (through its tool launcher). */
function runningFfmpegs(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        return name === 'ffmpeg' && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === toolLauncherPid();
      } catch {
        return false; // It ended while we looked.
      }
    })
    .map(Number);
}

/** Every frame of a video, decoded to grey levels. */
async function greyFrames(path: string): Promise<Buffer[]> {
  const { child, done } = spawnFfmpeg(['-i', path, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1']);
  child.stdin.end();
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  await done;
  const all = Buffer.concat(chunks);
  const size = format.width * format.height;
  return Array.from({ length: all.length / size }, (_, n) => all.subarray(n * size, (n + 1) * size));
}

/** Every frame a flat grey, the shades taken in turn, so that a frame torn, dropped or swapped shows. */
function greys(out: string, over: Partial<FrameJob> = {}): FrameJob {
  return {
    format,
    frames: format.fps,
    cuts: [],
    parts: [out],
    draw(ctx, frame) {
      const shade = SHADES[frame % SHADES.length]!;
      ctx.fillStyle = `rgb(${shade}, ${shade}, ${shade})`;
      ctx.fillRect(0, 0, format.drawWidth, format.drawHeight);
    },
    ...over,
  };
}

describe('frame encoder', () => {
  it('encodes every frame whole and in the order drawn, several in flight at once', async () => {
    const out = join(dir, 'greys.mp4');
    await encodeFrames(greys(out));
    const frames = await greyFrames(out);
    expect(frames).toHaveLength(format.fps);
    for (const [n, pixels] of frames.entries()) {
      const shade = SHADES[n % SHADES.length]!;
      const off = pixels.reduce((most, value) => Math.max(most, Math.abs(value - shade)), 0);
      expect(off, `frame ${n}`).toBeLessThanOrEqual(6);
    }
    expect(runningFfmpegs()).toEqual([]);
  });

  it('x264 encodes with two threads, not its default for the cores (one more frame held for nothing)', async () => {
    const out = join(dir, 'threads.mp4');
    await encodeFrames(greys(out, { frames: 4 }));
    // x264 writes its settings into the stream (an SEI message).
    const settings = /x264 - core .*? - H\.264\/MPEG-4 AVC codec .*?options: ([^\0]*)/.exec(readFileSync(out, 'latin1'))?.[1];
    expect(settings).toMatch(/ threads=2 /);
  });

  it('says when every frame is drawn and handed over, before the encoder has written its part', async () => {
    const out = join(dir, 'drawn.mp4');
    const drawn: number[] = [];
    const job = greys(out, { frames: 12 });
    let partAtDrawn: boolean | undefined;
    let framesAtDrawn = 0;
    await encodeFrames({
      ...job,
      draw: (ctx, frame) => (drawn.push(frame), job.draw(ctx, frame)),
      onDrawn: () => {
        framesAtDrawn = drawn.length;
        partAtDrawn = readdirSync(dir).includes('drawn.mp4');
      },
    });
    expect(framesAtDrawn).toBe(12);
    expect(partAtDrawn).toBe(false);
    expect(await greyFrames(out)).toHaveLength(12);
  });

  it('skipped frames are drawn but not encoded, and the cuts count them', async () => {
    const drawn: number[] = [];
    const parts = [join(dir, 'skip-a.mp4'), join(dir, 'skip-b.mp4')];
    const job = greys(parts[0]!, { frames: 20, skip: 6, cuts: [12], parts });
    await encodeFrames({ ...job, draw: (ctx, frame) => (drawn.push(frame), job.draw(ctx, frame)) });
    expect(drawn).toEqual([...Array(20).keys()]);
    const [a, b] = await Promise.all(parts.map(greyFrames));
    expect(a).toHaveLength(6);
    expect(b).toHaveLength(8);
    // The first encoded frame is frame 6, drawn after the skipped ones.
    expect(Math.abs(a![0]![0]! - SHADES[6 % SHADES.length]!)).toBeLessThanOrEqual(6);
  });

  it('a frame that fails to draw fails the encode, kills its ffmpeg and leaves no finished part', async () => {
    const out = join(dir, 'broken.mp4');
    const job = greys(out, {
      frames: 100,
      draw(ctx, frame) {
        if (frame === 30) throw new Error('the drawing failed');
        ctx.fillRect(0, 0, 10, 10);
      },
    });
    await expect(encodeFrames(job)).rejects.toThrow('the drawing failed');
    expect(runningFfmpegs()).toEqual([]);
    await expect(stat(out)).rejects.toThrow();
  });

  it('an encoder that fails stops the drawing and fails the encode with its reason', async () => {
    let drawn = 0;
    const job = greys(join(dir, 'no-such-folder', 'out.mp4'), {
      frames: 10_000,
      draw: () => void drawn++,
    });
    await expect(encodeFrames(job)).rejects.toBeInstanceOf(FfmpegError);
    // Drawing is held back by the pipe, not by a clock: past the frames ffmpeg took before it
    // failed (at most one in-flight window), only one more window is drawn (4 measured, of 10,000).
    expect(drawn).toBeLessThanOrEqual(2 * FRAMES_IN_FLIGHT);
    expect(runningFfmpegs()).toEqual([]);
  });

  it('a cancelled render stops drawing and kills its encoder', async () => {
    const cancel = new AbortController();
    const job = greys(join(dir, 'cancelled.mp4'), {
      frames: 10_000,
      draw(_ctx, frame) {
        if (frame === 20) cancel.abort(new Error('cancelled by the client'));
      },
    });
    await expect(withRenderSignal(cancel.signal, () => encodeFrames(job))).rejects.toThrow('cancelled by the client');
    expect(runningFfmpegs()).toEqual([]);
  });
});
