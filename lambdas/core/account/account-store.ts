import type { Account, ApiKeyRecord } from './account';
import type { Limits, Plan } from './plans';

/** Port: where accounts and API keys live. */
export interface AccountStore {
  findByKeyHash(keyHash: string): Promise<{ key: ApiKeyRecord; account: Account } | undefined>;
  get(userId: string): Promise<Account | undefined>;
  create(account: Account, keyHash: string): Promise<void>;
  addKey(userId: string, keyHash: string): Promise<void>;
  revokeKey(keyHash: string): Promise<boolean>;
  setStatus(userId: string, status: Account['status']): Promise<Account>;
  setPlan(userId: string, plan: Plan): Promise<{ before: Account; after: Account }>;
  setLimits(userId: string, limits: Partial<Limits>): Promise<Account>;
  grantCredits(userId: string, amount: number): Promise<Account>;
}
