/**
 * Automatic quality checks of a finished video (`npm run check:video FILE`): no black or frozen
 * stretch (ffmpeg blackdetect, freezedetect), nothing outside the captions standing still for
 * more than 1.5 s, loudness −14 ±1 LUFS with true peak ≤ −1 dBTP (ebur128), audio and video of
 * the same length within one frame; and from the files the engine writes beside the video: every
 * text box inside the safe area with no layer drawn over another and no caption over a subject
 * (the presenter, the product; a generated scene's faces, hands at work and named things, on
 * every frame of its camera's move), no scene text smaller than the legible minimum, every logo at ≥ 3:1 against what was behind it, the length
 * within 5% of the one asked for (layout record), in a narrated video, narration over ≥ 70%
 * of the scenes' time (WebVTT captions of the voiced scenes), and every caption cue within the
 * subtitlers' rules (./caption-rules.ts: lines, characters a line, time up, reading speed). A
 * check whose input is missing is skipped, saying why.
 */
import { readFile } from 'node:fs/promises';
// The planner's own threshold: what it aims for is what the check holds the video to.
import { MIN_NARRATION_COVERAGE } from '../core/planning/narration-fit';
import { TARGET_LUFS } from './audio/mix';
import { LOGO_MIN_CONTRAST } from './brand';
import { charCount, cueLimits, MAX_CUE_LINES, MAX_CUE_SEC, MIN_CUE_SEC } from './caption-rules';
import { companionPaths, type LayoutRecord } from './companion-files';
import { inside, MIN_TEXT_SHARE, overlaps } from './draw/layout';
import type { TextLayer } from './draw/text-audit';
import { runFfmpeg, runFfprobe, spawnFfmpeg } from './ffmpeg';

/** A black stretch this long fails (a fade through black at a cut is shorter). */
const BLACK_SEC = 0.1;
/** A picture unchanged this long is frozen (the end card's hold is shorter). */
const FREEZE_SEC = 2;
const LUFS_TOLERANCE = 1;
const MAX_TRUE_PEAK = -1;
/** Outside the captions, something must move at least this often. */
export const MAX_STILL_SEC = 1.5;

export interface Check {
  ok: boolean;
  skipped?: string;
  [detail: string]: unknown;
}

export interface VideoReport {
  file: string;
  ok: boolean;
  checks: Record<'black' | 'freeze' | 'stillness' | 'loudness' | 'length' | 'text' | 'legibility' | 'logo' | 'duration' | 'narration' | 'cues', Check>;
}

const times = (stderr: string, key: string) => [...stderr.matchAll(new RegExp(`${key}:\\s*(-?[\\d.]+)`, 'g'))].map((m) => Number(m[1]));

async function pictureChecks(file: string): Promise<Pick<VideoReport['checks'], 'black' | 'freeze'>> {
  const stderr = await runFfmpeg(['-nostats', '-i', file, '-an', '-vf', `blackdetect=d=${BLACK_SEC}:pix_th=0.10,freezedetect=n=-60dB:d=${FREEZE_SEC}`, '-f', 'null', '-']);
  const black = times(stderr, 'black_start').map((start, i) => ({ start, end: times(stderr, 'black_end')[i] ?? null }));
  const freeze = times(stderr, 'lavfi.freezedetect.freeze_start').map((start, i) => ({ start, end: times(stderr, 'lavfi.freezedetect.freeze_end')[i] ?? null }));
  return { black: { ok: black.length === 0, stretches: black }, freeze: { ok: freeze.length === 0, stretches: freeze } };
}

interface Probe {
  streams?: { codec_type?: string; duration?: string; r_frame_rate?: string; width?: number; height?: number }[];
}

/** Frames are compared at this width (grey): small enough to be quick, averaging away encoder noise. */
const STILL_WIDTH = 120;
/** A pixel changed when its grey level moved by more than this. */
const STILL_LEVEL = 5;
/** A frame moved when at least this share of its (unmasked) pixels changed. */
const STILL_SHARE = 0.0005;

/**
 * Stretches longer than MAX_STILL_SEC in which nothing outside the captions moved: each frame is
 * compared with the first frame of the stretch (so a slow drift counts once it adds up), with the
 * caption boxes on screen at the time masked out (from the layout record, when there is one).
 */
async function stillnessCheck(file: string, probe: Probe, layout: LayoutRecord | null): Promise<Check> {
  const video = probe.streams?.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) return { ok: true, skipped: 'no video stream' };
  const [num, den] = (video.r_frame_rate ?? '30/1').split('/').map(Number) as [number, number];
  const fps = num / den;
  const w = STILL_WIDTH;
  const h = Math.max(2, Math.round((w * video.height) / video.width / 2) * 2);
  const k = w / video.width;
  const captions = (layout?.spans ?? []).filter((s) => s.layer === 'caption');
  const { child, done } = spawnFfmpeg(['-i', file, '-an', '-vf', `scale=${w}:${h}:flags=area,format=gray`, '-f', 'rawvideo', '-']);
  child.stdin.end();
  const stretches: { start: number; end: number }[] = [];
  let anchor: Buffer | null = null;
  let anchorFrame = 0;
  let frame = 0;
  let pending = Buffer.alloc(0);
  const size = w * h;
  const mask = new Uint8Array(size);
  const close = (end: number) => {
    if ((end - anchorFrame) / fps > MAX_STILL_SEC) stretches.push({ start: anchorFrame / fps, end: end / fps });
  };
  child.stdout.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= size) {
      const picture = Buffer.from(pending.subarray(0, size));
      pending = pending.subarray(size);
      const t = frame / fps;
      mask.fill(0);
      for (const c of captions) {
        if (t < c.start || t >= c.end) continue;
        const x0 = Math.max(0, Math.floor(c.box.x * k) - 2);
        const y0 = Math.max(0, Math.floor(c.box.y * k) - 2);
        const x1 = Math.min(w, Math.ceil((c.box.x + c.box.w) * k) + 2);
        const y1 = Math.min(h, Math.ceil((c.box.y + c.box.h) * k) + 2);
        for (let y = y0; y < y1; y++) mask.fill(1, y * w + x0, y * w + x1);
      }
      if (anchor) {
        let changed = 0;
        let counted = 0;
        for (let i = 0; i < size; i++) {
          if (mask[i]) continue;
          counted++;
          if (Math.abs(picture[i]! - anchor[i]!) > STILL_LEVEL) changed++;
        }
        if (changed >= Math.max(2, counted * STILL_SHARE)) {
          close(frame);
          anchor = picture;
          anchorFrame = frame;
        }
      } else {
        anchor = picture;
        anchorFrame = frame;
      }
      frame++;
    }
  });
  await done;
  close(frame);
  return { ok: stretches.length === 0, stretches, maxSec: MAX_STILL_SEC };
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

/** Only a caption may not cover a subject (the presenter, the product, a face or named thing); other layers may meet one. */
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

/** Rounding of font sizes (to 0.1 px) and of the upscale: a size this close to the minimum meets it. */
const SIZE_TOLERANCE_PX = 0.5;

/**
 * No text a scene sets is smaller than the engine's legible minimum (MIN_TEXT_SHARE of the
 * short side, the one the looks set by). Each text is judged at its largest: a word popping in
 * from a third of its size, or shrinking in a transition, passes through smaller sizes on its way.
 */
export function legibilityCheck(record: LayoutRecord): Check {
  const minPx = Math.round(MIN_TEXT_SHARE * Math.min(record.width, record.height) * 10) / 10;
  const largest = new Map<string, { text: string; scene: number; px: number; start: number }>();
  for (const s of record.spans) {
    if (s.layer !== 'scene' || s.px === undefined) continue;
    const key = `${s.scene}\u0000${s.text}`;
    const seen = largest.get(key);
    if (!seen || s.px > seen.px) largest.set(key, { text: s.text, scene: s.scene, px: s.px, start: seen ? Math.min(seen.start, s.start) : s.start });
  }
  if (largest.size === 0) return { ok: true, skipped: 'no scene text with a recorded size' };
  const small = [...largest.values()].filter((s) => s.px < minPx - SIZE_TOLERANCE_PX);
  return { ok: small.length === 0, minPx, texts: largest.size, small };
}

function logoCheck(record: LayoutRecord | null): Check {
  const logos = record?.logos ?? [];
  if (logos.length === 0) return { ok: true, skipped: record ? 'no logo drawn' : 'no layout record beside the file' };
  const weak = logos.filter((l) => l.contrast < LOGO_MIN_CONTRAST);
  return { ok: weak.length === 0, minContrast: LOGO_MIN_CONTRAST, lowest: Math.min(...logos.map((l) => l.contrast)), weak };
}

/** The length against what was asked, within the range the engine's length rule allows (timing.ts lengthRange). */
function durationCheck(record: LayoutRecord | null, videoSec: number): Check {
  if (!record?.plannedSec) return { ok: true, skipped: 'no planned length in a layout record beside the file' };
  const { minSec, maxSec } = record;
  const off = (videoSec - record.plannedSec) / record.plannedSec;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { ok: videoSec >= minSec - 1e-3 && videoSec <= maxSec + 1e-3, videoSec, plannedSec: record.plannedSec, off: round(off), minSec: round(minSec), maxSec: round(maxSec) };
}

const vttSeconds = (s: string) => s.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/**
 * Share of the scenes' time (the video less its end card) that the captions' cues cover, counting
 * only cues in scenes a voice narrates (layout record): captions shown without a voice (a plan
 * with no narrator, a line the voice cannot read) are not narration.
 */
async function narrationCheck(file: string, record: LayoutRecord | null, videoSec: number): Promise<Check> {
  // A record written before voiced scenes were recorded counts every cue.
  const voicedScenes = record?.voiced;
  if (voicedScenes?.length === 0) return { ok: true, skipped: 'not narrated' };
  let vtt: string;
  try {
    vtt = await readFile(companionPaths(file).captions, 'utf8');
  } catch {
    return { ok: true, skipped: 'no captions file beside the video' };
  }
  const voiced = (start: number) => !voicedScenes || voicedScenes.some((v) => v.start <= start && start < v.end);
  const cues = [...vtt.matchAll(/([\d:.]+) --> ([\d:.]+)/g)]
    .map((m) => [vttSeconds(m[1]!), vttSeconds(m[2]!)] as const)
    .filter(([start]) => voiced(start))
    .sort((a, b) => a[0] - b[0]);
  if (cues.length === 0) return { ok: true, skipped: 'not narrated' };
  let covered = 0;
  let reach = -Infinity;
  for (const [start, end] of cues) {
    const from = Math.max(start, reach);
    if (end > from) covered += end - from;
    reach = Math.max(reach, end);
  }
  const scenesSec = videoSec - (record?.endCardSec ?? 0);
  const share = covered / scenesSec;
  return { ok: share >= MIN_NARRATION_COVERAGE, share: Math.round(share * 1000) / 1000, narratedSec: Math.round(covered * 100) / 100, scenesSec, minShare: MIN_NARRATION_COVERAGE };
}

/** WebVTT times are whole milliseconds: a cue this close to a limit meets it. */
const VTT_TOLERANCE_SEC = 0.0015;

/**
 * Every cue of a WebVTT file within the cue rules (./caption-rules.ts): at most MAX_CUE_LINES
 * lines of at most its script's characters, up for MIN_CUE_SEC to MAX_CUE_SEC, read no faster
 * than its script's reading speed. Word timestamp tags are not text.
 */
export function cueCheck(vtt: string): Check {
  const cues = [...vtt.matchAll(/^([\d:.]+) --> ([\d:.]+)[^\n]*\n((?:.+\n?)*)/gm)].map((m) => {
    const lines = m[3]!.trimEnd().split('\n').map((line) => line.replace(/<[^>]*>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'));
    return { start: vttSeconds(m[1]!), end: vttSeconds(m[2]!), lines };
  });
  if (cues.length === 0) return { ok: true, skipped: 'no caption cues' };
  const faults = cues.flatMap(({ start, end, lines }) => {
    const text = lines.join(' ');
    const { lineChars, cps } = cueLimits(text);
    const sec = end - start;
    const rate = charCount(lines.join('')) / Math.max(sec, 1e-3);
    const broken = [
      lines.length > MAX_CUE_LINES && `${lines.length} lines (max ${MAX_CUE_LINES})`,
      ...lines.map((line) => charCount(line) > lineChars && `a line of ${charCount(line)} characters (max ${lineChars})`),
      sec < MIN_CUE_SEC - VTT_TOLERANCE_SEC && `up ${sec.toFixed(3)} s (min ${MIN_CUE_SEC.toFixed(3)})`,
      sec > MAX_CUE_SEC + VTT_TOLERANCE_SEC && `up ${sec.toFixed(3)} s (max ${MAX_CUE_SEC})`,
      rate > cps * (1 + VTT_TOLERANCE_SEC / Math.max(sec, 1e-3)) && `read at ${rate.toFixed(1)} characters/s (max ${cps})`,
    ].filter((fault): fault is string => typeof fault === 'string');
    return broken.length ? [{ start, text, faults: broken }] : [];
  });
  return { ok: faults.length === 0, cues: cues.length, faults };
}

async function captionsCheck(file: string): Promise<Check> {
  try {
    return cueCheck(await readFile(companionPaths(file).captions, 'utf8'));
  } catch {
    return { ok: true, skipped: 'no captions file beside the video' };
  }
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
  const videoSec = Number(probe.streams?.find((s) => s.codec_type === 'video')?.duration);
  const [picture, stillness, loudness, narration, cues] = await Promise.all([
    pictureChecks(file),
    stillnessCheck(file, probe, layout),
    loudnessCheck(file, hasAudio),
    narrationCheck(file, layout, videoSec),
    captionsCheck(file),
  ]);
  const checks = {
    ...picture,
    stillness,
    loudness,
    length: lengthCheck(probe),
    text: layout ? textCheck(layout) : { ok: true, skipped: 'no layout record beside the file' },
    legibility: layout ? legibilityCheck(layout) : { ok: true, skipped: 'no layout record beside the file' },
    logo: logoCheck(layout),
    duration: durationCheck(layout, videoSec),
    narration,
    cues,
  };
  return { file, ok: Object.values(checks).every((c) => c.ok), checks };
}
