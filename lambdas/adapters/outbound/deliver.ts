/**
 * One webhook delivery attempt: a signed JSON POST through the outbound guard.
 * Never throws; every outcome is a `DeliveryResult` for the attempt log.
 * Redirects are never followed (a 3xx is a failed attempt): following one
 * would let a public URL bounce us into a private network.
 */
import type { DeliveryEvent } from '../../core/webhooks/events';
import { ATTEMPT_TIMEOUT_MS, isSuccessStatus } from '../../core/webhooks/retry-policy';
import { signatureHeaders } from '../../core/webhooks/signing';
import { checkOutboundUrl } from '../../core/outbound/url-policy';
import { describeOutboundError } from './outbound-error';
import { guardedRequest } from './guarded-agent';
import type { OutboundGuard } from './outbound-guard';

export const USER_AGENT = 'VideoRenderingService-Webhooks/1.0';
/** Enough of the receiver's answer to debug it, small enough to store per attempt. */
export const RESPONSE_SNIPPET_BYTES = 1024;

export interface DeliveryRequest {
  url: string;
  /** The hook's 64-character secret, used as is. */
  secret: string;
  event: DeliveryEvent;
  /** The serialized envelope, sent and signed byte for byte. */
  body: string;
  /** Same on every attempt of this delivery. */
  deliveryId: string;
  /** Unix seconds of this attempt; defaults to now. */
  timestampSec?: number;
  timeoutMs?: number;
}

export interface DeliveryResult {
  /** The receiver answered 2xx within the timeout. */
  ok: boolean;
  /** The receiver's HTTP status, or 0 when there was no answer (refused, unreachable, timed out). */
  status: number;
  error?: string;
  durationMs: number;
  /** The first RESPONSE_SNIPPET_BYTES of the response body, as UTF-8 ('' when none). */
  responseSnippet: string;
}

async function readSnippet(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the stream, so a huge body is never read.
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_SNIPPET_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString('utf8');
}

export async function deliverWebhook(req: DeliveryRequest, guard: OutboundGuard): Promise<DeliveryResult> {
  const started = performance.now();
  const timeoutMs = req.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const durationMs = () => Math.round(performance.now() - started);

  const verdict = checkOutboundUrl(req.url, guard.allowPrivateHosts);
  if (!verdict.ok) return { ok: false, status: 0, error: `refused: ${verdict.reason}`, durationMs: durationMs(), responseSnippet: '' };

  const timestampSec = req.timestampSec ?? Math.floor(Date.now() / 1000);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await guardedRequest(verdict.url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...signatureHeaders({ secret: req.secret, deliveryId: req.deliveryId, event: req.event, timestampSec, body: req.body }),
      },
      body: req.body,
    }, guard.agents);
    const status = response.statusCode ?? 0;
    // The status decides the attempt; a body still trickling in when time runs out does not undo it.
    const responseSnippet = await readSnippet(response).catch(() => '');
    const ok = isSuccessStatus(status);
    const error = ok ? undefined : status >= 300 && status <= 399 ? `redirect ${status} not followed` : `HTTP ${status}`;
    return { ok, status, ...(error ? { error } : {}), durationMs: durationMs(), responseSnippet };
  } catch (err) {
    return { ok: false, status: 0, error: describeOutboundError(err, signal, timeoutMs), durationMs: durationMs(), responseSnippet: '' };
  }
}
