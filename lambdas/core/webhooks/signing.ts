/**
 * Delivery signatures (spec §6 rule 3): `sha256=` + hex HMAC-SHA256 of
 * `<timestamp>.<raw body>`. Signing the timestamp with the body lets
 * receivers refuse replays of an old, validly signed delivery.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_BYTES = 32;

/**
 * A new signing secret: 32 random bytes as 64 lower-case hex characters.
 * The HMAC key is this string's 64 ASCII bytes, exactly as shown to the
 * customer, so they never have to hex-decode it.
 */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

/** The exact bytes that are signed: `<timestamp>.<raw body>`. */
export function signedContent(timestampSec: number, rawBody: string | Uint8Array): Buffer {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  return Buffer.concat([Buffer.from(`${timestampSec}.`, 'utf8'), body]);
}

/** The `X-Service-Signature` value for one attempt. */
export function sign(secret: string, timestampSec: number, rawBody: string | Uint8Array): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(signedContent(timestampSec, rawBody))
    .digest('hex');
  return `sha256=${mac}`;
}
