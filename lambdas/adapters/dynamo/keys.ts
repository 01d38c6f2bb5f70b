/** Key builders of the single-table design (docs/data-model.md); one place for every pattern. */
const account = (userId: string) => `ACCOUNT#${userId}`;

export const keys = {
  account: (userId: string) => ({ PK: account(userId), SK: 'ACCOUNT' }),
  apiKey: (keyHash: string) => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
  killSwitch: (scope: string) => ({ PK: `KILL#${scope}`, SK: 'KILL' }),
  usage: (userId: string, month: string) => ({ PK: account(userId), SK: `USAGE#${month}` }),
  rate: (userId: string, limit: string, window: string, start: number) => ({ PK: account(userId), SK: `RATE#${limit}#${window}#${start}` }),
  idempotency: (userId: string, key: string) => ({ PK: account(userId), SK: `IDEMPOTENCY#${key}` }),
  job: (jobId: string) => ({ PK: `JOB#${jobId}`, SK: 'JOB' }),
  scene: (jobId: string, index: number) => ({ PK: `JOB#${jobId}`, SK: `SCENE#${String(index).padStart(2, '0')}` }),
  jobByAccount: (userId: string, createdAt: string) => ({ GSI1PK: account(userId), GSI1SK: `JOB#${createdAt}` }),
  /** Present while the job runs (removed when it ends): the sweeper's view, oldest first. */
  runningJob: (createdAt: string, jobId: string) => ({ GSI2PK: 'RUNNING', GSI2SK: `${createdAt}#${jobId}` }),
  /** The platform's render slots in use, and the turn admitted last (lambdas/core/jobs/capacity.ts). */
  renderSlots: () => ({ PK: 'CAPACITY', SK: 'SLOTS' }),
  /** A job waiting for render slots; the partition sorts in admission order (fair-queue.ts queueKeyOf). */
  waitingJob: (queueKey: string) => ({ PK: 'QUEUE', SK: queueKey }),
  /** The turn an account's next waiting job takes. */
  accountTurn: (userId: string) => ({ PK: account(userId), SK: 'TURN' }),
  hook: (userId: string, hookId: string) => ({ PK: account(userId), SK: `HOOK#${hookId}` }),
  /** One hook per (event, URL) on an account; `urlHash` is sha256 of the normalized URL. */
  hookUrl: (userId: string, event: string, urlHash: string) => ({ PK: account(userId), SK: `HOOKURL#${event}#${urlHash}` }),
  hookLog: (userId: string, hookId: string) => ({ PK: account(userId), SK: `HOOKLOG#${hookId}` }),
  /** A rendered scene kept for the account's reuse (lambdas/core/jobs/scene-cache.ts); `key` is its sceneCacheKey. */
  sceneCache: (userId: string, key: string) => ({ PK: account(userId), SK: `SCENECACHE#${key}` }),
  deliveryAttempt: (deliveryId: string, attempt: number) => ({ PK: `DELIVERY#${deliveryId}`, SK: `ATTEMPT#${attempt}` }),
};
