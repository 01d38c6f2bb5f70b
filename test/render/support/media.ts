/** Reads facts back from rendered files with the shipped ffmpeg/ffprobe, for assertions. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg, runFfprobe, spawnFfmpeg } from '../../../lambdas/render/ffmpeg';

export interface StreamInfo {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  profile?: string;
}

export async function probe(path: string): Promise<{ durationSec: number; streams: StreamInfo[]; formatName: string }> {
  const json = (await runFfprobe(['-show_format', '-show_streams', path])) as {
    format: { duration: string; format_name: string };
    streams: StreamInfo[];
  };
  return { durationSec: Number(json.format.duration), streams: json.streams, formatName: json.format.format_name };
}

/** The moov atom comes before mdat: the file can start playing while it downloads. */
export async function isFaststart(path: string): Promise<boolean> {
  const head = (await readFile(path)).subarray(0, 1 << 20).toString('latin1');
  const moov = head.indexOf('moov');
  const mdat = head.indexOf('mdat');
  return moov >= 0 && (mdat < 0 || moov < mdat);
}

/** One signalstats value for every frame, written to a file (stderr is cut to its tail). */
async function signalstat(path: string, key: 'YAVG' | 'YDIF'): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'stats-'));
  try {
    const file = join(dir, 'stats.txt');
    await runFfmpeg(['-i', path, '-vf', `signalstats,metadata=print:key=lavfi.signalstats.${key}:file=${file}`, '-an', '-f', 'null', '-']);
    const text = await readFile(file, 'utf8');
    return [...text.matchAll(new RegExp(`lavfi\\.signalstats\\.${key}=([\\d.]+)`, 'g'))].map((m) => Number(m[1]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Mean luma of every frame (0..255). */
export const frameLuma = (path: string) => signalstat(path, 'YAVG');

/** Mean absolute luma change from the previous frame, per frame (0 = a frozen frame). */
export const frameChange = (path: string) => signalstat(path, 'YDIF');

export async function loudness(path: string): Promise<{ integrated: number; truePeak: number }> {
  const stderr = await runFfmpeg(['-nostats', '-i', path, '-vn', '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]),
  };
}

export interface Rgb {
  width: number;
  height: number;
  pixels: Buffer;
}

/** One decoded frame as RGB24, at a time in seconds. */
export async function frameAt(path: string, timeSec: number): Promise<Rgb> {
  const info = await probe(path);
  const video = info.streams.find((s) => s.codec_type === 'video')!;
  const { child, done } = spawnFfmpeg(['-ss', timeSec.toFixed(3), '-i', path, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);
  child.stdin.end();
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  await done;
  return { width: video.width!, height: video.height!, pixels: Buffer.concat(chunks) };
}

/** Share of pixels in a box matching a predicate. */
export function shareOfPixels(
  frame: Rgb,
  box: { x: number; y: number; w: number; h: number },
  match: (r: number, g: number, b: number) => boolean,
): number {
  let hits = 0;
  let total = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.h); y++) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.w); x++) {
      const i = (y * frame.width + x) * 3;
      total++;
      if (match(frame.pixels[i]!, frame.pixels[i + 1]!, frame.pixels[i + 2]!)) hits++;
    }
  }
  return total ? hits / total : 0;
}

export const isWhite = (r: number, g: number, b: number) => r > 225 && g > 225 && b > 225;
export const isNearBlack = (r: number, g: number, b: number) => r < 40 && g < 40 && b < 40;
/** The test logo's colour: pure magenta, which no scene draws by itself. */
export const isMagenta = (r: number, g: number, b: number) => r > 200 && g < 70 && b > 200;
