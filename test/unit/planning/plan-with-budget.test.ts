import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lambdas/core/errors';
import { builtinPlanner } from '../../../lambdas/core/planning/builtin-planner';
import { planWithBudget } from '../../../lambdas/core/planning/plan-with-budget';
import { planInputOf, type Plan, type Planner } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const request = parseRenderRequest({ brief: "a 20-second ad for our oat-milk latte, ends with 'order in the app'" });
const input = planInputOf({ ...request, brief: request.brief! });

/** A planner that never answers on its own; it stops only when told to. */
function slowPlanner(): Planner & { aborted: () => boolean } {
  let aborted = false;
  return {
    aborted: () => aborted,
    plan: (_input, { signal }) =>
      new Promise<Plan>((_, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('stopped'));
        });
      }),
  };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('§8 planning budget and §4.2 502 PLAN_FAILED', () => {
  it('the built-in planner answers within the budget with a valid plan', async () => {
    const plan = await planWithBudget(builtinPlanner(), input);
    expect(plan.scenes.length).toBeGreaterThan(0);
  });

  it('a planner slower than the budget fails with 502 PLAN_FAILED and is told to stop', async () => {
    const slow = slowPlanner();
    const err = await failure(planWithBudget(slow, input, { budgetMs: 5 }));
    expect(err.status).toBe(502);
    expect(err.code).toBe('PLAN_FAILED');
    expect(err.message).toMatch(/Planning took longer than/);
    expect(slow.aborted()).toBe(true);
  });

  it('a planner that throws fails with PLAN_FAILED, keeping the cause for the log only', async () => {
    const boom = new Error('model said no');
    const err = await failure(planWithBudget({ plan: async () => { throw boom; } }, input));
    expect(err.code).toBe('PLAN_FAILED');
    expect(err.message).not.toContain('model said no');
    expect((err as ApiError & { cause?: unknown }).cause).toBe(boom);
  });

  it('a plan outside the scene schema fails with PLAN_FAILED', async () => {
    const bad = { plan: async () => ({ title: 'x', scenes: [{ type: 'motion', prompt: '', duration_sec: 30 }], notes: [] }) as unknown as Plan };
    expect((await failure(planWithBudget(bad, input))).code).toBe('PLAN_FAILED');
  });

  it('the caller can cancel planning (e.g. the request was dropped)', async () => {
    const slow = slowPlanner();
    const controller = new AbortController();
    const pending = planWithBudget(slow, input, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe('PLAN_FAILED');
    expect(slow.aborted()).toBe(true);
  });
});
