import { describe, expect, it } from 'vitest';
import type { Account } from '../../lambdas/core/account/account';
import { bearerKey, hashApiKey, newApiKey } from '../../lambdas/core/account/api-key';
import { authorize } from '../../lambdas/core/account/authorize';
import { ApiError } from '../../lambdas/core/errors';

const account: Account = {
  userId: 'u1', email: 'a@b.c', name: 'A', plan: 'agency', status: 'active', credits: 5, limits: {}, createdAt: '2026-01-01T00:00:00Z',
};
const key = { keyHash: 'h', userId: 'u1', revoked: false, createdAt: '2026-01-01T00:00:00Z' };

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
  return undefined;
}

describe('§5 authentication (pure rules)', () => {
  it.each([undefined, '', 'Bearer', 'Bearer abc', 'Token emp_abc', 'emp_abc', 'Bearer emp_a emp_b'])(
    'rule 2: %j → NO_API_KEY',
    (header) => expect(codeOf(() => bearerKey(header === undefined ? undefined : [header]))).toBe('NO_API_KEY'),
  );

  it('rule 2: the scheme is case-insensitive and the key is returned whole', () => {
    expect(bearerKey(['bearer emp_abc-DEF_123'])).toBe('emp_abc-DEF_123');
  });

  it('issue 25: two Authorization lines are NO_API_KEY, even when each holds a valid key (neither is taken)', () => {
    expect(codeOf(() => bearerKey(['Bearer emp_first', 'Bearer emp_second']))).toBe('NO_API_KEY');
    expect(codeOf(() => bearerKey(['Bearer emp_same', 'Bearer emp_same']))).toBe('NO_API_KEY');
    expect(codeOf(() => bearerKey([]))).toBe('NO_API_KEY');
  });

  it('new keys start with emp_ and are never equal; the hash is SHA-256 hex', () => {
    const a = newApiKey();
    expect(a).toMatch(/^emp_[A-Za-z0-9_-]{32}$/);
    expect(newApiKey()).not.toBe(a);
    expect(hashApiKey('emp_test')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rule 3: unknown or revoked → INVALID_API_KEY', () => {
    expect(codeOf(() => authorize(undefined))).toBe('INVALID_API_KEY');
    expect(codeOf(() => authorize({ key: { ...key, revoked: true }, account }))).toBe('INVALID_API_KEY');
  });

  it('rule 4: another plan → PLAN_UPGRADE_REQUIRED with feature and plan', () => {
    try {
      authorize({ key, account: { ...account, plan: 'pro' } });
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ status: 402, code: 'PLAN_UPGRADE_REQUIRED', extra: { feature: 'api', plan: 'pro' } });
    }
  });

  it('rule 5: suspended → ACCOUNT_SUSPENDED, before the plan is looked at', () => {
    expect(codeOf(() => authorize({ key, account: { ...account, status: 'suspended', plan: 'free' } }))).toBe('ACCOUNT_SUSPENDED');
  });

  it('a valid agency key passes and yields its account', () => {
    expect(authorize({ key, account })).toBe(account);
  });
});
