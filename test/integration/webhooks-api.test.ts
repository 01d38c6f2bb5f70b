import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoHookStore } from '../../lambdas/adapters/dynamo/hook-store';
import { WEBHOOK_EVENTS } from '../../lambdas/core/webhooks/events';
import { hookObjectSchema } from '../../lambdas/core/webhooks/hook-schema';
import { closedPort, startReceiver, type LocalReceiver, type ReceivedRequest } from '../unit/outbound/local-receiver';
import { dns, useWebhookStack } from './webhooks-support';

const stack = useWebhookStack();
const HOOKS = '/api/webhooks/hooks';

let receiver: LocalReceiver;
beforeAll(async () => {
  receiver = await startReceiver((req, res) => {
    if (req.path === '/broken') res.writeHead(500).end('receiver broke');
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
afterAll(() => receiver?.close());

/** A receiver's own check, written from §6 rule 3 alone (not with the service's code). */
function independentlyVerified(req: ReceivedRequest, secret: string): boolean {
  const timestamp = String(req.headers['x-service-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(req.rawBody).digest('hex')}`);
  const given = Buffer.from(String(req.headers['x-service-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function newHook(key: string, body: Record<string, unknown> = {}) {
  const res = await stack.api('POST', HOOKS, { key, body: { event: 'video.completed', webhook_url: receiver.url(`/${randomUUID()}`), ...body } });
  expect(res.status).toBe(201);
  return res.body as { hook: { id: string; webhook_url: string }; secret: string };
}

describe('§4.4 GET /api/webhooks/events', () => {
  it('lists the eight events of §6 and the signature scheme with a 300 s replay window', async () => {
    const { api_key } = await stack.account();
    const res = await stack.api('GET', '/api/webhooks/events', { key: api_key });
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([...WEBHOOK_EVENTS]);
    expect(res.body.events).toHaveLength(8);
    expect(res.body.signature).toEqual({ header: 'X-Service-Signature', scheme: 'hmac-sha256', replay_window_seconds: 300 });
  });
});

describe('§4 every webhook endpoint authenticates', () => {
  it.each([
    ['GET', '/api/webhooks/events'],
    ['GET', HOOKS],
    ['POST', HOOKS],
    ['PATCH', `${HOOKS}/x`],
    ['DELETE', `${HOOKS}/x`],
    ['POST', `${HOOKS}/x/test`],
    ['GET', `${HOOKS}/x/deliveries`],
  ])('%s %s without a key → 401 NO_API_KEY', async (method, path) => {
    const res = await stack.api(method, path, method === 'POST' || method === 'PATCH' ? { body: {} } : {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NO_API_KEY');
  });

  it('a key of a non-Agency account → 402 PLAN_UPGRADE_REQUIRED', async () => {
    const { api_key } = await stack.account({ plan: 'pro' });
    expect((await stack.api('GET', HOOKS, { key: api_key })).status).toBe(402);
  });
});

describe('§4.6 POST /api/webhooks/hooks', () => {
  it('201 with the §2.6 hook (every field) and a 64-hex secret shown once; later reads never show it', async () => {
    const { api_key } = await stack.account();
    const url = receiver.url('/created');
    const res = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: url, description: 'CRM sync' } });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(res.body).sort()).toEqual(['hook', 'secret']);
    expect(Object.keys(res.body.hook).sort()).toEqual(Object.keys(hookObjectSchema.shape).sort());
    expect(res.body.hook).toMatchObject({
      event: 'video.completed',
      webhook_url: url,
      description: 'CRM sync',
      active: true,
      has_secret: true,
      failure_count: 0,
      last_delivery_at: null,
      last_status: null,
    });
    const list = await stack.api('GET', HOOKS, { key: api_key });
    expect(list.status).toBe(200);
    expect(list.body.hooks).toEqual([res.body.hook]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
  });

  it('description is optional and defaults to null', async () => {
    const { api_key } = await stack.account();
    const { hook } = await newHook(api_key);
    expect(hook).toMatchObject({ description: null });
  });

  it('§3.2: the same event and URL → 200 with the existing hook, reused: true, switched on, count reset, no secret', async () => {
    const { user_id, api_key } = await stack.account();
    const first = await newHook(api_key);
    // The hook switched itself off after failing: 20 failed deliveries.
    await dynamoHookStore(stack.db).update(user_id, first.hook.id, (h) => ({ ...h, active: false, failure_count: 20, last_status: 'failed' }));
    const again = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: first.hook.webhook_url } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ hook: { ...first.hook, active: true, failure_count: 0, last_status: 'failed' }, reused: true });
    expect(JSON.stringify(again.body)).not.toContain(first.secret);
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks).toHaveLength(1);
  });

  it('the same URL for another event is a second hook; the same event and URL on another account too', async () => {
    const a = await stack.account();
    const b = await stack.account();
    const { hook } = await newHook(a.api_key);
    const other = await stack.api('POST', HOOKS, { key: a.api_key, body: { event: 'video.failed', webhook_url: hook.webhook_url } });
    expect(other.status).toBe(201);
    const elsewhere = await stack.api('POST', HOOKS, { key: b.api_key, body: { event: 'video.completed', webhook_url: hook.webhook_url } });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.hook.id).not.toBe(hook.id);
  });

  it('400 UNKNOWN_EVENT lists the valid events', async () => {
    const { api_key } = await stack.account();
    const res = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.started', webhook_url: receiver.url() } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'UNKNOWN_EVENT', events: [...WEBHOOK_EVENTS] });
  });

  it('ping is not subscribable → 400 UNKNOWN_EVENT', async () => {
    const { api_key } = await stack.account();
    const res = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'ping', webhook_url: receiver.url() } });
    expect(res.body.code).toBe('UNKNOWN_EVENT');
  });

  it.each([
    ['loopback not on the allow-list', 'http://127.0.0.2/hook'],
    ['private 10/8', 'http://10.0.0.1/hook'],
    ['private 192.168/16', 'https://192.168.1.1/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:7f00:2]/'],
    ['decimal notation of 127.0.0.2', 'http://2130706434/'],
    ['hex notation of 10.0.0.1', 'http://0x0a000001/'],
    ['localhost', 'http://localhost:8080/'],
    ['a single-label name', 'http://metadata/computeMetadata/v1/'],
    ['a name resolving to a private address', 'https://private.example.test/hook'],
    ['a name with one private address among public ones', 'https://mixed.example.test/hook'],
    ['a name resolving to the metadata address', 'https://metadata.example.test/'],
    ['a name resolving to IPv4-mapped loopback', 'https://mapped.example.test/'],
    ['another scheme', 'ftp://public.example.test/hook'],
    ['credentials in the URL', 'https://user:pass@public.example.test/hook'],
    ['not a URL', 'not a url'],
  ])('400 URL_NOT_DELIVERABLE: %s', async (_, url) => {
    const { api_key } = await stack.account();
    const res = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: url } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('URL_NOT_DELIVERABLE');
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks).toEqual([]);
  });

  it('a public name, and one that does not resolve yet, are accepted', async () => {
    const { api_key } = await stack.account();
    for (const url of ['https://public.example.test/hook', 'https://not-yet-published.example.test/hook']) {
      expect((await stack.api('POST', HOOKS, { key: api_key, body: { event: 'credits.low', webhook_url: url } })).status).toBe(201);
    }
  });

  it.each([
    ['no body', undefined, 'event'],
    ['event missing', { webhook_url: 'https://public.example.test/' }, 'event: is required'],
    ['webhook_url missing', { event: 'video.completed' }, 'webhook_url: is required'],
    ['event not a string', { event: 7, webhook_url: 'https://public.example.test/' }, 'event'],
    ['URL over 2,000 characters', { event: 'video.completed', webhook_url: `https://public.example.test/${'a'.repeat(1990)}` }, 'webhook_url'],
    ['description over 200 characters', { event: 'video.completed', webhook_url: 'https://public.example.test/', description: 'd'.repeat(201) }, 'description'],
    ['an unknown key', { event: 'video.completed', webhook_url: 'https://public.example.test/', secret: 'mine' }, 'secret: unrecognized key'],
    ['a JSON array', [], ''],
  ])('400 Validation failed with detail: %s', async (_, body, detail) => {
    const { api_key } = await stack.account();
    const res = await stack.api('POST', HOOKS, { key: api_key, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation failed');
    expect(res.body.detail).toEqual(expect.stringContaining(detail));
  });

  it('exactly 2,000 URL characters and 200 description characters are accepted', async () => {
    const { api_key } = await stack.account();
    const base = 'https://public.example.test/';
    const res = await stack.api('POST', HOOKS, {
      key: api_key,
      body: { event: 'video.completed', webhook_url: base + 'a'.repeat(2000 - base.length), description: 'd'.repeat(200) },
    });
    expect(res.status).toBe(201);
  });

  it('409 HOOK_LIMIT at 25 hooks; concurrent creates never pass 25; a delete frees a slot', async () => {
    const { user_id, api_key } = await stack.account();
    const hooks = dynamoHookStore(stack.db);
    // 23 made directly (the HTTP rate limit is 10 a minute), then 5 racing requests for the last 2 slots.
    for (let i = 0; i < 23; i++) {
      await hooks.create(
        { id: seedId(i), user_id, event: 'user.signup', webhook_url: `https://public.example.test/${i}`, description: null, active: true, secret: 'f'.repeat(64), failure_count: 0, last_delivery_at: null, last_status: null, created_at: new Date().toISOString() },
        { rateWindows: [], maxHooks: 25 },
      );
    }
    const racing = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: `https://public.example.test/race-${i}` } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(racing.find((r) => r.status === 409)!.body.code).toBe('HOOK_LIMIT');
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks).toHaveLength(25);

    // A repeat of an existing hook needs no slot: still reused at the limit.
    const repeat = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'user.signup', webhook_url: 'https://public.example.test/0' } });
    expect(repeat.status).toBe(200);
    expect(repeat.body.reused).toBe(true);

    expect((await stack.api('DELETE', `${HOOKS}/${seedId(3)}`, { key: api_key })).status).toBe(200);
    expect((await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.failed', webhook_url: 'https://public.example.test/n' } })).status).toBe(201);
  });

  it('§8: 10 creates a minute per account, then 429 RATE_LIMITED with retryAfter, details.retryAfter and Retry-After; reuses count', async () => {
    const { api_key } = await stack.account();
    const other = await stack.account();
    // 30 s into a minute, so the window cannot roll over during the test.
    stack.clock.fix('2031-05-05T10:20:30.000Z');
    try {
      for (let i = 0; i < 8; i++) {
        const res = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: `https://public.example.test/${i}` } });
        expect(res.status).toBe(201);
      }
      for (let i = 0; i < 2; i++) {
        const reuse = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: 'https://public.example.test/0' } });
        expect(reuse.status).toBe(200);
      }
      const refused = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: 'https://public.example.test/11' } });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30, details: { retryAfter: 30 } });
      expect(refused.headers.get('retry-after')).toBe('30');
      const reuseRefused = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: 'https://public.example.test/0' } });
      expect(reuseRefused.status).toBe(429);
      expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks).toHaveLength(8);
      // Limits are per account.
      expect((await stack.api('POST', HOOKS, { key: other.api_key, body: { event: 'video.completed', webhook_url: 'https://public.example.test/0' } })).status).toBe(201);
    } finally {
      stack.clock.release();
    }
  });
});

describe('§4.7 PATCH /api/webhooks/hooks/{id}', () => {
  it('active: false switches the hook off and true back on; every update resets failure_count', async () => {
    const { user_id, api_key } = await stack.account();
    const { hook } = await newHook(api_key);
    const store = dynamoHookStore(stack.db);
    await store.update(user_id, hook.id, (h) => ({ ...h, failure_count: 7 }));
    const off = await stack.api('PATCH', `${HOOKS}/${hook.id}`, { key: api_key, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ hook: { ...hook, active: false, failure_count: 0 } });

    await store.update(user_id, hook.id, (h) => ({ ...h, failure_count: 4 }));
    const described = await stack.api('PATCH', `${HOOKS}/${hook.id}`, { key: api_key, body: { description: 'billing' } });
    expect(described.body.hook).toMatchObject({ active: false, failure_count: 0, description: 'billing' });

    const on = await stack.api('PATCH', `${HOOKS}/${hook.id}`, { key: api_key, body: { active: true, description: null } });
    expect(on.body.hook).toMatchObject({ active: true, description: null });
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks).toEqual([on.body.hook]);
  });

  it('a new webhook_url is checked like at creation: 400 URL_NOT_DELIVERABLE, hook unchanged', async () => {
    const { api_key } = await stack.account();
    const { hook } = await newHook(api_key);
    const res = await stack.api('PATCH', `${HOOKS}/${hook.id}`, { key: api_key, body: { webhook_url: 'https://private.example.test/x' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('URL_NOT_DELIVERABLE');
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks[0].webhook_url).toBe(hook.webhook_url);
  });

  it('a new URL moves the (event, URL) pair: the old URL can be created again, the new one is reused', async () => {
    const { api_key } = await stack.account();
    const { hook } = await newHook(api_key);
    const moved = await stack.api('PATCH', `${HOOKS}/${hook.id}`, { key: api_key, body: { webhook_url: 'https://public.example.test/moved' } });
    expect(moved.body.hook.webhook_url).toBe('https://public.example.test/moved');
    const again = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: 'https://public.example.test/moved' } });
    expect(again.body).toMatchObject({ reused: true, hook: { id: hook.id } });
    expect((await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.completed', webhook_url: hook.webhook_url } })).status).toBe(201);
  });

  it('a URL another hook of the account already uses for the same event → 400 Validation failed', async () => {
    const { api_key } = await stack.account();
    const a = await newHook(api_key);
    const b = await newHook(api_key);
    const res = await stack.api('PATCH', `${HOOKS}/${b.hook.id}`, { key: api_key, body: { webhook_url: a.hook.webhook_url } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Validation failed', detail: expect.stringContaining('webhook_url') });
  });

  it.each([
    ['an empty body', {}],
    ['active as a string', { active: 'true' }],
    ['an unknown key', { activ: false }],
    ['event (cannot change)', { event: 'video.failed' }],
    ['description over 200 characters', { description: 'd'.repeat(201) }],
  ])('400 Validation failed: %s', async (_, body) => {
    const { api_key } = await stack.account();
    const { hook } = await newHook(api_key);
    const res = await stack.api('PATCH', `${HOOKS}/${hook.id}`, { key: api_key, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation failed');
    expect(typeof res.body.detail).toBe('string');
  });

  it("404 Hook not found for an unknown id and for another account's hook, which stays unchanged", async () => {
    const owner = await stack.account();
    const intruder = await stack.account();
    const { hook } = await newHook(owner.api_key);
    for (const id of [hook.id, 'no-such-hook']) {
      const res = await stack.api('PATCH', `${HOOKS}/${id}`, { key: intruder.api_key, body: { active: false, webhook_url: 'https://public.example.test/' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Hook not found' });
    }
    expect((await stack.api('GET', HOOKS, { key: owner.api_key })).body.hooks).toEqual([hook]);
  });
});

/** A seeded hook's id: a UUID, as the service makes them. */
const seedId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('§4.8 DELETE /api/webhooks/hooks/{id}', () => {
  it('200 {deleted: true}; the hook is gone, a second delete is 404', async () => {
    const { api_key } = await stack.account();
    const { hook } = await newHook(api_key);
    const res = await stack.api('DELETE', `${HOOKS}/${hook.id}`, { key: api_key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks).toEqual([]);
    expect((await stack.api('DELETE', `${HOOKS}/${hook.id}`, { key: api_key })).body).toEqual({ error: 'Hook not found' });
  });

  it("another account's hook → 404 Hook not found, and it survives", async () => {
    const owner = await stack.account();
    const intruder = await stack.account();
    const { hook } = await newHook(owner.api_key);
    const res = await stack.api('DELETE', `${HOOKS}/${hook.id}`, { key: intruder.api_key });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Hook not found' });
    expect((await stack.api('GET', HOOKS, { key: owner.api_key })).body.hooks).toHaveLength(1);
  });
});

describe('§4.9 POST /api/webhooks/hooks/{id}/test', () => {
  it('sends one signed ping: {delivered: true, status: 200}; the receiver verifies it independently', async () => {
    const { api_key } = await stack.account();
    const { hook, secret } = await newHook(api_key);
    const before = receiver.received.length;
    const res = await stack.api('POST', `${HOOKS}/${hook.id}/test`, { key: api_key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ delivered: true, status: 200 });
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const ping = got[0]!;
    expect(independentlyVerified(ping, secret)).toBe(true);
    expect(ping.headers['x-service-event']).toBe('ping');
    expect(ping.headers['x-service-delivery-id']).toMatch(/^dlv_/);
    const body = JSON.parse(ping.rawBody.toString('utf8'));
    expect(body).toMatchObject({ event: 'ping', id: expect.stringMatching(/^evt_/), data: { hook_id: hook.id } });
    // A diagnostic: the hook's delivery state is untouched.
    expect((await stack.api('GET', HOOKS, { key: api_key })).body.hooks[0]).toMatchObject({ last_delivery_at: null, last_status: null, failure_count: 0 });
  });

  it('an endpoint answering 500 → {delivered: false, status: 500, error}', async () => {
    const { api_key } = await stack.account();
    const { hook } = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.failed', webhook_url: receiver.url('/broken') } }).then((r) => r.body);
    const res = await stack.api('POST', `${HOOKS}/${hook.id}/test`, { key: api_key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ delivered: false, status: 500, error: expect.any(String) });
  });

  it('an unreachable endpoint → {delivered: false, status: 0, error}', async () => {
    const { api_key } = await stack.account();
    const port = await closedPort();
    const created = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.failed', webhook_url: `http://127.0.0.1:${port}/gone` } });
    const res = await stack.api('POST', `${HOOKS}/${created.body.hook.id}/test`, { key: api_key });
    expect(res.body).toMatchObject({ delivered: false, status: 0, error: expect.any(String) });
  });

  it('a stored URL whose name now resolves to a private address → 400 URL_NOT_DELIVERABLE, nothing sent', async () => {
    const { api_key } = await stack.account();
    dns.set('moves-private.example.test', ['93.184.216.34']);
    const created = await stack.api('POST', HOOKS, { key: api_key, body: { event: 'video.failed', webhook_url: 'https://moves-private.example.test/hook' } });
    expect(created.status).toBe(201);
    dns.set('moves-private.example.test', ['10.9.8.7']);
    const res = await stack.api('POST', `${HOOKS}/${created.body.hook.id}/test`, { key: api_key });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('URL_NOT_DELIVERABLE');
  });

  it("404 Hook not found for another account's hook; nothing is sent", async () => {
    const owner = await stack.account();
    const intruder = await stack.account();
    const { hook } = await newHook(owner.api_key);
    const before = receiver.received.length;
    const res = await stack.api('POST', `${HOOKS}/${hook.id}/test`, { key: intruder.api_key });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Hook not found' });
    expect(receiver.received.length).toBe(before);
  });
});

describe('issue 25: a hook id that could never be one (2 KB) is simply not found, on every hook route', () => {
  it.each([
    ['PATCH', '', { active: true }],
    ['DELETE', '', undefined],
    ['POST', '/test', undefined],
    ['GET', '/deliveries', undefined],
  ] as const)('%s /api/webhooks/hooks/{2 KB id}%s → 404 Hook not found (the table is never asked: its key size is 1 KB)', async (method, suffix, body) => {
    const { api_key } = await stack.account();
    const res = await stack.api(method, `${HOOKS}/${'h'.repeat(2_048)}${suffix}`, { key: api_key, ...(body ? { body } : {}) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Hook not found' });
  });
});
