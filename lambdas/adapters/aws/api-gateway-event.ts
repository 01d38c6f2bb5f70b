import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

/** The path (still percent-encoded) and the query of a request, as API Gateway reads them. */
export interface RequestTarget {
  path: string;
  query: URLSearchParams;
}

/**
 * The target of an origin-form request (`/v1/job/x?y=1`), or undefined when there is none to
 * route: another form (`*`, an absolute URL) or a path that is not valid percent-encoding, such
 * as `/v1/job/%E0%A4%A`. Read as sent: `//v1/me` is the path `//v1/me`, never the host `v1`.
 */
/** A non-API path the local server also answers (the blob store), given the request's parsed target. */
export type ExtraRoute = (req: IncomingMessage, res: ServerResponse, target: RequestTarget) => Promise<boolean>;

export function requestTarget(url: string): RequestTarget | undefined {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!path.startsWith('/')) return undefined;
  try {
    decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return { path, query: new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1)) };
}

/** Turns a local HTTP request into the REST API (v1) proxy event that API Gateway would send. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  target: RequestTarget,
  body: Buffer,
  resource: string,
  pathParameters: Record<string, string> | null,
  requestId: string = randomUUID(),
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  // Every line of a repeated header (req.headers keeps only the first Authorization); like
  // API Gateway's REST proxy, `headers` holds the last value and `multiValueHeaders` all of them.
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (!values?.length) continue;
    headers[name] = values[values.length - 1]!;
    multiValueHeaders[name] = values;
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of target.query) {
    query[name] = value;
    (multiQuery[name] ??= []).push(value);
  }
  return {
    resource,
    path: target.path,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: target.query.size ? query : null,
    multiValueQueryStringParameters: target.query.size ? multiQuery : null,
    pathParameters,
    stageVariables: null,
    body: body.length ? body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: req.method ?? 'GET',
      identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? null } as APIGatewayProxyEvent['requestContext']['identity'],
      path: target.path,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: resource,
    },
  };
}

export function lambdaContext(functionName: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
