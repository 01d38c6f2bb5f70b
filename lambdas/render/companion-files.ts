/**
 * The files written beside a video: the poster (a JPEG of the frame that best shows the title,
 * with no caption on it), the WebVTT captions and the layout record (every text box drawn, the
 * safe area they must stay in, how legible each logo was and the length the plan asked for),
 * which `npm run check:video` reads.
 */
import { writeFile } from 'node:fs/promises';
import { captionCues, webVtt, type CaptionWord } from './captions';
import { safeArea, type Box } from './draw/layout';
import type { TextLayer } from './draw/text-audit';
import type { LogoLegibility } from './brand';
import { runFfmpeg } from './ffmpeg';
import type { VideoFormat } from './formats';
import type { SceneClip } from './render-scene';
import type { RenderSpec } from './spec';
import { lengthRange, plannedLength } from './timing';

export function companionPaths(outPath: string): { poster: string; captions: string; layout: string } {
  const stem = outPath.replace(/\.mp4$/i, '');
  return { poster: `${stem}.poster.jpg`, captions: `${stem}.vtt`, layout: `${stem}.layout.json` };
}

export interface LayoutSpan {
  text: string;
  layer: TextLayer;
  scene: number;
  start: number;
  end: number;
  box: Box;
  /** Font size in the video's pixels, for text drawn with fillText (the audit's `px`, times any upscale). */
  px?: number;
}

/** A logo as drawn in a scene (`scene` null: the end card). */
export interface LogoRecord extends LogoLegibility {
  scene: number | null;
}

/** What check:video reads: boxes in the video's own pixels (the drawn size times any upscale). */
export interface LayoutRecord {
  width: number;
  height: number;
  fps: number;
  safe: Box;
  spans: LayoutSpan[];
  logos: LogoRecord[];
  /** The length asked for: a brief's `duration_sec`, else the plan's scene lengths plus the end card. */
  plannedSec: number;
  /** The shortest and longest the video may be (timing.ts lengthRange: what narration may stretch, within LENGTH_TOLERANCE). */
  minSec: number;
  maxSec: number;
  /** Seconds of end card at the end of the video (0 without one). */
  endCardSec: number;
  /** The scenes a voice narrates, as stretches of the video (none: captions alone, or silent). */
  voiced?: { start: number; end: number }[];
}

/** The end card as composed: its length and how legible its logo was. */
export interface Ending {
  sec: number;
  logo: LogoLegibility | null;
}

const scaleBox = (b: Box, k: number): Box => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k });

export function layoutRecord(spec: RenderSpec, clips: SceneClip[], format: VideoFormat, ending: Ending | null = null): LayoutRecord {
  const k = format.width / format.drawWidth;
  let start = 0;
  const spans: LayoutSpan[] = [];
  const voiced: LayoutRecord['voiced'] = [];
  for (const clip of clips) {
    for (const s of clip.text) {
      const px = s.px === undefined ? {} : { px: Math.round(s.px * k * 10) / 10 };
      spans.push({ text: s.text, layer: s.layer, scene: clip.index, start: start + s.from / format.fps, end: start + s.to / format.fps, box: scaleBox(s.box, k), ...px });
    }
    if (clip.narration) voiced.push({ start, end: start + clip.durationSec });
    start += clip.durationSec;
  }
  const logos: LogoRecord[] = [
    ...clips.flatMap((c) => (c.logo ? [{ scene: c.index, ...c.logo }] : [])),
    ...(ending?.logo ? [{ scene: null, ...ending.logo }] : []),
  ];
  const endCardSec = ending?.sec ?? 0;
  const length = lengthRange(plannedLength(spec, endCardSec));
  return { width: format.width, height: format.height, fps: format.fps, safe: scaleBox(safeArea(spec.aspect, format.drawWidth, format.drawHeight), k), spans, logos, ...length, endCardSec, voiced };
}

/** How long a text takes to arrive once it first shows (a word rising, a line unmasked). */
const ARRIVE_SEC = 0.8;

/**
 * When the poster is taken. The scene whose text covers the most of the frame (the title or
 * hook, large) is shown once all its text has arrived, at the first such moment with no caption
 * on screen: captions are burned into the frames, and half a sentence on a poster reads as a
 * mistake. Every narrated scene has one (its line ends before the scene does). A video without
 * text is shown 40% into its first scene (never the fade-in of frame 0).
 */
export function posterTime(record: LayoutRecord, clips: SceneClip[]): number {
  const starts = clips.map((_, i) => clips.slice(0, i).reduce((sum, c) => sum + c.durationSec, 0));
  let best: { scene: number; area: number } | null = null;
  for (const clip of clips) {
    // Each text once, at its largest: a moving title is many spans of one text.
    const largest = new Map<string, number>();
    for (const s of record.spans) if (s.scene === clip.index && s.layer === 'scene') largest.set(s.text, Math.max(largest.get(s.text) ?? 0, s.box.w * s.box.h));
    const area = [...largest.values()].reduce((a, b) => a + b, 0);
    if (area > 0 && (!best || area > best.area * 1.2)) best = { scene: clip.index, area };
  }
  if (!best) return clips[0]!.durationSec * 0.4;
  const scene = best.scene;
  const start = starts[scene]!;
  const end = start + clips[scene]!.durationSec - 0.1;
  // Text keeps moving once it has arrived: each text counts from when it first shows.
  const firstSeen = new Map<string, number>();
  for (const s of record.spans) if (s.scene === scene && s.layer === 'scene') firstSeen.set(s.text, Math.min(firstSeen.get(s.text) ?? Infinity, s.start));
  const arrived = Math.min(end, Math.max(...firstSeen.values()) + ARRIVE_SEC);
  const captions = record.spans.filter((s) => s.scene === scene && s.layer === 'caption');
  const captioned = (t: number) => captions.some((c) => c.start <= t && t < c.end);
  const frame = 1 / record.fps;
  for (let t = arrived; t <= end; t += frame) if (!captioned(t)) return t;
  return arrived;
}

export function videoCaptions(spec: RenderSpec, clips: SceneClip[]): string {
  let start = 0;
  const scenes: { words: CaptionWord[]; end: number }[] = [];
  for (const clip of clips) {
    scenes.push({ words: clip.captions.map((w) => ({ ...w, start: w.start + start, end: w.end + start })), end: start + clip.durationSec });
    start += clip.durationSec;
  }
  // Cues never run across scenes: each scene's line is cut on its own.
  return webVtt(scenes.flatMap((s) => captionCues(s.words, 'block', s.end)), spec.language);
}

export async function writeCompanions(spec: RenderSpec, clips: SceneClip[], format: VideoFormat, videoPath: string, ending: Ending | null = null): Promise<ReturnType<typeof companionPaths>> {
  const paths = companionPaths(videoPath);
  const record = layoutRecord(spec, clips, format, ending);
  await Promise.all([
    writeFile(paths.layout, JSON.stringify(record)),
    writeFile(paths.captions, videoCaptions(spec, clips)),
    runFfmpeg(['-ss', posterTime(record, clips).toFixed(3), '-i', videoPath, '-frames:v', '1', '-q:v', '3', paths.poster]),
  ]);
  return paths;
}
