import { describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { useLocalStack } from '../support/local-stack';

const stack = useLocalStack();
const store = () => dynamoAccountStore(stack.db);

describe('§5 authentication over real HTTP', () => {
  it('§5 rule 2: no Authorization header → 401 NO_API_KEY, error Unauthorized', async () => {
    const res = await stack.api('GET', '/v1/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', code: 'NO_API_KEY' });
  });

  it.each([
    ['a token without emp_', 'Bearer sk_live_123'],
    ['another scheme', 'Basic ZW1wX2FiYzpwYXNz'],
    ['Bearer with no token', 'Bearer '],
    ['the bare key without Bearer', 'emp_abc123'],
  ])('§5 rule 2: %s → 401 NO_API_KEY', async (_, authorization) => {
    const res = await stack.api('GET', '/v1/me', { headers: { authorization } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'Unauthorized', code: 'NO_API_KEY' });
  });

  it('§5 rule 3: an unknown emp_ key → 401 INVALID_API_KEY', async () => {
    const res = await stack.api('GET', '/v1/me', { key: 'emp_doesnotexist' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_API_KEY');
  });

  it('§5 rule 3: a revoked key → 401 INVALID_API_KEY, while the account\'s other key still works', async () => {
    const { user_id, api_key } = await stack.account();
    const second = await createKey(store(), user_id);
    expect((await stack.api('GET', '/v1/me', { key: api_key })).status).toBe(200);
    await revokeKey(store(), api_key);
    const res = await stack.api('GET', '/v1/me', { key: api_key });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_API_KEY');
    expect((await stack.api('GET', '/v1/me', { key: second.api_key })).status).toBe(200);
  });

  it.each(['pro', 'starter', 'free'] as const)('§5 rule 4: a %s-plan key → 402 PLAN_UPGRADE_REQUIRED with feature and plan', async (plan) => {
    const { api_key } = await stack.account({ plan });
    const res = await stack.api('GET', '/v1/me', { key: api_key });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', feature: 'api', plan });
    expect(typeof res.body.error).toBe('string');
  });

  it('§5 rule 5: a suspended account → 403 ACCOUNT_SUSPENDED; reinstated, it works again', async () => {
    const { user_id, api_key } = await stack.account();
    await store().setStatus(user_id, 'suspended');
    const res = await stack.api('GET', '/v1/me', { key: api_key });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_SUSPENDED');
    await store().setStatus(user_id, 'active');
    expect((await stack.api('GET', '/v1/me', { key: api_key })).status).toBe(200);
  });

  it('keys are stored only as their SHA-256 hash', async () => {
    const { api_key } = await stack.account();
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const scan = await stack.db.doc.send(new ScanCommand({ TableName: stack.db.tableName }));
    expect(JSON.stringify(scan.Items)).not.toContain(api_key);
  });
});

describe('§4.1 GET /v1/me', () => {
  it('§2.1: returns user_id, email, name and credits_remaining, and nothing else', async () => {
    const { user_id, api_key } = await stack.account({ credits: 123 });
    const res = await stack.api('GET', '/v1/me', { key: api_key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['credits_remaining', 'email', 'name', 'user_id']);
    expect(res.body).toMatchObject({ user_id, name: 'Test Agency', credits_remaining: 123 });
    expect(res.body.user_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('reflects credits granted since', async () => {
    const { user_id, api_key } = await stack.account({ credits: 10 });
    await store().grantCredits(user_id, 40);
    expect((await stack.api('GET', '/v1/me', { key: api_key })).body.credits_remaining).toBe(50);
  });
});

describe('§7 every response is JSON', () => {
  it('an unknown path under /v1/ → 404 NOT_FOUND', async () => {
    const res = await stack.api('GET', '/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('an unknown path elsewhere is JSON too', async () => {
    const res = await stack.api('GET', '/favicon.ico');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('a wrong method on a known path → 405 JSON naming the allowed methods', async () => {
    const res = await stack.api('DELETE', '/v1/me');
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', allowed: ['GET', 'HEAD'] });
  });

  it('issue 25: HEAD on a GET route answers as GET would (status, headers, errors included), without a body', async () => {
    const { api_key } = await stack.account();
    const head = async (path: string, key?: string) => {
      const res = await fetch(stack.url + path, { method: 'HEAD', headers: key ? { authorization: `Bearer ${key}` } : {} });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    };
    expect(await head('/v1/me', api_key)).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: '' });
    expect(await head('/v1/me')).toEqual({ status: 401, type: 'application/json; charset=utf-8', body: '' });
    expect(await head('/v1/job/00000000-0000-4000-8000-000000000000', api_key)).toMatchObject({ status: 404, body: '' });
    expect((await head('/docs')).status).toBe(200);
    expect((await fetch(`${stack.url}/v1/render`, { method: 'HEAD' })).status).toBe(405);
  });

  it('a body over the gateway limit → 413 JSON', async () => {
    const res = await stack.api('POST', '/v1/me', { body: 'x'.repeat(11 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
