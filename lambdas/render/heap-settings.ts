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
/** V8's own choice of the factor (a dynamic one, from the heap's size and the collector's speed). */
const V8_DEFAULT = 0;

type Collect = (options: { type: 'minor' }) => void;
let collect: Collect | undefined;
let drawing = 0;

/**
 * Runs `work`, an encode that draws frames, with the heap grown for them. V8's flags belong to the
 * whole process, and `npm start` serves the API in the process that renders, so the growth holds
 * only while some encode draws: the first to start sets it (NODE_OPTIONS refuses the flag, and V8
 * reads it at each full collection), the last to end gives V8 its own factor back.
 */
export async function withFrameHeap<T>(work: () => Promise<T>): Promise<T> {
  if (drawing++ === 0) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  try {
    return await work();
  } finally {
    if (--drawing === 0) setFlagsFromString(`--heap-growing-percent=${V8_DEFAULT}`);
  }
}

/**
 * Runs a young-generation collection. The first call makes a context with `gc` (one made while
 * --expose-gc is set has it; the collection it runs is the whole isolate's), and unsets the flag
 * at once, so no other context of the process gets `gc`.
 */
export function collectYoungGeneration(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
    setFlagsFromString('--no-expose-gc');
  }
  collect({ type: 'minor' });
}
