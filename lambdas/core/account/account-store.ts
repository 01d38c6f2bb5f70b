import type { RateCounts } from '../limits/rate-limit-headers';
import type { Account, ApiKeyRecord } from './account';
import type { Limits, Plan } from './plans';

/** Port: where accounts and API keys live, and the counts of the account's rate-limit windows. */
export interface AccountStore extends RateCounts {
  /**
   * A live key and its account; undefined for a key that is unknown or revoked. Both refusals
   * must cost the same (the account is read for a live key only), or response times would tell
   * an attacker which stolen keys once worked (§5 rule 3 answers both INVALID_API_KEY).
   */
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

/** What the API reads of accounts: the key's account when authenticating, a balance after a charge, its rate-limit counts. */
export type AccountReader = Pick<AccountStore, 'findByKeyHash' | 'get' | 'rateCounts'>;
