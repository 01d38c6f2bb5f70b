/**
 * What must hold after any fault, checked from the outside (the API, the table, a webhook
 * receiver): every job ended; per account, the end balance plus the credits kept for rendered
 * work is the start balance; no concurrency slot is held; each job's final event reached each
 * subscribed hook exactly once (one delivery id, however many attempts); a failed job refunded what
 * did not render; every answer was JSON, and no answer was a 5xx but a 503 with a code.
 */
import { expect } from 'vitest';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import type { Db } from '../../lambdas/adapters/dynamo/client';
import { dynamoJobStore } from '../../lambdas/adapters/dynamo/job-store';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { refundFor } from '../../lambdas/core/render/pricing';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { startReceiver, type LocalReceiver } from '../unit/outbound/local-receiver';
import { callApi, type ApiCallOptions, type ApiResponse } from '../support/local-stack';

export interface Ledger {
  accounts: Map<string, { apiKey: string; start: number }>;
  jobs: { userId: string; jobId: string }[];
  /** Every answer the API gave during the test. */
  answers: { what: string; status: number; body: unknown }[];
}

export function ledger(): Ledger {
  return { accounts: new Map(), jobs: [], answers: [] };
}

/** Calls the API and records the answer; a fault may make it fail, never make it anything but JSON in the §7 shape. */
export async function call(ledger: Ledger, baseUrl: string, method: string, path: string, options?: ApiCallOptions): Promise<ApiResponse | undefined> {
  try {
    const res = await callApi(baseUrl, method, path, options);
    ledger.answers.push({ what: `${method} ${path}`, status: res.status, body: res.body });
    return res;
  } catch (err) {
    // A connection refused while the stack itself is down is no answer at all (§7 retry rule 2).
    if ((err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw err;
  }
}

/** A new Agency account with a hook on both final events at the receiver. */
export async function customer(ledger: Ledger, db: Db, baseUrl: string, receiver: LocalReceiver, credits = 2_000) {
  const { user_id, api_key } = await createAccount(dynamoAccountStore(db), { email: `${user_id_hint()}@example.com`, name: 'Fault Agency', plan: 'agency', credits });
  await dynamoAccountStore(db).setLimits(user_id, { concurrency: 20 });
  ledger.accounts.set(user_id, { apiKey: api_key, start: credits });
  for (const event of ['video.completed', 'video.failed']) {
    const res = await call(ledger, baseUrl, 'POST', '/api/webhooks/hooks', { key: api_key, body: { event, webhook_url: receiver.url(`/${user_id}`) } });
    expect(res?.status).toBe(201);
  }
  return { userId: user_id, apiKey: api_key };
}

let hint = 0;
const user_id_hint = () => `fault-${process.pid}-${++hint}`;

/** Starts a render of `scenes` motion scenes, which must be accepted, and records the job. */
export async function render(ledger: Ledger, baseUrl: string, who: { userId: string; apiKey: string }, title: string, scenes = 2): Promise<string> {
  const res = await call(ledger, baseUrl, 'POST', '/v1/render', {
    key: who.apiKey,
    body: { title, scene_plan: Array.from({ length: scenes }, (_, i) => ({ type: 'motion', prompt: `${title} ${i + 1}`, duration_sec: 3 })) },
  });
  expect(res?.status, JSON.stringify(res?.body)).toBe(202);
  ledger.jobs.push({ userId: who.userId, jobId: res!.body.job_id });
  return res!.body.job_id as string;
}

/** Waits until every recorded job has ended, polling the API (which a fault may make answer 503). */
export async function allEnded(ledger: Ledger, baseUrl: () => string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  const open = new Set(ledger.jobs.map((job) => job.jobId));
  while (open.size > 0) {
    if (Date.now() > deadline) throw new Error(`${open.size} job(s) still running after ${withinMs} ms: ${[...open].join(', ')}`);
    for (const job of ledger.jobs.filter((j) => open.has(j.jobId))) {
      const res = await call(ledger, baseUrl(), 'GET', `/v1/job/${job.jobId}`, { key: ledger.accounts.get(job.userId)!.apiKey });
      if (res?.status === 200 && ['succeeded', 'failed'].includes(res.body.status)) open.delete(job.jobId);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What reached the receiver for one job: its delivery ids, event names, attempts, and attempts answered 2xx. */
export interface JobDeliveries {
  ids: Set<string>;
  events: Set<string>;
  attempts: number;
  accepted: number;
}

/** A receiver that records each final event's attempts; while `down` it answers them 503, as a receiver that is down. */
export async function eventReceiver() {
  let down = false;
  const answered = new WeakMap<object, boolean>();
  const receiver = await startReceiver((req, res) => {
    answered.set(req, !down);
    if (down) res.writeHead(503).end('down');
    else res.writeHead(204).end();
  });
  return {
    receiver,
    setDown: (value: boolean) => void (down = value),
    delivered(): Map<string, JobDeliveries> {
      const byJob = new Map<string, JobDeliveries>();
      for (const request of receiver.received) {
        const envelope = JSON.parse(request.rawBody.toString('utf8')) as { event: string; data: { job_id: string } };
        const entry = byJob.get(envelope.data.job_id) ?? { ids: new Set(), events: new Set(), attempts: 0, accepted: 0 };
        entry.ids.add(String(request.headers['x-service-delivery-id']));
        entry.events.add(envelope.event);
        entry.attempts++;
        if (answered.get(request)) entry.accepted++;
        byJob.set(envelope.data.job_id, entry);
      }
      return byJob;
    },
  };
}

/** Every invariant of the fault suite, once all jobs have ended and the deliveries settled. */
export async function expectConsistent(ledger: Ledger, db: Db, delivered: Map<string, JobDeliveries>): Promise<void> {
  const jobs = dynamoJobStore(db);
  const kept = new Map<string, number>();
  for (const { userId, jobId } of ledger.jobs) {
    const job = await jobs.get(jobId);
    expect(job?.status, jobId).toMatch(/^(succeeded|failed)$/);
    kept.set(userId, (kept.get(userId) ?? 0) + job!.price.total - (job!.refunded ?? 0));
    // A failed job gives back what did not render (§3.1): its scenes that did not, and the composition.
    if (job!.status === 'failed') expect(job!.refunded, `refund of ${jobId}`).toBe(refundFor(job!.price, (await jobs.scenes(jobId)).keys()));
    // Exactly one final event per job and hook: one delivery id, whatever the retries, taken at least once.
    const final = delivered.get(jobId);
    expect(final?.events, `final event of ${jobId}`).toEqual(new Set([job!.status === 'succeeded' ? 'video.completed' : 'video.failed']));
    expect(final?.ids.size, `delivery ids of ${jobId}`).toBe(1);
    expect(final?.accepted, `accepted deliveries of ${jobId}`).toBeGreaterThan(0);
  }
  for (const [userId, { start }] of ledger.accounts) {
    const account = (await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { PK: `ACCOUNT#${userId}`, SK: 'ACCOUNT' } }))).Item!;
    expect(account.credits + (kept.get(userId) ?? 0), `credits of ${userId}`).toBe(start);
    expect(account.activeRenders, `slots of ${userId}`).toBe(0);
  }
  for (const answer of ledger.answers) {
    if (answer.status >= 500) expect({ ...answer, status: answer.status }, answer.what).toMatchObject({ status: 503, body: { code: expect.any(String) } });
  }
}
