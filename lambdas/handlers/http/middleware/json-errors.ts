import type { MiddlewareObj } from '@middy/core';
import { ApiError, errorBody, internalError } from '../../../core/errors';
import { logger } from '../../../shared/logger';
import type { HttpEvent, HttpResponse } from '../http-types';
import { jsonResponse } from './json-response';

/** The one place where an error becomes a response: spec §7 shape, no stacks or internals. */
export function jsonErrors(): MiddlewareObj<HttpEvent, HttpResponse> {
  return {
    onError: async (request) => {
      const err = request.error;
      const apiErr = err instanceof ApiError ? err : internalError();
      if (apiErr.status >= 500) logger.error('request failed', { status: apiErr.status, code: apiErr.code, err: err as Error });
      const retryAfter = apiErr.extra.retryAfter;
      request.response = jsonResponse(
        apiErr.status,
        errorBody(apiErr),
        typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {},
      );
    },
  };
}
