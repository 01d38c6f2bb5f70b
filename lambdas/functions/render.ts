import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { contentPolicy } from '../adapters/content/configured-content-policy';
import { jobAcceptance } from '../adapters/dynamo/job-store';
import { killSwitchReader } from '../adapters/dynamo/kill-switch-store';
import { planner } from '../adapters/planner/configured-planner';
import { clipModels } from '../adapters/render/clip-models';
import { narrationLanguages } from '../adapters/render/configured-speech';
import { sceneCacheLookup } from '../adapters/dynamo/scene-cache-index';
import { objectStore } from '../adapters/s3/s3-blob-store';
import { jobWorkflowStarter } from '../adapters/sfn/sfn-workflow';
import { webhookEventPublisher } from '../adapters/webhooks/sqs-event-publisher';
import { PLANNING_BUDGET_MS } from '../core/planning/plan-with-budget';
import { makeRenderHandler } from '../handlers/http/render';
import { auth, clock, log, rateLimits } from './shared-wiring';
import { FUNCTION_PORTS, type WiringFor } from './catalogue';

/** POST /v1/render: accepts, stores the request and its uploads, starts the job; refused renders leave no file behind. */
export const wiring = {
  ...auth,
  jobs: jobAcceptance,
  killSwitches: killSwitchReader,
  sceneCache: sceneCacheLookup,
  blobs: objectStore(FUNCTION_PORTS.render.blobs),
  workflow: jobWorkflowStarter,
  events: webhookEventPublisher,
  planner,
  narration: narrationLanguages,
  contentPolicy,
  clock,
  log,
  rateLimits,
  planningBudgetMs: fixed(PLANNING_BUDGET_MS),
  allowPrivateHosts: fixed([]),
  // The clip models price the scenes they make.
  clipModels,
} satisfies WiringFor<'render'>;
export const handler = makeRenderHandler(awsPorts(wiring));
