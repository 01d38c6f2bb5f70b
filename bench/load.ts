import '../bin/runtime-env';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { dynamoAccountStore } from '../lambdas/adapters/dynamo/account-store';
import { createDb } from '../lambdas/adapters/dynamo/client';
import { freePort } from '../lambdas/shared/free-port';
import { createAccount } from '../lambdas/core/account/manage-accounts';
import { readRuntimeInfo } from '../lambdas/local/local-config';

/**
 * `npm run bench:load`: requests/s and latency of the API of `npm start` (its own process, its own
 * DynamoDB Local, a fresh DATA_DIR) under autocannon on loopback, every run bounded in requests
 * and in time. GET /v1/me, GET /v1/job/{id} and a refused POST /v1/render (400) on an idle stack;
 * then accepted renders (202, a 3-second draft motion scene each, from many accounts, since §8 allows
 * an account 3 a minute) while the renders they start run; then the two GETs again while they run.
 * The load generator shares the machine's cores with the stack.
 */
const CONNECTIONS = 10;
const REQUESTS = 2_000;
const RENDERS = 300;
const RENDERS_PER_ACCOUNT = 3;
const MAX_SECONDS = 60;
const WARM_UP = 300;

const RENDER_BODY = JSON.stringify({ quality: 'draft', scene_plan: [{ type: 'motion', prompt: 'Load test', duration_sec: 3 }] });
const REFUSED_BODY = JSON.stringify({ quality: 'draft', scene_plan: [{ type: 'motion', duration_sec: 3 }] });
const HIGH_LIMITS = { concurrency: 1_000, monthlyCap: 10_000_000, maxRenderCost: 1_000 };

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** Starts `npm start`'s entry on a free port and waits for its ready line. */
async function startStack(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 120_000;
  while (!output.includes('ready at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the stack did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function account(db: ReturnType<typeof createDb>, credits: number): Promise<string> {
  const accounts = dynamoAccountStore(db);
  const created = await createAccount(accounts, { email: `load-${Math.random().toString(36).slice(2)}@example.com`, name: 'Load', credits });
  await accounts.setLimits(created.user_id, HIGH_LIMITS);
  return created.api_key;
}

interface Run {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  amount: number;
  /** The Bearer key of each request, in turn. */
  keys: string[];
}

async function measure(url: string, run: Run, report = true) {
  let next = 0;
  let cap: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount: run.amount,
        timeout: 30,
        requests: [
          {
            method: run.method,
            path: run.path,
            body: run.body,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${run.keys[next++ % run.keys.length]}`, 'content-type': 'application/json' },
            }),
          },
        ],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    cap = setTimeout(() => instance.stop(), MAX_SECONDS * 1_000);
  });
  clearTimeout(cap);
  if (!report) return;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  const done = result.requests.total;
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  console.log(
    `${run.title.padEnd(42)} ${String(done).padStart(5)} req  ${(done / seconds).toFixed(0).padStart(5)} req/s  ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${statuses}${result.errors ? `  errors ${result.errors}` : ''}  load ${load()}`,
  );
}

async function secondsToSucceed(url: string, jobId: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { status, error } = (await (await fetch(`${url}/v1/job/${jobId}`, { headers })).json()) as { status: string; error: string | null };
    if (status === 'succeeded') return (performance.now() - started) / 1000;
    if (status === 'failed') throw new Error(`the bench's render failed: ${error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
console.log(`${cpus().length} cores; load average (1, 5, 15 min) before start: ${load()}`);
const stack = await startStack(dataDir);
try {
  const info = readRuntimeInfo(dataDir)!;
  const db = createDb({ tableName: info.tableName, endpoint: info.dynamodbEndpoint });
  const key = await account(db, 10_000_000);
  const renderKeys: string[] = [];
  while (renderKeys.length < RENDERS / RENDERS_PER_ACCOUNT) renderKeys.push(await account(db, 100_000));
  db.raw.destroy();
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const { job_id } = (await (await fetch(`${stack.url}/v1/render`, { method: 'POST', headers, body: RENDER_BODY })).json()) as { job_id: string };
  console.log(`one render of the bench's scene, POST → succeeded: ${(await secondsToSucceed(stack.url, job_id, headers)).toFixed(1)} s`);

  console.log(`autocannon, ${CONNECTIONS} connections, at most ${MAX_SECONDS} s per run, loopback ${stack.url}`);
  const me: Run = { title: 'GET /v1/me, idle', method: 'GET', path: '/v1/me', amount: REQUESTS, keys: [key] };
  const job: Run = { title: 'GET /v1/job/{id}, idle', method: 'GET', path: `/v1/job/${job_id}`, amount: REQUESTS, keys: [key] };
  const refused: Run = { title: 'POST /v1/render refused (400), idle', method: 'POST', path: '/v1/render', body: REFUSED_BODY, amount: REQUESTS, keys: [key] };
  // A first pass warms the stack (JIT, connections to DynamoDB Local) and is not reported.
  for (const run of [me, job, refused]) await measure(stack.url, { ...run, amount: WARM_UP }, false);
  for (const run of [me, job, refused]) await measure(stack.url, run);
  await measure(stack.url, { title: 'POST /v1/render accepted (202), renders run', method: 'POST', path: '/v1/render', body: RENDER_BODY, amount: RENDERS, keys: renderKeys });
  await measure(stack.url, { ...me, title: 'GET /v1/me, renders running' });
  await measure(stack.url, { ...job, title: 'GET /v1/job/{id}, renders running' });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
