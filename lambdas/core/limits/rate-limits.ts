/** Fixed windows of spec §8: one minute, one hour, one day, counted per account. */
export const WINDOW_SECONDS = { minute: 60, hour: 3_600, day: 86_400 } as const;
export type WindowName = keyof typeof WINDOW_SECONDS;

/** Spec §8's table; all keys of an account share these counts. */
export const RATE_LIMITS = {
  /** POST /v1/render */
  renderApi: { minute: 3, hour: 30, day: 100 },
  /** Every render, shared with renders started in the app. */
  renderAll: { minute: 5, hour: 60, day: 300 },
  /** POST /api/webhooks/hooks */
  hookCreate: { minute: 10, hour: 60, day: 200 },
} as const satisfies Record<string, Record<WindowName, number>>;

export type LimitName = keyof typeof RATE_LIMITS;
/** The limits in force: spec §8's, or a test's. */
export type RateLimitTable = Record<LimitName, Record<WindowName, number>>;

export interface RateWindow {
  limit: LimitName;
  window: WindowName;
  /** Epoch seconds at which the window opened and closes. */
  start: number;
  end: number;
  max: number;
}

/** The windows a request at `now` counts in, for each named limit. */
export function windowsAt(now: Date, limits: readonly LimitName[], table: RateLimitTable = RATE_LIMITS): RateWindow[] {
  const seconds = Math.floor(now.getTime() / 1000);
  return limits.flatMap((limit) =>
    (Object.keys(WINDOW_SECONDS) as WindowName[]).map((window) => {
      const size = WINDOW_SECONDS[window];
      const start = seconds - (seconds % size);
      return { limit, window, start, end: start + size, max: table[limit]![window] };
    }),
  );
}

/** Whole seconds until the window reopens, never less than 1 (spec §7 `retryAfter`). */
export function retryAfter(window: RateWindow, now: Date): number {
  return Math.max(1, Math.ceil(window.end - now.getTime() / 1000));
}
