import * as z from 'zod';
import { apiError, type ApiError } from '../errors';
import { PLANNING_BUDGET_SECONDS } from '../settings';
import { MAX_SCENES, MAX_TITLE_CHARS, sceneSchema } from '../render/request-schema';
import type { Plan, PlanInput, Planner } from './planner';

export const PLANNING_BUDGET_MS = PLANNING_BUDGET_SECONDS * 1_000;

/** Whatever a planner returns must be a plan the render request itself would accept. */
const acceptedPlan = z.object({
  title: z.string().min(1).max(MAX_TITLE_CHARS),
  scenes: z.array(sceneSchema).min(1).max(MAX_SCENES),
  notes: z.array(z.string()),
});

/**
 * Runs a planner within the planning budget. Any failure (a throw, a timeout, an invalid plan)
 * becomes 502 PLAN_FAILED, on which the caller refunds the planning credits (§4.2, §8); the
 * underlying error is kept as `cause` for the log, never shown to the caller.
 */
export async function planWithBudget(
  planner: Planner,
  input: PlanInput,
  options: { budgetMs?: number; signal?: AbortSignal } = {},
): Promise<Plan> {
  const budgetMs = options.budgetMs ?? PLANNING_BUDGET_MS;
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = planFailed(`Planning took longer than ${Math.round(budgetMs / 1000)} s; planning credits refunded`);
      reject(err); // first, so the race settles on the timeout, not on the planner's reaction to abort
      controller.abort(err);
    }, budgetMs);
  });
  try {
    const plan = await Promise.race([planner.plan(input, { signal: controller.signal }), timeout]);
    const checked = acceptedPlan.safeParse(plan);
    if (!checked.success) throw planFailed(undefined, checked.error);
    return checked.data;
  } catch (err) {
    throw isPlanFailed(err) ? err : planFailed(undefined, err);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

function planFailed(message?: string, cause?: unknown): ApiError {
  return Object.assign(apiError('PLAN_FAILED', message), cause === undefined ? {} : { cause });
}

function isPlanFailed(err: unknown): err is ApiError {
  return err instanceof Error && 'code' in err && err.code === 'PLAN_FAILED';
}
