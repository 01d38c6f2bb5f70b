import { createServer, type IncomingHttpHeaders } from 'node:http';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A provider's HTTP API replayed from recorded fixtures: each request is recorded, and answered by
 * `reply` (set per test). The real clients (AWS SDK, fetch) talk to it, so a test covers both the
 * request the adapter sends and how the client parses the provider's documented answer.
 */
export function useReplayServer() {
  const requests: RecordedRequest[] = [];
  let reply: (request: RecordedRequest) => Reply = () => ({ status: 500, body: { message: 'no reply set' } });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(request);
    const { status, body, headers = {} } = reply(request);
    const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    res.writeHead(status, { 'content-type': Buffer.isBuffer(body) ? 'video/mp4' : 'application/json', ...headers }).end(data);
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    requests,
    get url() {
      return url;
    },
    /** Clients of AWS services pointed at the replay server (HTTP/1.1: Bedrock's client defaults to HTTP/2). */
    get aws() {
      return { endpoint: url, region: 'us-west-2', credentials: { accessKeyId: 'test', secretAccessKey: 'test' }, requestHandler: new NodeHttpHandler() };
    },
    answer(next: (request: RecordedRequest) => Reply) {
      requests.length = 0;
      reply = next;
    },
  };
}
