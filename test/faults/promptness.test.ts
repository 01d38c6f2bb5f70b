import { describe, expect, it } from 'vitest';
import { useLocalStack, type TestStack } from '../support/local-stack';
import { HOG_MS, hoggingEngine } from './hogging-engine';
import { probeLatency } from './latency-probe';

/**
 * Issue 14: the API never waits on rendering. As npm start runs it, the render step runs in
 * threads of its own (as Lambda runs it apart from the API), so scenes that hold their thread
 * leave the API's answers prompt. The control stack runs the same engine on the API's thread,
 * which shows that the measure can fail, and sets the bound.
 */
const isolated = useLocalStack({ isolate: true, renderWorkers: 2, threadPorts: new URL('./hogging-engine.ts', import.meta.url).href });
const shared = useLocalStack({ renderWorkers: 2, ports: { engine: hoggingEngine() } });

/**
 * The slowest GET /v1/me answer, timed from a thread of its own, from the acceptance of three
 * renders of three scenes until all three have ended: every scene holds its thread within that span.
 */
async function slowestAnswerWhileRendering(stack: TestStack): Promise<number> {
  const { api_key } = await stack.account({ credits: 1_000, limits: { concurrency: 5 } });
  const probe = probeLatency(`${stack.url}/v1/me`, { authorization: `Bearer ${api_key}` });
  const jobs: string[] = [];
  let timed: { slowest: number; count: number };
  try {
    for (let i = 0; i < 3; i++) {
      const res = await stack.api('POST', '/v1/render', {
        key: api_key,
        body: { title: `Busy ${i}`, scene_plan: Array.from({ length: 3 }, (_, j) => ({ type: 'motion', prompt: `Busy scene ${j + 1}`, duration_sec: 6 })) },
      });
      expect(res.status).toBe(202);
      jobs.push(res.body.job_id);
    }
    await stack.idle();
  } finally {
    timed = await probe.stop();
  }
  const { slowest, count } = timed;
  const statuses = await Promise.all(jobs.map(async (id) => (await stack.api('GET', `/v1/job/${id}`, { key: api_key })).body.status));
  expect(statuses).toEqual(['succeeded', 'succeeded', 'succeeded']);
  expect(count).toBeGreaterThan(3);
  return slowest;
}

describe('fault: every render worker busy', () => {
  // Bounds relative to the control measured in this run (issue 25): a fixed 500 ms once failed at
  // 540 ms on a loaded machine, where both measures grow together.
  it('GET /v1/me answers promptly while scenes hold every render thread: under half the slowest answer of the control', async () => {
    const control = await slowestAnswerWhileRendering(shared);
    // The control's scenes hold the API's own thread: its answers wait, so the measure can fail.
    expect(control).toBeGreaterThan(HOG_MS / 2);
    expect(await slowestAnswerWhileRendering(isolated)).toBeLessThan(control / 2);
  });
});
