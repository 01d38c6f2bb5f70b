/**
 * A render's abort signal, carried by its async context (AsyncLocalStorage) rather than through
 * every drawing and mixing function: whatever the render spawns (ffmpeg, ffprobe) is killed when it
 * aborts, and the frame loop stops drawing. Renders that run at once each see their own signal.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<AbortSignal>();

/** Runs `render` so that everything it starts stops once `signal` aborts. */
export function withRenderSignal<T>(signal: AbortSignal | undefined, render: () => Promise<T>): Promise<T> {
  return signal ? current.run(signal, render) : render();
}

/** The signal of the render under way, if it has one. */
export function renderSignal(): AbortSignal | undefined {
  return current.getStore();
}
