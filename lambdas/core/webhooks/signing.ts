/**
 * Delivery signatures. Spec §6 rule 3: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<raw body>`
 * keyed with the secret's text. Beside it, Standard Webhooks 1.0: `v1,` + base64 HMAC-SHA256 of
 * `<delivery id>.<timestamp>.<raw body>` keyed with the 32 bytes the secret's hex encodes, so
 * that the `standardwebhooks` libraries verify a delivery given `whsec_` + base64 of those bytes.
 * Signing the timestamp with the body lets receivers refuse replays of an old, validly signed delivery.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  STANDARD_WEBHOOK_HEADERS,
  TIMESTAMP_HEADER,
  type DeliveryEvent,
} from './events.js';

const SECRET_BYTES = 32;

/**
 * A new signing secret: 32 random bytes as 64 lower-case hex characters.
 * The spec's HMAC key is this string's 64 ASCII bytes, exactly as shown to the
 * customer, so they never have to hex-decode it.
 */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

function bytes(text: string | Uint8Array): Buffer {
  return typeof text === 'string' ? Buffer.from(text, 'utf8') : Buffer.from(text);
}

/** The exact bytes that are signed: `<prefix…>.<raw body>`, each prefix part followed by a dot. */
export function signedContent(prefix: readonly (string | number)[], rawBody: string | Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(prefix.map((part) => `${part}.`).join(''), 'utf8'), bytes(rawBody)]);
}

/** The `X-Service-Signature` value for one attempt (spec §6 rule 3). */
export function sign(secret: string, timestampSec: number, rawBody: string | Uint8Array): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(signedContent([timestampSec], rawBody)).digest('hex');
  return `sha256=${mac}`;
}

/** The Standard Webhooks key: the 32 bytes that the hook's 64 hex characters encode. */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret, 'hex');
}

/** The same secret as Standard Webhooks libraries take it: `whsec_` + base64 of those 32 bytes. */
export function standardWebhooksSecret(secret: string): string {
  return `whsec_${standardWebhooksKey(secret).toString('base64')}`;
}

/** The `webhook-signature` value for one attempt (Standard Webhooks 1.0, scheme `v1`). */
export function signStandard(secret: string, deliveryId: string, timestampSec: number, rawBody: string | Uint8Array): string {
  const mac = createHmac('sha256', standardWebhooksKey(secret)).update(signedContent([deliveryId, timestampSec], rawBody)).digest('base64');
  return `v1,${mac}`;
}

export interface SignedAttempt {
  /** The hook's 64-character secret. */
  secret: string;
  /** Same on every attempt of this delivery. */
  deliveryId: string;
  event: DeliveryEvent;
  /** Unix seconds of this attempt. */
  timestampSec: number;
  /** The serialized envelope, signed and sent byte for byte. */
  body: string;
}

/** Every header that identifies and authenticates one attempt: the spec's `X-Service-*` and the Standard Webhooks three. */
export function signatureHeaders({ secret, deliveryId, event, timestampSec, body }: SignedAttempt): Record<string, string> {
  return {
    [TIMESTAMP_HEADER]: String(timestampSec),
    [SIGNATURE_HEADER]: sign(secret, timestampSec, body),
    [DELIVERY_ID_HEADER]: deliveryId,
    [EVENT_HEADER]: event,
    [STANDARD_WEBHOOK_HEADERS.id]: deliveryId,
    [STANDARD_WEBHOOK_HEADERS.timestamp]: String(timestampSec),
    [STANDARD_WEBHOOK_HEADERS.signature]: signStandard(secret, deliveryId, timestampSec, body),
  };
}
