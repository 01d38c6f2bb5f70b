import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { AccountReader } from '../../core/account/account-store';
import type { RateLimitTable } from '../../core/limits/rate-limits';
import type { Clock } from '../../core/ports/clock';
import type { RoutePorts } from '../../route-facts';
import { logger, withLogKeys } from '../../shared/logger';
import type { HttpContext, HttpEvent, HttpResponse, HttpResult } from './http-types';
import type { HttpRequest } from './http-types';
import { authenticate } from './middleware/authenticate';
import { lowerCaseHeaders } from './middleware/headers';
import { jsonBody } from './middleware/json-body';
import { jsonErrors } from './middleware/json-errors';
import { jsonResponse, textResponse } from './middleware/json-response';
import { rateLimitHeadersOf } from './middleware/rate-limit';
import { logRequest, requestIdOf, REQUEST_ID_HEADER } from './middleware/request-id';

/** What every authenticated route reads: the key's account, and what its RateLimit headers report (by its route's limits). */
export interface AuthPorts extends RoutePorts {
  accounts: AccountReader;
  clock: Clock;
  rateLimits: RateLimitTable;
}

export type HttpHandler = (event: HttpEvent, context: HttpContext) => Promise<HttpResponse>;
type RouteFunction = (req: HttpRequest) => Promise<HttpResult>;

/**
 * Wraps a route's function in the one middleware chain every endpoint shares:
 * structured logging, JSON errors, authentication (unless `public`), JSON body parsing.
 * Around it, for every answer, errors included: the request's id (header and logs), its log
 * line, and for an authenticated account the RateLimit headers. Ports are read per request,
 * never while the handler is built.
 */
function chain(auth: AuthPorts | 'public', fn: RouteFunction): HttpHandler {
  const handler = middy<HttpEvent, HttpResponse, Error, HttpContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(jsonErrors());
  if (auth !== 'public') handler.use(authenticate(auth));
  const run = handler.use(jsonBody()).handler(async (event, context) => {
    const result = await fn({
      event,
      headers: lowerCaseHeaders(event),
      params: (event.pathParameters ?? {}) as Record<string, string>,
      body: context.body,
      account: context.account!,
      requestId: requestIdOf(event),
    });
    return result.contentType === undefined
      ? jsonResponse(result.status, result.body, result.headers)
      : textResponse(result.status, result.contentType, String(result.body), result.headers);
  }) as HttpHandler;

  return (event, context) => {
    const requestId = requestIdOf(event);
    const started = performance.now();
    return withLogKeys({ requestId }, async () => {
      const response = await run(event, context);
      const limits = auth !== 'public' && context.account ? await rateLimitHeadersOf(auth, context.account, event) : {};
      logRequest(event, response.statusCode, started);
      return {
        ...response,
        headers: { ...response.headers, ...limits, [REQUEST_ID_HEADER]: requestId },
        // HEAD answers as GET would, errors included, without the body.
        ...(event.httpMethod === 'HEAD' ? { body: '' } : {}),
      };
    });
  };
}

/** A spec endpoint: every one authenticates with the caller's key (spec §5). */
export const authenticatedRoute = (ports: AuthPorts, fn: RouteFunction): HttpHandler => chain(ports, fn);

/** A path answered without a key: unknown paths, and nothing that reads an account. */
export const publicRoute = (fn: RouteFunction): HttpHandler => chain('public', fn);
