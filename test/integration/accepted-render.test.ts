import { describe, expect, it } from 'vitest';
import { recordingWorkflow } from '../support/controlled';
import { useLocalStack } from '../support/local-stack';

const workflow = recordingWorkflow();
let publishes = 0;
const stack = useLocalStack({
  ports: {
    workflow,
    events: {
      publish: async () => {
        publishes++;
        throw new Error('the webhook queue is unreachable');
      },
    },
  },
});

describe('§7 retry rules: once a render is charged and started, nothing turns its 202 into an error', () => {
  it('credits.low failing to publish still answers 202, charges once and starts the render once', async () => {
    const { user_id, api_key } = await stack.account({ credits: 55 });
    const res = await stack.api('POST', '/v1/render', {
      key: api_key,
      body: { scene_plan: [{ type: 'motion', prompt: 'Spring sale', duration_sec: 3 }] },
    });
    expect(res.status).toBe(202);
    // The charge took the balance below the credits.low threshold, so the event was attempted.
    expect(publishes).toBe(1);
    expect(await stack.credits(user_id)).toBe(55 - res.body.credits_used);
    expect(workflow.started).toEqual([res.body.job_id]);
  });
});
