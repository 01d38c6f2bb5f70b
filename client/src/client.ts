import createFetchClient from 'openapi-fetch';
import { ApiError } from './api-error.js';
import type { paths } from './api-types.js';
import { DEFAULT_RETRY, GATEWAY_TIMEOUT, retryDelayMs, sleep, type Outcome, type RetryOptions } from './retry.js';
import type {
  Account,
  CreateWebhookBody,
  Deliveries,
  DryRun,
  ErrorBody,
  HookCreated,
  HookDeleted,
  HookList,
  HookReused,
  HookUpdated,
  Job,
  RenderAccepted,
  RenderRequest,
  TestDelivery,
  UpdateWebhookBody,
  WebhookEvents,
} from './types.js';

export interface ClientOptions {
  /** Where the API is, e.g. `https://api.example.com/prod` or `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** An `emp_…` key. Keys belong on servers, never in a browser or an app. */
  apiKey: string;
  /** How calls are retried (spec §7); see RetryOptions for the defaults. */
  retry?: Partial<RetryOptions>;
  /** Each attempt's limit; one that runs out counts as no answer. */
  timeoutMs?: number;
  /** Another fetch, for a proxy or instrumentation. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CallOptions {
  /** Aborts the call, waits between retries included. */
  signal?: AbortSignal;
}

export interface RenderOptions extends CallOptions {
  /**
   * Your own Idempotency-Key (the API uses its first 80 characters). Without one each call gets
   * a new random key. Either way a retry after no answer reuses the key; an error answer is
   * retried with a fresh automatic key, and not at all when the key is yours (§7 retry rule 3:
   * only you can choose its successor safely).
   */
  idempotencyKey?: string;
}

export interface WaitOptions extends CallOptions {
  /** Called with the job whenever its status or progress changes. */
  onProgress?: (job: Job) => void;
  /** Time between polls; at least MIN_POLL_INTERVAL_MS. */
  intervalMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 120_000;
export const POLL_INTERVAL_MS = 3_000;
/** The API asks to poll every few seconds, never in a tight loop (§8). */
export const MIN_POLL_INTERVAL_MS = 1_000;
export const FINAL_STATUSES: readonly Job['status'][] = ['succeeded', 'failed', 'cancelled'];

/** One method per operation of the API, named by its operationId. */
export interface VideoClient {
  getAccount(options?: CallOptions): Promise<Account>;
  startRender(request: RenderRequest & { dry_run: true }, options?: RenderOptions): Promise<DryRun>;
  startRender(request: RenderRequest & { dry_run?: false }, options?: RenderOptions): Promise<RenderAccepted>;
  startRender(request: RenderRequest, options?: RenderOptions): Promise<RenderAccepted | DryRun>;
  getJob(jobId: string, options?: CallOptions): Promise<Job>;
  /**
   * Cancels a queued, starting or processing job: resolves with it `cancelled` (work not done refunded).
   * Safe to repeat. A job that already succeeded or failed rejects with ApiError code JOB_FINISHED.
   */
  cancelJob(jobId: string, options?: CallOptions): Promise<Job>;
  /** Polls the job until it succeeds, fails or is cancelled, and resolves with it (check `status`). */
  waitForJob(jobId: string, options?: WaitOptions): Promise<Job>;
  listWebhookEvents(options?: CallOptions): Promise<WebhookEvents>;
  listWebhooks(options?: CallOptions): Promise<HookList>;
  /** A new webhook comes with its `secret` (shown once); the same event and URL again is `reused: true`. */
  createWebhook(body: CreateWebhookBody, options?: CallOptions): Promise<HookCreated | HookReused>;
  updateWebhook(hookId: string, body: UpdateWebhookBody, options?: CallOptions): Promise<HookUpdated>;
  deleteWebhook(hookId: string, options?: CallOptions): Promise<HookDeleted>;
  testWebhook(hookId: string, options?: CallOptions): Promise<TestDelivery>;
  listWebhookDeliveries(hookId: string, options?: CallOptions): Promise<Deliveries>;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

// A type, not an interface: openapi-fetch's options take it as an index-signature object.
type AttemptInit = {
  signal: AbortSignal;
  headers: Record<string, string>;
};

/** A render's key, and whether the caller chose it (then only a lost answer is retried with it). */
interface KeyState {
  value: string;
  given: boolean;
}

const newKey = () => globalThis.crypto.randomUUID();

function errorBodyOf(error: unknown): ErrorBody | undefined {
  return typeof error === 'object' && error !== null && typeof (error as ErrorBody).error === 'string' ? (error as ErrorBody) : undefined;
}

function retryAfterOf(result: FetchResult<unknown>): number | undefined {
  const header = result.response.headers.get('retry-after');
  if (header !== null && /^\d+$/.test(header.trim())) return Number(header);
  return errorBodyOf(result.error)?.retryAfter;
}

function apiErrorOf(result: FetchResult<unknown> | undefined, failure: unknown, attempts: number, key: string | undefined): ApiError {
  if (!result) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    return new ApiError({ status: 0, message: `No answer from the API: ${reason}`, attempts, idempotencyKey: key, cause: failure });
  }
  const body = errorBodyOf(result.error);
  const status = result.response.status;
  return new ApiError({
    status,
    message: body ? `${status} ${body.code ?? ''} ${body.error}`.replace(/\s+/g, ' ') : `${status} ${result.response.statusText}`,
    body,
    retryAfter: retryAfterOf(result),
    attempts,
    idempotencyKey: key,
  });
}

export function createClient(options: ClientOptions): VideoClient {
  const http = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One call: attempts until an answer is final under §7, then its data or an ApiError. */
  async function call<T>(send: (init: AttemptInit) => Promise<FetchResult<T>>, { signal }: CallOptions = {}, key?: KeyState): Promise<T> {
    let keyValue = key?.value;
    for (let attempt = 1; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      let result: FetchResult<T> | undefined;
      let failure: unknown;
      try {
        result = await send({
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          headers: keyValue ? { 'Idempotency-Key': keyValue } : {},
        });
      } catch (err) {
        if (signal?.aborted) throw signal.reason;
        failure = err;
      }
      if (result?.response.ok) return result.data as T;
      const outcome: Outcome =
        !result || result.response.status === GATEWAY_TIMEOUT
          ? { kind: 'no-answer' }
          : { kind: 'answer', status: result.response.status, retryAfterSeconds: retryAfterOf(result) };
      const delay = retryDelayMs(outcome, attempt, retry);
      const mayRetry = delay !== undefined && (outcome.kind === 'no-answer' || !key?.given);
      if (!mayRetry) throw apiErrorOf(result, failure, attempt, keyValue);
      // §7: after no answer the same key (a repeat is refused if the first started a render);
      // after an error answer nothing started, but the key may be spent: a new one.
      if (outcome.kind === 'answer' && key) keyValue = newKey();
      await sleep(delay, signal);
    }
  }

  const hookPath = (id: string) => ({ params: { path: { id } } });

  async function waitForJob(jobId: string, { onProgress, signal, intervalMs = POLL_INTERVAL_MS }: WaitOptions = {}): Promise<Job> {
    const interval = Math.max(MIN_POLL_INTERVAL_MS, intervalMs);
    let last: Job | undefined;
    for (;;) {
      const job = await client.getJob(jobId, { signal });
      if (job.status !== last?.status || job.progress !== last?.progress) onProgress?.(job);
      last = job;
      if (FINAL_STATUSES.includes(job.status)) return job;
      await sleep(interval, signal);
    }
  }

  const client: VideoClient = {
    getAccount: (o) => call((init) => http.GET('/v1/me', init), o),
    startRender: ((request: RenderRequest, o: RenderOptions = {}) =>
      call((init) => http.POST('/v1/render', { ...init, body: request }), o, {
        value: o.idempotencyKey ?? newKey(),
        given: o.idempotencyKey !== undefined,
      })) as VideoClient['startRender'],
    getJob: (jobId, o) => call((init) => http.GET('/v1/job/{id}', { ...init, params: { path: { id: jobId } } }), o),
    // Repeating a cancel answers the same job, so a lost answer is retried like any other call.
    cancelJob: (jobId, o) => call((init) => http.POST('/v1/job/{id}/cancel', { ...init, params: { path: { id: jobId } } }), o),
    waitForJob,
    listWebhookEvents: (o) => call((init) => http.GET('/api/webhooks/events', init), o),
    listWebhooks: (o) => call((init) => http.GET('/api/webhooks/hooks', init), o),
    createWebhook: (body, o) => call((init) => http.POST('/api/webhooks/hooks', { ...init, body }), o),
    updateWebhook: (id, body, o) => call((init) => http.PATCH('/api/webhooks/hooks/{id}', { ...init, ...hookPath(id), body }), o),
    deleteWebhook: (id, o) => call((init) => http.DELETE('/api/webhooks/hooks/{id}', { ...init, ...hookPath(id) }), o),
    testWebhook: (id, o) => call((init) => http.POST('/api/webhooks/hooks/{id}/test', { ...init, ...hookPath(id) }), o),
    listWebhookDeliveries: (id, o) => call((init) => http.GET('/api/webhooks/hooks/{id}/deliveries', { ...init, ...hookPath(id) }), o),
  };
  return client;
}
