/** Data URIs (RFC 2397) decoded within a byte limit; no HTTP client, so every fetcher can use it. */
import { InputProblem } from '../core/errors';

export function tooLarge(maxBytes: number): Error {
  return new InputProblem(`asset is larger than ${maxBytes} bytes`);
}

export function decodeDataUri(uri: string, maxBytes: number): Buffer {
  const comma = uri.indexOf(',');
  if (!uri.toLowerCase().startsWith('data:') || comma < 0) throw new InputProblem('malformed data: URI');
  const isBase64 = /;base64$/i.test(uri.slice(5, comma).trim());
  const payload = uri.slice(comma + 1);
  // Refuse from the encoded length first, so an oversized URI is never decoded.
  const estimated = isBase64 ? Math.floor((payload.length * 3) / 4) - 2 : 0;
  if (estimated > maxBytes) throw tooLarge(maxBytes);
  let bytes: Buffer;
  try {
    bytes = isBase64 ? Buffer.from(payload.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw new InputProblem('malformed data: URI');
  }
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return bytes;
}

