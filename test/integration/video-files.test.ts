/**
 * The files of a succeeded job on the local stack: the video, its poster and its captions all
 * count toward the account's library allowance, and a job that succeeded before posters and
 * captions were made links to its video only.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../lambdas/adapters/dynamo/keys';
import { useLocalStack } from '../support/local-stack';

const stack = useLocalStack({ ports: { retryDelaySeconds: () => 0 } });

async function renderOne(): Promise<{ userId: string; apiKey: string; jobId: string }> {
  const { user_id, api_key } = await stack.account({ credits: 100 });
  const res = await stack.api('POST', '/v1/render', {
    key: api_key,
    body: { aspect: '1:1', quality: 'draft', scene_plan: [{ type: 'motion', role: 'hook', prompt: 'Fresh coffee', script: 'Fresh coffee.', duration_sec: 3 }] },
  });
  expect(res.status).toBe(202);
  for (;;) {
    const { body } = await stack.api('GET', `/v1/job/${res.body.job_id}`, { key: api_key });
    if (body.status === 'succeeded') break;
    expect(['queued', 'starting', 'processing']).toContain(body.status);
    await new Promise((r) => setTimeout(r, 250));
  }
  await stack.idle();
  return { userId: user_id, apiKey: api_key, jobId: res.body.job_id };
}

/** One render serves both rules (the second only edits the job record after the first has read it). */
let rendered: ReturnType<typeof renderOne> | undefined;
const renderedOnce = () => (rendered ??= renderOne());

const bytesAt = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength;

describe('§2.3 library allowance: a video counts with its poster and captions', () => {
  it("the account's storage grows by the bytes of the video, the poster and the captions", async () => {
    const { userId, apiKey, jobId } = await renderedOnce();
    const { body: job } = await stack.api('GET', `/v1/job/${jobId}`, { key: apiKey });
    const sizes = await Promise.all([job.video_url, job.poster_url, job.captions_url].map((url: string) => bytesAt(url)));
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    const account = await stack.db.doc.send(new GetCommand({ TableName: stack.db.tableName, Key: keys.account(userId) }));
    expect(account.Item!.storageBytes).toBe(sizes.reduce((a, b) => a + b, 0));
  });
});

describe('poster_url and captions_url of a job that has no such files', () => {
  it('a job that succeeded before posters and captions were made gives its video_url, and null for both', async () => {
    const { apiKey, jobId } = await renderedOnce();
    // A job record as finalize wrote it before the files existed: no companions flag.
    await stack.db.doc.send(new UpdateCommand({ TableName: stack.db.tableName, Key: keys.job(jobId), UpdateExpression: 'REMOVE companions' }));
    const { body } = await stack.api('GET', `/v1/job/${jobId}`, { key: apiKey });
    expect(body).toMatchObject({ status: 'succeeded', poster_url: null, captions_url: null });
    expect((await fetch(body.video_url)).status).toBe(200);
  });
});
