/**
 * Output sizes and encoder settings: aspect × quality → exact pixels, frame rate, x264 preset
 * and bitrate caps (documented in docs/render-engine.md). Every part of one video shares one
 * VideoFormat, which is what lets compose join scene clips without re-encoding them.
 */
import { availableParallelism } from 'node:os';
import type { Aspect, Quality } from './spec';

/**
 * Drawn (canvas) size per aspect and quality; every side is even, as yuv420p needs. Draft stays
 * 540×960: measured against 720×1280 it costs 1.46× the CPU and 1.51× the bytes for captions and
 * titles no more legible on a phone, and would take the 20 s draft advert under 4× real time
 * (docs/render-engine.md, "Draft size").
 */
const FRAME_SIZES: Record<Aspect, Record<Quality, readonly [number, number]>> = {
  '9:16': { draft: [540, 960], standard: [720, 1280], premium: [1080, 1920] },
  '16:9': { draft: [960, 540], standard: [1280, 720], premium: [1920, 1080] },
  '1:1': { draft: [540, 540], standard: [720, 720], premium: [1080, 1080] },
  '4:5': { draft: [544, 680], standard: [720, 900], premium: [1080, 1350] },
  '4:3': { draft: [720, 540], standard: [960, 720], premium: [1440, 1080] },
  '3:4': { draft: [540, 720], standard: [720, 960], premium: [1080, 1440] },
};

interface QualitySettings {
  fps: number;
  preset: string;
  crf: number;
  /** VBV cap in kbit/s for the drawn size; scaled by the pixel ratio when upscaled. */
  maxrateKbps: number;
  audioKbps: number;
  /** x264 lookahead in frames when the preset's default costs too much memory at this size. */
  lookahead?: number;
}

const QUALITY_SETTINGS: Record<Quality, QualitySettings> = {
  draft: { fps: 24, preset: 'superfast', crf: 26, maxrateKbps: 2_000, audioKbps: 128 },
  standard: { fps: 30, preset: 'veryfast', crf: 22, maxrateKbps: 5_000, audioKbps: 160 },
  // medium's default 40-frame lookahead holds ~450 MB at 1080×1920; 10 frames holds ~245 MB (20:
  // ~310 MB) and encodes as fast, to within 1% of the bytes, keeping a premium render under 1 GB.
  premium: { fps: 30, preset: 'medium', crf: 19, maxrateKbps: 10_000, audioKbps: 192, lookahead: 10 },
};

/** Upscaling doubles each side with a Lanczos scaler. */
export const UPSCALE_FACTOR = 2;

export interface VideoFormat {
  /** Canvas size frames are drawn at. */
  drawWidth: number;
  drawHeight: number;
  /** Encoded size (differs from the drawn size only when upscaled). */
  width: number;
  height: number;
  fps: number;
  preset: string;
  crf: number;
  maxrateKbps: number;
  audioKbps: number;
  lookahead: number | null;
}

export function videoFormat(aspect: Aspect, quality: Quality, upscale: boolean): VideoFormat {
  const [drawWidth, drawHeight] = FRAME_SIZES[aspect][quality];
  const q = QUALITY_SETTINGS[quality];
  const factor = upscale ? UPSCALE_FACTOR : 1;
  return {
    drawWidth,
    drawHeight,
    width: drawWidth * factor,
    height: drawHeight * factor,
    fps: q.fps,
    preset: q.preset,
    crf: q.crf,
    maxrateKbps: q.maxrateKbps * factor * factor,
    audioKbps: q.audioKbps,
    lookahead: q.lookahead ?? null,
  };
}

/**
 * How many encoders to run at once on `cores` (all this machine's, by default): up to 720p one a
 * core, so one part's drawing overlaps another's encoding (two on a 2-core machine or a render-step
 * Lambda up to 3,008 MB); above 720p one x264 already fills two cores and each holds its lookahead
 * frames in memory, so one for every two cores.
 */
export function parallelism(format: VideoFormat, cores: number = availableParallelism()): number {
  return Math.max(1, format.width * format.height > 1280 * 720 ? Math.floor(cores / 2) : cores);
}

/**
 * x264's threads per encoder. Its default on two cores is three frame threads, but each encoder has
 * at most two cores' share here (parallelism, above), and a third thread only holds one more frame in
 * flight: at 1080×1920 an encoder's peak RSS 252 → 227 MB for the same bytes (within 0.01%) and CPU,
 * and the premium bench advert's process tree peaked at 1,008 MB against 1,031 with the default. Two,
 * not one, so an encoder left alone at a render's end can still use both cores. (Draft, in a whole
 * render: no difference in CPU; alone, on the advert's 540 frames, 2.6–3.1 CPU-s against 2.8–3.6.)
 */
const X264_THREADS = 2;

/**
 * x264 arguments shared by every encoded part of a video. Identical settings give identical
 * stream parameters, so the parts can be concatenated by stream copy. (Upscaling happens in the
 * input filter of the frame encoder, with Lanczos.)
 */
export function x264Args(format: VideoFormat): string[] {
  return [
    '-c:v', 'libx264',
    '-preset', format.preset,
    '-threads', String(X264_THREADS),
    '-crf', String(format.crf),
    '-maxrate', `${format.maxrateKbps}k`,
    '-bufsize', `${format.maxrateKbps * 2}k`,
    ...(format.lookahead === null ? [] : ['-rc-lookahead', String(format.lookahead)]),
    '-profile:v', 'high',
    '-pix_fmt', 'yuv420p',
    '-g', String(format.fps * 2),
    '-r', String(format.fps),
    '-video_track_timescale', String(format.fps * 1000),
  ];
}
