import { GetFoundationModelCommand } from '@aws-sdk/client-bedrock';
import { describe, expect, it } from 'vitest';
import { bedrockLifecycles } from '../../../lambdas/adapters/bedrock/model-lifecycles';
import { checkModelLifecycles, type LiveLifecycle } from '../../../lambdas/core/models/lifecycle-check';
import { METRIC, type MetricName } from '../../../lambdas/core/ports/metrics';

const clock = { now: () => new Date('2026-11-25T06:00:00Z') };

function run(live: Record<string, LiveLifecycle>) {
  const counted: MetricName[] = [];
  const findings = checkModelLifecycles({
    models: Object.keys(live),
    lifecycles: { lifecycleOf: async (id) => live[id]! },
    metrics: { count: (name) => counted.push(name) },
    clock,
  });
  return { findings, counted };
}

/** An error as the SDK throws it for a documented error code. */
const awsError = (name: string) => Object.assign(new Error(`${name} from Bedrock`), { name });

describe('issue 24 item 3: the scheduled lifecycle check', () => {
  it('an Active model raises nothing', async () => {
    const { findings, counted } = run({ 'amazon.nova-2-lite-v1:0': { status: 'ACTIVE' } });
    expect(await findings).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('a model Bedrock now reports Legacy counts once in the alarm metric, with its dates in the finding', async () => {
    const { findings, counted } = run({
      'amazon.nova-2-lite-v1:0': { status: 'LEGACY', legacySince: new Date('2026-11-01T00:00:00Z'), endOfLife: new Date('2027-05-01T00:00:00Z') },
      'luma.ray-v2:0': { status: 'ACTIVE' },
    });
    expect(await findings).toEqual([
      { modelId: 'amazon.nova-2-lite-v1:0', status: 'LEGACY', endOfLife: '2027-05-01', message: 'amazon.nova-2-lite-v1:0 is Legacy since 2026-11-01; its end of life is 2027-05-01.' },
    ]);
    expect(counted).toEqual([METRIC.modelNotActive]);
  });

  it('a model past its end-of-life date, or gone from Bedrock, counts as ended', async () => {
    const { findings, counted } = run({
      'amazon.nova-reel-v1:1': { status: 'LEGACY', endOfLife: new Date('2026-09-30T00:00:00Z') },
      'luma.ray-v2:0': { status: 'GONE' },
    });
    expect((await findings).map((f) => [f.modelId, f.status])).toEqual([
      ['amazon.nova-reel-v1:1', 'ENDED'],
      ['luma.ray-v2:0', 'ENDED'],
    ]);
    expect(counted).toEqual([METRIC.modelNotActive, METRIC.modelNotActive]);
  });
});

describe('issue 24 item 3: Bedrock lifecycle from GetFoundationModel (documented response: modelDetails.modelLifecycle)', () => {
  /** A control-plane client per Region answering from `listed`: the Regions that list each model. */
  function clients(listed: Record<string, Record<string, { status: 'ACTIVE' | 'LEGACY'; legacyTime?: Date; endOfLifeTime?: Date }>>, fail?: Error) {
    const asked: [string, string][] = [];
    const clientFor = (region = 'eu-west-1') => ({
      send: async (command: GetFoundationModelCommand) => {
        const id = command.input.modelIdentifier!;
        asked.push([region, id]);
        if (fail) throw fail;
        const lifecycle = listed[region]?.[id];
        if (!lifecycle) throw awsError('ResourceNotFoundException');
        return { modelDetails: { modelId: id, modelArn: `arn:aws:bedrock:${region}::foundation-model/${id}`, modelLifecycle: lifecycle } };
      },
    });
    return { clientFor, asked };
  }

  it("reads the state and dates in the function's own Region", async () => {
    const { clientFor, asked } = clients({ 'eu-west-1': { 'amazon.nova-2-lite-v1:0': { status: 'LEGACY', legacyTime: new Date('2026-11-01'), endOfLifeTime: new Date('2027-05-01') } } });
    expect(await bedrockLifecycles(clientFor as never).lifecycleOf('amazon.nova-2-lite-v1:0')).toEqual({ status: 'LEGACY', legacySince: new Date('2026-11-01'), endOfLife: new Date('2027-05-01') });
    expect(asked).toEqual([['eu-west-1', 'amazon.nova-2-lite-v1:0']]);
  });

  it('a model not listed there is asked about in the Regions the registry says run it', async () => {
    const { clientFor, asked } = clients({ 'us-west-2': { 'luma.ray-v2:0': { status: 'ACTIVE' } } });
    expect(await bedrockLifecycles(clientFor as never).lifecycleOf('luma.ray-v2:0')).toMatchObject({ status: 'ACTIVE' });
    expect(asked).toEqual([
      ['eu-west-1', 'luma.ray-v2:0'],
      ['us-west-2', 'luma.ray-v2:0'],
    ]);
  });

  it('a model no Region lists any more is gone', async () => {
    const { clientFor } = clients({});
    expect(await bedrockLifecycles(clientFor as never).lifecycleOf('amazon.nova-reel-v1:1')).toEqual({ status: 'GONE' });
  });

  it('a refusal that is not "not found" (access denied, throttling) fails the check, so its function error alarm fires instead of a false all-clear', async () => {
    const { clientFor } = clients({}, awsError('AccessDeniedException'));
    await expect(bedrockLifecycles(clientFor as never).lifecycleOf('amazon.nova-2-lite-v1:0')).rejects.toThrow(/AccessDeniedException/);
  });
});
