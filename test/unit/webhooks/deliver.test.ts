import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, USER_AGENT } from '../../../lambdas/adapters/outbound/deliver';
import { testHookView } from '../../../lambdas/core/webhooks/test-hook';
import { createOutboundGuard } from '../../../lambdas/adapters/outbound/outbound-guard';
import { closedPort, startReceiver } from '../outbound/local-receiver';
import type { LocalReceiver, ReceivedRequest } from '../outbound/local-receiver';

const secret = 'ab'.repeat(32);
const body = JSON.stringify({ id: 'evt_1', event: 'video.completed', created_at: '2026-01-01T00:00:00.000Z', data: { job_id: 'j1' } });
const guard = createOutboundGuard({ allowPrivateHosts: ['127.0.0.1'] });
const strictGuard = createOutboundGuard();

/** A receiver's own check, written from §6 rule 3 only. */
function independentlyVerified(req: ReceivedRequest): boolean {
  const timestamp = String(req.headers['x-service-timestamp']);
  const expected = Buffer.from('sha256=' + createHmac('sha256', secret).update(`${timestamp}.`).update(req.rawBody).digest('hex'));
  const given = Buffer.from(String(req.headers['x-service-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let receiver: LocalReceiver;
beforeAll(async () => {
  receiver = await startReceiver((req, res) => {
    switch (req.path) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        return;
      case '/error':
        res.writeHead(500).end('receiver broke');
        return;
      case '/redirect':
        res.writeHead(302, { location: '/ok' }).end();
        return;
      case '/slow':
        setTimeout(() => res.writeHead(200).end('too late'), 2_000);
        return;
      case '/big':
        res.writeHead(200).end('x'.repeat(100_000));
        return;
      default:
        res.writeHead(404).end();
    }
  });
});
afterAll(() => receiver.close());

const attempt = (path: string, extra: Partial<Parameters<typeof deliverWebhook>[0]> = {}) =>
  deliverWebhook({ url: receiver.url(path), secret, event: 'video.completed', body, deliveryId: 'dlv_fixed', ...extra }, guard);

describe('webhook delivery attempt', () => {
  it('§6 rule 3: a 2xx is delivered, signed over the exact raw body, with timestamp, delivery id and event headers', async () => {
    const result = await attempt('/ok', { timestampSec: 1767225600 });
    expect(result).toMatchObject({ ok: true, status: 200, responseSnippet: '{"received":true}' });
    expect(result.error).toBeUndefined();
    const req = receiver.received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.rawBody.toString('utf8')).toBe(body);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe(USER_AGENT);
    expect(req.headers['x-service-timestamp']).toBe('1767225600');
    expect(req.headers['x-service-delivery-id']).toBe('dlv_fixed');
    expect(req.headers['x-service-event']).toBe('video.completed');
    expect(independentlyVerified(req)).toBe(true);
    expect(independentlyVerified({ ...req, rawBody: Buffer.from(body.replace('j1', 'j2')) })).toBe(false);
  });

  it('the delivery id stays the same across attempts while each attempt is signed for its own timestamp', async () => {
    await attempt('/error', { timestampSec: 1767225600 });
    await attempt('/error', { timestampSec: 1767225630 });
    const [first, second] = receiver.received.slice(-2);
    expect(first!.headers['x-service-delivery-id']).toBe(second!.headers['x-service-delivery-id']);
    expect(first!.headers['x-service-signature']).not.toBe(second!.headers['x-service-signature']);
    expect([first, second].every((req) => independentlyVerified(req!))).toBe(true);
  });

  it('a 500 is a failed attempt that reports the status and the start of the response', async () => {
    expect(await attempt('/error')).toMatchObject({ ok: false, status: 500, error: 'HTTP 500', responseSnippet: 'receiver broke' });
  });

  it('a 3xx is a failed attempt and the redirect is not followed', async () => {
    const before = receiver.received.length;
    expect(await attempt('/redirect')).toMatchObject({ ok: false, status: 302, error: 'redirect 302 not followed' });
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/redirect']);
  });

  it('keeps only the first 1 KB of a large response', async () => {
    const result = await attempt('/big');
    expect(result.ok).toBe(true);
    expect(result.responseSnippet).toBe('x'.repeat(1024));
  });

  it('§4.9: an unreachable endpoint gives status 0 and says why', async () => {
    const port = await closedPort();
    const result = await deliverWebhook(
      { url: `http://127.0.0.1:${port}/hook`, secret, event: 'ping', body, deliveryId: 'dlv_x' },
      guard,
    );
    expect(result).toMatchObject({ ok: false, status: 0, responseSnippet: '' });
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it('§6 rule 4: a receiver slower than the attempt timeout is a failed attempt with status 0', async () => {
    const result = await attempt('/slow', { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: 0, error: 'timed out after 300 ms' });
  });

  it('a private URL is refused at delivery time without contacting it', async () => {
    const before = receiver.received.length;
    const result = await deliverWebhook({ url: receiver.url('/ok'), secret, event: 'ping', body, deliveryId: 'dlv_y' }, strictGuard);
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.error).toMatch(/^refused: .*loopback/);
    expect(receiver.received.length).toBe(before);
  });

  it('a hostname that resolves to a private address is refused at connect time', async () => {
    const rebinding = createOutboundGuard({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const before = receiver.received.length;
    const result = await deliverWebhook(
      { url: `http://hooks.example.com:${receiver.port}/ok`, secret, event: 'ping', body, deliveryId: 'dlv_z' },
      rebinding,
    );
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.error).toMatch(/hooks\.example\.com resolves to 127\.0\.0\.1, which is not public/);
    expect(receiver.received.length).toBe(before);
  });
});

describe('§4.9: test delivery answer', () => {
  it('reports delivered, the status, and the error only when there is one', () => {
    expect(testHookView({ ok: true, status: 204, durationMs: 5, responseSnippet: '' })).toEqual({ delivered: true, status: 204 });
    expect(testHookView({ ok: false, status: 0, error: 'timed out after 10000 ms', durationMs: 10_000, responseSnippet: '' })).toEqual({
      delivered: false,
      status: 0,
      error: 'timed out after 10000 ms',
    });
  });
});
