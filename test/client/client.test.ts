import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, verifyWebhook, type Job } from '../../client/src/index';
import { buildEnvelope } from '../../lambdas/core/webhooks/envelope';
import { responseProblems } from '../support/openapi-responses';
import { startReceiver, type LocalReceiver } from '../unit/outbound/local-receiver';
import { useWebhookStack } from '../integration/webhooks-support';

// The client against the real local stack: real HTTP, DynamoDB Local, the render workflow.
const stack = useWebhookStack();

let receiver: LocalReceiver;
beforeAll(async () => {
  receiver = await startReceiver((_req, res) => res.writeHead(204).end());
});
afterAll(() => receiver?.close());

const motion = (prompt: string) => ({ type: 'motion' as const, prompt, duration_sec: 3 });

/**
 * A client for a new Agency account, recording the Idempotency-Key of every request it sends,
 * and holding every answer to the API document as the other integration tests do.
 */
async function clientOfNewAccount(credits = 200) {
  const { user_id, api_key } = await stack.account({ credits });
  const keys: (string | null)[] = [];
  const client = createClient({
    baseUrl: stack.url,
    apiKey: api_key,
    fetch: async (request) => {
      keys.push(request.headers.get('idempotency-key'));
      const response = await fetch(request);
      const body: unknown = await response.clone().json();
      const { pathname } = new URL(request.url);
      expect(responseProblems({ method: request.method, path: pathname, status: response.status, contentType: response.headers.get('content-type'), body, headers: response.headers })).toEqual([]);
      return response;
    },
  });
  return { client, keys, userId: user_id };
}

describe('the TypeScript client against the local stack', () => {
  it('getAccount answers the account of the key; a revoked or unknown key is an ApiError 401 INVALID_API_KEY, not retried', async () => {
    const { client, userId } = await clientOfNewAccount(150);
    expect(await client.getAccount()).toMatchObject({ user_id: userId, credits_remaining: 150 });

    const stranger = createClient({ baseUrl: stack.url, apiKey: `emp_${'x'.repeat(32)}` });
    const err = await stranger.getAccount().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: 'INVALID_API_KEY', attempts: 1 });
  });

  it('startRender sends an Idempotency-Key of its own on every call; waitForJob reports progress up to the finished video', async () => {
    const { client, keys } = await clientOfNewAccount();
    const accepted = await client.startRender({ scene_plan: [motion('Spring sale'), motion('20% off')] });
    expect(accepted).toMatchObject({ status: 'starting', scenes: 2, watermarked: false });
    const second = await client.startRender({ scene_plan: [motion('Again')] });
    expect(second.job_id).not.toBe(accepted.job_id);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const seen: Job[] = [];
    const done = await client.waitForJob(accepted.job_id, { onProgress: (job) => seen.push(job), intervalMs: 1_000 });
    expect(done).toMatchObject({ job_id: accepted.job_id, status: 'succeeded', progress: 100, error: null });
    expect(done.video_url).toMatch(/^http/);
    expect(seen.at(-1)).toEqual(done);
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    await client.waitForJob(second.job_id, { intervalMs: 1_000 });
  });

  it('cancelJob answers the job cancelled, the same again on a repeat; a finished job is an ApiError 409 JOB_FINISHED, not retried', async () => {
    const { client } = await clientOfNewAccount();
    const { job_id } = await client.startRender({ scene_plan: [motion('Cancel me'), motion('Never shown')] });
    const cancelled = await client.cancelJob(job_id);
    expect(cancelled).toMatchObject({ job_id, status: 'cancelled', video_url: null });
    expect(cancelled.error).toMatch(/cancelled/);
    expect(await client.cancelJob(job_id)).toEqual(cancelled);

    const finished = await client.startRender({ scene_plan: [motion('Done')] });
    await client.waitForJob(finished.job_id, { intervalMs: 1_000 });
    const err = await client.cancelJob(finished.job_id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'JOB_FINISHED', attempts: 1 });
  });

  it('a key of your own is sent as given; repeating it is an ApiError 409 DUPLICATE_REQUEST carrying that key', async () => {
    const { client, keys } = await clientOfNewAccount();
    const key = `order-${randomUUID()}`;
    await client.startRender({ scene_plan: [motion('Once')] }, { idempotencyKey: key });
    const err = await client.startRender({ scene_plan: [motion('Once')] }, { idempotencyKey: key }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: 'DUPLICATE_REQUEST', attempts: 1, idempotencyKey: key });
    expect(keys).toEqual([key, key]);
    await stack.idle();
  });

  it('dry_run: true is typed and answered as the plan and its price; a validation failure carries its detail', async () => {
    const { client } = await clientOfNewAccount();
    const plan = await client.startRender({ brief: 'A 20-second ad for our oat-milk latte', dry_run: true });
    expect(plan.dry_run).toBe(true);
    expect(plan.credits_required).toBe(plan.price.total);
    const err = await client.startRender({ scene_plan: [] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: undefined, attempts: 1, body: { error: 'Validation failed', detail: expect.stringContaining('scene_plan') } });
  });

  it('webhooks: create, list, test (verified with the re-exported verifyWebhook), update, deliveries, delete; then 404 with no code', async () => {
    const { client, userId } = await clientOfNewAccount();
    expect((await client.listWebhookEvents()).events).toContain('video.completed');
    const created = await client.createWebhook({ event: 'video.completed', webhook_url: receiver.url(`/${randomUUID()}`) });
    if (!('secret' in created)) throw new Error('expected a new webhook with its secret');
    const { hook, secret } = created;
    expect((await client.createWebhook({ event: 'video.completed', webhook_url: hook.webhook_url }))).toMatchObject({ reused: true, hook: { id: hook.id } });
    expect((await client.listWebhooks()).hooks.map((h) => h.id)).toEqual([hook.id]);

    const before = receiver.received.length;
    expect(await client.testWebhook(hook.id)).toEqual({ delivered: true, status: 204 });
    const ping = receiver.received[before]!;
    expect(verifyWebhook(ping.headers, ping.rawBody, secret)).toMatchObject({ ok: true, event: 'ping' });
    expect(verifyWebhook(ping.headers, ping.rawBody, 'f'.repeat(64))).toEqual({ ok: false, reason: 'signature_mismatch' });

    const completed = { job_id: randomUUID(), status: 'succeeded' as const, video_url: 'https://example.com/v.mp4', error: null, videos: [] };
    await stack.webhooks.publisher.publish(userId, buildEnvelope('video.completed', completed, new Date()));
    await stack.webhooks.idle();
    expect((await client.listWebhookDeliveries(hook.id)).deliveries).toEqual([expect.objectContaining({ event: 'video.completed', ok: true, status: 204 })]);

    expect(await client.updateWebhook(hook.id, { active: false, description: 'paused' })).toMatchObject({ hook: { active: false, description: 'paused' } });
    expect(await client.deleteWebhook(hook.id)).toEqual({ deleted: true });
    const err = await client.updateWebhook(hook.id, { active: true }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, code: undefined, attempts: 1, body: { error: 'Hook not found' } });
  });

  it('waitForJob stops at once when its signal aborts', async () => {
    const { client } = await clientOfNewAccount();
    const { job_id } = await client.startRender({ scene_plan: [motion('Wait for me')] });
    const controller = new AbortController();
    const waiting = client.waitForJob(job_id, { signal: controller.signal, intervalMs: 60_000 });
    setTimeout(() => controller.abort(), 200);
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await stack.idle();
  });
});
