import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSecret, sign } from '../../../lambdas/core/webhooks/signing';
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

describe('§2.6: secret', () => {
  it('is 64 lower-case hex characters from 32 random bytes, different every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, newSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
