/**
 * The V8 heap setting of a process that draws frames. Each frame's pixels (`canvas.data()`) are a
 * fresh 2 MB buffer outside the JavaScript heap, and V8 counts external memory allocated since its
 * last full collection against the old generation's headroom. The engine's heap is small (about
 * 26 MB, nearly all live), so V8's default growth leaves some 24 MB of headroom: a few frames use it
 * up and start a full mark-compact, about 50 per 20-s draft advert (over a second of the drawing
 * thread, and a marking thread competing with ffmpeg). Headroom of three times the live heap lets
 * the frames be freed by the cheap young-generation collections that external-memory pressure
 * triggers instead. Set at run time: NODE_OPTIONS refuses this flag.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 300;

let applied = false;

export function applyFrameHeapSettings(): void {
  if (applied) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  applied = true;
}
