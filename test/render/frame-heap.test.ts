/**
 * Each drawn frame's pixels are a fresh 2 MB buffer outside the JavaScript heap, which V8 counts
 * against the old generation's headroom until a full collection. The frame encoder's heap setting
 * (lambdas/render/heap-settings.ts) leaves enough headroom for young-generation collections to free
 * them. This encodes as a render step does, two parts at once, in a process whose heap holds as
 * much as a render's and whose drawing makes short-lived objects, and counts the full collections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { videoFormat } from '../../lambdas/render/formats';
import { encodeFrames, type FrameJob } from '../../lambdas/render/frame-encoder';

const format = videoFormat('9:16', 'draft', false);
const FRAMES = 10 * format.fps;
/** Live heap of a render process (the engine's code, fonts, plans and schemas: about 26 MB); this test's own is about 8 MB. */
const RENDER_HEAP_MB = 20;

let dir: string;
/** Objects kept alive for the length of the test. */
const live: { n: number; label: string }[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'frame-heap-test-'));
  for (let n = 0; n < RENDER_HEAP_MB * 12_000; n++) live.push({ n, label: `object ${n}` });
});
afterAll(async () => {
  live.length = 0;
  await rm(dir, { recursive: true, force: true });
});

/** Full (mark-compact) collections that finish while `work` runs. */
async function fullCollections(work: () => Promise<unknown>): Promise<number> {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  try {
    await work();
    // gc entries are delivered asynchronously: let the last ones arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    observer.disconnect();
  }
  return entries.filter((entry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length;
}

/** `garbage`: short-lived objects a frame makes, as the drawing code does (points, boxes, strings). */
function part(name: string, garbage = 2_000): FrameJob {
  return {
    format,
    frames: FRAMES,
    cuts: [],
    parts: [join(dir, `${name}.mp4`)],
    draw(ctx, frame) {
      const points = Array.from({ length: garbage }, (_, i) => ({ x: (i * 37 + frame) % format.drawWidth, y: (i * 91) % format.drawHeight }));
      ctx.fillStyle = `hsl(${(frame * 7) % 360}, 60%, 40%)`;
      ctx.fillRect(0, 0, format.drawWidth, format.drawHeight);
      ctx.fillStyle = '#fff';
      for (const { x, y } of points.slice(0, 50)) ctx.fillRect(x, y, 4, 4);
      ctx.font = '48px sans-serif';
      ctx.fillText(`${name} ${frame}`, 40, 200 + (frame % 100) * 5);
    },
  };
}

it('frame pixel buffers are freed without full collections of the heap', async () => {
  await encodeFrames({ ...part('warm-up'), frames: format.fps });
  const majors = await fullCollections(() => Promise.all([encodeFrames(part('a')), encodeFrames(part('b'))]));
  // Measured: 4 (as the heap settles after the warm-up); 12 to 28 with V8's defaults and no young collections.
  expect(majors).toBeLessThanOrEqual(6);
});

it('frame pixel buffers die young though the drawing makes garbage enough for collections of its own', async () => {
  await encodeFrames({ ...part('warm-up'), frames: format.fps });
  // About 2.4 MB of objects a frame: V8 collects the young generation every few frames besides the encoder's own.
  const majors = await fullCollections(() => Promise.all([encodeFrames(part('c', 60_000)), encodeFrames(part('d', 60_000))]));
  // Measured: 1 or 2; 7 to 12 when the buffers handed to ffmpeg were canvas.data()'s own (promoted while in flight).
  expect(majors).toBeLessThanOrEqual(3);
});
