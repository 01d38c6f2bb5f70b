import { cpus, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount } from '../core/account/manage-accounts';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { createDb } from '../adapters/dynamo/client';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { ensureTable } from '../adapters/dynamo/bootstrap-table';
import { startDynamoDbLocal, type DynamoDbLocal } from '../adapters/dynamo/dynamodb-local';
import { localBlobStore } from '../adapters/s3/local-blob-store';
import { localMessageQueue } from '../adapters/sqs/local-message-queue';
import { LocalQueue } from '../adapters/sqs/local-queue';
import { startConsumer, type SqsHandler } from '../adapters/sqs/local-queue-consumer';
import { createOutboundGuard } from '../adapters/outbound/outbound-guard';
import { localDeliveryQueue } from '../adapters/webhooks/local-delivery-queue';
import { systemClock } from '../core/ports/clock';
import { isFinal } from '../core/jobs/job';
import { DEFAULT_DELIVERY_SETTINGS } from '../core/webhooks/deliver-attempt';
import { FUNCTION_SIZES, RENDER_LIMIT_SECONDS, RENDER_STEP_MAX_RECEIVES, RENDER_STEPS, SWEEPER, visibilityTimeoutSeconds, } from '../core/settings';
import { logger } from '../shared/logger';
import { synthesizeStateMachines } from '../../lib/state-machines';
import { functionHost, type FunctionHost } from './function-host';
import { startHttpServer, stopServer } from './http-server';
import { allowPrivateHostsFromEnv, clearRuntimeInfo, LOCAL_SCENE_CACHE, localQueuesDir, scaledSize, writeRuntimeInfo } from './local-config';
import { localFunctions } from './local-functions';
import { localPorts, settingsFromEnv, type LocalEnvironment, type LocalPorts, type OwnedPorts } from './local-ports';
import { localRouteHandlers } from './local-routes';
import { startLocalWebhooks, type LocalWebhooks, type LocalWebhooksOptions } from './local-webhooks';
import { fakeBehaviourNamed, startProviderFakes, type FakeBehaviour, type ProviderFakes } from './provider-fakes/provider-fakes';
import { localStepFunctions } from './step-functions';

export type { LocalPorts } from './local-ports';

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
  /** The whole render's limit (RENDER_LIMIT_SECONDS), as CDK context renderLimitSeconds; default the spec's hour. */
  renderLimitSeconds?: number;
  /**
   * Multiplies every time limit of the workflow: the state machines' timeouts, heartbeats and retry
   * intervals, the render step's function timeout, heartbeat interval and retry delays, the sweeper's
   * interval and graces; and the webhook delivery function's timeout and claim lease (not the
   * documented attempt timeout and backoff: `webhooks.delivery` sets those). Tests run the hour in
   * seconds; default 1.
   */
  timeScale?: number;
  /** Hosts exempt from the private-address refusal; default ALLOW_PRIVATE_HOSTS. */
  allowPrivateHosts?: string[];
  /** Webhook delivery settings (tests: a guard allowing 127.0.0.1, short timeouts). */
  webhooks?: Omit<LocalWebhooksOptions, 'db' | 'handler'>;
  /**
   * Runs the render step and webhook delivery in worker threads of their own, as Lambda runs them
   * apart from the API, so neither can delay an answer (npm start does). Their ports are then built
   * in those threads from the local environment: `ports` and `wrapPorts` reach the other functions only.
   */
  isolate?: boolean;
  /** With `isolate`, a module (URL) whose `ports` export replaces ports in those threads, as `ports` does here. */
  threadPorts?: string;
  /**
   * Generated clips: the footage and presenter models (a provider's model id, as CDK context gives
   * it; default FOOTAGE_MODEL_ID, PRESENTER_MODEL_ID) and how the local provider fakes behave
   * (default FAKE_PROVIDERS: succeed, slow, fail or timeout; unset, no fakes run).
   */
  clips?: { footage?: string; presenter?: string; fakes?: FakeBehaviour };
  /** Ports a test replaces (a clock, a slow planner, a recording event publisher, an engine…). */
  ports?: Partial<LocalPorts>;
  /** Wraps the finished ports, e.g. to make a real one fail on demand (fault tests). */
  wrapPorts?: (ports: LocalPorts) => LocalPorts;
}

export interface LocalStack {
  url: string;
  dynamodbEndpoint: string;
  /** The DynamoDB Local the stack started and supervises (none when given an endpoint). */
  dynamodb?: DynamoDbLocal;
  tableName: string;
  demo?: { user_id: string; api_key: string };
  /** Resolves when no render is running and no step is queued. */
  idle(): Promise<void>;
  /** The render-step queue (its consumer is the render-step handler), for inspection and fault injection. */
  renderQueue: LocalQueue;
  webhooks: LocalWebhooks;
  /** The clip providers' local fakes, when they run (what they were asked is counted there). */
  providerFakes?: ProviderFakes;
  stop(): Promise<void>;
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', name: 'Demo Agency', plan: 'agency', credits: 1_000 } as const;

/**
 * Should this process die without stopping the stack (an error nothing caught), the DynamoDB Local
 * it started dies with it instead of holding its port and data; returns the stop that disarms this.
 */
function killWithProcess(dynamo: DynamoDbLocal): () => Promise<void> {
  const kill = () => {
    const pid = dynamo.pid();
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  return async () => void process.off('exit', kill);
}

/**
 * The whole service on one machine: the same handlers, built by the same makers as the AWS
 * entries but from local ports, behind a local HTTP server; DynamoDB Local; a local blob store
 * served over HTTP; the deployed state machines, run by an interpreter, over local queues with
 * SQS semantics; the deployed stack's settings (lambdas/core/settings.ts).
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  let dynamo: DynamoDbLocal | undefined;
  // A database started again after dying has its table back (from its data folder, or made anew in memory).
  const endpoint =
    options.dynamodbEndpoint ??
    (dynamo = await startDynamoDbLocal({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb'), onRestart: async () => void (await ensureTable(db)) })).endpoint;
  const db = createDb({ tableName, endpoint });
  const stops: (() => Promise<void>)[] = [async () => db.raw.destroy(), async () => dynamo?.stop()];
  if (dynamo) stops.unshift(killWithProcess(dynamo));
  // Every part is stopped, in the reverse order of its start, even when another part's stop fails.
  const stopAll = async () => {
    const failures: unknown[] = [];
    for (const stop of stops.splice(0).reverse()) await stop().catch((err: unknown) => failures.push(err));
    if (failures.length) throw new AggregateError(failures, 'the local stack did not stop cleanly');
  };
  try {
    const created = await ensureTable(db);
    const scale = options.timeScale ?? 1;
    // The render slots are the render-step consumer's workers, as the deployed slots are its maximum concurrency.
    const renderWorkers = options.renderWorkers ?? cpus().length;
    const sceneConcurrency = Math.min(RENDER_STEPS.sceneConcurrency, renderWorkers);
    let baseUrl = '';
    let fakesUrl: string | undefined;
    let providerFakes: ProviderFakes | undefined;
    const blobRoot = options.dataDir ? join(options.dataDir, 'blobs') : mkdtempSync(join(tmpdir(), 'video-blobs-'));
    // Configuration the deployed stack takes from CDK context comes from the environment here.
    const environment = (): LocalEnvironment => ({
      dynamodbEndpoint: endpoint,
      tableName,
      blobRoot,
      baseUrl,
      allowPrivateHosts: options.allowPrivateHosts ?? allowPrivateHostsFromEnv(),
      timeScale: scale,
      renderLimitSeconds: options.renderLimitSeconds ?? RENDER_LIMIT_SECONDS,
      renderSlots: renderWorkers,
      sceneConcurrency,
      delivery: { ...DEFAULT_DELIVERY_SETTINGS, claimLeaseSeconds: DEFAULT_DELIVERY_SETTINGS.claimLeaseSeconds * scale, ...options.webhooks?.delivery },
      ...settingsFromEnv(),
      clips: { ...settingsFromEnv().clips, ...options.clips, fakesUrl },
      portsModule: options.threadPorts,
    });

    const renderStepSize = scaledSize(FUNCTION_SIZES.renderStep, scale);
    const queuesDir = options.dataDir && localQueuesDir(options.dataDir);
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

    // Functions that run in threads of their own, when isolated; the others run here.
    const hosts = new Map<string, FunctionHost>();
    const isolated = (name: string, concurrency: number): SqsHandler | undefined => {
      if (!options.isolate) return undefined;
      const host = functionHost({ functionName: name, environment, owned: () => owned, concurrency });
      hosts.set(name, host);
      return (event, context) => host.invoke(event, context) as ReturnType<SqsHandler>;
    };
    const deliveryWorkers = options.webhooks?.workers ?? 4;
    // The webhook queue and its consumer first: the ports need its queue, the consumer its handler.
    // A durable queue can hold deliveries due at once: its consumer waits until the handler is wired.
    let wired!: (handler: SqsHandler) => void;
    const deliveryHandler = new Promise<SqsHandler>((resolve) => (wired = resolve));
    const webhooks = startLocalWebhooks({
      db,
      queuesDir,
      timeScale: scale,
      ...options.webhooks,
      handler: async (event, context) => (await deliveryHandler)(event, context),
    });
    stops.push(() => webhooks.stop());

    // The machines the stack deploys, run here; their Lambda tasks call the same handlers.
    const tasks: Record<string, (payload: never) => Promise<unknown>> = {};
    const stepFunctions = localStepFunctions({
      definitions: synthesizeStateMachines({ sceneConcurrency, ...(options.renderLimitSeconds ? { renderLimitSeconds: options.renderLimitSeconds } : {}) }),
      functions: tasks,
      queues: { renderSteps: renderQueue },
      timeScale: scale,
    });
    const owned: OwnedPorts = {
      workflow: stepFunctions,
      callbacks: stepFunctions,
      stepQueue: localMessageQueue(renderQueue),
      deliveryQueue: localDeliveryQueue(webhooks.queue),
    };
    const guard = options.webhooks?.guard ?? createOutboundGuard({ allowPrivateHosts: environment().allowPrivateHosts });
    const blobs = localBlobStore({ root: blobRoot, baseUrl: () => baseUrl, clock: options.ports?.clock ?? systemClock, bounded: LOCAL_SCENE_CACHE });
    const fakeBehaviour = options.clips?.fakes ?? (process.env.FAKE_PROVIDERS ? fakeBehaviourNamed(process.env.FAKE_PROVIDERS) : undefined);
    if (fakeBehaviour) {
      const fakes = (providerFakes = await startProviderFakes({ blobs, behaviour: fakeBehaviour }));
      fakesUrl = fakes.url;
      stops.push(() => fakes.stop());
    }
    const unwrapped: LocalPorts = { ...localPorts(environment(), owned, { db, clock: options.ports?.clock, guard, blobs }), ...options.ports };
    const ports = options.wrapPorts ? options.wrapPorts(unwrapped) : unwrapped;
    const functions = await localFunctions(ports);
    wired(isolated('webhook-delivery', deliveryWorkers) ?? (functions['webhook-delivery'] as SqsHandler));
    for (const name of ['workflow-admit', 'workflow-prepare', 'clip-start', 'clip-check', 'workflow-finalize', 'workflow-fail']) tasks[name] = (payload) => functions[name]!(payload, undefined as never);

    const consumer = startConsumer(renderQueue, isolated('render-step', renderWorkers) ?? (functions['render-step'] as SqsHandler), {
      batchSize: RENDER_STEPS.batchSize,
      concurrency: renderWorkers,
      timeoutSeconds: renderStepSize.timeoutSeconds,
      functionName: 'render-step',
    });
    const sweeper = setInterval(() => void functions['workflow-sweep']!({} as never, undefined as never).catch(() => undefined), SWEEPER.intervalSeconds * scale * 1_000);
    stops.push(
      () => consumer.stop(),
      () => stepFunctions.stop(),
      async () => clearInterval(sweeper),
      async () => void (await Promise.all([...hosts.values()].map((host) => host.stop()))),
    );

    const demo = created && options.demoAccount ? await createAccount(dynamoAccountStore(db), DEMO_ACCOUNT) : undefined;
    const { server, url } = await startHttpServer({
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 3000,
      ...(await localRouteHandlers(ports)),
      extra: [blobs.route],
    });
    baseUrl = url;
    stops.push(() => stopServer(server));
    // Executions live in this process: after a restart, the running jobs' workflows start again
    // (every step is idempotent; what was rendered is kept). In AWS they outlive any process.
    // (Jobs that ended before their final event was handed over are the sweeper's to announce.)
    if (!created) for (const job of await ports.jobs.runningBefore(new Date(Date.now() + 60_000))) if (!isFinal(job.status)) await stepFunctions.start(job.jobId);
    if (options.dataDir) {
      writeRuntimeInfo(options.dataDir, { url, dynamodbEndpoint: endpoint, tableName, pid: process.pid });
      stops.push(async () => clearRuntimeInfo(options.dataDir!));
    }

    return {
      url,
      dynamodbEndpoint: endpoint,
      dynamodb: dynamo,
      tableName,
      demo,
      async idle() {
        await stepFunctions.idle();
        await webhooks.idle();
      },
      renderQueue,
      webhooks,
      providerFakes,
      stop: stopAll,
    };
  } catch (err) {
    // A start that fails anywhere (the HTTP port taken included) leaves nothing running; its cause is what is reported.
    await stopAll().catch((stopErr: unknown) => logger.error('the local stack did not stop cleanly', { err: stopErr as Error }));
    throw err;
  }
}
