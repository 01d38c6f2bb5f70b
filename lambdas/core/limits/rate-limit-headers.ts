/**
 * `RateLimit-Policy` and `RateLimit` (IETF httpapi, draft-ietf-httpapi-ratelimit-headers-10 §3–4):
 * Structured Field lists, one item per quota policy, here one per fixed window of spec §8.
 *
 *   RateLimit-Policy: "render-minute";q=3;w=60, "render-hour";q=30;w=3600, …
 *   RateLimit: "render-minute";r=2;t=41, "render-hour";r=29;t=1841, …
 *
 * Quotas are per account (all its keys share them), so no partition key is sent.
 */
import { retryAfter, windowsAt, type LimitName, type RateLimitTable, type RateWindow } from './rate-limits';

/** The policy names clients see, by limit (then `-minute`, `-hour`, `-day`). */
export const POLICY_NAMES: Record<LimitName, string> = {
  renderApi: 'render',
  renderAll: 'all-renders',
  hookCreate: 'hook-create',
};

/**
 * The limits an operation reports. Operations of their own limits (spec §8: POST /v1/render and POST
 * /api/webhooks/hooks) report those; every other authenticated one has no limit of its own and reports
 * the account's overall render limit, which is what any of its renders will count against.
 */
export const UNLIMITED_ROUTE_REPORTS: readonly LimitName[] = ['renderAll'];

const policyName = (w: RateWindow) => `"${POLICY_NAMES[w.limit]}-${w.window}"`;

export function rateLimitPolicyField(windows: readonly RateWindow[]): string {
  return windows.map((w) => `${policyName(w)};q=${w.max};w=${w.end - w.start}`).join(', ');
}

/**
 * `r`: what is left of each window after this request (never below 0); `t`: whole seconds until the
 * window reopens, the same figure as a 429's `retryAfter`, so `Retry-After` is never earlier than `t`.
 */
export function rateLimitField(windows: readonly RateWindow[], counts: readonly number[], now: Date): string {
  return windows.map((w, i) => `${policyName(w)};r=${Math.max(0, w.max - (counts[i] ?? 0))};t=${retryAfter(w, now)}`).join(', ');
}

/** Port: how many requests each window has counted so far (0 for a window nothing has counted in). */
export interface RateCounts {
  rateCounts(userId: string, windows: readonly RateWindow[]): Promise<number[]>;
}

/**
 * Both headers for the account's windows of these limits at `now`. The policy needs no read; where
 * the counts cannot be read (the table briefly unavailable) the policy goes alone, with the reason,
 * so a counter read never fails an answer already made.
 */
export async function rateLimitHeaders(
  counts: RateCounts,
  userId: string,
  limits: readonly LimitName[],
  table: RateLimitTable,
  now: Date,
): Promise<{ headers: Record<string, string>; unread?: Error }> {
  const windows = windowsAt(now, limits, table);
  const policy = { 'ratelimit-policy': rateLimitPolicyField(windows) };
  try {
    return { headers: { ...policy, ratelimit: rateLimitField(windows, await counts.rateCounts(userId, windows), now) } };
  } catch (err) {
    return { headers: policy, unread: err as Error };
  }
}
