import { existsSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';
import { HUNG_MARKER } from './hang-once-engine';

/**
 * A render step that hangs in its own thread, as npm start runs it: at the function's timeout the
 * thread is stopped (as Lambda stops the function), the step is sent again to a new thread, and the
 * job renders; the API answers throughout. The workflow runs 20 times faster than real time, no faster:
 * a new thread's start (seconds here, as it compiles the handler) must stay well under the scaled heartbeat timeout.
 */
const stack = useLocalStack({ isolate: true, renderWorkers: 1, timeScale: 1 / 20, threadPorts: new URL('./hang-once-engine.ts', import.meta.url).href });
afterAll(() => rmSync(HUNG_MARKER, { force: true }));

describe('fault: a render step hangs in its thread', () => {
  it('the thread is stopped at its timeout and the step runs again in a new one: the job succeeds, charged once', async () => {
    rmSync(HUNG_MARKER, { force: true });
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { title: 'Hangs once', scene_plan: [{ type: 'motion', prompt: 'Hangs once', duration_sec: 3 }] } });
    expect(res.status).toBe(202);
    let status = '';
    for (const until = Date.now() + 90_000; Date.now() < until && status !== 'succeeded' && status !== 'failed'; ) {
      const job = await stack.api('GET', `/v1/job/${res.body.job_id}`, { key: api_key });
      expect(job.status).toBe(200);
      status = job.body.status;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(existsSync(HUNG_MARKER)).toBe(true);
    expect(status, JSON.stringify((await stack.api('GET', `/v1/job/${res.body.job_id}`, { key: api_key })).body)).toBe('succeeded');
    expect(await stack.credits(user_id)).toBe(100 - res.body.credits_used);
  });
});
