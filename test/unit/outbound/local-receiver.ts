/** A real HTTP server on 127.0.0.1 that records what it receives, for outbound tests. */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

export interface LocalReceiver {
  port: number;
  url(path?: string): string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export type ReceiverHandler = (req: ReceivedRequest, res: ServerResponse) => void;

export async function startReceiver(handler: ReceiverHandler): Promise<LocalReceiver> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody: Buffer.concat(chunks) };
      received.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const receiver = await startReceiver((_req, res) => res.end());
  await receiver.close();
  return receiver.port;
}

/** One request a receiver answered: which delivery, when, and the status it gave. */
export interface Answer {
  deliveryId: string;
  at: number;
  status: number;
}

export type FailFirstAttemptReceiver = LocalReceiver & { answered: Answer[] };

/** A receiver that answers 500 to a delivery's first attempt and 200 to its retries, recording each answer in `answered`. */
export async function failFirstAttemptReceiver(deliveryIdHeader: string): Promise<FailFirstAttemptReceiver> {
  const answered: Answer[] = [];
  const receiver = await startReceiver((req, res) => {
    const deliveryId = String(req.headers[deliveryIdHeader.toLowerCase()]);
    const status = answered.some((a) => a.deliveryId === deliveryId) ? 200 : 500;
    answered.push({ deliveryId, at: Date.now(), status });
    res.writeHead(status).end('{}');
  });
  return Object.assign(receiver, { answered });
}
