import type { AccountView } from '../render/response-schema';
import type { Limits, Plan } from './plans';

export type AccountStatus = 'active' | 'suspended';

export interface Account {
  userId: string;
  email: string;
  name: string;
  plan: Plan;
  status: AccountStatus;
  credits: number;
  /** Per-account overrides of the plan's limits. */
  limits: Partial<Limits>;
  createdAt: string;
}

export interface ApiKeyRecord {
  keyHash: string;
  userId: string;
  revoked: boolean;
  createdAt: string;
}

/** GET /v1/me (spec §2.1): these four fields and nothing else of the record. */
export function accountView(account: Account): AccountView {
  return {
    user_id: account.userId,
    email: account.email,
    name: account.name,
    credits_remaining: account.credits,
  };
}
