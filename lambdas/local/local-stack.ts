import { cpus, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount } from '../core/account/manage-accounts';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { createDb } from '../adapters/dynamo/client';
import { dynamoJobStore } from '../adapters/dynamo/job-store';
import { dynamoKillSwitchStore } from '../adapters/dynamo/kill-switch-store';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { contentPolicyFor } from '../adapters/content/configured-content-policy';
import { ensureTable } from '../adapters/local/bootstrap-table';
import { startDynamoDbLocal, type DynamoDbLocal } from '../adapters/local/dynamodb-local';
import { startHttpServer } from './http-server';
import { localBlobStore } from '../adapters/local/local-blob-store';
import { localMessageQueue } from '../adapters/local/local-message-queue';
import { LocalQueue } from '../adapters/local/local-queue';
import { startConsumer } from '../adapters/local/local-queue-consumer';
import { createAssetFetcher } from '../adapters/outbound/fetch-asset';
import { createOutboundGuard } from '../adapters/outbound/outbound-guard';
import { plannerFor } from '../adapters/planner/configured-planner';
import { blobAssetFetcher } from '../adapters/render/blob-asset-fetcher';
import { speechFor, type SpeechEngine } from '../adapters/render/configured-speech';
import { engineAdapter } from '../adapters/render/engine';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { PLANNING_BUDGET_MS } from '../core/planning/plan-with-budget';
import { systemClock } from '../core/ports/clock';
import type { SweepServices } from '../core/jobs/sweep';
import type { Metrics } from '../core/ports/metrics';
import { FUNCTION_SIZES, RENDER_LIMIT_SECONDS, RENDER_STEP_MAX_RECEIVES, RENDER_STEPS, renderStepRetryDelaySeconds, SWEEPER, visibilityTimeoutSeconds, type FunctionSize } from '../core/settings';
import { makeRenderStepHandler, type RenderStepPorts } from '../handlers/queue/render-step';
import { makeFailHandler } from '../handlers/workflow/fail';
import { makeFinalizeHandler } from '../handlers/workflow/finalize';
import { makePrepareHandler } from '../handlers/workflow/prepare';
import { makeSweepHandler } from '../handlers/workflow/sweep';
import { logger } from '../shared/logger';
import { synthesizeStateMachines } from '../../lib/state-machines';
import { defaultPorts } from '../render/default-ports';
import { allowPrivateHostsFromEnv, clearRuntimeInfo, localQueuesDir, writeRuntimeInfo } from './local-config';
import { localRouteHandlers, type LocalApiPorts } from './local-routes';
import { startLocalWebhooks, type LocalWebhooks, type LocalWebhooksOptions } from './local-webhooks';
import { localStepFunctions } from './step-functions';

/** Every port of every function, as the local stack provides them. */
export type LocalPorts = LocalApiPorts & RenderStepPorts & SweepServices;

/** Metrics locally: a log line each, where an operator would look. */
const loggedMetrics: Metrics = { count: (name) => logger.info('metric', { metric: name }) };

export interface LocalStackOptions {
  host?: string;
  port?: number;
  /** Keeps the database, blobs and queues here across restarts (a crash included); omitted, all are temporary. */
  dataDir?: string;
  tableName?: string;
  /** Use an already running DynamoDB Local instead of starting one. */
  dynamodbEndpoint?: string;
  /** Create the demo account when the table is new. */
  demoAccount?: boolean;
  /** Render steps running at once (RENDER_WORKERS); default: the number of cores. */
  renderWorkers?: number;
  /** The whole render's limit (RENDER_TIMEOUT_SECONDS), as CDK context renderTimeoutSeconds; default the spec's hour. */
  renderTimeoutSeconds?: number;
  /**
   * Multiplies every time limit of the workflow: the state machines' timeouts, heartbeats and retry
   * intervals, the render step's function timeout, heartbeat interval and retry delays, the sweeper's
   * interval and graces. Tests run the hour in seconds; default 1.
   */
  timeScale?: number;
  /** Hosts exempt from the private-address refusal; default ALLOW_PRIVATE_HOSTS. */
  allowPrivateHosts?: string[];
  /** Webhook delivery settings (tests: a guard allowing 127.0.0.1, short timeouts). */
  webhooks?: Omit<LocalWebhooksOptions, 'db'>;
  /** Ports a test replaces (a clock, a slow planner, a recording event publisher, an engine…). */
  ports?: Partial<LocalPorts>;
  /** Wraps the finished ports, e.g. to make a real one fail on demand (fault tests). */
  wrapPorts?: (ports: LocalPorts) => LocalPorts;
}

export interface LocalStack {
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  demo?: { user_id: string; api_key: string };
  /** Resolves when no render is running and no step is queued. */
  idle(): Promise<void>;
  /** The render-step queue (its consumer is the render-step handler), for inspection and fault injection. */
  renderQueue: LocalQueue;
  webhooks: LocalWebhooks;
  stop(): Promise<void>;
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', name: 'Demo Agency', plan: 'agency', credits: 1_000 } as const;

/**
 * The whole service on one machine: the same handlers, built by the same makers as the AWS
 * entries but from local ports, behind a local HTTP server; DynamoDB Local; a local blob store
 * served over HTTP; the render workflow on a local queue with SQS semantics; the deployed
 * stack's settings (lambdas/core/settings.ts).
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  let dynamo: DynamoDbLocal | undefined;
  const endpoint =
    options.dynamodbEndpoint ??
    (dynamo = await startDynamoDbLocal({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb') })).endpoint;
  const db = createDb({ tableName, endpoint });
  const stops: (() => Promise<void>)[] = [async () => db.raw.destroy(), async () => dynamo?.stop()];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const created = await ensureTable(db);
    const clock = options.ports?.clock ?? systemClock;
    let baseUrl = '';
    const blobs = localBlobStore({
      root: options.dataDir ? join(options.dataDir, 'blobs') : mkdtempSync(join(tmpdir(), 'video-blobs-')),
      baseUrl: () => baseUrl,
      clock,
    });
    const queuesDir = options.dataDir && localQueuesDir(options.dataDir);
    const webhooks = startLocalWebhooks({ db, queuesDir, ...options.webhooks });
    stops.push(() => webhooks.stop());
    const guard = createOutboundGuard({ allowPrivateHosts: options.allowPrivateHosts ?? allowPrivateHostsFromEnv() });

    const scale = options.timeScale ?? 1;
    const renderStepSize: FunctionSize = { ...FUNCTION_SIZES.renderStep, timeoutSeconds: FUNCTION_SIZES.renderStep.timeoutSeconds * scale };
    const renderLimitSeconds = options.renderTimeoutSeconds ?? RENDER_LIMIT_SECONDS;
    const deadLetters = new LocalQueue('render-steps-dlq', { dataDir: queuesDir });
    const renderQueue = new LocalQueue('render-steps', {
      visibilityTimeoutSeconds: visibilityTimeoutSeconds(renderStepSize),
      redrive: { deadLetterQueue: deadLetters, maxReceiveCount: RENDER_STEP_MAX_RECEIVES },
      dataDir: queuesDir,
    });
    stops.push(async () => {
      renderQueue.close();
      deadLetters.close();
    });
    // Configuration the deployed stack takes from CDK context comes from the environment here.
    const accounts = dynamoAccountStore(db);
    const jobs = dynamoJobStore(db);
    const base: Omit<LocalPorts, 'workflow' | 'callbacks'> = {
      accounts,
      jobs,
      killSwitches: dynamoKillSwitchStore(db),
      blobs,
      urls: blobs,
      clock,
      rateLimits: RATE_LIMITS,
      planningBudgetMs: PLANNING_BUDGET_MS,
      planner: plannerFor(process.env.PLANNER_MODEL_ID),
      contentPolicy: contentPolicyFor(process.env.CONTENT_GUARDRAIL_ID ? { id: process.env.CONTENT_GUARDRAIL_ID, version: process.env.CONTENT_GUARDRAIL_VERSION ?? 'DRAFT' } : undefined),
      events: webhooks.publisher,
      hooks: webhooks.hooks,
      checkUrl: webhooks.checkUrl,
      sender: webhooks.sender,
      delivery: webhooks.delivery,
      engine: engineAdapter(defaultPorts({ fetcher: blobAssetFetcher(blobs, createAssetFetcher(guard)), speech: speechFor(process.env.TTS as SpeechEngine | undefined) })),
      stepQueue: localMessageQueue(renderQueue),
      retryDelaySeconds: (attempt) => renderStepRetryDelaySeconds(attempt) * scale,
      heartbeatIntervalSeconds: RENDER_STEPS.heartbeatIntervalSeconds * scale,
      metrics: loggedMetrics,
      renderLimitSeconds: renderLimitSeconds * scale,
      sweeper: { startGraceSeconds: SWEEPER.startGraceSeconds * scale, failGraceSeconds: SWEEPER.failGraceSeconds * scale },
      ...options.ports,
    };
    // The machines the stack deploys, run here; their Lambda tasks call the same handlers.
    const tasks: Record<string, (payload: never) => Promise<unknown>> = {};
    const stepFunctions = localStepFunctions({
      definitions: synthesizeStateMachines(options.renderTimeoutSeconds ? { renderTimeoutSeconds: options.renderTimeoutSeconds } : {}),
      functions: tasks,
      queues: { renderSteps: renderQueue },
      timeScale: scale,
    });
    const unwrapped: LocalPorts = { workflow: stepFunctions, callbacks: stepFunctions, ...base };
    const ports = options.wrapPorts ? options.wrapPorts(unwrapped) : unwrapped;
    Object.assign(tasks, { 'workflow-prepare': makePrepareHandler(ports), 'workflow-finalize': makeFinalizeHandler(ports), 'workflow-fail': makeFailHandler(ports) });
    const consumer = startConsumer(renderQueue, makeRenderStepHandler(ports), {
      batchSize: RENDER_STEPS.batchSize,
      concurrency: options.renderWorkers ?? cpus().length,
      timeoutSeconds: renderStepSize.timeoutSeconds,
      functionName: 'render-step',
    });
    const sweep = makeSweepHandler(ports);
    const sweeper = setInterval(() => void sweep({}).catch(() => undefined), SWEEPER.intervalSeconds * scale * 1_000);
    stops.push(() => consumer.stop(), () => stepFunctions.stop(), async () => clearInterval(sweeper));

    // Executions live in this process: after a restart, the running jobs' workflows start again
    // (every step is idempotent; what was rendered is kept). In AWS they outlive any process.
    if (!created) for (const job of await jobs.runningBefore(new Date(Date.now() + 60_000))) await stepFunctions.start(job.jobId);
    const demo = created && options.demoAccount ? await createAccount(accounts, DEMO_ACCOUNT) : undefined;
    const { server, url } = await startHttpServer({
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 3000,
      ...localRouteHandlers(ports),
      extra: [blobs.route],
    });
    baseUrl = url;
    stops.push(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    });
    if (options.dataDir) {
      writeRuntimeInfo(options.dataDir, { url, dynamodbEndpoint: endpoint, tableName, pid: process.pid });
      stops.push(async () => clearRuntimeInfo(options.dataDir!));
    }

    return {
      url,
      dynamodbEndpoint: endpoint,
      tableName,
      demo,
      async idle() {
        await stepFunctions.idle();
        await webhooks.idle();
      },
      renderQueue,
      webhooks,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
