/**
 * The files written beside a video: the poster (a JPEG of the frame that best shows the title),
 * the WebVTT captions and the layout record (every text box drawn, and the safe area they must
 * stay in), which `npm run check:video` reads.
 */
import { writeFile } from 'node:fs/promises';
import { captionCues, webVtt, type CaptionWord } from './captions';
import { safeArea, type Box } from './draw/layout';
import type { TextLayer } from './draw/text-audit';
import { runFfmpeg } from './ffmpeg';
import type { VideoFormat } from './formats';
import type { SceneClip } from './render-scene';
import type { RenderSpec } from './spec';

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
}

/** What check:video reads: boxes in the video's own pixels (the drawn size times any upscale). */
export interface LayoutRecord {
  width: number;
  height: number;
  fps: number;
  safe: Box;
  spans: LayoutSpan[];
}

const scaleBox = (b: Box, k: number): Box => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k });

export function layoutRecord(spec: RenderSpec, clips: SceneClip[], format: VideoFormat): LayoutRecord {
  const k = format.width / format.drawWidth;
  let start = 0;
  const spans: LayoutSpan[] = [];
  for (const clip of clips) {
    for (const s of clip.text) {
      spans.push({ text: s.text, layer: s.layer, scene: clip.index, start: start + s.from / format.fps, end: start + s.to / format.fps, box: scaleBox(s.box, k) });
    }
    start += clip.durationSec;
  }
  return { width: format.width, height: format.height, fps: format.fps, safe: scaleBox(safeArea(spec.aspect, format.drawWidth, format.drawHeight), k), spans };
}

/** Text shown at least this long without moving counts as settled (animated in). */
const SETTLED_SEC = 0.4;

/**
 * When the poster is taken: in the scene whose settled text covers the most of the frame (the
 * title or hook, large), the moment its last line has settled; a video without text is shown
 * 40% into its first scene (never the fade-in of frame 0).
 */
export function posterTime(record: LayoutRecord, clips: SceneClip[]): number {
  const settled = record.spans.filter((s) => s.layer === 'scene' && s.end - s.start >= SETTLED_SEC);
  const scenes = new Map<number, LayoutSpan[]>();
  for (const s of settled) scenes.set(s.scene, [...(scenes.get(s.scene) ?? []), s]);
  let best: LayoutSpan[] | null = null;
  let bestArea = 0;
  for (const spans of scenes.values()) {
    const area = spans.reduce((sum, s) => sum + s.box.w * s.box.h, 0);
    if (area > bestArea * 1.2 || (best === null && area > 0)) {
      best = spans;
      bestArea = area;
    }
  }
  if (!best) return clips[0]!.durationSec * 0.4;
  const sceneStart = clips.slice(0, best[0]!.scene).reduce((sum, c) => sum + c.durationSec, 0);
  const sceneEnd = sceneStart + clips[best[0]!.scene]!.durationSec;
  return Math.min(Math.max(...best.map((s) => s.start)) + 0.1, sceneEnd - 0.1);
}

export function videoCaptions(spec: RenderSpec, clips: SceneClip[]): string {
  let start = 0;
  const words: CaptionWord[][] = [];
  for (const clip of clips) {
    words.push(clip.captions.map((w) => ({ ...w, start: w.start + start, end: w.end + start })));
    start += clip.durationSec;
  }
  // Cues never run across scenes: each scene's line is cut on its own.
  return webVtt(words.flatMap((w) => captionCues(w, 'block')), spec.language);
}

export async function writeCompanions(spec: RenderSpec, clips: SceneClip[], format: VideoFormat, videoPath: string): Promise<ReturnType<typeof companionPaths>> {
  const paths = companionPaths(videoPath);
  const record = layoutRecord(spec, clips, format);
  await Promise.all([
    writeFile(paths.layout, JSON.stringify(record)),
    writeFile(paths.captions, videoCaptions(spec, clips)),
    runFfmpeg(['-ss', posterTime(record, clips).toFixed(3), '-i', videoPath, '-frames:v', '1', '-q:v', '3', paths.poster]),
  ]);
  return paths;
}
