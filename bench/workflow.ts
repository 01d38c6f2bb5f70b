import '../bin/runtime-env';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../lambdas/adapters/dynamo/account-store';
import { createDb } from '../lambdas/adapters/dynamo/client';
import { startDynamoDbLocal } from '../lambdas/adapters/dynamo/dynamodb-local';
import { startLocalStack } from '../lambdas/local/local-stack';
import { defaultPorts } from '../lambdas/render/default-ports';
import { renderVideo } from '../lambdas/render/render-video';
import { planSpec } from '../lambdas/render/spec';
import { standardAd } from './fixtures/standard-ad';

/**
 * `npm run bench:workflow`: on the local stack, the time from POST /v1/render to `succeeded`
 * for the standard 20-second draft advert with 1, 2 and 4 render workers, against the bare
 * engine rendering the same plan in one process.
 */
const WORKERS = [1, 2, 4];
const body = standardAd('draft');

async function bareEngineSeconds(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const started = performance.now();
  await renderVideo(planSpec(body), defaultPorts(), join(dir, 'video.mp4'));
  const seconds = (performance.now() - started) / 1000;
  await rm(dir, { recursive: true, force: true });
  return seconds;
}

async function workflowSeconds(dynamodbEndpoint: string, workers: number): Promise<number> {
  const stack = await startLocalStack({ port: 0, dynamodbEndpoint, tableName: `bench-${workers}-${Date.now()}`, renderWorkers: workers });
  try {
    const db = createDb({ tableName: stack.tableName, endpoint: dynamodbEndpoint });
    const { api_key } = await createAccount(dynamoAccountStore(db), { email: 'bench@example.com', name: 'Bench', credits: 10_000 });
    const headers = { authorization: `Bearer ${api_key}`, 'content-type': 'application/json' };
    const started = performance.now();
    const accepted = (await (await fetch(`${stack.url}/v1/render`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { poll_url: string };
    for (;;) {
      const job = (await (await fetch(stack.url + accepted.poll_url, { headers })).json()) as { status: string; error: string | null };
      if (job.status === 'succeeded') break;
      if (job.status === 'failed') throw new Error(`render failed: ${job.error}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    db.raw.destroy();
    return seconds;
  } finally {
    await stack.stop();
  }
}

const dynamo = await startDynamoDbLocal();
try {
  const bare = await bareEngineSeconds();
  console.log(`standard 20 s draft advert (5 scenes, narration, music, logo), 9:16`);
  console.log(`bare engine, one process:           ${bare.toFixed(2)} s`);
  for (const workers of WORKERS) {
    const seconds = await workflowSeconds(dynamo.endpoint, workers);
    console.log(
      `workflow, ${workers} worker${workers > 1 ? 's' : ' '} POST→succeeded:  ${seconds.toFixed(2)} s` +
        `   (${(20 / seconds).toFixed(2)}× real time; overhead vs bare engine ${(((seconds - bare) / bare) * 100).toFixed(0)}%)`,
    );
  }
} finally {
  await dynamo.stop();
}
