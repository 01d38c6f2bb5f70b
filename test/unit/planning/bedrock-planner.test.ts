import type { ConverseCommand, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it, vi } from 'vitest';
import { bedrockPlanner, PLAN_TOOL, planToolSchema } from '../../../lambdas/adapters/planner/bedrock-planner';
import { planWithBudget } from '../../../lambdas/core/planning/plan-with-budget';
import { AD_CARD_SEC, AD_SHOT_SEC } from '../../../lambdas/core/planning/durations';
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

describe('issue 23: the hosted-model planner keeps the built-in planner’s contract', () => {
  const LOGO = 'https://cdn.example.com/logo.png';
  const breeze = parseRenderRequest({
    brief: 'A 20-second ad for the Breeze cordless vacuum. 60 minutes of runtime. £50 off until Sunday. Shop at breeze.example.com.',
    brand_logo_url: LOGO,
  });
  const breezeInput = planInputOf({ ...breeze, brief: breeze.brief! });

  it('the prompt asks for the same things: scenes sharing duration_sec less the end card, scripts sized at the measured rate, the brief’s facts', async () => {
    const client = mockClient(toolReply(validPlan));
    await bedrockPlanner({ client, modelId: 'm' }).plan(breezeInput, { signal });
    const sent = client.calls[0]![0].input;
    const system = sent.system![0]!.text!;
    expect(system).toContain('add up to 17.5 s: the video is 20 s and the logo\'s end card takes the last 2.5 s.');
    expect(system).toContain(`Every generated shot lasts at most ${AD_SHOT_SEC} s, as advert shots do, and every motion card at most ${AD_CARD_SEC} s`);
    expect(system).toMatch(/the narrator says about 15 letters a second/);
    expect(system).toContain('at least 70% of the video');
    expect(system).toContain('No two scenes share the same prompt and script.');
    expect(system).toMatch(/a relation \(on, in, beside, holding, pouring\), a setting and a time of day/);
    const user = JSON.stringify(sent.messages);
    expect(user).toContain('Figures: \\"60\\", \\"£50\\".');
    expect(user).toContain('Addresses: \\"breeze.example.com\\".');
    expect(user).toContain('Call to action: \\"Shop at breeze.example.com\\".');
  });

  it('the prompt states every aspect asked for, and framing words only for what they share', async () => {
    const sentFor = async (aspects: string[]) => {
      const body = parseRenderRequest({ brief: 'A 20-second ad for the Breeze cordless vacuum.', aspects });
      const client = mockClient(toolReply(validPlan));
      await bedrockPlanner({ client, modelId: 'm' }).plan(planInputOf({ ...body, brief: body.brief! }), { signal });
      return JSON.stringify(client.calls[0]![0].input.messages);
    };
    const both = await sentFor(['9:16', '16:9']);
    expect(both).toContain('Aspects: 9:16, 16:9, every scene shown in each; compose generated scenes with centred framing, naming no one aspect.');
    expect(both).not.toMatch(/Aspect: |vertical|widescreen/);
    expect(await sentFor(['9:16', '4:5'])).toContain('with portrait framing, naming no one aspect');
    expect(await sentFor(['1:1'])).toContain('Aspects: 1:1; compose generated scenes with square 1:1 framing.');
  });

  it('training prompts carry the steps read from any notation, and the rule against repeating a step’s label', async () => {
    const request = parseRenderRequest({ brief: 'How to reset your password in 4 steps. Step 1: Open the app. Step 2: Tap Forgot password.', kind: 'training' });
    const client = mockClient(toolReply(validPlan));
    await bedrockPlanner({ client, modelId: 'm' }).plan(planInputOf({ ...request, brief: request.brief! }), { signal });
    const sent = client.calls[0]![0].input;
    expect(sent.system![0]!.text!).toContain('never "Step 2: Tap Security."');
    expect(JSON.stringify(sent.messages)).toContain('Steps the brief lists, in order: \\"Open the app\\", \\"Tap Forgot password\\".');
    expect(JSON.stringify(sent.messages)).toContain('The brief promises 4 steps and names 2.');
  });

  it('a model’s plan goes through the same review: end card counted, repeats removed, scripts fitted, a missing address said where there is time', async () => {
    const careless = {
      title: 'Breeze',
      scenes: [
        { type: 't2v_fast', role: 'hook', prompt: 'A vacuum on a rug', script: 'Meet the Breeze cordless vacuum.', duration_sec: 5 },
        { type: 't2v_fast', role: 'body', prompt: 'A vacuum on a rug', script: 'Meet the Breeze cordless vacuum.', duration_sec: 5 },
        { type: 't2v_fast', role: 'body', prompt: 'A person vacuuming stairs', script: `60 minutes of runtime. ${'It is light and it is quick and it is quiet. '.repeat(4)}`, duration_sec: 5 },
        { type: 'motion', role: 'cta', prompt: '£50 off until Sunday', script: '£50 off until Sunday.', duration_sec: 5, motion: { beat: 'cta', layout: 'cta' } },
      ],
      notes: [],
    };
    const plan = await bedrockPlanner({ client: mockClient(toolReply(careless)), modelId: 'm' }).plan(breezeInput, { signal });
    expect(plan.scenes).toHaveLength(3);
    // The scenes share 17.5 s; no length within the slack brings the lines to 70%, so none is cut.
    expect(plan.scenes.reduce((sum, s) => sum + s.duration_sec, 0)).toBe(17.5);
    // An advert's shot lasts at most AD_SHOT_SEC (a card too, when a plan has too few scenes for short cards): the model's long body is held
    // to it and its script shortened at a sentence to what the voice says there; the brief's address,
    // left out by the model, said where it fits (the closing card).
    expect(plan.scenes[1]!.duration_sec).toBeLessThanOrEqual(AD_SHOT_SEC);
    expect(plan.scenes[1]!.script).toMatch(/^60 minutes of runtime\.(?: It is light and it is quick and it is quiet\.){1,3}$/);
    expect(plan.scenes[2]!.script).toBe('£50 off until Sunday. Shop at breeze.example.com.');
    expect(plan.notes).toEqual([
      'Scene 2 repeated scene 1 word for word and was removed.',
      'Scene lengths adjusted so that the video lasts 20 s, end card included (the scenes lasted 15 s).',
      'Narration shortened to fit the length of scene 2.',
      'Narration covers 57% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 10 s to say in 20 s. Add points to the brief.',
    ]);
  });
});
