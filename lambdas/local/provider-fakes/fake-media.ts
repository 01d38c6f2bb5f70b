/**
 * The clips the local provider fakes hand back: real MP4s of the size and length the real
 * provider would make, so a render through a fake plays, crops and loops exactly as through the
 * provider. Footage is a moving test pattern; a presenter is the face given, with the audio given.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../../render/ffmpeg';

async function inTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'provider-fake-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'];

/** A generated-footage stand-in: width × height, `seconds` long, 24 fps. */
export function fakeFootage(width: number, height: number, seconds: number): Promise<Buffer> {
  return inTempDir(async (dir) => {
    const out = join(dir, 'footage.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', `testsrc2=size=${even(width)}x${even(height)}:rate=24:duration=${seconds}`, ...H264, out]);
    return readFile(out);
  });
}

/** A talking-head stand-in: the face (scaled to cover width × height) for as long as the audio, with the audio. */
export function fakePresenter(face: Buffer, audio: Buffer, width: number, height: number): Promise<Buffer> {
  return inTempDir(async (dir) => {
    const [facePath, audioPath, out] = [join(dir, 'face.png'), join(dir, 'audio.wav'), join(dir, 'talk.mp4')];
    await Promise.all([writeFile(facePath, face), writeFile(audioPath, audio)]);
    const [w, h] = [even(width), even(height)];
    await runFfmpeg([
      '-loop', '1', '-framerate', '24', '-i', facePath,
      '-i', audioPath,
      '-vf', `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h}`,
      '-shortest', ...H264, '-c:a', 'aac', out,
    ]);
    return readFile(out);
  });
}
