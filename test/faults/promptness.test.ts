import { describe, expect, it } from 'vitest';
import { useLocalStack, type TestStack } from '../support/local-stack';
import { HOG_MS, hoggingEngine } from './hogging-engine';

/**
 * Issue 14: the API never waits on rendering. As npm start runs it, the render step runs in
 * threads of its own (as Lambda runs it apart from the API), so scenes that hold their thread
 * leave the API's answers prompt. The control stack runs the same engine on the API's thread,
 * which shows that the measure can fail.
 */
const isolated = useLocalStack({ isolate: true, renderWorkers: 2, threadPorts: new URL('./hogging-engine.ts', import.meta.url).href });
const shared = useLocalStack({ renderWorkers: 2, ports: { engine: hoggingEngine() } });

/** The slowest of GET /v1/me answers over `ms` while three renders of three scenes run. */
async function slowestAnswerUnderLoad(stack: TestStack, ms: number): Promise<{ slowest: number; unfinished: number }> {
  const { api_key } = await stack.account({ credits: 1_000, limits: { concurrency: 5 } });
  const jobs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await stack.api('POST', '/v1/render', {
      key: api_key,
      body: { title: `Busy ${i}`, scene_plan: Array.from({ length: 3 }, (_, j) => ({ type: 'motion', prompt: `Busy scene ${j + 1}`, duration_sec: 6 })) },
    });
    expect(res.status).toBe(202);
    jobs.push(res.body.job_id);
  }
  const statuses = async () => Promise.all(jobs.map(async (id) => (await stack.api('GET', `/v1/job/${id}`, { key: api_key })).body.status as string));
  while (!(await statuses()).includes('processing')) await new Promise((r) => setTimeout(r, 50));

  let slowest = 0;
  for (const until = Date.now() + ms; Date.now() < until; ) {
    const started = performance.now();
    expect((await stack.api('GET', '/v1/me', { key: api_key })).status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((r) => setTimeout(r, 25));
  }
  const unfinished = (await statuses()).filter((s) => s !== 'succeeded' && s !== 'failed').length;
  await stack.idle();
  expect(await statuses()).toEqual(['succeeded', 'succeeded', 'succeeded']);
  return { slowest, unfinished };
}

describe('fault: every render worker busy', () => {
  it('GET /v1/me answers promptly while scenes hold every render thread', async () => {
    const { slowest, unfinished } = await slowestAnswerUnderLoad(isolated, 2 * HOG_MS);
    // The renders were still running when the last answer came.
    expect(unfinished).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(HOG_MS / 3);
  });

  it('control: the same scenes on the API thread delay its answers', async () => {
    const { slowest } = await slowestAnswerUnderLoad(shared, 2 * HOG_MS);
    expect(slowest).toBeGreaterThan(HOG_MS / 2);
  });
});
