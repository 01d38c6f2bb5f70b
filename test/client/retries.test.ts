import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../client/src/index';
import { retryDelayMs, DEFAULT_RETRY } from '../../client/src/retry';
import { startReceiver, type LocalReceiver, type ReceivedRequest } from '../unit/outbound/local-receiver';

// Spec §7's retry rules, against a tiny local server that answers what each test scripts.

type Reply = (res: ServerResponse) => void;
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => (res) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
const drop: Reply = (res) => res.socket?.destroy();
const hang: Reply = () => undefined;

const ACCOUNT = { user_id: '2f0c6b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', email: 'a@example.com', name: 'A', credits_remaining: 7 };
const ACCEPTED = {
  job_id: '5b1e6b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', status: 'starting', title: 'T', scenes: 1, credits_used: 8,
  watermarked: false, poll_url: '/v1/job/5b1e6b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', note: 'n',
};
const SCENES = { scene_plan: [{ type: 'motion' as const, prompt: 'Hello' }] };

let server: LocalReceiver | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server answering the scripted replies in order (the last one repeats), and a client for it. */
async function scripted(replies: Reply[], options: { timeoutMs?: number } = {}) {
  let n = 0;
  server = await startReceiver((_req, res) => replies[Math.min(n++, replies.length - 1)]!(res));
  const client = createClient({ baseUrl: server.url(''), apiKey: 'emp_test', retry: { baseDelayMs: 20, maxDelayMs: 40 }, ...options });
  const received = server.received;
  return { client, received, keys: () => received.map((r: ReceivedRequest) => r.headers['idempotency-key']) };
}

describe('the client retries as spec §7 asks', () => {
  it('rule 1: 500, 502 and 503 are retried with backoff until an answer succeeds', async () => {
    const { client, received } = await scripted([json(500, { error: 'Internal server error' }), json(502, { error: 'x', code: 'PLAN_FAILED' }), json(503, { error: 'x', code: 'DB_UNAVAILABLE' }), json(200, ACCOUNT)]);
    expect(await client.getAccount()).toEqual(ACCOUNT);
    expect(received).toHaveLength(4);
  });

  it('rule 1: 429 is retried after Retry-After seconds', async () => {
    const { client, received } = await scripted([json(429, { error: 'Too many requests', code: 'RATE_LIMITED', retryAfter: 1 }, { 'retry-after': '1' }), json(200, ACCOUNT)]);
    const started = Date.now();
    expect(await client.getAccount()).toEqual(ACCOUNT);
    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('a 429 asking for a longer wait than maxRetryAfterSeconds is not waited for: ApiError with retryAfter', async () => {
    const { client, received } = await scripted([json(429, { error: 'Too many requests', code: 'RATE_LIMITED', retryAfter: 3_600 }, { 'retry-after': '3600' })]);
    const err = await client.getAccount().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 3_600, attempts: 1 });
    expect(received).toHaveLength(1);
  });

  it.each([400, 401, 402, 403, 404, 409, 413, 422])('rule 1: %i is not retried', async (status) => {
    const { client, received } = await scripted([json(status, { error: 'no', code: 'SOME_CODE' })]);
    await expect(client.getAccount()).rejects.toMatchObject({ status, attempts: 1 });
    expect(received).toHaveLength(1);
  });

  it('retries stop after `retries`: the last error answer is thrown with the number of attempts', async () => {
    const { client, received } = await scripted([json(503, { error: 'Rendering is paused for everyone', code: 'GLOBAL_KILL_SWITCH' })]);
    await expect(client.getAccount()).rejects.toMatchObject({ status: 503, code: 'GLOBAL_KILL_SWITCH', attempts: DEFAULT_RETRY.retries + 1 });
    expect(received).toHaveLength(DEFAULT_RETRY.retries + 1);
  });

  it('rule 2: a render that got no answer (dropped connection, timeout, gateway 504) is retried with the same Idempotency-Key', async () => {
    const { client, keys } = await scripted([drop, hang, json(504, { error: 'The request took too long' }), json(202, ACCEPTED)], { timeoutMs: 300 });
    expect(await client.startRender(SCENES)).toEqual(ACCEPTED);
    const sent = keys();
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rule 3: a render refused with an error answer is retried with a new key', async () => {
    const { client, keys } = await scripted([json(502, { error: 'Planning failed', code: 'PLAN_FAILED' }), json(503, { error: 'x', code: 'DB_UNAVAILABLE' }), json(202, ACCEPTED)]);
    expect(await client.startRender(SCENES)).toEqual(ACCEPTED);
    expect(new Set(keys()).size).toBe(3);
  });

  it("rule 3: with the caller's own key an error answer is not retried (only the caller can pick the next key); a lost answer still is", async () => {
    const { client, keys } = await scripted([drop, json(503, { error: 'x', code: 'DB_UNAVAILABLE' })]);
    const err = await client.startRender(SCENES, { idempotencyKey: 'order-42' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: 'DB_UNAVAILABLE', attempts: 2, idempotencyKey: 'order-42' });
    expect(keys()).toEqual(['order-42', 'order-42']);
  });

  it('when no answer ever comes: ApiError with status 0, the network error as cause, and the key to retry with later', async () => {
    const { client, keys } = await scripted([drop]);
    const err = (await client.startRender(SCENES).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: undefined, attempts: DEFAULT_RETRY.retries + 1 });
    expect(err.cause).toBeInstanceOf(Error);
    expect(keys().every((k) => k === err.idempotencyKey)).toBe(true);
  });

  it('the backoff doubles each retry within [half, all] of its ceiling, capped at maxDelayMs', () => {
    const options = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 300 };
    const busy = { kind: 'answer', status: 503 } as const;
    expect([1, 2, 3].map((n) => retryDelayMs(busy, n, options, () => 0))).toEqual([50, 100, 150]);
    expect([1, 2, 3].map((n) => retryDelayMs(busy, n, options, () => 1))).toEqual([100, 200, 300]);
    expect(retryDelayMs(busy, 4, options)).toBeUndefined();
  });
});

describe('waitForJob polls politely', () => {
  it('never more often than once a second, however small intervalMs is', async () => {
    const processing = { job_id: ACCEPTED.job_id, status: 'processing', progress: 10, video_url: null, error: null };
    const { client, received } = await scripted([json(200, processing)]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 2_500);
    await expect(client.waitForJob(ACCEPTED.job_id, { intervalMs: 1, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.length).toBeLessThanOrEqual(3);
  });
});
