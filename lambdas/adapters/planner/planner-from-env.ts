import { builtinPlanner } from '../../core/planning/builtin-planner';
import type { Planner } from '../../core/planning/planner';

/** The planner this deployment uses: the built-in one unless a hosted model is configured. */
export function plannerFromEnv(env: NodeJS.ProcessEnv = process.env): Planner {
  return builtinPlanner();
}
