/**
 * The soundtrack: each scene's narration placed at its start, music ducked under the voice by
 * a sidechain compressor, then the mix normalized to −14 LUFS integrated with true peaks at or
 * below −1 dBTP: measured with EBU R128 as it is mixed, then one gain (plus a limiter only when
 * peaks need it, driven until the limited mix measures at the target), then the encoded track's
 * true peak checked.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg';
import type { MusicStyle } from '../spec';
import { generateMusic } from './music';
import { encodeWav } from './wav';

export const TARGET_LUFS = -14;
/** Aim below −1 dBTP: the AAC encode can add a few tenths of a dB of peak. */
export const TARGET_TRUE_PEAK = -1.5;

export interface NarrationCue {
  path: string;
  startSec: number;
  tempo: number;
  /** Length after the tempo change; anything longer is cut. */
  speechSec: number;
}

export interface SoundtrackInput {
  narration: NarrationCue[];
  musicStyle: MusicStyle | null;
  durationSec: number;
  seed: number;
  audioKbps: number;
  workDir: string;
}

const STEREO = 'aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo';

/**
 * The voice track as one gapless sequence: leading silence, then each line padded with
 * silence up to the next line's start. (concat instead of delayed amix inputs: amix stalls
 * on delayed inputs in the shipped ffmpeg.)
 * Pushes the per-line chains onto `graph` and returns the expression joining them.
 */
function voiceTrack(cues: NarrationCue[], firstInput: number, totalSec: number, graph: string[]): string {
  const sorted = cues.map((cue, i) => ({ cue, input: firstInput + i })).sort((a, b) => a.cue.startSec - b.cue.startSec);
  const segments: string[] = [];
  const lead = sorted[0]?.cue.startSec ?? totalSec;
  if (lead > 0) {
    graph.push(`anullsrc=r=48000:cl=stereo,atrim=0:${lead.toFixed(4)},${STEREO}[lead]`);
    segments.push('[lead]');
  }
  sorted.forEach(({ cue, input }, k) => {
    const until = Math.min(sorted[k + 1]?.cue.startSec ?? totalSec, totalSec);
    const tempo = cue.tempo === 1 ? '' : `atempo=${cue.tempo.toFixed(4)},`;
    const fadeAt = Math.max(0, cue.speechSec - 0.05).toFixed(4);
    graph.push(
      `[${input}:a]${STEREO},${tempo}atrim=0:${cue.speechSec.toFixed(4)},afade=t=out:st=${fadeAt}:d=0.05,` +
        `apad,atrim=0:${(until - cue.startSec).toFixed(4)}[line${k}]`,
    );
    segments.push(`[line${k}]`);
  });
  return `${segments.join('')}concat=n=${segments.length}:v=0:a=1`;
}

interface Loudness {
  integrated: number;
  /** dBTP; −Infinity for silence, and when the pass was not asked to find it. */
  truePeak: number;
}

/**
 * ffmpeg's EBU R128 meter with the true peak, for the mix. Finding the peak oversamples the signal
 * four times, doubling the pass's cost, so the limiter's passes, which need only the loudness, go
 * without it.
 */
const LOUDNESS_WITH_PEAK = 'ebur128=peak=true';

/** The loudness ebur128 reports in the summary it prints at the end of a pass. */
function parseLoudness(stderr: string): Loudness {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  return { integrated, truePeak: peak === undefined || peak === '-inf' ? -Infinity : Number(peak) };
}

/** The loudness of a file after a filter chain (one fast pass of ffmpeg's ebur128, without the true peak). */
async function measureLimited(path: string, filter: string): Promise<number> {
  return parseLoudness(await runFfmpeg(['-nostats', '-i', path, '-vn', '-af', `${filter},ebur128`, '-f', 'null', '-'])).integrated;
}

/**
 * Mixes narration and music into one float WAV of exactly durationSec, and measures it on the way
 * (ebur128 passes the samples through unchanged): one ffmpeg pass fewer than measuring the file.
 */
async function mixToWav(input: SoundtrackInput, musicPath: string | null, out: string): Promise<Loudness> {
  const files = [...(musicPath ? [musicPath] : []), ...input.narration.map((n) => n.path)];
  const graph: string[] = [];
  const total = input.durationSec.toFixed(4);
  const hasVoice = input.narration.length > 0;
  if (hasVoice) {
    const voice = voiceTrack(input.narration, musicPath ? 1 : 0, input.durationSec, graph);
    graph.push(`${voice},apad,atrim=0:${total}${musicPath ? ',asplit=2[voice][key]' : '[mix]'}`);
  }
  if (musicPath) {
    const music = `[0:a]${STEREO},apad,atrim=0:${total}`;
    if (hasVoice) {
      graph.push(`${music},volume=0.5[bed]`);
      // The voice keys a compressor on the music: the bed dips while someone speaks.
      graph.push('[bed][key]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=350[ducked]');
      graph.push('[ducked][voice]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mix]');
    } else graph.push(`${music}[mix]`);
  }
  graph.push(`[mix]${LOUDNESS_WITH_PEAK}[out]`);
  const stderr = await runFfmpeg([
    '-nostats',
    ...files.flatMap((f) => ['-i', f]),
    '-filter_complex', graph.join(';'),
    '-map', '[out]',
    '-ar', '48000',
    '-c:a', 'pcm_f32le',
    out,
  ]);
  return parseLoudness(stderr);
}

/** The limiter's sample-peak ceiling sits 1 dB under the true-peak target: peaks between samples overshoot it. */
const limiter = (peakDb: number) => `alimiter=limit=${(10 ** ((peakDb - 1) / 20)).toFixed(4)}:attack=5:release=60:level=0`;
/** Close enough to the target to stop adjusting the drive into the limiter. */
const LUFS_SETTLED = 0.2;
/** Measured passes through the limiter at most; sparse mixes settle in two or three. */
const LIMITER_PASSES = 4;
/** Encodes re-done with a lower peak target when the encoded soundtrack still peaks over it. */
const PEAK_RETRIES = 2;

const gainChain = (gainDb: number, peakDb: number | null) => `volume=${gainDb.toFixed(2)}dB${peakDb === null ? '' : `,${limiter(peakDb)}`}`;

/**
 * The gain chain that brings the mix to the target loudness. When that gain alone would push
 * true peaks over the ceiling, a limiter holds them down; limiting takes loudness away with
 * the peaks (the more, the spikier the mix: a sparse beat loses over a decibel), so the drive
 * into the limiter is raised until the limited mix measures at the target, each step sized by
 * how much the last one moved the level (a secant step).
 */
async function normalize(mixPath: string, raw: Loudness, peakDb: number): Promise<string> {
  if (!Number.isFinite(raw.integrated)) return 'anull';
  const gain = TARGET_LUFS - raw.integrated;
  if (raw.truePeak + gain <= peakDb) return gainChain(gain, null);
  // Unlimited, the level follows the drive one for one: the secant's first slope.
  let previous = { drive: 0, integrated: raw.integrated };
  let drive = gain;
  let best = { drive, miss: Infinity };
  for (let pass = 0; pass < LIMITER_PASSES; pass++) {
    const integrated = await measureLimited(mixPath, gainChain(drive, peakDb));
    const miss = TARGET_LUFS - integrated;
    if (Math.abs(miss) < Math.abs(best.miss)) best = { drive, miss };
    if (Math.abs(miss) <= LUFS_SETTLED) break;
    // Limiting only ever flattens the response: a slope between a quarter and one.
    const slope = Math.min(1, Math.max(0.25, (integrated - previous.integrated) / (drive - previous.drive)));
    previous = { drive, integrated };
    drive += miss / slope;
  }
  return gainChain(best.drive, peakDb);
}

/** Writes the finished AAC soundtrack; null when there is neither narration nor music. */
export async function buildSoundtrack(input: SoundtrackInput): Promise<string | null> {
  if (input.narration.length === 0 && !input.musicStyle) return null;
  let musicPath: string | null = null;
  if (input.musicStyle) {
    musicPath = join(input.workDir, 'music.wav');
    await writeFile(musicPath, encodeWav(generateMusic(input.musicStyle, input.durationSec + 0.5, input.seed)));
  }
  const mixPath = join(input.workDir, 'mix.wav');
  const raw = await mixToWav(input, musicPath, mixPath);
  const out = join(input.workDir, 'soundtrack.m4a');
  // The AAC encode can lift a sharp beat's peaks well past the limiter's margin: the encoded track is
  // measured, and an overshoot lowers the peak target by as much, the limiter re-driven to hold the loudness.
  let peakDb = TARGET_TRUE_PEAK;
  for (let attempt = 0; ; attempt++) {
    const gain = await normalize(mixPath, raw, peakDb);
    await runFfmpeg([
      '-i', mixPath,
      '-af', `${gain},${STEREO},atrim=0:${input.durationSec.toFixed(3)}`,
      '-ar', '48000',
      '-c:a', 'aac',
      '-b:a', `${input.audioKbps}k`,
      out,
    ]);
    if (attempt === PEAK_RETRIES) return out;
    const { truePeak } = parseLoudness(await runFfmpeg(['-nostats', '-i', out, '-af', LOUDNESS_WITH_PEAK, '-f', 'null', '-']));
    if (truePeak <= TARGET_TRUE_PEAK) return out;
    peakDb -= truePeak - TARGET_TRUE_PEAK;
  }
}
