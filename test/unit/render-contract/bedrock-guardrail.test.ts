import type { ApplyGuardrailCommand, ApplyGuardrailCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it, vi } from 'vitest';
import { bedrockGuardrailPolicy } from '../../../lambdas/adapters/content/bedrock-guardrail';
import { enforceContentPolicy } from '../../../lambdas/core/render/content-policy';

function guardrail(reply: Partial<ApplyGuardrailCommandOutput>) {
  const send = vi.fn(async (_command: ApplyGuardrailCommand) => reply as ApplyGuardrailCommandOutput);
  return { policy: bedrockGuardrailPolicy({ client: { send: send as never }, guardrailId: 'gr-1', guardrailVersion: '3' }), send };
}

describe('§4.2 CONTENT_BLOCKED through a managed guardrail (Bedrock ApplyGuardrail)', () => {
  it('sends every text as guarded input to the configured guardrail', async () => {
    const { policy, send } = guardrail({ action: 'NONE' });
    expect(await policy.check(['brief', 'scene'])).toEqual({ blocked: false });
    expect(send.mock.calls[0]![0].input).toEqual({
      guardrailIdentifier: 'gr-1',
      guardrailVersion: '3',
      source: 'INPUT',
      content: [{ text: { text: 'brief' } }, { text: { text: 'scene' } }],
    });
  });

  it('an intervention blocks, named after the filter that fired', async () => {
    const { policy } = guardrail({
      action: 'GUARDRAIL_INTERVENED',
      assessments: [{ contentPolicy: { filters: [{ type: 'VIOLENCE', confidence: 'HIGH', action: 'BLOCKED' }] } }],
    });
    await expect(enforceContentPolicy(policy, ['…'])).rejects.toMatchObject({
      status: 400,
      code: 'CONTENT_BLOCKED',
      message: 'The request breaks the content rules (violence)',
    });
  });

  it('a denied topic is named too', async () => {
    const { policy } = guardrail({
      action: 'GUARDRAIL_INTERVENED',
      assessments: [{ topicPolicy: { topics: [{ name: 'Gambling', type: 'DENY', action: 'BLOCKED' }] } }],
    });
    expect(await policy.check(['…'])).toEqual({ blocked: true, reason: 'denied topic Gambling' });
  });

  it('nothing to check makes no call', async () => {
    const { policy, send } = guardrail({ action: 'NONE' });
    expect(await policy.check([])).toEqual({ blocked: false });
    expect(send).not.toHaveBeenCalled();
  });
});
