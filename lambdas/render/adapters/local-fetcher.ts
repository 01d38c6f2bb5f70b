/**
 * Asset fetcher for local use and tests: data: URIs, local file paths (and file: URLs), and
 * plain http(s). It has NO private-address guard: production wires the SSRF-guarded fetcher
 * from lambdas/adapters/outbound instead.
 */
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { InputProblem } from '../../core/errors';
import { decodeDataUri } from '../data-uri';
import type { AssetFetcher, FetchLimits } from '../ports';

export class FetchLimitError extends InputProblem {}

async function readLocal(path: string, maxBytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > maxBytes) throw new FetchLimitError(`${path} is over ${maxBytes} bytes`);
    return await file.readFile();
  } finally {
    await file.close();
  }
}

async function fetchHttp(url: string, { maxBytes, timeoutMs }: FetchLimits): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok || !response.body) throw new InputProblem(`GET ${url} answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new FetchLimitError(`${url} is over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function localAssetFetcher(): AssetFetcher {
  return {
    async fetch(url, limits) {
      if (url.startsWith('data:')) return decodeDataUri(url, limits.maxBytes);
      if (url.startsWith('http://') || url.startsWith('https://')) return fetchHttp(url, limits);
      return readLocal(url.startsWith('file:') ? fileURLToPath(url) : url, limits.maxBytes);
    },
  };
}
