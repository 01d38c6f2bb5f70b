import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { apiError, ApiError, errorBody, validationFailed } from '../core/errors';
import type { HttpMethod } from '../core/error-body';
import { methodsOf, pathMatcher } from '../route-facts';
import { ROUTES, type RouteName } from '../routes';
import { lambdaContext, requestTarget, toApiGatewayEvent, type ExtraRoute } from '../adapters/aws/api-gateway-event';
import { logRequest, REQUEST_ID_HEADER } from '../handlers/http/middleware/request-id';
import { withLogKeys } from '../shared/logger';

export type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** API Gateway's own payload limit; larger bodies never reach a function there either. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };


/** A request whose path cannot be read is refused as API Gateway refuses it, before any function runs. */
const unreadablePath = () => validationFailed([{ path: 'path', message: 'is not a valid percent-encoded path' }]);

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, result: APIGatewayProxyResult): void {
  res.writeHead(result.statusCode, result.headers as Record<string, string>);
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

const sendError = (res: ServerResponse, err: ApiError) =>
  send(res, { statusCode: err.status, headers: JSON_TYPE, body: JSON.stringify(errorBody(err)) });

/** The server's own answer (a refusal before any handler, or the gateway failing), logged as a handler's would be. */
function refuse(req: IncomingMessage, res: ServerResponse, path: string, started: number, answer: () => void): void {
  answer();
  logRequest({ httpMethod: req.method ?? '', path }, res.statusCode, started);
}

/**
 * A request Node's parser refuses (headers over 16 KiB, a NUL or bare CR in a header, a stalled
 * request) never reaches a handler: it is answered here, in the JSON of §7 like every response,
 * with the status Node itself would use (431, 408, else 400), and the connection closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // Nothing can be written to a reset socket, nor once a response on it has started.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const refusal =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? apiError('HEADERS_TOO_LARGE')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? apiError('REQUEST_TIMEOUT')
        : validationFailed([{ path: 'request', message: 'is not well-formed HTTP' }]);
  const body = JSON.stringify(errorBody(refusal));
  const requestId = randomUUID();
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      `content-type: ${JSON_TYPE['content-type']}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
  );
  // Node could not read the request: no method or path to log.
  withLogKeys({ requestId }, () => logRequest({ httpMethod: '-', path: '-' }, refusal.status, performance.now()));
}

/** As API Gateway and load balancers keep idle client connections (60 s and more). */
const KEEP_ALIVE_MS = 65_000;

/**
 * Stops a server now, as a process exit would: close() alone waits for every open connection,
 * and one mid-response when it is called (a download its client stopped reading) stays open until
 * the keep-alive timeout.
 */
export async function stopServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}

/**
 * Serves the route table through the very handlers Lambda runs: each request
 * becomes an API Gateway proxy event and the handler's result becomes the response.
 */
export async function startHttpServer(options: {
  host: string;
  port: number;
  /** Each route's handler, by route name; `fallback` answers what no route claims. */
  routes: Record<RouteName, LambdaHandler>;
  fallback: LambdaHandler;
  extra?: ExtraRoute[];
}): Promise<{ server: Server; url: string }> {
  const table = ROUTES.map((route) => ({ route, match: pathMatcher(route.path), handler: options.routes[route.name] }));
  const { fallback } = options;

  const server = createServer((req, res) => {
    // Every answer carries the request's id, the blob store's and the server's own refusals included;
    // a handler's answer repeats it (it is the event's requestContext.requestId, as in API Gateway).
    const requestId = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    return withLogKeys({ requestId }, () => serve(req, res, requestId));
  });

  async function serve(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const started = performance.now();
    const rawPath = (req.url ?? '/').split('?')[0]!;
    try {
      const target = requestTarget(req.url ?? '/');
      if (!target) {
        refuse(req, res, rawPath, started, () => sendError(res, unreadablePath()));
        return;
      }
      for (const extra of options.extra ?? []) if (await extra(req, res, target)) return;
      const body = await readBody(req);
      if (!body) {
        refuse(req, res, target.path, started, () => sendError(res, apiError('PAYLOAD_TOO_LARGE')));
        return;
      }
      const { path } = target;
      let handler = fallback;
      let resource = '/{proxy+}';
      let params: Record<string, string> | null = { proxy: path.slice(1) };
      for (const entry of table) {
        const found = methodsOf(entry.route).includes(req.method as HttpMethod) ? entry.match(path) : undefined;
        if (found) {
          handler = entry.handler;
          resource = entry.route.path;
          params = Object.keys(found).length ? found : null;
          break;
        }
      }
      const event = toApiGatewayEvent(req, target, body, resource, params, requestId);
      send(res, await handler(event, lambdaContext('local-api', requestId)));
    } catch {
      // The handlers answer every error themselves; this is the gateway failing, as a 502 would be.
      refuse(req, res, rawPath, started, () => send(res, { statusCode: 502, headers: JSON_TYPE, body: JSON.stringify({ error: 'Bad gateway' }) }));
    }
  }

  // A client reuses an idle socket until shortly before the server's keep-alive hint; with the
  // default 5 s a starved process could send on a socket the server had just closed (ECONNRESET).
  // Idle sockets outliving any polling pause remove that race; close() still drops idle ones.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('clientError', answerClientError);
  // A port in use (or refused) rejects here, so the stack that called can stop what it started.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };
  return { server, url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}` };
}
