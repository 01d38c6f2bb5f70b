/**
 * What each table adapter needs from the deployment (lambdas/adapters/aws/declaration.ts): plain
 * data, so the CDK app reads it without loading the SDK. The stores in this folder are built from these.
 */
import { adapterIn, type AccessNeed, type Declaration, type EnvNeed } from '../aws/declaration';
import { RUNNING_JOBS_INDEX } from './table-schema';

/** Every table adapter of a function reads the table's name from here. */
export const TABLE_ENV = { TABLE_NAME: { from: { kind: 'tableName' } } } as const satisfies Record<string, EnvNeed>;

/** The table actions an adapter calls (TransactWriteItems is authorised per item: PutItem, UpdateItem, DeleteItem, ConditionCheckItem). */
export function onTable(...actions: `dynamodb:${string}`[]): AccessNeed {
  return { actions, on: { kind: 'table' } };
}

const onTableOnly = (...actions: `dynamodb:${string}`[]) => ({ env: TABLE_ENV, access: [onTable(...actions)] }) satisfies Declaration;

/**
 * Every authenticated route: the key's account by the key's hash; the balance after a charge; the
 * counts its RateLimit header reports. Accounts are written by the admin CLI alone.
 */
export const ACCOUNT_READER = { ...onTableOnly('dynamodb:GetItem'), adapter: adapterIn('dynamo/account-store', 'accountReader') };

/** POST /v1/render reads the switches that apply to the account in one batch. */
export const KILL_SWITCH_READER = { ...onTableOnly('dynamodb:BatchGetItem'), adapter: adapterIn('dynamo/kill-switch-store', 'killSwitchReader') };

/** GET /v1/job: one consistent read. */
export const JOB_READER = { ...onTableOnly('dynamodb:GetItem'), adapter: adapterIn('dynamo/job-store', 'jobReader') };
/** POST /v1/render: the acceptance transaction (and the account read that explains a refusal), planning refunds. */
export const JOB_ACCEPTANCE = { ...onTableOnly('dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'), adapter: adapterIn('dynamo/job-store', 'jobAcceptance') };
/** The workflow's steps: job transitions, scene records, the ending transaction. */
export const JOB_PROGRESS = { ...onTableOnly('dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query'), adapter: adapterIn('dynamo/job-store', 'jobProgress') };
/** The sweeper: the running jobs, oldest first, and what ending one takes. */
export const JOB_SWEEP = {
  env: TABLE_ENV,
  access: [...JOB_PROGRESS.access, { actions: ['dynamodb:Query'], on: { kind: 'tableIndex', index: RUNNING_JOBS_INDEX } }],
} satisfies Declaration;

/** Listing hooks and reading a hook's attempt log. */
export const HOOK_READER = { ...onTableOnly('dynamodb:GetItem', 'dynamodb:Query'), adapter: adapterIn('dynamo/hook-store', 'hookReader') };
/** Creating, changing and deleting hooks, and the delivery attempts' claims and records. */
export const HOOK_WRITER = { ...onTableOnly('dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'), adapter: adapterIn('dynamo/hook-store', 'hookWriter') };
/** The fan-out of an event: the account's hooks subscribed to it. */
export const HOOK_SUBSCRIPTIONS = onTableOnly('dynamodb:Query');

/** The workflow's admissions: joining the fair queue, admitting, releasing (with the job's ending). */
export const RENDER_CAPACITY = { ...onTableOnly('dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'), adapter: adapterIn('dynamo/capacity-store', 'renderCapacity') };
/** GET /v1/job: a queued job's place. */
export const QUEUE_POSITIONS = { ...onTableOnly('dynamodb:Query'), adapter: adapterIn('dynamo/capacity-store', 'queuePositions') };

/** POST /v1/render quotes reuse from the scene cache's index. */
export const SCENE_CACHE_LOOKUP = { ...onTableOnly('dynamodb:GetItem'), adapter: adapterIn('dynamo/scene-cache-index', 'sceneCacheLookup') };
/** The render step looks scenes up and records those it rendered. */
export const SCENE_CACHE_INDEX = onTableOnly('dynamodb:GetItem', 'dynamodb:PutItem');
