import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboundGuard } from '../../lambdas/adapters/outbound/outbound-guard';
import { useLocalStack } from '../support/local-stack';
import { captureLogLines } from '../support/log-lines';
import { scriptedEngine } from '../support/scripted-engine';
import { startReceiver, type LocalReceiver } from '../unit/outbound/local-receiver';

// The logger takes its level when it is made, and goes back to it after every request: INFO before any import.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

const lines = captureLogLines();

// Two render slots in this thread, and scenes that take a while: the steps of two jobs overlap.
const stack = useLocalStack({
  renderWorkers: 2,
  ports: { engine: scriptedEngine(() => 'ok', 300), retryDelaySeconds: () => 0 },
  webhooks: { guard: createOutboundGuard({ allowPrivateHosts: ['127.0.0.1'] }) },
});

let receiver: LocalReceiver;
beforeAll(async () => {
  receiver = await startReceiver((_req, res) => res.writeHead(200).end());
});
afterAll(() => receiver?.close());

const plan = (scenes: number) => ({ quality: 'draft', scene_plan: Array.from({ length: scenes }, (_, i) => ({ type: 'motion', prompt: `Scene ${i + 1}`, duration_sec: 3 })) });

describe('local logs: each workflow step and delivery under its own keys, as its own Lambda invocation', () => {
  it('a request labels only the lines logged while it runs; every later line of its job carries the job id alone', async () => {
    const { api_key } = await stack.account();
    const hook = await stack.api('POST', '/api/webhooks/hooks', { key: api_key, body: { event: 'video.completed', webhook_url: receiver.url() } });
    expect(hook.status).toBe(201);
    const sceneCounts = [1, 3];
    const renders = await Promise.all(sceneCounts.map((scenes) => stack.api('POST', '/v1/render', { key: api_key, body: plan(scenes) })));
    expect(renders.map((r) => r.status)).toEqual([202, 202]);
    await stack.idle();

    // A request's id (its own key, or its invocation's function_request_id) is on its own lines and on no other.
    const ownLines = (requestId: string | null) => lines.filter((l) => l.requestId === requestId || l.function_request_id === requestId).map((l) => l.message);
    expect(ownLines(hook.headers.get('x-request-id'))).toEqual(['request']);
    renders.forEach((render, i) => {
      expect(ownLines(render.headers.get('x-request-id'))).toEqual(['job accepted', 'request']);

      const later = lines.filter((l) => l.jobId === render.body.job_id && l.message !== 'job accepted');
      expect(later.map((l) => l.message)).toEqual(expect.arrayContaining(['job queued', 'scene done', 'video composed', 'job succeeded']));
      // Each scene is told once, under its own job: none of the other job's steps running at the same time.
      const scenes = later.filter((l) => l.message === 'scene done');
      expect(scenes.map((l) => l.scene).sort()).toEqual(Array.from({ length: sceneCounts[i]! }, (_, k) => k + 1));
      expect(scenes.map((l) => l.step).sort()).toEqual(Array.from({ length: sceneCounts[i]! }, (_, k) => `scene-${k}`));
    });

    // The deliveries of the two jobs' video.completed: invocations of their own, under no job's or request's keys.
    const attempts = lines.filter((l) => l.message === 'webhook attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts.filter((l) => ['requestId', 'jobId', 'step', 'function_request_id'].some((key) => key in l))).toEqual([]);
    expect(receiver.received).toHaveLength(2);
  });
});
