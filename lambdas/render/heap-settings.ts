/**
 * How the V8 heap of a process that draws frames is run. Each frame's pixels (`canvas.data()`, which
 * copies them) are a fresh 2 MB buffer outside the JavaScript heap, freed only when a collection finds
 * it dead, and V8 counts external memory allocated since its last full collection against the old
 * generation's headroom. Left alone, the engine's small heap (about 26 MB, nearly all live) gets some
 * 24 MB of headroom, a few frames' worth: about 50 full mark-compacts per 20-s draft advert, over a
 * second of the drawing thread plus a marking thread competing with ffmpeg for the cores, and dead
 * frames held in between. So the frame encoder asks for a young-generation collection every few frames,
 * which frees the frames already written (cheap: the young generation is small), and the heap may
 * grow to five times its live size before a full collection, headroom that those few frames and the
 * young generation no longer exhaust.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Old-generation limit after a full collection: live size × (1 + HEAP_GROWING_PERCENT / 100). */
const HEAP_GROWING_PERCENT = 400;

type Collect = (options: { type: 'minor' }) => void;
let collect: Collect | undefined;

/**
 * Runs a young-generation collection. The first call sets the flags, once per process: NODE_OPTIONS
 * refuses both, so they are set at run time (a context made after --expose-gc has `gc`, and the
 * collection it runs is the whole isolate's).
 */
export function collectYoungGeneration(): void {
  if (!collect) {
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  collect({ type: 'minor' });
}
