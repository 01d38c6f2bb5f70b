import { describe, expect, it } from 'vitest';
import {
  CREDITS_LOW_THRESHOLD,
  creditsLowEvents,
  creditsPurchasedEvent,
  onboardedEvent,
  planChangeEvents,
  signupEvent,
} from '../../../lambdas/core/webhooks/account-events';

const at = new Date('2026-03-01T12:00:00.000Z');

describe('§6 account events: what each carries and when it fires', () => {
  it('user.signup carries user_id and email; the same account always gives the same event id', () => {
    const event = signupEvent('u1', 'a@example.com', at);
    expect(event).toEqual({ id: expect.stringMatching(/^evt_/), event: 'user.signup', created_at: at.toISOString(), data: { user_id: 'u1', email: 'a@example.com' } });
    expect(signupEvent('u1', 'a@example.com', new Date()).id).toBe(event.id);
    expect(signupEvent('u2', 'a@example.com', at).id).not.toBe(event.id);
  });

  it('user.onboarded fires once per account: its id depends on the account only', () => {
    expect(onboardedEvent('u1', at).id).toBe(onboardedEvent('u1', new Date()).id);
    expect(onboardedEvent('u1', at).data).toEqual({ user_id: 'u1' });
  });

  it('credits.purchased carries the credits added and the new balance; one event per grant', () => {
    const event = creditsPurchasedEvent('u1', { grantId: 'g1', added: 500, balance: 540 }, at);
    expect(event.data).toEqual({ user_id: 'u1', credits_added: 500, balance: 540 });
    expect(creditsPurchasedEvent('u1', { grantId: 'g2', added: 500, balance: 1040 }, at).id).not.toBe(event.id);
  });

  it(`credits.low fires only when a charge crosses below ${CREDITS_LOW_THRESHOLD}`, () => {
    const low = (before: number, after: number) => creditsLowEvents('u1', { chargeId: 'job-1', before, after }, at);
    expect(low(80, 49)).toEqual([expect.objectContaining({ event: 'credits.low', data: { user_id: 'u1', balance: 49, threshold: CREDITS_LOW_THRESHOLD } })]);
    expect(low(50, 0)).toHaveLength(1);
    expect(low(80, 50)).toEqual([]);
    expect(low(40, 30)).toEqual([]);
  });

  it.each([
    ['free → agency', 'free', 'agency', [['subscription.created', 'agency']]],
    ['agency → free', 'agency', 'free', [['subscription.canceled', 'agency']]],
    ['pro → agency', 'pro', 'agency', [['subscription.canceled', 'pro'], ['subscription.created', 'agency']]],
    ['agency → agency', 'agency', 'agency', []],
  ] as const)('subscription events of a plan change %s', (_, before, after, expected) => {
    const events = planChangeEvents('u1', { before, after, changeId: 'c1' }, at);
    expect(events.map((e) => [e.event, (e.data as { plan: string }).plan])).toEqual(expected);
  });
});
