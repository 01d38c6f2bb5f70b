/** ffmpeg / ffprobe binaries (shipped by npm, overridable) and a promise-based runner. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { renderSignal } from './cancellation';

export function ffmpegPath(): string {
  return process.env.FFMPEG_PATH || ffmpegInstaller.path;
}

export function ffprobePath(): string {
  return process.env.FFPROBE_PATH || ffprobeInstaller.path;
}

export class FfmpegError extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    // The tail of stderr carries the actual reason; the head is banner and stream listing.
    super(`${tool} exited with ${code}: ${stderr.trim().split('\n').slice(-6).join('\n')}`);
  }
}

/** Starts ffmpeg quietly; stderr is collected for the error message. */
export function spawnFfmpeg(args: string[]): { child: ChildProcessWithoutNullStreams; done: Promise<string> } {
  return spawnTool(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', ...args]);
}

function spawnTool(bin: string, args: string[]): { child: ChildProcessWithoutNullStreams; done: Promise<string> } {
  // A cancelled render's tools are killed (SIGKILL: they hold no state worth flushing); `done` then rejects with the abort.
  const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'], signal: renderSignal(), killSignal: 'SIGKILL' });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    // Keep memory bounded on long renders: only the tail matters.
    stderr = (stderr + chunk).slice(-20_000);
  });
  const done = new Promise<string>((resolve, reject) => {
    let failure: unknown = null;
    // A tool that never started fails at once; one killed (a cancel) fails once it has exited, so
    // whoever awaits it knows it is gone.
    child.on('error', (err) => (child.pid === undefined ? reject(err) : (failure ??= err)));
    child.on('close', (code) => (failure ? reject(failure) : code === 0 ? resolve(stderr) : reject(new FfmpegError(bin, code, stderr))));
  });
  return { child, done };
}

/** Runs ffmpeg to completion; resolves with its stderr (where filters print their reports). */
export async function runFfmpeg(args: string[]): Promise<string> {
  const { child, done } = spawnFfmpeg(args);
  child.stdin.end();
  child.stdout.resume();
  return done;
}

/** Runs ffprobe and parses its JSON output. */
export async function runFfprobe(args: string[]): Promise<unknown> {
  const { child, done } = spawnTool(ffprobePath(), ['-v', 'error', '-of', 'json', ...args]);
  child.stdin.end();
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  await done;
  return JSON.parse(out) as unknown;
}
