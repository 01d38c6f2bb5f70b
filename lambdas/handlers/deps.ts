import type { AccountStore } from '../core/account/account-store';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { sharedDb } from '../adapters/dynamo/client';

/**
 * The composition root: which adapter serves each port. In Lambda the defaults
 * (AWS adapters) are built once per container; the local runtime swaps in its
 * own equivalents with `configureDeps` before serving.
 */
export interface Deps {
  accounts: AccountStore;
}

let current: Deps | undefined;
let overrides: Partial<Deps> = {};

export function deps(): Deps {
  current ??= { accounts: dynamoAccountStore(sharedDb()), ...overrides };
  return current;
}

export function configureDeps(next: Partial<Deps>): void {
  overrides = { ...overrides, ...next };
  current = undefined;
}
