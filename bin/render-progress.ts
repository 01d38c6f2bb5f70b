/**
 * What `npm run render` shows while it works, on stderr (stdout keeps the one result line): on a
 * terminal, one bar redrawn in place with the elapsed time and an ETA; otherwise (a pipe, a CI log)
 * a plain line at every stage and every tenth of the way, so that a log grows as the render does.
 */
import type { RenderProgress } from '../lambdas/render/render-video';

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

const BAR_WIDTH = 30;
/** A terminal is redrawn at most this often: a render reports every frame of every scene. */
const REDRAW_MS = 100;
/** Below this share done, or this long in, the rate is too uncertain to extrapolate. */
const ETA_AFTER = { fraction: 0.02, ms: 1000 };
const PLAIN_STEP = 0.1;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function eta(fraction: number, elapsedMs: number): string {
  if (fraction >= 1) return 'done';
  if (fraction < ETA_AFTER.fraction || elapsedMs < ETA_AFTER.ms) return 'ETA …';
  return `ETA ${seconds((elapsedMs * (1 - fraction)) / fraction)}`;
}

const percent = (fraction: number) => `${String(Math.floor(fraction * 100)).padStart(3)}%`;

export function progressReporter(stream: ProgressStream, now: () => number = () => performance.now()) {
  const started = now();
  let drawnAt = -Infinity;
  let last: RenderProgress | undefined;
  let step = -1;

  const line = (p: RenderProgress) => {
    const elapsed = now() - started;
    return `${percent(p.fraction)} ${p.stage.padEnd(7)} ${seconds(elapsed)} elapsed, ${eta(p.fraction, elapsed)}`;
  };

  return {
    update(p: RenderProgress): void {
      if (stream.isTTY) {
        if (p.stage === last?.stage && now() - drawnAt < REDRAW_MS) return;
        const filled = Math.round(p.fraction * BAR_WIDTH);
        stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${line(p)}\x1b[K`);
        drawnAt = now();
      } else {
        const reached = Math.floor(p.fraction / PLAIN_STEP + 1e-9);
        if (p.stage === last?.stage && reached === step) return;
        stream.write(`render: ${line(p)}\n`);
        step = reached;
      }
      last = p;
    },
    /** Leaves the terminal's cursor on a fresh line; once, however often it is called. */
    end(): void {
      if (stream.isTTY && last) stream.write('\n');
      last = undefined;
    },
  };
}
