import type { HttpResponse } from '../http-types';

/** Every API response, errors included, is JSON (spec §1). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** The reference page and its script: the only answers that are not JSON. */
export function textResponse(status: number, contentType: string, body: string, headers: Record<string, string> = {}): HttpResponse {
  return { statusCode: status, headers: { 'content-type': `${contentType}; charset=utf-8`, ...headers }, body };
}
