/**
 * Receiver-side verification of our webhook deliveries, for customers.
 *
 * Pass the raw request body exactly as received (never a re-serialized
 * JSON.parse result: key order and whitespace would change the bytes).
 * Returns a result instead of throwing so a receiver can log the reason and
 * answer 400; only `ok: true` means the delivery is authentic and fresh.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  REPLAY_WINDOW_SECONDS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from './core/webhooks/events.js';
import { sign } from './core/webhooks/signing.js';

/** For receivers that use a Standard Webhooks library: the hook's secret as it takes it (`whsec_` + base64 of the 32 bytes). */
export { standardWebhooksSecret } from './core/webhooks/signing.js';

/** Node's `IncomingHttpHeaders`, a plain object, or a fetch `Headers`. */
export type WebhookHeaders =
  | Record<string, string | readonly string[] | undefined>
  | { get(name: string): string | null };

export interface VerifyOptions {
  /** Largest accepted distance between the timestamp and now, either way. */
  toleranceSeconds?: number;
  /** The receiver's clock; defaults to the current time. */
  now?: Date;
}

export type VerifyFailure =
  | 'missing_timestamp'
  | 'missing_signature'
  | 'invalid_timestamp'
  | 'timestamp_outside_tolerance'
  | 'signature_mismatch';

export type VerifyResult =
  | { ok: true; timestamp: number; deliveryId: string | null; event: string | null }
  | { ok: false; reason: VerifyFailure };

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : (value[0] ?? null);
  }
  return null;
}

export function verifyWebhook(
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  secret: string,
  { toleranceSeconds = REPLAY_WINDOW_SECONDS, now = new Date() }: VerifyOptions = {},
): VerifyResult {
  const timestampText = header(headers, TIMESTAMP_HEADER)?.trim();
  if (!timestampText) return { ok: false, reason: 'missing_timestamp' };
  const signature = header(headers, SIGNATURE_HEADER)?.trim();
  if (!signature) return { ok: false, reason: 'missing_signature' };
  // No leading zeros: the signed text must be the number exactly as we send it.
  if (!/^(0|[1-9]\d{0,11})$/.test(timestampText)) return { ok: false, reason: 'invalid_timestamp' };

  const timestamp = Number(timestampText);
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) {
    return { ok: false, reason: 'timestamp_outside_tolerance' };
  }

  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a signature is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature_mismatch' };
  }
  return { ok: true, timestamp, deliveryId: header(headers, DELIVERY_ID_HEADER), event: header(headers, EVENT_HEADER) };
}
