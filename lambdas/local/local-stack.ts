import { cpus, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount } from '../admin/accounts';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { createDb } from '../adapters/dynamo/client';
import { dynamoJobStore } from '../adapters/dynamo/job-store';
import { dynamoKillSwitchStore } from '../adapters/dynamo/kill-switch-store';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { ensureTable } from '../adapters/local/bootstrap-table';
import { startDynamoDbLocal, type DynamoDbLocal } from '../adapters/local/dynamodb-local';
import { startHttpServer } from '../adapters/local/http-server';
import { localBlobStore } from '../adapters/local/local-blob-store';
import { localMessageQueue } from '../adapters/local/local-message-queue';
import { LocalQueue } from '../adapters/local/local-queue';
import { startConsumer } from '../adapters/local/local-queue-consumer';
import { createAssetFetcher } from '../adapters/outbound/fetch-asset';
import { createOutboundGuard, defaultOutboundGuard } from '../adapters/outbound/outbound-guard';
import { blobAssetFetcher } from '../adapters/render/blob-asset-fetcher';
import { engineAdapter } from '../adapters/render/engine';
import { speechFromEnv } from '../adapters/render/speech-from-env';
import type { EventPublisher } from '../core/events/event-publisher';
import { systemClock } from '../core/ports/clock';
import { configureAuthDeps } from '../handlers/auth-deps';
import { configureJobDeps } from '../handlers/job-deps';
import { configureDeps, type Deps } from '../handlers/deps';
import { handler as renderStepHandler } from '../handlers/queue/render-step';
import { configureEngineDeps, type EngineDeps } from '../handlers/engine-deps';
import { configureWorkflowDeps, type WorkflowDeps } from '../handlers/workflow-deps';
import { defaultPorts } from '../render/default-ports';
import { clearRuntimeInfo, writeRuntimeInfo } from './local-config';
import { localWorkflow } from './local-workflow';
import { startLocalWebhooks, type LocalWebhooksOptions } from './local-webhooks';
import { failInterruptedJobs } from './recover-jobs';

export interface LocalStackOptions {
  host?: string;
  port?: number;
  /** Keeps the database and blobs here across restarts; omitted, both are temporary. */
  dataDir?: string;
  tableName?: string;
  /** Use an already running DynamoDB Local instead of starting one. */
  dynamodbEndpoint?: string;
  /** Create the demo account when the table is new. */
  demoAccount?: boolean;
  /** Render steps running at once (RENDER_WORKERS); default: the number of cores. */
  renderWorkers?: number;
  /** The whole render's limit (RENDER_TIMEOUT_SECONDS); default one hour. */
  renderTimeoutSeconds?: number;
  /** Hosts exempt from the private-address refusal (ALLOW_PRIVATE_HOSTS), for tests that serve assets locally. */
  allowPrivateHosts?: string[];
  /** Webhook delivery settings (tests: a guard allowing 127.0.0.1, short timeouts). */
  webhooks?: Omit<LocalWebhooksOptions, 'db'>;
  /** Ports a test replaces (a clock, a slow planner, a recording event publisher…). */
  deps?: Partial<Deps>;
  workflowDeps?: Partial<WorkflowDeps>;
  engineDeps?: Partial<EngineDeps>;
  events?: EventPublisher;
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
  stop(): Promise<void>;
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', name: 'Demo Agency', plan: 'agency', credits: 1_000 } as const;

/** A render step may run this long before SQS would hand it to another worker (6× rule: visibility). */
const RENDER_STEP_TIMEOUT_SECONDS = 900;

/**
 * The whole service on one machine: the same handlers behind a local HTTP server,
 * DynamoDB Local, a local blob store served over HTTP, and the render workflow on a
 * local queue with SQS semantics.
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
    const clock = options.deps?.clock ?? systemClock;
    let baseUrl = '';
    const blobs = localBlobStore({
      root: options.dataDir ? join(options.dataDir, 'blobs') : mkdtempSync(join(tmpdir(), 'video-blobs-')),
      baseUrl: () => baseUrl,
      clock,
    });
    const jobs = dynamoJobStore(db);
    const webhooks = startLocalWebhooks({ db, ...options.webhooks });
    stops.push(() => webhooks.stop());
    const guard = options.allowPrivateHosts ? createOutboundGuard({ allowPrivateHosts: options.allowPrivateHosts }) : defaultOutboundGuard();

    const deadLetters = new LocalQueue('render-steps-dlq', { visibilityTimeoutSeconds: 60 });
    const renderQueue = new LocalQueue('render-steps', {
      visibilityTimeoutSeconds: 6 * RENDER_STEP_TIMEOUT_SECONDS,
      redrive: { deadLetterQueue: deadLetters, maxReceiveCount: 4 },
    });
    const workflow = localWorkflow({
      queue: renderQueue,
      timeoutSeconds: options.renderTimeoutSeconds ?? 3_600,
      maxConcurrency: 10,
    });
    const accounts = dynamoAccountStore(db);
    const events = options.events ?? webhooks.publisher;
    configureAuthDeps({ accounts });
    configureJobDeps({ jobs, urls: blobs });
    configureDeps({ accounts, jobs, blobs, workflow, clock, events, killSwitches: dynamoKillSwitchStore(db), ...options.deps });
    configureEngineDeps({
      engine: engineAdapter(defaultPorts({ fetcher: blobAssetFetcher(blobs, createAssetFetcher(guard)), speech: speechFromEnv() })),
      ...options.engineDeps,
    });
    configureWorkflowDeps({
      jobs,
      blobs,
      clock,
      callbacks: workflow,
      stepQueue: localMessageQueue(renderQueue),
      events,
      ...options.workflowDeps,
    });
    const consumer = startConsumer(renderQueue, renderStepHandler, {
      batchSize: 1,
      concurrency: options.renderWorkers ?? cpus().length,
      timeoutSeconds: RENDER_STEP_TIMEOUT_SECONDS,
      functionName: 'render-step',
    });
    stops.push(() => consumer.stop(), () => workflow.stop());

    if (!created) await failInterruptedJobs(db);
    const demo = created && options.demoAccount ? await createAccount(accounts, DEMO_ACCOUNT) : undefined;
    const { server, url } = await startHttpServer({
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 3000,
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
        await workflow.idle();
        await webhooks.idle();
      },
      renderQueue,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
