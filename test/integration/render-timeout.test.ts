import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { WebhookEnvelope } from '../../lambdas/core/webhooks/envelope';
import { useLocalStack } from '../support/local-stack';

const events: WebhookEnvelope[] = [];
// A one-minute render limit, run 30 times faster (2 s); each scene waits 4 s before failing, while its
// step keeps answering heartbeats: the render can never finish in time.
const stack = useLocalStack({
  renderLimitSeconds: 60,
  timeScale: 1 / 30,
  renderWorkers: 1,
  ports: {
    events: { publish: async (_, envelope) => void events.push(envelope) },
    engine: {
      renderScene: () => new Promise((_, reject) => setTimeout(() => reject(new Error('too late')), 4_000)),
      compose: () => Promise.reject(new Error('never reached')),
    },
    retryDelaySeconds: () => 0,
  },
});

describe('§3.1 the one-hour limit (RENDER_LIMIT_SECONDS locally), in the deployed state machines', () => {
  it('a render over the limit ends failed with a timeout error, refunded in full, its slot free, video.failed sent once', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100, limits: { concurrency: 1 } });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { scene_plan: [{ type: 'motion', prompt: 'Slow', duration_sec: 3 }] } });
    expect(res.status).toBe(202);
    let job;
    do {
      await new Promise((r) => setTimeout(r, 200));
      job = (await stack.api('GET', res.body.poll_url, { key: api_key })).body;
    } while (!['failed', 'succeeded'].includes(job.status));
    expect(job.status).toBe('failed');
    expect(job.error).toBe('Rendering took longer than the 1-minute limit and was stopped; unrendered work was refunded.');
    expect(await stack.credits(user_id)).toBe(100);
    const account = await stack.db.doc.send(new GetCommand({ TableName: stack.db.tableName, Key: { PK: `ACCOUNT#${user_id}`, SK: 'ACCOUNT' } }));
    expect(account.Item!.activeRenders).toBe(0);
    // The step that was still running ends later; it must change nothing.
    await new Promise((r) => setTimeout(r, 4_500));
    expect((await stack.api('GET', `/v1/job/${res.body.job_id}`, { key: api_key })).body.status).toBe('failed');
    expect(await stack.credits(user_id)).toBe(100);
    expect(events.map((e) => e.event)).toEqual(['video.failed']);
  });
});
