/**
 * Draws frames on a Skia canvas and streams them to one ffmpeg process: drawing frame n+1
 * overlaps with encoding frame n, and no frame touches the disk. Optional cut points split
 * the encode into parts (each starting on a key frame) that compose joins by stream copy.
 * (The canvas records drawing commands and paints them when the pixels are read: reading them,
 * not drawing, is most of a frame's cost.)
 */
import { rename } from 'node:fs/promises';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { TextAudit } from './draw/text-audit';
import { renderSignal } from './cancellation';
import { framePixels, reuseFrameBuffer, withFrameBuffers } from './frame-buffers';
import { spawnFfmpeg } from './ffmpeg';
import { x264Args, type VideoFormat } from './formats';
import { collectYoungGeneration, withFrameHeap } from './heap-settings';

export interface FrameJob {
  format: VideoFormat;
  frames: number;
  /**
   * Leading frames drawn but neither painted nor encoded: another part of the video shows them
   * (a transition blended them in). Drawing them still keeps the audit and any state a scene
   * carries from frame to frame as in a full run. Default 0.
   */
  skip?: number;
  /**
   * The canvas to go on drawing on, its first `skip` frames already drawn there (by the tail of the
   * part before, with the audit watching: renderVideo): those frames are not drawn again. Without it
   * the frames are drawn on a new canvas from the first.
   */
  surface?: Surface;
  /** Frame numbers (skipped frames counted) where a new part starts; parts.length === cuts.length + 1. */
  cuts: number[];
  /** Output file of each part. */
  parts: string[];
  draw(ctx: SKRSContext2D, frame: number): void | Promise<void>;
  onFrame?(frame: number): void;
  /**
   * Called once every frame is drawn and handed to ffmpeg, before ffmpeg has encoded the last of them and
   * written the parts: the surface is free again, and the caller may go on drawing while the encoder finishes.
   */
  onDrawn?(): void;
  /** Records the text boxes of every frame. */
  audit?: TextAudit;
}

/** A canvas and its context, drawn on frame after frame. */
export interface Surface {
  canvas: Canvas;
  ctx: SKRSContext2D;
}

export function newSurface(format: VideoFormat): Surface {
  const canvas = createCanvas(format.drawWidth, format.drawHeight);
  return { canvas, ctx: canvas.getContext('2d', { alpha: false }) };
}

/** Frames handed to ffmpeg but not yet written into its pipe; enough to keep both sides busy. */
export const FRAMES_IN_FLIGHT = 3;

/**
 * Frames between young-generation collections, which free the pixel buffers `canvas.data()` made
 * (lambdas/render/heap-settings.ts; copied at once for the encoder: frame-buffers.ts): about every
 * 16 MB of them (8 draft frames), but never fewer than twice the frames in flight. (Every 8 frames at
 * 1080×1920 held 64 MB of dead frames.)
 */
const YOUNG_GC_BYTES = 16 << 20;
const framesPerYoungGc = (format: VideoFormat) => Math.max(2 * FRAMES_IN_FLIGHT, Math.round(YOUNG_GC_BYTES / (format.drawWidth * format.drawHeight * 4)));

/**
 * rgba canvas pixels → BT.709 yuv420p (the colour matrix browsers assume for HD video).
 * Upscaling uses Lanczos. At the drawn size only the chroma is subsampled, and it takes each
 * 2×2 block's colour from one pixel instead of averaging the four: on drawn frames the two
 * differ by 48–53 dB (chroma PSNR), which no one sees, and the conversion runs on ffmpeg's
 * main thread for every frame, where averaging costs about 0.6 ms more (a sixth of a draft
 * frame's encode).
 */
function rgbInputFilter(format: VideoFormat): string {
  const scaler = format.width === format.drawWidth ? 'neighbor' : 'lanczos';
  return `scale=${format.width}:${format.height}:flags=${scaler}:out_color_matrix=bt709:out_range=tv,format=yuv420p`;
}

export function colourTags(): string[] {
  return ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];
}

/** ffmpeg reading canvas frames (raw RGBA on stdin) and encoding them; the output arguments follow. */
export function rawFrameEncoderArgs(format: VideoFormat): string[] {
  return [
    '-f', 'rawvideo', '-pix_fmt', 'rgba',
    '-s', `${format.drawWidth}x${format.drawHeight}`,
    '-r', String(format.fps),
    '-i', 'pipe:0',
    '-vf', rgbInputFilter(format),
    ...x264Args(format),
    ...colourTags(),
    '-an',
  ];
}

function outputArgs(job: FrameJob, tmpParts: string[]): string[] {
  if (job.cuts.length === 0) return ['-f', 'mp4', tmpParts[0]!];
  // ffmpeg counts the frames it is given.
  const cuts = job.cuts.map((n) => n - (job.skip ?? 0));
  return [
    '-force_key_frames', `expr:${cuts.map((n) => `eq(n,${n})`).join('+')}`,
    '-f', 'segment',
    '-segment_format', 'mp4',
    // The segment muxer does not pass -video_track_timescale on; every part needs the same one.
    '-segment_format_options', `video_track_timescale=${job.format.fps * 1000}`,
    '-segment_frames', cuts.join(','),
    '-reset_timestamps', '1',
    '-segment_list_size', '0',
    tmpParts[0]!.replace(/\.part0\.tmp\.mp4$/, '.part%d.tmp.mp4'),
  ];
}

export function encodeFrames(job: FrameJob): Promise<void> {
  return withFrameHeap(() => withFrameBuffers(() => encode(job)));
}

async function encode(job: FrameJob): Promise<void> {
  if (job.parts.length !== job.cuts.length + 1) throw new Error('encodeFrames: parts must be cuts + 1');
  const { format, skip = 0 } = job;
  if (job.cuts.some((n) => n <= skip)) throw new Error('encodeFrames: a cut must follow the skipped frames');
  const base = job.parts[0]!;
  // Parts are written under temporary names and renamed at the end, so a crashed render
  // never leaves a file that looks finished.
  const tmpParts = job.parts.map((_, i) => `${base}.part${i}.tmp.mp4`);
  const { child, done } = spawnFfmpeg([...rawFrameEncoderArgs(format), ...outputArgs(job, tmpParts)]);
  child.stdout.resume();
  const { canvas, ctx } = job.surface ?? newSurface(format);
  let failed: unknown = null;
  done.catch((err: unknown) => (failed = err));
  child.stdin.on('error', (err) => (failed ??= err));

  const inFlight: Promise<void>[] = [];
  const perYoungGc = framesPerYoungGc(format);
  const unwatch = job.audit?.watch(ctx);
  try {
    const signal = renderSignal();
    for (let frame = job.surface ? skip : 0; frame < job.frames; frame++) {
      // A cancelled render stops between frames (its encoder is killed with it).
      signal?.throwIfAborted();
      if (failed) break;
      job.audit?.beginFrame(frame);
      ctx.save();
      await job.draw(ctx, frame);
      ctx.restore();
      job.audit?.endFrame();
      if (frame >= skip) {
        const pixels = framePixels(canvas);
        inFlight.push(
          new Promise<void>((resolve) =>
            child.stdin.write(pixels, () => {
              reuseFrameBuffer(pixels);
              resolve();
            }),
          ),
        );
        if (inFlight.length >= FRAMES_IN_FLIGHT) await inFlight.shift();
      }
      job.onFrame?.(frame);
      if (frame % perYoungGc === perYoungGc - 1) collectYoungGeneration();
    }
    await Promise.all(inFlight);
  } catch (err) {
    // A frame that failed to draw leaves no encoder behind: its frames so far are no use.
    child.kill('SIGKILL');
    await done.catch(() => {});
    throw err;
  } finally {
    unwatch?.();
    child.stdin.end();
  }
  if (!failed) job.onDrawn?.();
  await done;
  await Promise.all(tmpParts.map((tmp, i) => rename(tmp, job.parts[i]!)));
}
