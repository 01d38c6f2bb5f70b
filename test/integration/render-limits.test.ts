import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Planner } from '../../lambdas/core/planning/planner';
import { builtinPlanner } from '../../lambdas/core/planning/builtin-planner';
import { PRICING } from '../../lambdas/core/render/pricing';
import { controlledClock, recordingWorkflow } from '../support/controlled';
import { useLocalStack } from '../support/local-stack';

const clock = controlledClock(new Date('2026-11-23T10:00:00Z'));
let planner: Planner = builtinPlanner();
const stack = useLocalStack({
  ports: {
    clock,
    workflow: recordingWorkflow(),
    planningBudgetMs: 500,
    planner: { plan: (input, options) => planner.plan(input, options) },
  },
});

const body = { scene_plan: [{ type: 'motion', prompt: 'One scene', duration_sec: 3 }] };
const render = (key: string, extra: Record<string, unknown> = {}) => stack.api('POST', '/v1/render', { key, body: { ...body, ...extra } });

describe('§8 rate limits: fixed windows per account', () => {
  it('POST /v1/render: the 4th render in a minute → 429 RATE_LIMITED with retryAfter to the window\'s end, in body, details and Retry-After', async () => {
    const { user_id, api_key } = await stack.account({ credits: 1_000, limits: { concurrency: 100 } });
    clock.set('2026-11-23T10:05:00Z');
    for (let i = 0; i < 3; i++) expect((await render(api_key)).status).toBe(202);
    clock.set('2026-11-23T10:05:47Z');
    const credits = await stack.credits(user_id);
    const res = await render(api_key);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 13, details: { retryAfter: 13 } });
    expect(res.headers.get('retry-after')).toBe('13');
    expect(await stack.credits(user_id)).toBe(credits);
    // The window's last second is still in it; the next minute opens a new one.
    clock.set('2026-11-23T10:05:59.999Z');
    expect((await render(api_key)).body.retryAfter).toBe(1);
    clock.set('2026-11-23T10:06:00Z');
    expect((await render(api_key)).status).toBe(202);
  });

  it('the hourly window: 30 renders per hour, then retryAfter counts to the hour\'s end', async () => {
    const { api_key } = await stack.account({ credits: 10_000, limits: { concurrency: 100, monthlyCap: 1e6 } });
    for (let i = 0; i < 30; i++) {
      clock.set(new Date(Date.UTC(2026, 10, 23, 11, i, 0)));
      expect((await render(api_key)).status, `render ${i}`).toBe(202);
    }
    clock.set('2026-11-23T11:40:00Z');
    const res = await render(api_key);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 20 * 60 });
    clock.set('2026-11-23T12:00:00Z');
    expect((await render(api_key)).status).toBe(202);
  });

  it('all keys of an account share the limits', async () => {
    const { user_id, api_key } = await stack.account({ credits: 1_000, limits: { concurrency: 100 } });
    const { createKey } = await import('../../lambdas/core/account/manage-accounts');
    const { dynamoAccountStore } = await import('../../lambdas/adapters/dynamo/account-store');
    const second = await createKey(dynamoAccountStore(stack.db), user_id);
    clock.set('2026-11-23T13:00:10Z');
    for (const key of [api_key, second.api_key, api_key]) expect((await render(key)).status).toBe(202);
    expect((await render(second.api_key)).body.code).toBe('RATE_LIMITED');
  });
});

describe('§4.2 with a brief: planning credits and PLAN_FAILED', () => {
  it('202 with the planned scene count and credits_used including planning', async () => {
    planner = builtinPlanner();
    clock.set('2026-11-23T14:00:00Z');
    const { user_id, api_key } = await stack.account({ credits: 1_000 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'A 20-second ad for our oat-milk latte, upbeat. Order in the app.' } });
    expect(res.status).toBe(202);
    expect(res.body.scenes).toBeGreaterThanOrEqual(1);
    expect(res.body.credits_used).toBeGreaterThan(PRICING.planning);
    expect(await stack.credits(user_id)).toBe(1_000 - res.body.credits_used);
  });

  it('a planner slower than the budget → 502 PLAN_FAILED, and the planning credits are refunded', async () => {
    planner = { plan: (_, { signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))) };
    clock.set('2026-11-23T14:10:00Z');
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'Anything at all' } });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PLAN_FAILED');
    expect(await stack.credits(user_id)).toBe(100);
  });

  it('a planner that throws → 502 PLAN_FAILED, refunded; the key stays used (§7 retry rule 3)', async () => {
    planner = { plan: async () => Promise.reject(new Error('model overloaded')) };
    clock.set('2026-11-23T14:20:00Z');
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const headers = { 'idempotency-key': 'brief-1' };
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'x' }, headers })).body.code).toBe('PLAN_FAILED');
    expect(await stack.credits(user_id)).toBe(100);
    planner = builtinPlanner();
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'x' }, headers })).body.code).toBe('DUPLICATE_REQUEST');
  });

  it('§7 retry rule 4: when the planned render is refused, the planning credits are kept', async () => {
    planner = {
      plan: async () => ({ title: 'Talking head', scenes: [{ type: 's2v', prompt: 'A presenter greets', script: 'Hello', duration_sec: 5 }], notes: [] }),
    };
    clock.set('2026-11-23T14:30:00Z');
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'A presenter says hello' } });
    expect(res.body.code).toBe('PRESENTER_REQUIRED');
    expect(await stack.credits(user_id)).toBe(100 - PRICING.planning);
  });

  it('§4.2 rule 2: a product-format brief without a photo → 400 PRODUCT_IMAGE_REQUIRED before planning: nothing charged, the key unused', async () => {
    let planned = 0;
    planner = { plan: (input, options) => (planned++, builtinPlanner().plan(input, options)) };
    clock.set('2026-11-23T14:35:00Z');
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const headers = { 'idempotency-key': 'lamp-1' };
    const brief = { brief: 'A product ad for the Aurora desk lamp', route: 'product-ad' };
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: brief, headers });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PRODUCT_IMAGE_REQUIRED');
    expect(await stack.credits(user_id)).toBe(100);
    expect(planned).toBe(0);
    // Nothing was charged, so the key was not recorded: the fixed request may use it.
    const fixed = await stack.api('POST', '/v1/render', { key: api_key, body: { ...brief, product_enabled: false }, headers });
    expect(fixed.status).toBe(202);
  });

  it('dry_run: the plan and its price, nothing charged or rendered', async () => {
    planner = builtinPlanner();
    clock.set('2026-11-23T14:40:00Z');
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'Teach new staff to open the till in three steps', kind: 'training', dry_run: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, scenes: res.body.scene_plan.length, credits_required: res.body.price.total });
    expect(await stack.credits(user_id)).toBe(100);
  });
});

describe('property: random JSON never breaks the endpoint', () => {
  it('never a 500, and never a charge for a 4xx', async () => {
    planner = builtinPlanner();
    const { user_id, api_key } = await stack.account({ credits: 1_000_000, limits: { concurrency: 10_000, monthlyCap: 1e9, maxRenderCost: 1e9 } });
    let minute = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ scene_plan: fc.array(fc.record({ type: fc.constantFrom('motion', 'footage', 's2v', 'x'), prompt: fc.string(), duration_sec: fc.integer({ min: 0, max: 12 }) }), { maxLength: 14 }) }, { requiredKeys: [] }),
          fc.record({ brief: fc.string({ maxLength: 50 }), aspect: fc.constantFrom('9:16', '2:1'), quality: fc.constantFrom('draft', 'best') }, { requiredKeys: [] }),
        ),
        async (payload) => {
          // A fresh minute per request keeps the rate limit out of the way.
          clock.set(new Date(Date.UTC(2026, 11, 1, 0, minute++, 0)));
          const before = await stack.credits(user_id);
          const res = await stack.api('POST', '/v1/render', { key: api_key, body: payload === undefined ? null : payload });
          expect(res.status).not.toBe(500);
          expect(typeof res.body.error === 'string' || res.status === 202 || res.status === 200).toBe(true);
          const after = await stack.credits(user_id);
          if (res.status === 202) expect(before - after).toBe(res.body.credits_used);
          else if (res.status === 422 || (res.status >= 400 && res.status < 500 && res.status !== 409)) {
            // A refused brief keeps only its planning credits (§7 retry rule 4).
            expect([0, PRICING.planning]).toContain(before - after);
            if (!(payload && typeof payload === 'object' && 'brief' in payload)) expect(after).toBe(before);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
