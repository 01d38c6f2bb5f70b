import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const stack = useLocalStack();

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: any;
}

/** Sends a request exactly as given: node:http keeps the path and every header line untouched. */
function send(method: string, path: string, headers: Record<string, string | string[]> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, contentType: res.headers['content-type'], body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes on a socket (what node:http refuses to send) and reads the answer until the server closes. */
function sendRaw(bytes: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const contentType = /^content-type: (.*)$/im.exec(head)?.[1];
      try {
        resolve({ status, contentType, body: JSON.parse(body) });
      } catch {
        reject(new Error(`not a JSON answer: ${JSON.stringify(text.slice(0, 300))}`));
      }
    });
  });
}

describe('§7 every response is JSON: requests the HTTP layer refuses (issue 14)', () => {
  it.each([
    ['GET', '/v1/job/%E0%A4%A'],
    ['PATCH', '/api/webhooks/hooks/%E0%A4%A'],
    ['DELETE', '/api/webhooks/hooks/%ZZ'],
    ['POST', '/api/webhooks/hooks/%/test'],
    ['GET', '/blobs/videos/%E0%A4%A.mp4?expires=1&signature=00'],
  ])('%s %s (malformed percent-encoding) → 400 Validation failed in JSON, as API Gateway refuses it', async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: 'Validation failed', detail: 'path: is not a valid percent-encoded path' });
  });

  it('a path of two slashes is a path, not a host: 404 NOT_FOUND in JSON', async () => {
    expect(await send('GET', '//')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await send('GET', '//v1/me')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('an Authorization header over 16 KiB → 431 in JSON', async () => {
    const res = await sendRaw(`GET /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer emp_${'a'.repeat(17 * 1024)}\r\n\r\n`);
    expect(res).toEqual({ status: 431, contentType: 'application/json; charset=utf-8', body: { error: 'Request headers too large', code: 'HEADERS_TOO_LARGE' } });
  });

  it.each([
    ['a NUL', 'Bearer emp_a\0b'],
    ['a bare CR', 'Bearer emp_a\rb'],
  ])('%s in a header → 400 in JSON', async (_, value) => {
    const res = await sendRaw(`GET /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: ${value}\r\n\r\n`);
    expect(res).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'Validation failed', detail: 'request: is not well-formed HTTP' },
    });
  });
});

describe('repeated headers reach the handler as API Gateway passes them (issue 14)', () => {
  it('issue 25: two Authorization headers are 401 NO_API_KEY in either order, even with keys of two accounts (neither is taken)', async () => {
    const first = await stack.account();
    const second = await stack.account();
    for (const lines of [
      ['Bearer emp_unknown', `Bearer ${first.api_key}`],
      [`Bearer ${first.api_key}`, 'Bearer emp_unknown'],
      [`Bearer ${first.api_key}`, `Bearer ${second.api_key}`],
      [`Bearer ${second.api_key}`, `Bearer ${first.api_key}`],
    ]) {
      const res = await send('GET', '/v1/me', { authorization: lines });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized', code: 'NO_API_KEY' });
    }
    expect((await send('GET', '/v1/me', { authorization: `Bearer ${first.api_key}` })).status).toBe(200);
  });
});
