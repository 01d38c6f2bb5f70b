import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { apiError, errorBody } from '../../core/errors';
import { ROUTES, pathMatcher, type RouteName } from '../../routes';
import { lambdaContext, toApiGatewayEvent } from './api-gateway-event';

export type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** API Gateway's own payload limit; larger bodies never reach a function there either. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** A non-API path the local server also answers (the blob store). */
export type ExtraRoute = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

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

  const server = createServer(async (req, res) => {
    try {
      for (const extra of options.extra ?? []) if (await extra(req, res)) return;
      const body = await readBody(req);
      if (!body) {
        send(res, { statusCode: 413, headers: JSON_TYPE, body: JSON.stringify(errorBody(apiError('PAYLOAD_TOO_LARGE'))) });
        return;
      }
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      let handler = fallback;
      let resource = '/{proxy+}';
      let params: Record<string, string> | null = { proxy: path.slice(1) };
      for (const entry of table) {
        const found = entry.route.method === req.method ? entry.match(path) : undefined;
        if (found) {
          handler = entry.handler;
          resource = entry.route.path;
          params = Object.keys(found).length ? found : null;
          break;
        }
      }
      const event = toApiGatewayEvent(req, body, resource, params);
      send(res, await handler(event, lambdaContext('local-api', event.requestContext.requestId)));
    } catch {
      // The handlers answer every error themselves; this is the gateway failing, as a 502 would be.
      send(res, { statusCode: 502, headers: JSON_TYPE, body: JSON.stringify({ error: 'Bad gateway' }) });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}` };
}
