import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import type { Limits, Plan } from '../../lambdas/core/account/plans';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../lambdas/local/local-stack';
import { responseProblems } from './openapi-responses';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface TestStack {
  url: string;
  /** Resolves when no render is running. */
  idle(): Promise<void>;
  local(): LocalStack;
  db: Db;
  /** Calls the API over real HTTP (callApi). */
  api(method: string, path: string, options?: ApiCallOptions): Promise<ApiResponse>;
  account(options?: { plan?: Plan; credits?: number; limits?: Partial<Limits> }): Promise<{ user_id: string; api_key: string }>;
  /** The account's credit balance as stored. */
  credits(userId: string): Promise<number>;
}

export interface ApiCallOptions {
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls a running stack's API over real HTTP. `key` becomes the Bearer token; `body` is sent as
 * JSON. Every response must match the API document (status, content type, body), or the call throws.
 */
export async function callApi(baseUrl: string, method: string, path: string, { key, body, headers = {} }: ApiCallOptions = {}): Promise<ApiResponse> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type');
  let parsed: unknown = text;
  if (contentType?.startsWith('application/json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
  }
  const problems = responseProblems({ method, path: new URL(path, baseUrl).pathname, status: res.status, contentType, body: parsed, headers: res.headers });
  if (problems.length) throw new Error(`${method} ${path} answered ${res.status} unlike the API document:\n  ${problems.join('\n  ')}\n${text.slice(0, 500)}`);
  return { status: res.status, headers: res.headers, body: parsed };
}

/** Starts the real local stack (same handlers, real HTTP) on the run's DynamoDB Local, in a table of its own. */
export function useLocalStack(options: Omit<LocalStackOptions, 'dynamodbEndpoint' | 'tableName' | 'port'> = {}): TestStack {
  let stack: LocalStack;
  let db: Db;
  const tableName = `test-${randomUUID()}`;
  beforeAll(async () => {
    stack = await startLocalStack({ ...options, dynamodbEndpoint: inject('dynamodbEndpoint'), tableName, port: 0 });
    db = createDb({ tableName, endpoint: stack.dynamodbEndpoint });
  });
  afterAll(async () => {
    db?.raw.destroy();
    await stack?.stop();
  });
  return {
    get url() {
      return stack.url;
    },
    get db() {
      return db;
    },
    idle: () => stack.idle(),
    local: () => stack,
    api: (method, path, options) => callApi(stack.url, method, path, options),
    credits: async (userId) => (await dynamoAccountStore(db).get(userId))!.credits,
    async account({ plan = 'agency', credits = 1_000, limits } = {}) {
      const created = await createAccount(dynamoAccountStore(db), { email: `${randomUUID()}@example.com`, name: 'Test Agency', plan, credits });
      if (limits) await dynamoAccountStore(db).setLimits(created.user_id, limits);
      return created;
    },
  };
}
