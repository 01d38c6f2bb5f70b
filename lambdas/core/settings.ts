/**
 * Every time limit, size and count that both the deployed stack (lib/) and the local stack
 * (lambdas/local/) obey, each defined once and named after the rule it carries. CDK context
 * and the local environment may override the few that are marked so; nothing else restates them.
 */

/**
 * Spec §8: a render has about one hour; past it the job fails and is refunded. The one name of
 * this limit: CDK context renderLimitSeconds, the local stack's RENDER_LIMIT_SECONDS, and the
 * functions' RENDER_LIMIT_SECONDS variable override it.
 */
export const RENDER_LIMIT_SECONDS = 3_600;

/**
 * Step Functions has no default timeout. The job machine's Task ends the render at the limit, and
 * each machine outlasts the limit only by what comes after it: the job machine by its failure
 * path's retries, the render machine (a backstop for an orphaned execution waiting on its tokens)
 * by the time the job machine takes to stop it.
 */
export const STATE_MACHINE_MARGINS_SECONDS = { job: 900, render: 600 } as const;

/** A state machine's own timeout: the render limit plus its margin. */
export function stateMachineTimeoutSeconds(machine: keyof typeof STATE_MACHINE_MARGINS_SECONDS, renderLimitSeconds: number): number {
  return renderLimitSeconds + STATE_MACHINE_MARGINS_SECONDS[machine];
}

/** Spec §8: planning from a brief has about 60 seconds, then 502 PLAN_FAILED with the planning credits refunded. */
export const PLANNING_BUDGET_SECONDS = 60;

/** Spec §4.2 rule 5 leaves the memory of an Idempotency-Key unshown: 24 hours (README). */
export const IDEMPOTENCY_KEY_RETENTION_SECONDS = 24 * 3_600;

/** Spec §4.2: only the first 80 characters of the Idempotency-Key are used (core/jobs/acceptance.ts idempotencyKeyOf). */
export const IDEMPOTENCY_KEY_CHARACTERS = 80;

/** The Idempotency-Key rule as callers read it (the API document's header, the README). */
export const IDEMPOTENCY_KEY_RULE = `the first ${IDEMPOTENCY_KEY_CHARACTERS} characters are used, per account, for ${IDEMPOTENCY_KEY_RETENTION_SECONDS / 3_600} hours`;

/** A finished video's presigned link, issued fresh on every poll and event, lives this long (README). */
export const VIDEO_URL_TTL_SECONDS = 3_600;

/** A job's working files (request, uploads, scene clips) outlive the render limit by a margin for investigating failures. */
export const JOB_FILES_RETENTION_DAYS = 3;

/** SQS queues hide a received message for this many times the consumer's timeout (AWS's guidance for Lambda consumers). */
export const QUEUE_VISIBILITY_FACTOR = 6;

/** One Lambda function's size: memory (hence CPU share), time limit and scratch disk. */
export interface FunctionSize {
  memoryMB: number;
  timeoutSeconds: number;
  ephemeralStorageMB?: number;
}

/** API Gateway REST gives up on an integration after 29 s unless a quota increase allows more (context integrationTimeoutSeconds). */
export const API_INTEGRATION_TIMEOUT_SECONDS = 29;

export const FUNCTION_SIZES = {
  /** Every API route but POST /v1/render: a few table reads and writes. */
  api: { memoryMB: 512, timeoutSeconds: API_INTEGRATION_TIMEOUT_SECONDS },
  /** POST /v1/render may plan a brief within the planning budget, then runs the acceptance transaction. */
  render: { memoryMB: 1_024, timeoutSeconds: PLANNING_BUDGET_SECONDS + 30 },
  /** Prepare, finalize and fail: table writes, clip deletions and the final event. */
  workflowTask: { memoryMB: 1_024, timeoutSeconds: 60 },
  /** One scene or the composition: canvas frames, ffmpeg and the scene's files on local disk (1080×1920 premium included). */
  renderStep: { memoryMB: 3_008, timeoutSeconds: 300, ephemeralStorageMB: 4_096 },
  /** Starts a scene's generated clip: its narration spoken and its face or picture prepared first (render bundle), then one call to the provider. */
  clipStart: { memoryMB: 1_024, timeoutSeconds: 120 },
  /** Asks a provider how a clip is doing, and copies a finished one from the provider's link into the job's files. */
  clipCheck: { memoryMB: 512, timeoutSeconds: 60 },
  /** A batch of parallel delivery attempts (each up to the attempt timeout) plus their bookkeeping. */
  webhookDelivery: { memoryMB: 512, timeoutSeconds: 60 },
  /** The sweeper: a query of the running jobs and a few starts or failures. */
  sweeper: { memoryMB: 512, timeoutSeconds: 60 },
  /** The lifecycle check: a few GetFoundationModel calls, some to other Regions. */
  modelLifecycle: { memoryMB: 256, timeoutSeconds: 60 },
} as const satisfies Record<string, FunctionSize>;

/** How often the deployed stack reads Bedrock's lifecycle of its configured models (a Legacy period lasts months). */
export const MODEL_LIFECYCLE_CHECK_HOURS = 24;

/** How the render workflow runs its queued steps (scenes and the composition). */
export const RENDER_STEPS = {
  /** A step failing this many times fails the job. */
  maxAttempts: 3,
  /** Messages per render-step invocation: one step may use the whole timeout. */
  batchSize: 1,
  /** Scenes of one job rendering at once (the Map state's MaxConcurrency). Overridable (sceneConcurrency). */
  sceneConcurrency: 10,
  /**
   * Render steps running at once across all jobs: the platform's render slots (the fair queue
   * admits jobs into them, lambdas/core/jobs/capacity.ts), the render-step event source's maximum
   * concurrency and the function's reserved concurrency. Overridable (renderConcurrency; locally RENDER_WORKERS).
   */
  concurrency: 50,
  /** A working step tells the workflow it is alive this often. */
  heartbeatIntervalSeconds: 60,
  /**
   * A step silent this long is taken for lost (its function timed out, ran out of memory, or its
   * message waits behind a backlog): the workflow sends it again, at most `heartbeatRetries` times.
   */
  heartbeatTimeoutSeconds: 180,
  heartbeatRetries: 2,
  /**
   * A working step reads its job this often and stops when it has ended (cancelled): one
   * small read a second per step, and a cancel stops compute well within 5 s.
   */
  cancelCheckSeconds: 1,
  /**
   * A backstop for one step that keeps answering heartbeats: its attempts, each up to the
   * function's timeout, with their retry delays.
   */
  taskTimeoutSeconds: 30 * 60,
} as const;

/**
 * How the workflow's table-and-bucket tasks (prepare, finalize, fail, the sweeper) retry what
 * is passing: Lambda's own service errors, a function that timed out, and our TransientError
 * (the table or another AWS service throttling or briefly unreachable). Every task is idempotent.
 * Six attempts 2, 4, 8, 16, 32, 60 s apart ride out about two minutes of outage.
 */
export const WORKFLOW_TASK_RETRY = {
  errors: [
    'Lambda.ServiceException',
    'Lambda.AWSLambdaException',
    'Lambda.SdkClientException',
    'Lambda.ClientExecutionTimeoutException',
    'Lambda.TooManyRequestsException',
    'Sandbox.Timedout',
    'States.Timeout',
    'TransientError',
  ],
  intervalSeconds: 2,
  backoffRate: 2,
  maxAttempts: 6,
  maxDelaySeconds: 60,
} as const;

/**
 * How the workflow waits for generated clips (footage, presenters): in a Wait state between short
 * checks, so no function sits polling. A clip not finished in its time fails the job (footage) or
 * falls back to the engine's own presenter; the render limit still bounds the whole job.
 */
export const GENERATED_CLIPS = {
  checkEverySeconds: 10,
  timeoutSeconds: { footage: 15 * 60, presenter: 10 * 60 },
} as const;

/**
 * The sweeper (a scheduled function) that no accepted job can escape: it starts the workflow of a
 * job left `starting` (its start was lost after acceptance) and fails, with its refund, a job still
 * running well past the render limit (its failure path itself failed).
 */
export const SWEEPER = {
  intervalSeconds: 60,
  /** A job still `starting` after this had its start lost. */
  startGraceSeconds: 120,
  /** A job still running this long after the render limit had its failure path fail. */
  failGraceSeconds: 15 * 60,
} as const;

/**
 * Seconds before a failed render step runs again (attempt counts from 1). Retries are re-sent
 * messages with a delay, not visibility timeouts: those are six times the function's timeout.
 */
export function renderStepRetryDelaySeconds(attempt: number): number {
  return 5 * 3 ** (attempt - 1);
}

/**
 * Seconds before a render step that met a passing fault (TransientError's kind: the table or the
 * bucket briefly unreachable) runs again, on WORKFLOW_TASK_RETRY's schedule; undefined once those
 * retries are spent. Such retries spend none of the step's attempts, and their sum stays under the
 * heartbeat timeout, so the workflow waits for them rather than sending the step again.
 */
export function transientRetryDelaySeconds(retry: number): number | undefined {
  const { intervalSeconds, backoffRate, maxAttempts, maxDelaySeconds } = WORKFLOW_TASK_RETRY;
  return retry > maxAttempts ? undefined : Math.min(intervalSeconds * backoffRate ** (retry - 1), maxDelaySeconds);
}

/** Receives of one render-step message before SQS dead-letters it: one more than the consumer's own attempts, so the dead-letter queue sees only messages it could not handle at all. */
export const RENDER_STEP_MAX_RECEIVES = RENDER_STEPS.maxAttempts + 1;

/** How webhook deliveries are consumed. */
export const WEBHOOK_DELIVERIES = {
  batchSize: 10,
  /**
   * Delivery functions running at once (each with a batch of up to `batchSize` parallel attempts):
   * the event source's maximum concurrency and the function's reserved concurrency, so deliveries
   * never take Lambda concurrency from render steps. Overridable (webhookConcurrency).
   */
  concurrency: 5,
  /** Receives before a message that keeps crashing the consumer is dead-lettered (the attempt ledger keeps repeats from being sent twice). */
  maxReceives: 5,
  /**
   * A claimed attempt not recorded within this is taken over: longer than the delivery function
   * may run, so a live worker's claim is never taken over; shorter than the queue's visibility
   * timeout, so a crashed worker's message finds its claim stale.
   */
  claimLeaseSeconds: 90,
} as const;

/** The visibility timeout of a queue whose consumer has this size. */
export function visibilityTimeoutSeconds(consumer: FunctionSize): number {
  return consumer.timeoutSeconds * QUEUE_VISIBILITY_FACTOR;
}

/**
 * Lambda keeps this much of an account's concurrency unreserved: reservations may take the quota
 * minus this (AWS Lambda developer guide, "Configuring reserved concurrency").
 */
export const LAMBDA_UNRESERVED_MINIMUM = 100;

/**
 * How long a caller should wait before polling a job again (GET /v1/job/{id} answers it as
 * Retry-After, in seconds): a job waiting for render capacity moves slowly, more so the further
 * back it is, so its hint grows with its place in the queue, up to `queuedMax`.
 */
export const POLL_HINT_SECONDS = { running: 3, queuedMin: 5, queuedMax: 30 } as const;

/** GET /v1/job/{id} counts at most this many jobs ahead of a queued one (one query page), then shows this number. */
export const QUEUE_POSITION_CAP = 1_000;

/**
 * API Gateway's stage throttle (requests/s and burst, shared by every client), in front of the
 * per-account limits of spec §8. Sizing rule (docs/deploy.md): rate ≥ renders accepted per second
 * plus jobs in flight or queued divided by their poll hint, with room for /v1/me and webhook
 * management. Overridable (throttleRate, throttleBurst).
 */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * The optional web ACL the stack creates (context waf=true): requests one IP may send in
 * `windowSeconds` before it is refused 429 for the rest of the window. Overridable (wafRateLimit).
 */
export const WAF_RATE_LIMIT = { requests: 1_000, windowSeconds: 300 } as const;
