/**
 * The render engine's asset fetcher (`AssetFetcher`): http(s) through the
 * outbound guard, and data: URIs decoded locally. Both stop at `maxBytes`.
 * Unlike webhooks, redirects are followed (image hosts use them a lot), at
 * most MAX_REDIRECTS times, each hop judged again by the same policy and guard.
 */
import type { IncomingMessage } from 'node:http';
import { InputProblem } from '../../core/errors';
import { decodeDataUri, tooLarge } from '../../render/data-uri';
import { checkOutboundUrl } from '../../core/outbound/url-policy';
import { OutboundRefusedError } from './address-vetting';
import { describeOutboundError } from './outbound-error';
import { guardedRequest } from './guarded-agent';
import type { OutboundGuard } from './outbound-guard';
import type { AssetFetcher, FetchLimits } from '../../render/ports';

export const MAX_REDIRECTS = 5;

/** Drops a body we will not use: the socket is closed instead of reading on. */
function discard(response: IncomingMessage): void {
  response.destroy();
}

async function readAtMost(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    // Leaving the loop destroys the stream: the rest is never downloaded.
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchHttp(start: string, { maxBytes, timeoutMs }: FetchLimits, guard: OutboundGuard): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = start;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const verdict = checkOutboundUrl(current, guard.allowPrivateHosts);
      if (!verdict.ok) throw new OutboundRefusedError(`refused ${current}: ${verdict.reason}`);
      const response = await guardedRequest(verdict.url, { method: 'GET', signal }, guard.agents);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status <= 399 && typeof location === 'string') {
        discard(response);
        current = new URL(location, verdict.url).href;
        continue;
      }
      if (status < 200 || status > 299) {
        discard(response);
        throw new Error(`HTTP ${status}`);
      }
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        discard(response);
        throw tooLarge(maxBytes);
      }
      return await readAtMost(response, maxBytes);
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects`);
  } catch (err) {
    const message = `could not fetch asset ${start}: ${describeOutboundError(err, signal, timeoutMs)}`;
    throw err instanceof OutboundRefusedError ? new OutboundRefusedError(message) : new InputProblem(message, { cause: err });
  }
}

export function createAssetFetcher(guard: OutboundGuard): AssetFetcher {
  return {
    fetch: (url, options) =>
      url.trim().toLowerCase().startsWith('data:')
        ? Promise.resolve().then(() => decodeDataUri(url.trim(), options.maxBytes))
        : fetchHttp(url, options, guard),
  };
}

