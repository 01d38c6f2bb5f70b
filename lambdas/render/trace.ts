/**
 * The render's stage timeline, for `npm run bench:render -- --trace`: with RENDER_TRACE set, each
 * traced stage records when it started and ended, so the bench can print the critical path and the
 * cores each stretch kept busy. Unset (every real render), a traced stage is just the work.
 */
export interface TraceSpan {
  stage: string;
  /** performance.now() milliseconds. */
  start: number;
  end: number;
}

const spans: TraceSpan[] = [];

export async function traced<T>(stage: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.RENDER_TRACE) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    spans.push({ stage, start, end: performance.now() });
  }
}

/** The spans recorded since the last call, oldest start first. */
export function takeTrace(): TraceSpan[] {
  return spans.splice(0).sort((a, b) => a.start - b.start);
}
