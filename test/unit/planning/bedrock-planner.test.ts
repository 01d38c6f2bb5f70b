import type { ConverseCommand, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it, vi } from 'vitest';
import { bedrockPlanner, PLAN_TOOL, planToolSchema } from '../../../lambdas/adapters/planner/bedrock-planner';
import { planWithBudget } from '../../../lambdas/core/planning/plan-with-budget';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const request = parseRenderRequest({
  brief: "a 20-second ad for our oat-milk latte, ends with 'order in the app'",
  product_image_url: `data:image/png;base64,${'A'.repeat(1000)}`,
  route: 'product-ad',
});
const input = planInputOf({ ...request, brief: request.brief! });

const validPlan = {
  title: 'Oat-milk latte',
  scenes: [
    { type: 'i2v_fast', role: 'hook', prompt: 'The latte from the photo, steam rising', script: 'Meet the oat-milk latte.', duration_sec: 6 },
    { type: 'i2v_fast', role: 'body', prompt: 'Pouring oat milk', script: 'Creamy and smooth.', duration_sec: 7 },
    { type: 'motion', role: 'cta', prompt: 'Order in the app', script: 'Order in the app.', duration_sec: 7, motion: { beat: 'cta', layout: 'cta' } },
  ],
  notes: [],
};

/** A Converse reply that calls the plan tool with `input`. */
const toolReply = (toolInput: unknown, id = 't1'): ConverseCommandOutput =>
  ({
    output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: id, name: PLAN_TOOL, input: toolInput } }] } },
    stopReason: 'tool_use',
  }) as unknown as ConverseCommandOutput;

function mockClient(...replies: ConverseCommandOutput[]) {
  const send = vi.fn(async (_command: ConverseCommand, _options?: { abortSignal?: AbortSignal }) => {
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    return reply;
  });
  return { send: send as never, calls: send.mock.calls };
}

const signal = new AbortController().signal;

describe('issue 6 item 3: hosted-model planner (Bedrock Converse, schema-constrained tool call)', () => {
  it('asks for exactly one tool call whose input schema is the plan schema, with the brief and no image data', async () => {
    const client = mockClient(toolReply(validPlan));
    await bedrockPlanner({ client, modelId: 'anthropic.claude-3-5-haiku' }).plan(input, { signal });

    const [command, options] = client.calls[0]!;
    const sent = command.input;
    expect(sent.modelId).toBe('anthropic.claude-3-5-haiku');
    expect(sent.toolConfig?.toolChoice).toEqual({ tool: { name: PLAN_TOOL } });
    expect(sent.toolConfig?.tools?.[0]?.toolSpec?.name).toBe(PLAN_TOOL);
    expect(sent.toolConfig?.tools?.[0]?.toolSpec?.inputSchema).toEqual({ json: planToolSchema });
    const userText = JSON.stringify(sent.messages);
    expect(userText).toContain('oat-milk latte');
    expect(userText).toContain('A product photo is supplied');
    expect(userText).not.toContain('data:image');
    expect(options?.abortSignal).toBe(signal);
  });

  it('the tool schema is JSON Schema of the scenes the request accepts (bounds included)', () => {
    const schema = planToolSchema as { properties: { scenes: { maxItems: number; items: { properties: Record<string, { maximum?: number; enum?: string[] }> } } } };
    expect(schema).not.toHaveProperty('$schema');
    expect(schema.properties.scenes.maxItems).toBe(12);
    expect(schema.properties.scenes.items.properties.duration_sec!.maximum).toBe(10);
    expect(schema.properties.scenes.items.properties.type!.enum).not.toContain('footage');
  });

  it('a valid reply becomes a reviewed plan: lengths fitted to duration_sec', async () => {
    const plan = await bedrockPlanner({ client: mockClient(toolReply(validPlan)), modelId: 'm' }).plan(input, { signal });
    expect(plan.scenes.map((s) => s.duration_sec).reduce((a, b) => a + b)).toBe(20);
    expect(plan.title).toBe('Oat-milk latte');
  });

  it('an invalid reply is repaired once: the problems go back as the tool’s error result', async () => {
    const broken = { ...validPlan, scenes: [{ ...validPlan.scenes[0], prompt: '', duration_sec: 30 }] };
    const client = mockClient(toolReply(broken, 'first'), toolReply(validPlan, 'second'));
    const plan = await bedrockPlanner({ client, modelId: 'm' }).plan(input, { signal });

    expect(plan.scenes).toHaveLength(3);
    const retry = client.calls[1]![0].input.messages!;
    expect(retry).toHaveLength(3);
    expect(retry[2]!.content![0]).toEqual({
      toolResult: {
        toolUseId: 'first',
        status: 'error',
        content: [{ text: expect.stringMatching(/scenes\.0\.prompt: must be at least 1 character; scenes\.0\.duration_sec: must be at most 10/) }],
      },
    });
  });

  it('two invalid replies are a clear error, which the planning budget turns into 502 PLAN_FAILED', async () => {
    const client = mockClient(toolReply({ title: 'x' }), toolReply({ title: 'x' }));
    const planner = bedrockPlanner({ client, modelId: 'm' });
    await expect(planner.plan(input, { signal })).rejects.toThrow(/invalid plan twice: scenes: is required/);

    const again = bedrockPlanner({ client: mockClient(toolReply({}), toolReply({})), modelId: 'm' });
    await expect(planWithBudget(again, input)).rejects.toMatchObject({ status: 502, code: 'PLAN_FAILED' });
  });

  it('a reply without the tool call is asked again in words', async () => {
    const prose = { output: { message: { role: 'assistant', content: [{ text: 'Here is a plan…' }] } } } as unknown as ConverseCommandOutput;
    const client = mockClient(prose, toolReply(validPlan));
    await bedrockPlanner({ client, modelId: 'm' }).plan(input, { signal });
    expect(client.calls[1]![0].input.messages![2]!.content![0]).toEqual({ text: expect.stringContaining(`no ${PLAN_TOOL} tool call`) });
  });
});
