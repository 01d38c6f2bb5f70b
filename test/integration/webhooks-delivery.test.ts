import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnvelope, type WebhookEnvelope } from '../../lambdas/core/webhooks/envelope';
import { verifyWebhook } from '../../lambdas/verify-webhook';
import { startReceiver, type LocalReceiver, type ReceivedRequest } from '../unit/outbound/local-receiver';
import { TEST_DELIVERY, dns, useWebhookStack } from './webhooks-support';

const stack = useWebhookStack();
const HOOKS = '/api/webhooks/hooks';

type Answer = { status: number; delayMs?: number; location?: string };
/** What each receiver path answers; tests pick a path per hook. */
const behaviour = new Map<string, (req: ReceivedRequest) => Answer | Promise<Answer>>();
let receiver: LocalReceiver;
beforeAll(async () => {
  receiver = await startReceiver(async (req, res) => {
    const { status, delayMs = 0, location } = (await behaviour.get(req.path)?.(req)) ?? { status: 200 };
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(status, location ? { location } : {}).end(`answer ${status}`);
    }, delayMs);
  });
});
afterAll(() => receiver?.close());

const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path);

/** A receiver's own check, written from §6 rule 3 alone (not with the service's code). */
function independentlyVerified(req: ReceivedRequest, secret: string): boolean {
  const timestamp = String(req.headers['x-service-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(req.rawBody).digest('hex')}`);
  const given = Buffer.from(String(req.headers['x-service-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Subscriber {
  userId: string;
  key: string;
  hookId: string;
  secret: string;
  path: string;
}

async function subscribe(event: string, answer?: (req: ReceivedRequest) => Answer | Promise<Answer>, account?: { user_id: string; api_key: string }): Promise<Subscriber> {
  const { user_id, api_key } = account ?? (await stack.account());
  const path = `/${randomUUID()}`;
  if (answer) behaviour.set(path, answer);
  const res = await stack.api('POST', HOOKS, { key: api_key, body: { event, webhook_url: receiver.url(path) } });
  expect(res.status).toBe(201);
  return { userId: user_id, key: api_key, hookId: res.body.hook.id, secret: res.body.secret, path };
}

function completed(jobId = randomUUID(), id?: string): WebhookEnvelope {
  return buildEnvelope('video.completed', { job_id: jobId, status: 'succeeded', video_url: `https://cdn.example.com/${jobId}.mp4`, error: null, videos: [] }, new Date(), id);
}

async function hookOf(s: Subscriber) {
  const hooks = (await stack.api('GET', HOOKS, { key: s.key })).body.hooks as { id: string }[];
  return hooks.find((h) => h.id === s.hookId) as Record<string, unknown>;
}

async function deliveriesOf(s: Subscriber) {
  const res = await stack.api('GET', `${HOOKS}/${s.hookId}/deliveries`, { key: s.key });
  expect(res.status).toBe(200);
  return res.body.deliveries as { delivery_id: string; attempt: number; ok: boolean; status: number; error: string | null; response_snippet: string }[];
}

async function publishAndSettle(userId: string, ...envelopes: WebhookEnvelope[]): Promise<void> {
  for (const envelope of envelopes) await stack.webhooks.publisher.publish(userId, envelope);
  await stack.webhooks.idle();
}

describe('§6 fan-out and signed deliveries', () => {
  it('§6 rule 3: a video.completed delivery is signed over "<timestamp>.<raw body>"; an independent verifier and verifyWebhook accept it', async () => {
    const s = await subscribe('video.completed');
    const envelope = completed();
    await publishAndSettle(s.userId, envelope);
    const [got, ...more] = receivedAt(s.path);
    expect(more).toEqual([]);
    expect(independentlyVerified(got!, s.secret)).toBe(true);
    expect(verifyWebhook(got!.headers, got!.rawBody, s.secret)).toMatchObject({ ok: true, event: 'video.completed' });
    expect(verifyWebhook(got!.headers, got!.rawBody, 'f'.repeat(64))).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['x-service-event']).toBe('video.completed');
    expect(got!.headers['x-service-delivery-id']).toMatch(/^dlv_[0-9a-f-]{36}$/);
    expect(Math.abs(Number(got!.headers['x-service-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(JSON.parse(got!.rawBody.toString('utf8'))).toEqual(envelope);
    expect(await hookOf(s)).toMatchObject({ last_status: 'delivered', failure_count: 0, last_delivery_at: expect.any(String) });
  });

  it('goes to every active hook of the account subscribed to the event, and to no other', async () => {
    const account = await stack.account();
    const a = await subscribe('video.completed', undefined, account);
    const b = await subscribe('video.completed', undefined, account);
    const otherEvent = await subscribe('video.failed', undefined, account);
    const off = await subscribe('video.completed', undefined, account);
    await stack.api('PATCH', `${HOOKS}/${off.hookId}`, { key: account.api_key, body: { active: false } });
    const otherAccount = await subscribe('video.completed');
    await publishAndSettle(account.user_id, completed());
    expect(receivedAt(a.path)).toHaveLength(1);
    expect(receivedAt(b.path)).toHaveLength(1);
    expect(receivedAt(otherEvent.path)).toHaveLength(0);
    expect(receivedAt(off.path)).toHaveLength(0);
    expect(receivedAt(otherAccount.path)).toHaveLength(0);
    // One event, two deliveries: the same event id, a delivery id each.
    const [ra, rb] = [receivedAt(a.path)[0]!, receivedAt(b.path)[0]!];
    expect(JSON.parse(ra.rawBody.toString()).id).toBe(JSON.parse(rb.rawBody.toString()).id);
    expect(ra.headers['x-service-delivery-id']).not.toBe(rb.headers['x-service-delivery-id']);
  });

  it('publishing the same event id twice delivers it once', async () => {
    const s = await subscribe('video.completed');
    const envelope = completed();
    await publishAndSettle(s.userId, envelope, envelope);
    await Promise.all([stack.webhooks.publisher.publish(s.userId, envelope), stack.webhooks.publisher.publish(s.userId, envelope)]);
    await stack.webhooks.idle();
    expect(receivedAt(s.path)).toHaveLength(1);
  });
});

describe('Standard Webhooks headers beside the spec\'s (issue 26)', () => {
  /** How a receiver using the standardwebhooks library is told the secret: whsec_ + base64 of the 32 bytes the hex encodes. */
  const standardReceiver = (secret: string) => new Webhook(`whsec_${Buffer.from(secret, 'hex').toString('base64')}`);

  it('every attempt verifies with the standardwebhooks library and with verifyWebhook; webhook-id is the delivery id, the same on the retry', async () => {
    let calls = 0;
    const s = await subscribe('video.completed', () => (++calls === 1 ? { status: 503 } : { status: 204 }));
    const envelope = completed();
    await publishAndSettle(s.userId, envelope);
    const attempts = receivedAt(s.path);
    expect(attempts).toHaveLength(2);
    for (const got of attempts) {
      const headers = got.headers as Record<string, string>;
      expect(standardReceiver(s.secret).verify(got.rawBody.toString('utf8'), headers)).toEqual(envelope);
      expect(verifyWebhook(headers, got.rawBody, s.secret)).toMatchObject({ ok: true, deliveryId: headers['webhook-id'] });
      expect(headers['webhook-id']).toBe(headers['x-service-delivery-id']);
      expect(headers['webhook-timestamp']).toBe(headers['x-service-timestamp']);
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    }
    expect(attempts[1]!.headers['webhook-id']).toBe(attempts[0]!.headers['webhook-id']);
    // Another hook's secret, or a changed byte, fails the library's check.
    const first = attempts[0]!;
    expect(() => standardReceiver('f'.repeat(64)).verify(first.rawBody.toString('utf8'), first.headers as Record<string, string>)).toThrow();
    expect(() => standardReceiver(s.secret).verify(first.rawBody.toString('utf8').replace('succeeded', 'failed'), first.headers as Record<string, string>)).toThrow();
  });

  it('the test ping carries the same headers and verifies with the library', async () => {
    const s = await subscribe('video.failed');
    const res = await stack.api('POST', `${HOOKS}/${s.hookId}/test`, { key: s.key });
    expect(res.body).toMatchObject({ delivered: true });
    const [ping] = receivedAt(s.path);
    expect(standardReceiver(s.secret).verify(ping!.rawBody.toString('utf8'), ping!.headers as Record<string, string>)).toMatchObject({ event: 'ping' });
  });
});

describe('§6 rule 4: attempts, timeouts and retries', () => {
  it('a receiver slower than the attempt timeout gives a failed attempt (status 0), then a retry with the same delivery id and body', async () => {
    let calls = 0;
    const s = await subscribe('video.completed', () => (++calls === 1 ? { status: 200, delayMs: TEST_DELIVERY.attemptTimeoutMs * 3 } : { status: 204 }));
    await publishAndSettle(s.userId, completed());
    const got = receivedAt(s.path);
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['x-service-delivery-id']).toBe(got[0]!.headers['x-service-delivery-id']);
    expect(got[1]!.rawBody.equals(got[0]!.rawBody)).toBe(true);
    expect(independentlyVerified(got[1]!, s.secret)).toBe(true);
    const log = await deliveriesOf(s);
    expect(log.map(({ attempt, ok, status }) => ({ attempt, ok, status }))).toEqual([
      { attempt: 2, ok: true, status: 204 },
      { attempt: 1, ok: false, status: 0 },
    ]);
    expect(log[1]!.error).toMatch(/timed out/);
    expect(await hookOf(s)).toMatchObject({ last_status: 'delivered', failure_count: 0 });
  });

  it('3 failed attempts, then the delivery counts as one failure; a redirect is a failure, never followed', async () => {
    const s = await subscribe('video.completed', () => ({ status: 302, location: '/redirected-here' }));
    await publishAndSettle(s.userId, completed());
    const got = receivedAt(s.path);
    expect(got).toHaveLength(3);
    expect(receivedAt('/redirected-here')).toEqual([]);
    expect(new Set(got.map((r) => r.headers['x-service-delivery-id'])).size).toBe(1);
    expect((await deliveriesOf(s)).map((e) => [e.attempt, e.status])).toEqual([[3, 302], [2, 302], [1, 302]]);
    expect(await hookOf(s)).toMatchObject({ active: true, failure_count: 1, last_status: 'failed' });

    // A success afterwards resets the count.
    behaviour.set(s.path, () => ({ status: 200 }));
    await publishAndSettle(s.userId, completed());
    expect(await hookOf(s)).toMatchObject({ failure_count: 0, last_status: 'delivered' });
  });
});

describe('§3.2 / §6 rule 5: auto-disable and switching back on', () => {
  it('20 failed deliveries in a row switch the hook off; it then gets nothing; PATCH active: true switches it back on', async () => {
    const s = await subscribe('video.completed', () => ({ status: 500 }));
    const failing = Array.from({ length: 20 }, () => completed());
    await publishAndSettle(s.userId, ...failing);
    expect(receivedAt(s.path)).toHaveLength(60);
    expect(await hookOf(s)).toMatchObject({ active: false, failure_count: 20, last_status: 'failed' });

    await publishAndSettle(s.userId, completed());
    expect(receivedAt(s.path)).toHaveLength(60);

    behaviour.set(s.path, () => ({ status: 200 }));
    const on = await stack.api('PATCH', `${HOOKS}/${s.hookId}`, { key: s.key, body: { active: true } });
    expect(on.body.hook).toMatchObject({ active: true, failure_count: 0 });
    await publishAndSettle(s.userId, completed());
    expect(receivedAt(s.path)).toHaveLength(61);
    expect(await hookOf(s)).toMatchObject({ active: true, failure_count: 0, last_status: 'delivered' });
  });

  it('the attempt log keeps the last 20 attempts, newest first', async () => {
    const s = await subscribe('video.completed', () => ({ status: 503 }));
    await publishAndSettle(s.userId, ...Array.from({ length: 8 }, () => completed()));
    const log = await deliveriesOf(s);
    expect(log).toHaveLength(20);
    expect(log.map((e) => e.response_snippet)).toEqual(Array(20).fill('answer 503'));
  });
});

describe('§3.2: a deleted or switched-off hook gets nothing more, queued deliveries included', () => {
  it.each([
    ['deleted', (s: Subscriber) => stack.api('DELETE', `${HOOKS}/${s.hookId}`, { key: s.key })],
    ['switched off', (s: Subscriber) => stack.api('PATCH', `${HOOKS}/${s.hookId}`, { key: s.key, body: { active: false } })],
  ])('a retry already queued is not sent once the hook is %s', async (_, stop) => {
    const s: Subscriber = await subscribe('video.completed', async () => {
      // The first attempt fails once the hook is stopped, so its retry is queued for a stopped hook.
      if (receivedAt(s.path).length === 1) expect((await stop(s)).status).toBe(200);
      return { status: 500 };
    });
    await publishAndSettle(s.userId, completed());
    expect(receivedAt(s.path)).toHaveLength(1);
  });
});

describe('SSRF at delivery time', () => {
  it('a name that resolved to a public address at creation and now resolves to a private one is refused at connect', async () => {
    const { user_id, api_key } = await stack.account();
    dns.set('rebinds.example.test', ['93.184.216.34']);
    const created = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: 'https://rebinds.example.test/hook' } });
    expect(created.status).toBe(201);
    dns.set('rebinds.example.test', ['127.0.0.1']);
    await publishAndSettle(user_id, completed());
    const s: Subscriber = { userId: user_id, key: api_key, hookId: created.body.hook.id, secret: '', path: '' };
    const log = await deliveriesOf(s);
    expect(log).toHaveLength(3);
    for (const entry of log) {
      expect(entry.status).toBe(0);
      expect(entry.error).toMatch(/not public/);
    }
  });
});
