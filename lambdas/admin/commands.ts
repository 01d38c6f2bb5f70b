import { parseArgs } from 'node:util';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { randomUUID } from 'node:crypto';
import type { Connection } from './connect';
import { creditsPurchasedEvent, planChangeEvents, signupEvent } from '../core/webhooks/account-events';
import { dynamoKillSwitchStore } from '../adapters/dynamo/kill-switch-store';
import { accountView, type Account } from '../core/account/account';
import { isPlan, PLANS, type Limits, type Plan } from '../core/account/plans';
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
  if (typeof value !== 'string' || !isPlan(value)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return value;
}

const accountJson = (account: Account) => ({ ...accountView(account), plan: account.plan, status: account.status, limits: account.limits });

/** A flag: its type, the placeholder of its value in the help, and what it means. */
interface Flag {
  type: 'string' | 'boolean';
  value?: string;
  help: string;
}

interface Command {
  summary: string;
  options: Record<string, Flag>;
  run(c: Connection, flags: Flags): Promise<unknown>;
}

const USER: Flag = { type: 'string', value: 'ID', help: 'the account (its user_id; required)' };
const PLAN_VALUES = PLANS.join('|');

/** The flags every command takes besides its own. */
const COMMON: Record<string, Flag> = {
  table: { type: 'string', value: 'NAME', help: 'a deployed DynamoDB table (or TABLE_NAME); default: the local stack of DATA_DIR' },
  region: { type: 'string', value: 'REGION', help: "that table's region (or AWS_REGION)" },
  help: { type: 'boolean', help: 'print this help and exit' },
};

/** Every admin command: its flags and what it does against the database. */
const COMMANDS: Record<string, Command> = {
  'account create': {
    summary: 'Create an account and its first API key, printed once (sends user.signup).',
    options: {
      email: { type: 'string', value: 'EMAIL', help: "the owner's email (required)" },
      name: { type: 'string', value: 'NAME', help: 'the account name (required)' },
      plan: { type: 'string', value: PLAN_VALUES, help: 'the plan (default agency)' },
      credits: { type: 'string', value: 'N', help: 'opening credits (default 0)' },
    },
    run: async ({ db, events }, f) => {
      const email = required(f, 'email');
      const created = await createAccount(dynamoAccountStore(db), { email, name: required(f, 'name'), plan: plan(f, 'agency'), credits: integer(f, 'credits') });
      await events.publish(created.user_id, signupEvent(created.user_id, email, new Date()));
      return created;
    },
  },
  'account suspend': {
    summary: 'Suspend an account: its keys answer 403 ACCOUNT_SUSPENDED until it is reinstated.',
    options: { user: USER },
    run: async ({ db }, f) => accountJson(await dynamoAccountStore(db).setStatus(required(f, 'user'), 'suspended')),
  },
  'account reinstate': {
    summary: 'Reinstate a suspended account.',
    options: { user: USER },
    run: async ({ db }, f) => accountJson(await dynamoAccountStore(db).setStatus(required(f, 'user'), 'active')),
  },
  'account set-plan': {
    summary: 'Change the plan (sends subscription.created / subscription.canceled).',
    options: { user: USER, plan: { type: 'string', value: PLAN_VALUES, help: 'the new plan (required)' } },
    run: async ({ db, events }, f) => {
      const { before, after } = await dynamoAccountStore(db).setPlan(required(f, 'user'), plan(f));
      for (const envelope of planChangeEvents(after.userId, { before: before.plan, after: after.plan, changeId: randomUUID() }, new Date())) {
        await events.publish(after.userId, envelope);
      }
      return accountJson(after);
    },
  },
  'account set-limits': {
    summary: "Override the account's limits; give at least one.",
    options: {
      user: USER,
      concurrency: { type: 'string', value: 'N', help: 'renders at once' },
      'monthly-cap': { type: 'string', value: 'N', help: 'credits a month' },
      'storage-bytes': { type: 'string', value: 'N', help: 'bytes of stored videos' },
      'max-render-cost': { type: 'string', value: 'N', help: 'credits one render may cost' },
    },
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
    summary: 'Create another API key for the account, printed once.',
    options: { user: USER },
    run: ({ db }, f) => createKey(dynamoAccountStore(db), required(f, 'user')),
  },
  'key revoke': {
    summary: 'Revoke an API key at once.',
    options: { key: { type: 'string', value: 'KEY', help: 'the key to revoke (required)' } },
    run: async ({ db }, f) => {
      const result = await revokeKey(dynamoAccountStore(db), required(f, 'key'));
      if (!result.revoked) throw new UsageError('no such key');
      return result;
    },
  },
  'credits grant': {
    summary: 'Add credits to the account (sends credits.purchased).',
    options: { user: USER, amount: { type: 'string', value: 'N', help: 'credits to add, at least 1 (required)' } },
    run: async ({ db, events }, f) => {
      const amount = integer(f, 'amount', { min: 1 });
      if (amount === undefined) throw new UsageError('--amount is required');
      const account = await dynamoAccountStore(db).grantCredits(required(f, 'user'), amount);
      await events.publish(account.userId, creditsPurchasedEvent(account.userId, { grantId: randomUUID(), added: amount, balance: account.credits }, new Date()));
      return accountJson(account);
    },
  },
  'kill-switch set': {
    summary: 'Throw (--on) or release (--off) a kill switch: renders answer 503 while it is on.',
    options: {
      scope: { type: 'string', value: 'global|render|user', help: 'everyone, the render feature, or one account (required)' },
      user: { type: 'string', value: 'ID', help: 'the account, with --scope user' },
      on: { type: 'boolean', help: 'switch it on' },
      off: { type: 'boolean', help: 'switch it off' },
    },
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

const USAGE = 'Usage: npm run --silent admin -- <command> [flags]';
const flagUsage = (name: string, f: Flag) => `--${name}${f.value ? ` ${f.value}` : ''}`;
const FLAG_WIDTH = Math.max(...[COMMON, ...Object.values(COMMANDS).map((c) => c.options)].flatMap((o) => Object.entries(o).map(([n, f]) => flagUsage(n, f).length)));
const flagLines = (options: Record<string, Flag>) => Object.entries(options).map(([name, f]) => `    ${flagUsage(name, f).padEnd(FLAG_WIDTH)}  ${f.help}`);
const commandHelp = (name: string, command: Command) => [`  ${name}: ${command.summary}`, ...flagLines(command.options)];
const COMMON_HELP = ['Flags every command takes:', ...flagLines(COMMON)];

/** `admin --help`: every command with every flag. */
export function helpText(): string {
  const commands = Object.entries(COMMANDS).flatMap(([name, command]) => [...commandHelp(name, command), '']);
  return [USAGE, '', 'Prints its result as one JSON document on stdout; errors, notes and logs go to stderr.', '', 'Commands:', ...commands, ...COMMON_HELP, ''].join('\n');
}

/** `admin <command> --help`: that command's flags. */
function commandHelpText(name: string, command: Command): string {
  return [`Usage: npm run --silent admin -- ${name} [flags]`, '', ...commandHelp(name, command), '', ...COMMON_HELP, ''].join('\n');
}

const parserOptions = (options: Record<string, Flag>) => Object.fromEntries(Object.entries(options).map(([name, { type }]) => [name, { type }]));

export type Parsed = { help: string } | { name: string; command: Command; flags: Flags };

/** Splits argv into the command, its flags and the connection flags every command accepts; or the help asked for. */
export function parseCommand(argv: string[]): Parsed {
  const wantsHelp = argv.includes('--help') || argv.includes('-h');
  const name = argv.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) {
    if (wantsHelp || argv.length === 0 || argv[0] === 'help') return { help: helpText() };
    throw new UsageError(`unknown command "${name}"; commands: ${COMMAND_NAMES.join(', ')}; run with --help for every flag`);
  }
  if (wantsHelp) return { help: commandHelpText(name, command) };
  const { values } = parseArgs({ args: argv.slice(2), options: parserOptions({ ...command.options, ...COMMON }), strict: true });
  return { name, command, flags: values as Flags };
}
