/**
 * The buffers a frame's pixels go to the encoder in. `canvas.data()` returns a fresh 2 MB buffer every
 * frame, outside the JavaScript heap, and one handed to ffmpeg stays alive until ffmpeg has read it:
 * long enough, while the drawing code's own garbage brings on young-generation collections, to meet
 * two of them and be promoted to the old generation, where only a full collection frees it. V8 starts
 * one every 64 MB of such memory held, and each marks the whole heap (the lexicons' 50 MB): five or six
 * a draft advert. Copied at once into a buffer kept for reuse, the fresh one dies young, and the
 * encoders' buffers, as many as there are frames in flight, live as long as some encoder runs.
 */
import type { Canvas } from '@napi-rs/canvas';

/** Free buffers by size (a render's frames have one size; an API process may render several). */
const free = new Map<number, Buffer[]>();
let encoders = 0;

/** Runs an encode that takes its frames' buffers here; the last to end lets the kept buffers go. */
export async function withFrameBuffers<T>(work: () => Promise<T>): Promise<T> {
  encoders++;
  try {
    return await work();
  } finally {
    if (--encoders === 0) free.clear();
  }
}

/** The canvas's pixels, in a buffer to hand back with `reuseFrameBuffer` once the encoder has read it. */
export function framePixels(canvas: Canvas): Buffer {
  const pixels = canvas.data();
  const buffer = free.get(pixels.length)?.pop() ?? Buffer.allocUnsafeSlow(pixels.length);
  pixels.copy(buffer);
  return buffer;
}

export function reuseFrameBuffer(buffer: Buffer): void {
  if (encoders === 0) return;
  const list = free.get(buffer.length);
  if (list) list.push(buffer);
  else free.set(buffer.length, [buffer]);
}
