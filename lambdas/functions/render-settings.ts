/** POST /v1/render's settings, kept out of shared-wiring.ts: the planning budget comes with the plan schema. */
import { fixed } from '../adapters/aws/declaration';
import { PLANNING_BUDGET_MS } from '../core/planning/plan-with-budget';

export const planningBudgetMs = fixed(PLANNING_BUDGET_MS);
/** AWS never delivers to a private address (ALLOW_PRIVATE_HOSTS is a local setting). */
export const allowPrivateHosts = fixed([]);
