/**
 * Automatic quality checks of a finished video (`npm run check:video FILE`): no black or frozen
 * stretch (ffmpeg blackdetect, freezedetect), loudness −14 ±1 LUFS with true peak ≤ −1 dBTP
 * (ebur128), audio and video of the same length within one frame, and every text box inside
 * the safe area with no layer drawn over another (from the layout record written beside the
 * video by the engine). A video with no sound track skips the loudness check; a file without a
 * layout record skips the text check.
 */
import { readFile } from 'node:fs/promises';
import { TARGET_LUFS } from './audio/mix';
import { companionPaths, type LayoutRecord } from './companion-files';
import { inside, overlaps } from './draw/layout';
import type { TextLayer } from './draw/text-audit';
import { runFfmpeg, runFfprobe } from './ffmpeg';

/** A black stretch this long fails (a fade through black at a cut is shorter). */
const BLACK_SEC = 0.1;
/** A picture unchanged this long is frozen (the end card's hold is shorter). */
const FREEZE_SEC = 2;
const LUFS_TOLERANCE = 1;
const MAX_TRUE_PEAK = -1;

export interface Check {
  ok: boolean;
  skipped?: string;
  [detail: string]: unknown;
}

export interface VideoReport {
  file: string;
  ok: boolean;
  checks: Record<'black' | 'freeze' | 'loudness' | 'length' | 'text', Check>;
}

const times = (stderr: string, key: string) => [...stderr.matchAll(new RegExp(`${key}:\\s*(-?[\\d.]+)`, 'g'))].map((m) => Number(m[1]));

async function pictureChecks(file: string): Promise<Pick<VideoReport['checks'], 'black' | 'freeze'>> {
  const stderr = await runFfmpeg(['-nostats', '-i', file, '-an', '-vf', `blackdetect=d=${BLACK_SEC}:pix_th=0.10,freezedetect=n=-60dB:d=${FREEZE_SEC}`, '-f', 'null', '-']);
  const black = times(stderr, 'black_start').map((start, i) => ({ start, end: times(stderr, 'black_end')[i] ?? null }));
  const freeze = times(stderr, 'lavfi.freezedetect.freeze_start').map((start, i) => ({ start, end: times(stderr, 'lavfi.freezedetect.freeze_end')[i] ?? null }));
  return { black: { ok: black.length === 0, stretches: black }, freeze: { ok: freeze.length === 0, stretches: freeze } };
}

interface Probe {
  streams?: { codec_type?: string; duration?: string; r_frame_rate?: string }[];
}

async function loudnessCheck(file: string, hasAudio: boolean): Promise<Check> {
  if (!hasAudio) return { ok: true, skipped: 'no sound track' };
  const stderr = await runFfmpeg(['-nostats', '-i', file, '-vn', '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const truePeak = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
  return {
    ok: Math.abs(integrated - TARGET_LUFS) <= LUFS_TOLERANCE && truePeak <= MAX_TRUE_PEAK,
    integratedLufs: integrated,
    truePeakDbtp: truePeak,
    target: `${TARGET_LUFS} ±${LUFS_TOLERANCE} LUFS, true peak ≤ ${MAX_TRUE_PEAK} dBTP`,
  };
}

function lengthCheck(probe: Probe): Check {
  const video = probe.streams?.find((s) => s.codec_type === 'video');
  const audio = probe.streams?.find((s) => s.codec_type === 'audio');
  if (!audio) return { ok: true, skipped: 'no sound track' };
  const [num, den] = (video?.r_frame_rate ?? '30/1').split('/').map(Number) as [number, number];
  const frameSec = den / num;
  const videoSec = Number(video?.duration);
  const audioSec = Number(audio.duration);
  return { ok: Math.abs(videoSec - audioSec) <= frameSec + 1e-3, videoSec, audioSec, frameSec };
}

/** Only a caption may not cover a subject (the presenter, the product); other layers may meet one. */
const collides = (a: TextLayer, b: TextLayer) => a !== b && (a !== 'subject' || b === 'caption') && (b !== 'subject' || a === 'caption');

export function textCheck(record: LayoutRecord): Check {
  // A subject may reach the frame's edges (a presenter's shoulders); only text keeps to the safe area.
  const outside = record.spans.filter((s) => s.layer !== 'subject' && !inside(s.box, record.safe, 1)).map(({ text, layer, start, box }) => ({ text, layer, start, box }));
  const collisions: { a: string; b: string; start: number }[] = [];
  for (let i = 0; i < record.spans.length; i++) {
    const a = record.spans[i]!;
    for (let j = i + 1; j < record.spans.length; j++) {
      const b = record.spans[j]!;
      if (a.scene !== b.scene || !collides(a.layer, b.layer) || a.end <= b.start || b.end <= a.start) continue;
      if (overlaps(a.box, b.box)) collisions.push({ a: `${a.layer}: ${a.text}`, b: `${b.layer}: ${b.text}`, start: Math.max(a.start, b.start) });
    }
  }
  return { ok: outside.length === 0 && collisions.length === 0, boxes: record.spans.length, safe: record.safe, outside, collisions };
}

async function readLayout(file: string): Promise<LayoutRecord | null> {
  try {
    return JSON.parse(await readFile(companionPaths(file).layout, 'utf8')) as LayoutRecord;
  } catch {
    return null;
  }
}

export async function checkVideo(file: string): Promise<VideoReport> {
  const probe = (await runFfprobe(['-show_streams', file])) as Probe;
  const hasAudio = probe.streams?.some((s) => s.codec_type === 'audio') ?? false;
  const layout = await readLayout(file);
  const [picture, loudness] = await Promise.all([pictureChecks(file), loudnessCheck(file, hasAudio)]);
  const checks = {
    ...picture,
    loudness,
    length: lengthCheck(probe),
    text: layout ? textCheck(layout) : { ok: true, skipped: 'no layout record beside the file' },
  };
  return { file, ok: Object.values(checks).every((c) => c.ok), checks };
}
