import type { AccountStore } from '../core/account/account-store';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { sharedDb } from '../adapters/dynamo/client';
import { compositionRoot, type Factories } from './composition';

/**
 * The authentication middleware's composition root: every route loads it, so it holds
 * the account store alone and no route pays, at cold start, for another route's clients.
 */
export interface AuthDeps {
  accounts: AccountStore;
}

const awsDefaults: Factories<AuthDeps> = {
  accounts: () => dynamoAccountStore(sharedDb()),
};

const root = compositionRoot(awsDefaults);
export const authDeps = root.get;
export const configureAuthDeps = root.configure;
