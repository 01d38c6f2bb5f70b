import { randomUUID } from 'node:crypto';
import type { Account } from './account';
import type { AccountStore } from './account-store';
import { hashApiKey, newApiKey } from './api-key';
import type { Plan } from './plans';

/**
 * Account and key operations of the app's settings screens, which the spec keeps
 * outside the API; the admin CLI and the local stack's demo account use them.
 */
export async function createAccount(
  store: AccountStore,
  input: { email: string; name: string; plan?: Plan; credits?: number },
): Promise<{ user_id: string; api_key: string }> {
  const account: Account = {
    userId: randomUUID(),
    email: input.email,
    name: input.name,
    plan: input.plan ?? 'agency',
    status: 'active',
    credits: input.credits ?? 0,
    limits: {},
    createdAt: new Date().toISOString(),
  };
  const apiKey = newApiKey();
  await store.create(account, hashApiKey(apiKey));
  return { user_id: account.userId, api_key: apiKey };
}

export async function createKey(store: AccountStore, userId: string): Promise<{ api_key: string }> {
  const apiKey = newApiKey();
  await store.addKey(userId, hashApiKey(apiKey));
  return { api_key: apiKey };
}

export async function revokeKey(store: AccountStore, apiKey: string): Promise<{ revoked: boolean }> {
  return { revoked: await store.revokeKey(hashApiKey(apiKey)) };
}
