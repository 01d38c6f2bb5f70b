import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../lambdas/core/limits/rate-limits';
import { controlledClock, recordingWorkflow } from '../support/controlled';
import { captureLogLines } from '../support/log-lines';
import { useLocalStack, type ApiResponse } from '../support/local-stack';

// The logger takes its level when it is made, and goes back to it after every request: INFO before any import.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

// 10:20:20 on the controlled clock: 40 s left in the minute, 2,380 s in the hour, 49,180 s in the day.
const clock = controlledClock(new Date('2026-11-23T10:20:20Z'));
const stack = useLocalStack({ ports: { clock, workflow: recordingWorkflow() } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const motion = (prompt: string) => ({ type: 'motion', prompt, duration_sec: 3 });
const plan = { scene_plan: [motion('Spring sale'), motion('20% off all week')] };

/** Every JSON line the service logs while the tests run. */
const lines = captureLogLines();

/** A Structured Field list of items with integer parameters, as the draft defines both fields. */
function sfList(field: string | null): Record<string, Record<string, number>> {
  expect(field).toMatch(/^"[a-z-]+"(;[a-z]+=\d+)+(, "[a-z-]+"(;[a-z]+=\d+)+)*$/);
  return Object.fromEntries(
    field!.split(', ').map((item) => {
      const [name, ...params] = item.split(';');
      return [JSON.parse(name!), Object.fromEntries(params.map((p) => p.split('=')).map(([k, v]) => [k!, Number(v)]))];
    }),
  );
}

const limits = (res: ApiResponse) => ({ policy: sfList(res.headers.get('ratelimit-policy')), now: sfList(res.headers.get('ratelimit')) });

describe('issue 26: RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers) on every authenticated response', () => {
  it('POST /v1/render reports its own limit and the overall render limit, per window; each accepted render takes one from each', async () => {
    const { api_key } = await stack.account();
    const first = await stack.api('POST', '/v1/render', { key: api_key, body: plan });
    expect(first.status).toBe(202);
    const { policy, now } = limits(first);
    expect(policy).toEqual({
      'render-minute': { q: RATE_LIMITS.renderApi.minute, w: 60 },
      'render-hour': { q: RATE_LIMITS.renderApi.hour, w: 3_600 },
      'render-day': { q: RATE_LIMITS.renderApi.day, w: 86_400 },
      'all-renders-minute': { q: RATE_LIMITS.renderAll.minute, w: 60 },
      'all-renders-hour': { q: RATE_LIMITS.renderAll.hour, w: 3_600 },
      'all-renders-day': { q: RATE_LIMITS.renderAll.day, w: 86_400 },
    });
    expect(now).toEqual({
      'render-minute': { r: RATE_LIMITS.renderApi.minute - 1, t: 40 },
      'render-hour': { r: RATE_LIMITS.renderApi.hour - 1, t: 2_380 },
      'render-day': { r: RATE_LIMITS.renderApi.day - 1, t: 49_180 },
      'all-renders-minute': { r: RATE_LIMITS.renderAll.minute - 1, t: 40 },
      'all-renders-hour': { r: RATE_LIMITS.renderAll.hour - 1, t: 2_380 },
      'all-renders-day': { r: RATE_LIMITS.renderAll.day - 1, t: 49_180 },
    });

    // A dry run counts nothing; the next renders take the minute's quota down to 0, then 429.
    const dry = await stack.api('POST', '/v1/render', { key: api_key, body: { ...plan, dry_run: true } });
    expect(limits(dry).now['render-minute']).toEqual({ r: RATE_LIMITS.renderApi.minute - 1, t: 40 });
    for (let i = 2; i <= RATE_LIMITS.renderApi.minute; i++) await stack.api('POST', '/v1/render', { key: api_key, body: plan });
    const refused = await stack.api('POST', '/v1/render', { key: api_key, body: plan });
    expect(refused.status).toBe(429);
    expect(limits(refused).now['render-minute']).toEqual({ r: 0, t: 40 });
    // Retry-After is never earlier than the reset of the window that refused (draft §6).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(limits(refused).now['render-minute']!.t!);
  });

  it('routes with no limit of their own (GET /v1/me, GET /v1/job/{id}, hook reads) report the overall render limit; the renders already started count', async () => {
    const { api_key } = await stack.account();
    const accepted = await stack.api('POST', '/v1/render', { key: api_key, body: plan });
    for (const path of ['/v1/me', `/v1/job/${accepted.body.job_id}`, '/api/webhooks/hooks', '/api/webhooks/events']) {
      const res = await stack.api('GET', path, { key: api_key });
      expect(res.status).toBe(200);
      const { policy, now } = limits(res);
      expect(Object.keys(policy)).toEqual(['all-renders-minute', 'all-renders-hour', 'all-renders-day']);
      expect(now['all-renders-minute']).toEqual({ r: RATE_LIMITS.renderAll.minute - 1, t: 40 });
    }
  });

  it('POST /api/webhooks/hooks reports the hook-create limit; errors of an authenticated account carry the headers too', async () => {
    const { api_key } = await stack.account();
    const created = await stack.api('POST', '/api/webhooks/hooks', { key: api_key, body: { event: 'video.completed', webhook_url: 'https://example.com/a' } });
    expect(created.status).toBe(201);
    expect(limits(created).policy['hook-create-minute']).toEqual({ q: RATE_LIMITS.hookCreate.minute, w: 60 });
    expect(limits(created).now['hook-create-minute']).toEqual({ r: RATE_LIMITS.hookCreate.minute - 1, t: 40 });

    const invalid = await stack.api('POST', '/api/webhooks/hooks', { key: api_key, body: { event: 'nope', webhook_url: 'https://example.com/b' } });
    expect(invalid.status).toBe(400);
    expect(limits(invalid).now['hook-create-minute']).toEqual({ r: RATE_LIMITS.hookCreate.minute - 1, t: 40 });
    const missing = await stack.api('GET', '/v1/job/00000000-0000-4000-8000-000000000000', { key: api_key });
    expect(missing.status).toBe(404);
    expect(Object.keys(limits(missing).now)).toEqual(['all-renders-minute', 'all-renders-hour', 'all-renders-day']);
  });

  it('a request whose key is refused has no account to report, so no RateLimit headers', async () => {
    const res = await stack.api('GET', '/v1/me', { key: 'emp_unknown' });
    expect(res.status).toBe(401);
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});

describe('issue 26: X-Request-Id on every response, and in the logs of that request', () => {
  it('each response has its own id, and the request\'s log line carries it with method, path, status and duration, never the key', async () => {
    const { api_key } = await stack.account();
    const a = await stack.api('GET', '/v1/me', { key: api_key });
    const b = await stack.api('GET', '/v1/me', { key: api_key });
    const id = a.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(b.headers.get('x-request-id')).not.toBe(id);
    const logged = lines.filter((line) => line.requestId === id);
    expect(logged).toEqual([expect.objectContaining({ level: 'INFO', message: 'request', method: 'GET', path: '/v1/me', status: 200, ms: expect.any(Number), userId: expect.any(String) })]);
    expect(JSON.stringify(lines)).not.toContain(api_key);
  });

  it.each([
    ['an unknown path (404)', 'GET', '/v1/nope', 404],
    ['a known path with another method (405)', 'DELETE', '/v1/me', 405],
    ['a missing key (401)', 'GET', '/v1/me', 401],
    ['the reference page', 'GET', '/docs', 200],
    ['the API document', 'GET', '/openapi.json', 200],
  ])('%s', async (_, method, path, status) => {
    const res = await fetch(stack.url + path, { method });
    expect(res.status).toBe(status);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(lines.find((line) => line.requestId === id)).toMatchObject({ message: 'request', method, path, status });
  });

  it('the local server\'s own refusals: an unreadable path, and a request Node cannot parse', async () => {
    const unreadable = await fetch(`${stack.url}/v1/job/%E0%A4%A`);
    expect(unreadable.status).toBe(400);
    const id = unreadable.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(lines.find((line) => line.requestId === id)).toMatchObject({ message: 'request', status: 400 });

    const { port } = new URL(stack.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const refusedId = /\r\nx-request-id: ([0-9a-f-]{36})\r\n/.exec(raw)?.[1];
    expect(refusedId).toMatch(UUID);
    expect(lines.find((line) => line.requestId === refusedId)).toMatchObject({ message: 'request', status: 431 });
  });

  it('requests served at once are each logged under their own id and account', async () => {
    const accounts = await Promise.all([stack.account(), stack.account(), stack.account()]);
    const responses = await Promise.all(accounts.flatMap((a) => [1, 2, 3].map(() => stack.api('GET', '/v1/me', { key: a.api_key }))));
    for (const res of responses) {
      const logged = lines.filter((line) => line.requestId === res.headers.get('x-request-id'));
      expect(logged).toEqual([expect.objectContaining({ message: 'request', status: 200, userId: res.body.user_id })]);
    }
  });
});
