import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../lambdas/verify-webhook';
import { WORKED_EXAMPLE } from './worked-example';

const { secret, timestamp, body, signature } = WORKED_EXAMPLE;
const atSend = new Date(timestamp * 1000);
const headers = {
  'x-service-timestamp': String(timestamp),
  'x-service-signature': signature,
  'x-service-delivery-id': 'dlv_1',
  'x-service-event': 'video.completed',
};

describe('verifyWebhook (receiver helper)', () => {
  it('accepts the worked example and returns the delivery id for deduplication', () => {
    expect(verifyWebhook(headers, body, secret, { now: atSend })).toEqual({
      ok: true,
      timestamp,
      deliveryId: 'dlv_1',
      event: 'video.completed',
    });
  });

  it('reads headers case-insensitively, from plain objects and fetch Headers', () => {
    const upper = { 'X-Service-Timestamp': String(timestamp), 'X-Service-Signature': signature };
    expect(verifyWebhook(upper, body, secret, { now: atSend }).ok).toBe(true);
    expect(verifyWebhook(new Headers(upper), Buffer.from(body), secret, { now: atSend }).ok).toBe(true);
  });

  it('refuses a body that differs by one byte (e.g. re-serialized JSON)', () => {
    const reserialized = JSON.stringify(JSON.parse(body), null, 1);
    expect(verifyWebhook(headers, reserialized, secret, { now: atSend })).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('refuses the wrong secret and a truncated signature', () => {
    expect(verifyWebhook(headers, body, secret.replace('0', 'f'), { now: atSend }).ok).toBe(false);
    const truncated = { ...headers, 'x-service-signature': signature.slice(0, -2) };
    expect(verifyWebhook(truncated, body, secret, { now: atSend })).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('§6 rule 3: refuses a timestamp outside the 300-second replay window, either way', () => {
    const late = new Date((timestamp + 301) * 1000);
    const early = new Date((timestamp - 301) * 1000);
    expect(verifyWebhook(headers, body, secret, { now: late })).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
    expect(verifyWebhook(headers, body, secret, { now: early })).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
    expect(verifyWebhook(headers, body, secret, { now: new Date((timestamp + 300) * 1000) }).ok).toBe(true);
    expect(verifyWebhook(headers, body, secret, { now: late, toleranceSeconds: 600 }).ok).toBe(true);
  });

  it('names a missing or malformed header', () => {
    const { 'x-service-timestamp': _t, ...noTimestamp } = headers;
    const { 'x-service-signature': _s, ...noSignature } = headers;
    expect(verifyWebhook(noTimestamp, body, secret, { now: atSend })).toEqual({ ok: false, reason: 'missing_timestamp' });
    expect(verifyWebhook(noSignature, body, secret, { now: atSend })).toEqual({ ok: false, reason: 'missing_signature' });
    for (const bad of ['abc', '1.5e9', `0${timestamp}`, '-1']) {
      expect(verifyWebhook({ ...headers, 'x-service-timestamp': bad }, body, secret, { now: atSend })).toEqual({
        ok: false,
        reason: 'invalid_timestamp',
      });
    }
  });
});
