import type { RenderServices } from '../core/jobs/start-render';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { PLANNING_BUDGET_MS } from '../core/planning/plan-with-budget';
import { systemClock } from '../core/ports/clock';
import { contentPolicyFromEnv } from '../adapters/content/content-policy-from-env';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { sharedDb } from '../adapters/dynamo/client';
import { dynamoKillSwitchStore } from '../adapters/dynamo/kill-switch-store';
import { plannerFromEnv } from '../adapters/planner/planner-from-env';
import { sfnRenderWorkflow } from '../adapters/sfn/sfn-workflow';
import { eventPublisherFromEnv } from '../adapters/webhooks/event-publisher-from-env';
import { awsBlobStore, awsJobStore } from './aws-factories';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/**
 * The API's composition root: which adapter serves each port. In Lambda the
 * defaults (AWS adapters, configured by environment) are built on first use; the
 * local runtime swaps in its own equivalents with `configureDeps` before serving.
 */
export type Deps = RenderServices;

const awsDefaults: Factories<Deps> = {
  accounts: () => dynamoAccountStore(sharedDb()),
  events: () => eventPublisherFromEnv(),
  jobs: awsJobStore,
  killSwitches: () => dynamoKillSwitchStore(sharedDb()),
  contentPolicy: () => contentPolicyFromEnv(),
  planner: () => plannerFromEnv(),
  clock: () => systemClock,
  rateLimits: () => RATE_LIMITS,
  planningBudgetMs: () => PLANNING_BUDGET_MS,
  blobs: awsBlobStore,
  workflow: () => sfnRenderWorkflow(requiredEnv('STATE_MACHINE_ARN')),
};

const root = compositionRoot(awsDefaults);
export const deps = root.get;
export const configureDeps = root.configure;
