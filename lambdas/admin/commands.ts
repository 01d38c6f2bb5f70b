import { parseArgs } from 'node:util';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { randomUUID } from 'node:crypto';
import type { Connection } from './connect';
import { creditsPurchasedEvent, planChangeEvents, signupEvent } from '../core/webhooks/account-events';
import { dynamoKillSwitchStore } from '../adapters/dynamo/kill-switch-store';
import { accountView, type Account } from '../core/account/account';
import { isPlan, type Limits, type Plan } from '../core/account/plans';
import type { KillSwitchScope } from '../core/kill-switch';
import { createAccount, createKey, revokeKey } from '../core/account/manage-accounts';

export class UsageError extends Error {
  override name = 'UsageError';
}

type Flags = Record<string, string | boolean | undefined>;

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function integer(flags: Flags, name: string, { min = 0 } = {}): number | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer >= ${min}`);
  return n;
}

function plan(flags: Flags, fallback?: Plan): Plan {
  const value = flags.plan ?? fallback;
  if (typeof value !== 'string' || !isPlan(value)) throw new UsageError('--plan must be one of agency, pro, starter, free');
  return value;
}

const accountJson = (account: Account) => ({ ...accountView(account), plan: account.plan, status: account.status, limits: account.limits });

/** Every admin command: its flags and what it does against the database. */
const COMMANDS: Record<string, { options: Record<string, { type: 'string' | 'boolean' }>; run(c: Connection, flags: Flags): Promise<unknown> }> = {
  'account create': {
    options: { email: { type: 'string' }, name: { type: 'string' }, plan: { type: 'string' }, credits: { type: 'string' } },
    run: async ({ db, events }, f) => {
      const email = required(f, 'email');
      const created = await createAccount(dynamoAccountStore(db), { email, name: required(f, 'name'), plan: plan(f, 'agency'), credits: integer(f, 'credits') });
      await events.publish(created.user_id, signupEvent(created.user_id, email, new Date()));
      return created;
    },
  },
  'account suspend': {
    options: { user: { type: 'string' } },
    run: async ({ db }, f) => accountJson(await dynamoAccountStore(db).setStatus(required(f, 'user'), 'suspended')),
  },
  'account reinstate': {
    options: { user: { type: 'string' } },
    run: async ({ db }, f) => accountJson(await dynamoAccountStore(db).setStatus(required(f, 'user'), 'active')),
  },
  'account set-plan': {
    options: { user: { type: 'string' }, plan: { type: 'string' } },
    run: async ({ db, events }, f) => {
      const { before, after } = await dynamoAccountStore(db).setPlan(required(f, 'user'), plan(f));
      for (const envelope of planChangeEvents(after.userId, { before: before.plan, after: after.plan, changeId: randomUUID() }, new Date())) {
        await events.publish(after.userId, envelope);
      }
      return accountJson(after);
    },
  },
  'account set-limits': {
    options: { user: { type: 'string' }, concurrency: { type: 'string' }, 'monthly-cap': { type: 'string' }, 'storage-bytes': { type: 'string' }, 'max-render-cost': { type: 'string' } },
    run: async ({ db }, f) => {
      const limits: Partial<Limits> = {
        concurrency: integer(f, 'concurrency'),
        monthlyCap: integer(f, 'monthly-cap'),
        storageBytes: integer(f, 'storage-bytes'),
        maxRenderCost: integer(f, 'max-render-cost'),
      };
      const given = Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
      if (Object.keys(given).length === 0) throw new UsageError('give at least one limit');
      return accountJson(await dynamoAccountStore(db).setLimits(required(f, 'user'), given));
    },
  },
  'key create': {
    options: { user: { type: 'string' } },
    run: ({ db }, f) => createKey(dynamoAccountStore(db), required(f, 'user')),
  },
  'key revoke': {
    options: { key: { type: 'string' } },
    run: async ({ db }, f) => {
      const result = await revokeKey(dynamoAccountStore(db), required(f, 'key'));
      if (!result.revoked) throw new UsageError('no such key');
      return result;
    },
  },
  'credits grant': {
    options: { user: { type: 'string' }, amount: { type: 'string' } },
    run: async ({ db, events }, f) => {
      const amount = integer(f, 'amount', { min: 1 });
      if (amount === undefined) throw new UsageError('--amount is required');
      const account = await dynamoAccountStore(db).grantCredits(required(f, 'user'), amount);
      await events.publish(account.userId, creditsPurchasedEvent(account.userId, { grantId: randomUUID(), added: amount, balance: account.credits }, new Date()));
      return accountJson(account);
    },
  },
  'kill-switch set': {
    options: { scope: { type: 'string' }, user: { type: 'string' }, on: { type: 'boolean' }, off: { type: 'boolean' } },
    run: async ({ db }, f) => {
      if (Boolean(f.on) === Boolean(f.off)) throw new UsageError('give exactly one of --on or --off');
      const kind = required(f, 'scope');
      let scope: KillSwitchScope;
      if (kind === 'user') scope = { kind, userId: required(f, 'user') };
      else if (kind === 'global' || kind === 'render') scope = { kind };
      else throw new UsageError('--scope must be global, render or user');
      await dynamoKillSwitchStore(db).set(scope, Boolean(f.on));
      return { scope: kind, ...(scope.kind === 'user' ? { user: scope.userId } : {}), on: Boolean(f.on) };
    },
  },
};

export const COMMAND_NAMES = Object.keys(COMMANDS);

/** Splits argv into the command, its flags and the connection flags every command accepts. */
export function parseCommand(argv: string[]) {
  const name = argv.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`unknown command "${name}"; commands: ${COMMAND_NAMES.join(', ')}`);
  const { values } = parseArgs({
    args: argv.slice(2),
    options: { ...command.options, table: { type: 'string' }, region: { type: 'string' } },
    strict: true,
  });
  return { name, command, flags: values as Flags };
}
