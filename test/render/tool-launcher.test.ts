/**
 * ffmpeg and ffprobe are started by the tool launcher, not forked from the render's process (whose
 * every page a fork would write-protect), and still talk to it directly: frames in, output back,
 * stderr and the exit code as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { FfmpegError, runFfmpeg, spawnFfmpeg } from '../../lambdas/render/ffmpeg';
import { stopToolLauncher, toolLauncherPid } from '../../lambdas/render/tool-launcher';

const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

/** ffmpeg turning raw grey pixels on stdin into the negative on stdout. */
const negative = (width: number, height: number, frames: number) => [
  '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${width}x${height}`, '-i', 'pipe:0',
  '-vf', 'negate', '-frames:v', String(frames), '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1',
];

describe('the tool launcher', () => {
  const saved = process.env.FFMPEG_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.FFMPEG_PATH;
    else process.env.FFMPEG_PATH = saved;
  });

  it('starts ffmpeg as a child of the launcher, not of this process, and pipes frames in and out of it', async () => {
    const [width, height, frames] = [64, 48, 5];
    const { child, done } = spawnFfmpeg(negative(width, height, frames));
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    for (let f = 0; f < frames; f++) child.stdin.write(Buffer.alloc(width * height, f * 40));
    child.stdin.end();
    await done;
    const pixels = Buffer.concat(out);
    expect(pixels).toHaveLength(width * height * frames);
    for (let f = 0; f < frames; f++) expect(pixels[f * width * height + 7]).toBe(255 - f * 40);
    expect(toolLauncherPid()).toBeDefined();
    expect(toolLauncherPid()).not.toBe(process.pid);
    expect(parentOf(toolLauncherPid()!)).toBe(process.pid);
  });

  it('a running tool is the launcher\'s child', async () => {
    const { child, done } = spawnFfmpeg(negative(8, 8, 1000));
    child.stdout.resume();
    child.stdin.write(Buffer.alloc(64));
    // ffmpeg has read the frame once its negative comes back.
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const ffmpegs = readFileSync(`/proc/${toolLauncherPid()}/task/${toolLauncherPid()}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
    expect(ffmpegs).toHaveLength(1);
    expect(parentOf(ffmpegs[0]!)).toBe(toolLauncherPid());
    child.kill('SIGKILL');
    await expect(done).rejects.toBeInstanceOf(FfmpegError);
  });

  it('a failing tool rejects with the tail of its stderr', async () => {
    await expect(runFfmpeg(['-i', '/no/such/file.mp4', '-f', 'null', '-'])).rejects.toThrow(/No such file or directory/);
  });

  it('a tool that cannot start rejects at once, with the system error', async () => {
    process.env.FFMPEG_PATH = '/no/such/ffmpeg';
    await expect(runFfmpeg(['-version'])).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('stopToolLauncher() returns once the helper has exited (so the CPU of the tools it ran is counted to this process), and the next tool starts a new one', async () => {
    await runFfmpeg(['-version']);
    const pid = toolLauncherPid()!;
    await stopToolLauncher();
    expect(existsSync(`/proc/${pid}`)).toBe(false);
    await runFfmpeg(['-version']);
    expect(toolLauncherPid()).not.toBe(pid);
  });
});
