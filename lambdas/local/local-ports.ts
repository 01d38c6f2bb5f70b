import { LOCAL_SCENE_CACHE } from './local-config';
import { contentPolicyFor } from '../adapters/content/configured-content-policy';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { dynamoRenderCapacity } from '../adapters/dynamo/capacity-store';
import { createDb, type Db } from '../adapters/dynamo/client';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { dynamoJobStore } from '../adapters/dynamo/job-store';
import { dynamoSceneCacheIndex } from '../adapters/dynamo/scene-cache-index';
import { dynamoKillSwitchStore } from '../adapters/dynamo/kill-switch-store';
import { localBlobStore } from '../adapters/s3/local-blob-store';
import { createAssetFetcher } from '../adapters/outbound/fetch-asset';
import { createOutboundGuard, type OutboundGuard } from '../adapters/outbound/outbound-guard';
import { plannerFor } from '../adapters/planner/configured-planner';
import { blobAssetFetcher } from '../adapters/render/blob-asset-fetcher';
import { narrationLanguagesFor, speechFor, type SpeechEngine } from '../adapters/render/configured-speech';
import { engineAdapter } from '../adapters/render/engine';
import type { RenderWorkflow, WorkflowStopper } from '../core/jobs/render-workflow';
import type { TaskCallbacks } from '../core/jobs/task-callbacks';
import { clipChecker } from '../adapters/render/clip-checker';
import { clipStarter } from '../adapters/render/clip-starter';
import type { ClipTiming } from '../core/clips/clip-steps';
import { clipModelsFrom, type ClipChecker, type ClipModels, type ClipStarter } from '../core/clips/generated-clips';
import type { RenderPorts } from '../render/ports';
import { localClipDeps } from './provider-fakes/local-clip-providers';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { PLANNING_BUDGET_MS } from '../core/planning/plan-with-budget';
import { systemClock, type Clock } from '../core/ports/clock';
import type { MessageQueue } from '../core/ports/message-queue';
import type { BlobStore } from '../core/ports/blob-store';
import type { Metrics } from '../core/ports/metrics';
import { GENERATED_CLIPS, RENDER_STEPS, renderStepRetryDelaySeconds, SWEEPER, transientRetryDelaySeconds } from '../core/settings';
import type { DeliveryQueue } from '../core/webhooks/delivery-message';
import type { DeliverySettings } from '../core/webhooks/deliver-attempt';
import { defaultPorts } from '../render/default-ports';
import { logger } from '../shared/logger';
import type { SweepServices } from '../core/jobs/sweep';
import type { DeliveryServices } from '../core/webhooks/deliver-attempt';
import type { RenderStepPorts } from '../handlers/queue/render-step';
import type { AdmitPorts } from '../handlers/workflow/admit';
import { referenceUiScript } from '../adapters/docs/reference-ui';
import { ROUTES } from '../routes';
import type { LocalApiPorts } from './local-routes';
import { localWebhookPorts } from './local-webhooks';

/** Every port of every function, as the local stack provides them (the clip functions' providers by side). */
export type LocalPorts = LocalApiPorts &
  RenderStepPorts &
  SweepServices &
  AdmitPorts &
  DeliveryServices & { clipModels: ClipModels; clipStarter: ClipStarter; clipChecker: ClipChecker; clipTiming: ClipTiming };

/** The clip models and their providers: the real adapters against the local fakes. */
function localClips(env: LocalEnvironment, blobs: BlobStore, engine: RenderPorts): Pick<LocalPorts, 'clipModels' | 'clipStarter' | 'clipChecker' | 'clipTiming'> {
  const models = clipModelsFrom({ footage: env.clips?.footage, presenter: env.clips?.presenter });
  const fakesUrl = env.clips?.fakesUrl;
  if (Object.keys(models).length > 0 && !fakesUrl) throw new Error('FOOTAGE_MODEL_ID and PRESENTER_MODEL_ID run against the local provider fakes: set FAKE_PROVIDERS (docs/deploy.md)');
  const deps = localClipDeps(fakesUrl ?? 'http://127.0.0.1:0', blobs);
  const scale = env.timeScale;
  return {
    clipModels: models,
    clipStarter: clipStarter(models, deps, engine),
    clipChecker: clipChecker(models, deps),
    clipTiming: {
      // A Wait state takes whole seconds.
      checkEverySeconds: Math.max(1, Math.round(GENERATED_CLIPS.checkEverySeconds * scale)),
      timeoutSeconds: { footage: GENERATED_CLIPS.timeoutSeconds.footage * scale, presenter: GENERATED_CLIPS.timeoutSeconds.presenter * scale },
    },
  };
}

/**
 * What a local function needs to build its ports, as plain data: the main thread and a
 * function's worker thread build the same ports from it (local-stack.ts, function-worker.ts).
 */
export interface LocalEnvironment {
  dynamodbEndpoint: string;
  tableName: string;
  blobRoot: string;
  /** Where the local server serves the blob store's signed links. */
  baseUrl: string;
  allowPrivateHosts: string[];
  /** Multiplies every time limit of the workflow (tests run the hour in seconds). */
  timeScale: number;
  renderLimitSeconds: number;
  /** The render slots (RENDER_WORKERS: the render-step consumer's concurrency) and the scenes of one job at once. */
  renderSlots: number;
  sceneConcurrency: number;
  delivery: DeliverySettings;
  /** What the deployed stack takes from CDK context: PLANNER_MODEL_ID, CONTENT_GUARDRAIL_*, TTS here. */
  plannerModelId?: string;
  guardrail?: { id: string; version: string };
  tts?: SpeechEngine;
  /**
   * Generated clips (FOOTAGE_MODEL_ID, PRESENTER_MODEL_ID: a provider's model id, as CDK context
   * footageModelId / presenterModelId), made by the local provider fakes at `fakesUrl` (FAKE_PROVIDERS).
   */
  clips?: { footage?: string; presenter?: string; fakesUrl?: string };
  /** A module whose `ports` export replaces ports in the functions' threads (fault tests: an engine that hogs its thread). */
  portsModule?: string;
}

/**
 * Ports whose state lives in the process that owns the queues and runs the state machines; a
 * worker thread reaches them through its parent (function-host.ts).
 */
export interface OwnedPorts {
  workflow: RenderWorkflow & WorkflowStopper;
  callbacks: TaskCallbacks;
  stepQueue: MessageQueue;
  deliveryQueue: DeliveryQueue;
}

/** Metrics locally: a log line each, where an operator would look. */
const loggedMetrics: Metrics = { count: (name) => logger.info('metric', { metric: name }) };

/** The environment's deployment settings as the local stack reads them from its own environment. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<LocalEnvironment, 'plannerModelId' | 'guardrail' | 'tts' | 'clips'> {
  return {
    clips: { footage: env.FOOTAGE_MODEL_ID || undefined, presenter: env.PRESENTER_MODEL_ID || undefined },
    plannerModelId: env.PLANNER_MODEL_ID || undefined,
    guardrail: env.CONTENT_GUARDRAIL_ID ? { id: env.CONTENT_GUARDRAIL_ID, version: env.CONTENT_GUARDRAIL_VERSION ?? 'DRAFT' } : undefined,
    tts: (env.TTS as SpeechEngine | undefined) || undefined,
  };
}

/**
 * Every port of every function, from the local adapters. The main thread passes the objects it
 * already has (its table client, a test's clock or DNS resolver, the server's URL once known).
 */
export function localPorts(
  env: LocalEnvironment,
  owned: OwnedPorts,
  shared: { db?: Db; clock?: Clock; guard?: OutboundGuard; blobs?: BlobStore } = {},
): LocalPorts {
  const db = shared.db ?? createDb({ tableName: env.tableName, endpoint: env.dynamodbEndpoint });
  const clock = shared.clock ?? systemClock;
  const guard = shared.guard ?? createOutboundGuard({ allowPrivateHosts: env.allowPrivateHosts });
  const blobs = shared.blobs ?? localBlobStore({ root: env.blobRoot, baseUrl: () => env.baseUrl, clock, bounded: LOCAL_SCENE_CACHE });
  const scale = env.timeScale;
  const renderPorts = defaultPorts({ fetcher: blobAssetFetcher(blobs, createAssetFetcher(guard)), speech: speechFor(env.tts) });
  return {
    ...owned,
    ...localClips(env, blobs, renderPorts),
    ...localWebhookPorts({ hooks: dynamoHookStore(db), guard, queue: owned.deliveryQueue, delivery: env.delivery }),
    queue: owned.deliveryQueue,
    accounts: dynamoAccountStore(db),
    jobs: dynamoJobStore(db),
    capacity: dynamoRenderCapacity(db),
    renderSlots: env.renderSlots,
    sceneConcurrency: env.sceneConcurrency,
    killSwitches: dynamoKillSwitchStore(db),
    sceneCache: dynamoSceneCacheIndex(db),
    blobs,
    urls: blobs,
    clock,
    log: logger,
    rateLimits: RATE_LIMITS,
    routes: ROUTES,
    referenceUi: referenceUiScript,
    planningBudgetMs: PLANNING_BUDGET_MS,
    allowPrivateHosts: env.allowPrivateHosts,
    planner: plannerFor(env.plannerModelId, env.tts === 'polly' ? 'polly' : 'espeak'),
    narration: narrationLanguagesFor(env.tts),
    contentPolicy: contentPolicyFor(env.guardrail),
    engine: engineAdapter(renderPorts),
    retryDelaySeconds: (attempt) => renderStepRetryDelaySeconds(attempt) * scale,
    transientRetryDelaySeconds: (retry) => {
      const delay = transientRetryDelaySeconds(retry);
      return delay === undefined ? undefined : delay * scale;
    },
    heartbeatIntervalSeconds: RENDER_STEPS.heartbeatIntervalSeconds * scale,
    // Not scaled: a cancel stops compute within seconds of real time at any scale.
    cancelCheckSeconds: RENDER_STEPS.cancelCheckSeconds,
    metrics: loggedMetrics,
    renderLimitSeconds: env.renderLimitSeconds * scale,
    sweeper: { startGraceSeconds: SWEEPER.startGraceSeconds * scale, failGraceSeconds: SWEEPER.failGraceSeconds * scale },
  };
}
