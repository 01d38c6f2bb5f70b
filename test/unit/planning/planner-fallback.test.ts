import type { ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it, vi } from 'vitest';
import { bedrockPlanner, PLAN_TOOL } from '../../../lambdas/adapters/planner/bedrock-planner';
import { plannerFor, withFallback } from '../../../lambdas/adapters/planner/configured-planner';
import { builtinPlanner } from '../../../lambdas/core/planning/builtin-planner';
import { planWithBudget } from '../../../lambdas/core/planning/plan-with-budget';
import { planInputOf, type Planner } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const request = parseRenderRequest({ brief: 'A 20 second advert for a neighbourhood bakery: sourdough baked at dawn, open from 7.' });
const input = planInputOf({ ...request, brief: request.brief! });

/** An error as the AWS SDK throws it for one of Bedrock Runtime's documented error codes (Converse API reference, Errors). */
const bedrockError = (name: string, message: string) => Object.assign(new Error(message), { name, $fault: 'client', $metadata: { httpStatusCode: 400 } });

/** Nova 2 Lite through its profile, answering every Converse call with `reply`. */
function hostedPlanner(reply: () => Promise<ConverseCommandOutput>): { planner: Planner; send: ReturnType<typeof vi.fn> } {
  const send = vi.fn(reply);
  return { planner: withFallback(bedrockPlanner({ client: { send } as never, modelId: 'global.amazon.nova-2-lite-v1:0' }), 'Amazon Nova 2 Lite'), send };
}

const refusals: [string, string, RegExp][] = [
  ['AccessDeniedException', 'You don\'t have access to the model with the specified model ID.', /access to the model is not granted/],
  ['ValidationException', 'The provided model identifier is invalid.', /refused the request as invalid/],
  ['ThrottlingException', 'Too many requests, please wait before trying again.', /kept throttling requests after retries/],
  ['ResourceNotFoundException', 'Model not found in this Region.', /not offered in this Region/],
  ['ServiceUnavailableException', 'Service unavailable.', /service was unavailable/],
];

describe('issue 24 item 5: a refused hosted planner falls back to the built-in planner and says so in plan_notes', () => {
  it.each(refusals)('%s: the brief is planned by the built-in planner, and the first note names the hosted planner and why', async (name, message, reason) => {
    const { planner } = hostedPlanner(async () => Promise.reject(bedrockError(name, message)));
    const plan = await planWithBudget(planner, input);
    const builtin = await builtinPlanner().plan(input, { signal: new AbortController().signal });
    expect(plan.scenes).toEqual(builtin.scenes);
    expect(plan.notes[0]).toMatch(/^The Amazon Nova 2 Lite planner was not available \(.*\), so the built-in planner planned this video\.$/);
    expect(plan.notes[0]).toMatch(reason);
    // The model's own message (which may carry ARNs or account details) never reaches the caller.
    expect(plan.notes.join(' ')).not.toContain(message);
  });

  it('two invalid plans from the model are a refusal too: the brief still gets a plan', async () => {
    const invalid = { output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: PLAN_TOOL, input: { title: '', scenes: [] } } }] } } } as unknown as ConverseCommandOutput;
    const { planner, send } = hostedPlanner(async () => invalid);
    const plan = await planWithBudget(planner, input);
    expect(send).toHaveBeenCalledTimes(2);
    expect(plan.notes[0]).toMatch(/built-in planner planned this video/);
  });

  it('a model that answers is used, with no note about fallbacks', async () => {
    const builtin = await builtinPlanner().plan(input, { signal: new AbortController().signal });
    const reply = { output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: PLAN_TOOL, input: { title: 'Dawn sourdough', scenes: builtin.scenes, notes: [] } } }] } } } as unknown as ConverseCommandOutput;
    const { planner } = hostedPlanner(async () => reply);
    const plan = await planWithBudget(planner, input);
    expect(plan.title).toBe('Dawn sourdough');
    expect(plan.notes.join(' ')).not.toMatch(/built-in planner/);
  });

  it('running out of the planning budget is not a fallback: it stays 502 PLAN_FAILED with the planning credits refunded', async () => {
    const { planner } = hostedPlanner(() => new Promise(() => {}));
    await expect(planWithBudget(planner, input, { budgetMs: 50 })).rejects.toMatchObject({ code: 'PLAN_FAILED' });
  });
});

describe('the configured planner sizes scripts to the configured narrator', () => {
  it("with Polly, plans as the built-in planner does for Polly's faster reading (the Bedrock fallback too)", async () => {
    const long = parseRenderRequest({
      brief: 'A 20 second advert for our neighbourhood bakery. Sourdough baked at dawn with flour milled ten miles away. Rated 4.8 by 1,200 locals. Open from 7 every day at 14 Mill Lane. Order ahead at millbakery.com.',
    });
    const longInput = planInputOf({ ...long, brief: long.brief! });
    const plan = (planner: Planner) => planner.plan(longInput, { signal: new AbortController().signal });
    const polly = await plan(plannerFor(undefined, 'polly'));
    expect(polly).toEqual(await plan(builtinPlanner({ narrator: 'polly' })));
    // The two rates plan this brief differently, so the wiring shows.
    expect(polly).not.toEqual(await plan(builtinPlanner({ narrator: 'espeak' })));
    expect(await plan(plannerFor(undefined))).toEqual(await plan(builtinPlanner({ narrator: 'espeak' })));
  });
});
