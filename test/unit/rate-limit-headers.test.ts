import { describe, expect, it } from 'vitest';
import { rateLimitHeaders } from '../../lambdas/core/limits/rate-limit-headers';
import { RATE_LIMITS } from '../../lambdas/core/limits/rate-limits';

const now = new Date('2026-11-23T10:20:20Z');

describe('RateLimit headers when the counters cannot be read', () => {
  it('the policy (no read needed) is still sent; RateLimit is left out with the reason, never a failed answer', async () => {
    const outage = new Error('connect ECONNREFUSED');
    const unreadable = { rateCounts: () => Promise.reject(outage) };
    const { headers, unread } = await rateLimitHeaders(unreadable, 'u1', ['renderAll'], RATE_LIMITS, now);
    expect(headers).toEqual({ 'ratelimit-policy': expect.stringContaining('"all-renders-minute";q=') });
    expect(unread).toBe(outage);
  });

  it('with counts, both headers and no reason', async () => {
    const { headers, unread } = await rateLimitHeaders({ rateCounts: async () => [1, 1, 1] }, 'u1', ['renderAll'], RATE_LIMITS, now);
    expect(headers.ratelimit).toContain(`"all-renders-minute";r=${RATE_LIMITS.renderAll.minute - 1};t=40`);
    expect(unread).toBeUndefined();
  });
});
