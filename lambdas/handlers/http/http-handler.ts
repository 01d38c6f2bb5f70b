import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger } from '../../shared/logger';
import type { HttpContext, HttpEvent, HttpRequest, HttpResponse, HttpResult } from './http-types';
import { authenticate } from './middleware/authenticate';
import { lowerCaseHeaders } from './middleware/headers';
import { jsonBody } from './middleware/json-body';
import { jsonErrors } from './middleware/json-errors';
import { jsonResponse, textResponse } from './middleware/json-response';

export interface RouteOptions {
  /** Every spec endpoint authenticates; only the unknown-path fallback does not. */
  auth?: boolean;
}

/**
 * Wraps a route's function in the one middleware chain every endpoint shares:
 * structured logging, JSON errors, authentication, JSON body parsing.
 */
export function httpHandler(fn: (req: HttpRequest) => Promise<HttpResult>, { auth = true }: RouteOptions = {}) {
  const chain = middy<HttpEvent, HttpResponse, Error, HttpContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(jsonErrors());
  if (auth) chain.use(authenticate());
  return chain.use(jsonBody()).handler(async (event, context) => {
    const result = await fn({
      event,
      headers: lowerCaseHeaders(event),
      params: (event.pathParameters ?? {}) as Record<string, string>,
      body: context.body,
      account: context.account!,
      requestId: context.awsRequestId,
    });
    return result.contentType === undefined
      ? jsonResponse(result.status, result.body, result.headers)
      : textResponse(result.status, result.contentType, String(result.body), result.headers);
  });
}
