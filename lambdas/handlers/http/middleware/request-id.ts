import { randomUUID } from 'node:crypto';
import { logger } from '../../../shared/logger';
import type { HttpEvent } from '../http-types';

/** On every response, errors included; the same id is on every log line of the request. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * API Gateway's id of the request: the one its access log and its own error responses
 * (`$context.requestId`) carry too. The local server makes one per request the same way.
 */
export function requestIdOf(event: HttpEvent): string {
  return event.requestContext?.requestId || randomUUID();
}

/** One line per request: never the query, the headers or the body (they can carry keys and secrets). */
export function logRequest(event: Pick<HttpEvent, 'httpMethod' | 'path'>, status: number, startedAt: number): void {
  logger.info('request', { method: event.httpMethod, path: event.path, status, ms: Math.round(performance.now() - startedAt) });
}
