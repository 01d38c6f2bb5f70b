import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lambdas/core/errors';
import { WEBHOOK_EVENTS, eventsCatalogue } from '../../../lambdas/core/webhooks/events';
import {
  assertKnownEvent,
  createHookBodySchema,
  patchHookBodySchema,
  presentHook,
} from '../../../lambdas/core/webhooks/hook-schema';

const url = 'https://hooks.example.com/video';

describe('§4.4: GET /api/webhooks/events', () => {
  it('lists the eight events of §6 and the signature descriptor with a 300-second replay window', () => {
    expect(eventsCatalogue()).toEqual({
      events: [
        'user.signup',
        'user.onboarded',
        'subscription.created',
        'subscription.canceled',
        'video.completed',
        'video.failed',
        'credits.low',
        'credits.purchased',
      ],
      signature: { header: 'X-Service-Signature', scheme: 'hmac-sha256', replay_window_seconds: 300 },
    });
  });
});

describe('§4.6: create body', () => {
  it('accepts event, webhook_url and an optional description', () => {
    expect(createHookBodySchema.parse({ event: 'video.completed', webhook_url: url })).toEqual({ event: 'video.completed', webhook_url: url });
    expect(createHookBodySchema.safeParse({ event: 'video.failed', webhook_url: url, description: 'ops' }).success).toBe(true);
  });

  it('§8: refuses a URL over 2,000 characters and a description over 200', () => {
    const longUrl = `${url}?q=${'a'.repeat(2000 - url.length - 3 + 1)}`;
    expect(longUrl.length).toBe(2001);
    expect(createHookBodySchema.safeParse({ event: 'video.completed', webhook_url: longUrl.slice(0, 2000) }).success).toBe(true);
    expect(createHookBodySchema.safeParse({ event: 'video.completed', webhook_url: longUrl }).success).toBe(false);
    expect(createHookBodySchema.safeParse({ event: 'video.completed', webhook_url: url, description: 'd'.repeat(200) }).success).toBe(true);
    expect(createHookBodySchema.safeParse({ event: 'video.completed', webhook_url: url, description: 'd'.repeat(201) }).success).toBe(false);
  });

  it('refuses missing fields, wrong types and unknown keys', () => {
    for (const body of [{}, { event: 'video.completed' }, { webhook_url: url }, { event: 1, webhook_url: url }, { event: 'video.completed', webhook_url: url, url }]) {
      expect(createHookBodySchema.safeParse(body).success).toBe(false);
    }
  });

  it('an unknown event is 400 UNKNOWN_EVENT listing the valid events', () => {
    expect(assertKnownEvent('video.completed')).toBe('video.completed');
    try {
      assertKnownEvent('video.started');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 400, code: 'UNKNOWN_EVENT', extra: { events: [...WEBHOOK_EVENTS] } });
    }
    expect(() => assertKnownEvent('ping')).toThrow(ApiError);
  });
});

describe('§4.7: patch body', () => {
  it('accepts any of active, webhook_url, description (null clears it)', () => {
    for (const body of [{ active: false }, { webhook_url: url }, { description: 'x' }, { description: null }]) {
      expect(patchHookBodySchema.safeParse(body).success).toBe(true);
    }
  });

  it('refuses an empty body, string booleans and unknown keys', () => {
    for (const body of [{}, { active: 'true' }, { active: 1 }, { activ: false }, { webhook_url: 5 }]) {
      expect(patchHookBodySchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('§2.6: hook object', () => {
  it('has every field and never the secret', () => {
    const stored = {
      id: 'hook_1',
      event: 'video.completed' as const,
      webhook_url: url,
      description: null,
      active: true,
      has_secret: true,
      failure_count: 0,
      last_delivery_at: null,
      last_status: null,
      secret: 'f'.repeat(64),
      account_id: 'acct_1',
    };
    const hook = presentHook(stored);
    expect(Object.keys(hook).sort()).toEqual(
      ['active', 'description', 'event', 'failure_count', 'has_secret', 'id', 'last_delivery_at', 'last_status', 'webhook_url'],
    );
    expect(JSON.stringify(hook)).not.toContain('ffff');
  });
});
