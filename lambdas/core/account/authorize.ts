import { apiError } from '../errors';
import type { Account, ApiKeyRecord } from './account';
import { API_PLAN } from './plans';

/**
 * Spec §5 rules 3–5, in this order: an unknown or revoked key, then a suspended
 * account, then a plan without API access.
 */
export function authorize(found: { key: ApiKeyRecord; account: Account } | undefined): Account {
  if (!found || found.key.revoked) throw apiError('INVALID_API_KEY');
  const { account } = found;
  if (account.status === 'suspended') throw apiError('ACCOUNT_SUSPENDED');
  if (account.plan !== API_PLAN) {
    throw apiError('PLAN_UPGRADE_REQUIRED', undefined, { feature: 'api', plan: account.plan });
  }
  return account;
}
