import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSecret, sign, signatureHeaders, signStandard, standardWebhooksSecret } from '../../../lambdas/core/webhooks/signing';
import { WORKED_EXAMPLE } from './worked-example';

/** Written from the spec's words alone, not from our signing code. */
function independentSignature(secret: string, timestamp: number, rawBody: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

describe('§6 rule 3: signature', () => {
  it('is sha256= HMAC-SHA256 of <timestamp>.<raw body> keyed with the 64-character secret (worked example)', () => {
    const { secret, timestamp, body, signature } = WORKED_EXAMPLE;
    expect(sign(secret, timestamp, body)).toBe(signature);
    expect(independentSignature(secret, timestamp, body)).toBe(signature);
  });

  it('signs raw bytes: a Buffer body gives the same signature as its string', () => {
    const { secret, timestamp, body, signature } = WORKED_EXAMPLE;
    expect(sign(secret, timestamp, Buffer.from(body, 'utf8'))).toBe(signature);
  });

  it('changes when the timestamp, the body or the secret changes', () => {
    const { secret, timestamp, body, signature } = WORKED_EXAMPLE;
    expect(sign(secret, timestamp + 1, body)).not.toBe(signature);
    expect(sign(secret, timestamp, body.replace('succeeded', 'failed'))).not.toBe(signature);
    expect(sign(secret.replace('0', '1'), timestamp, body)).not.toBe(signature);
  });

  it('keys with the secret text, not its hex-decoded bytes', () => {
    const { secret, timestamp, body } = WORKED_EXAMPLE;
    const hexDecodedKey = 'sha256=' + createHmac('sha256', Buffer.from(secret, 'hex')).update(`${timestamp}.${body}`).digest('hex');
    expect(sign(secret, timestamp, body)).not.toBe(hexDecodedKey);
  });
});

describe('Standard Webhooks headers beside the spec\'s (issue 26)', () => {
  const { secret, timestamp, body, deliveryId, standardSignature, standardSecret } = WORKED_EXAMPLE;
  const headers = signatureHeaders({ secret, deliveryId, event: 'video.completed', timestampSec: timestamp, body });

  it('webhook-signature is v1, + base64 HMAC-SHA256 of <webhook-id>.<webhook-timestamp>.<raw body> keyed with the 32 bytes the hex secret encodes (worked example)', () => {
    expect(signStandard(secret, deliveryId, timestamp, body)).toBe(standardSignature);
    const independent = 'v1,' + createHmac('sha256', Buffer.from(secret, 'hex')).update(`${deliveryId}.${timestamp}.${body}`).digest('base64');
    expect(independent).toBe(standardSignature);
  });

  it('the standardwebhooks library verifies the attempt given whsec_ + base64 of those bytes', () => {
    expect(standardWebhooksSecret(secret)).toBe(standardSecret);
    const receiver = new Webhook(standardSecret);
    // The library checks freshness against its own clock: sign a current attempt the same way.
    const now = Math.floor(Date.now() / 1000);
    const fresh = signatureHeaders({ secret, deliveryId, event: 'video.completed', timestampSec: now, body });
    expect(receiver.verify(body, fresh)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(body.replace('succeeded', 'failed'), fresh)).toThrow();
    expect(() => new Webhook(standardWebhooksSecret(newSecret())).verify(body, fresh)).toThrow();
  });

  it('one attempt carries the spec\'s X-Service-* headers unchanged and webhook-id, webhook-timestamp, webhook-signature', () => {
    expect(headers).toEqual({
      'X-Service-Timestamp': String(timestamp),
      'X-Service-Signature': WORKED_EXAMPLE.signature,
      'X-Service-Delivery-Id': deliveryId,
      'X-Service-Event': 'video.completed',
      'webhook-id': deliveryId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': standardSignature,
    });
  });
});

describe('§2.6: secret', () => {
  it('is 64 lower-case hex characters from 32 random bytes, different every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, newSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
