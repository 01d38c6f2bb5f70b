/** ffmpeg / ffprobe binaries (shipped by npm, overridable), started through the tool launcher, and a promise-based runner. */
import { PassThrough, Writable, type Readable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { renderSignal } from './cancellation';
import { launchTool } from './tool-launcher';

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

/** A started tool: stdin and stdout are open at once, while it starts (tool-launcher.ts) behind them. */
export interface Tool {
  stdin: Writable;
  stdout: Readable;
  kill(signal: NodeJS.Signals): void;
}

/** Starts ffmpeg quietly; stderr is collected for the error message. */
export function spawnFfmpeg(args: string[]): { child: Tool; done: Promise<string> } {
  return spawnTool(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', ...args]);
}

const abortError = (signal: AbortSignal) => Object.assign(new Error('The operation was aborted', { cause: signal.reason }), { name: 'AbortError', code: 'ABORT_ERR' });

function spawnTool(bin: string, args: string[]): { child: Tool; done: Promise<string> } {
  const launched = launchTool(bin, args);
  const socket = launched.then(({ tool }) => tool.stdin);
  // Writes go to the socket as they come, each acknowledged when the socket has taken it (as a pipe's are).
  const stdin = new Writable({
    write: (chunk: Buffer, _encoding, callback) => void socket.then((s) => s.write(chunk, callback), callback),
    final: (callback) => void socket.then((s) => s.end(callback), () => callback()),
  });
  const stdout = new PassThrough();
  socket.then((s) => s.pipe(stdout), () => stdout.end());
  // A cancelled render's tools are killed (SIGKILL: they hold no state worth flushing); `done` then rejects with the abort.
  const signal = renderSignal();
  const kill = (sig: NodeJS.Signals) => void launched.then(({ tool }) => tool.kill(sig), () => undefined);
  const onAbort = () => kill('SIGKILL');
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  const done = launched
    .then(({ exited }) => exited)
    .then(({ code, stderr }) => {
      if (signal?.aborted) throw abortError(signal);
      if (code !== 0) throw new FfmpegError(bin, code, stderr);
      return stderr;
    })
    .finally(() => signal?.removeEventListener('abort', onAbort));
  return { child: { stdin, stdout, kill }, done };
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
