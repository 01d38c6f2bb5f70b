import { describe, expect, it } from 'vitest';
import { invocationOf, NoRouteToModel, regionsRunning } from '../../../lambdas/core/models/invocation';
import { lifecycleVerdict } from '../../../lambdas/core/models/lifecycle';
import type { ModelEntry } from '../../../lambdas/core/models/model';
import { BUILTIN_MODELS, DEPLOYED_DEFAULTS, MODELS, modelByProviderId } from '../../../lambdas/core/models/registry';

const entries = Object.entries(MODELS) as [string, ModelEntry][];

describe('issue 24 item 2: one registry of models', () => {
  it('every hosted model records its lifecycle state, the day it was checked and where; every billed one its price and source', () => {
    for (const [key, model] of entries) {
      if (model.provider === 'builtin') {
        expect(model.lifecycle, key).toEqual({ state: 'Bundled' });
        continue;
      }
      if (model.lifecycle.state === 'Bundled' || model.lifecycle.state === 'DeployerManaged') continue;
      expect(model.lifecycle.checked, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(model.lifecycle.source, key).toMatch(/^https:\/\//);
      if (model.provider === 'amazon-bedrock' || model.provider === 'amazon-polly') expect(model.cost?.source, key).toMatch(/^https:\/\/aws\.amazon\.com\//);
    }
  });

  it('each model is priced the way its role is charged: planners per plan, footage and presenters per second of their scene types, voices within the scene', () => {
    for (const [key, model] of entries) {
      const expected = { planner: 'plan', footage: 'second', presenter: 'second', voice: 'included' }[model.role];
      expect(model.credits.per, key).toBe(expected);
      if (model.credits.per === 'second') {
        const scenes = Object.keys(model.credits.scenes).sort();
        expect(scenes, key).toEqual(model.role === 'footage' ? ['i2v_fast', 't2v_fast'] : ['s2v', 'walk_talk']);
      }
    }
  });

  it('a provider id is declared once, and an inference-profile id names its model', () => {
    const ids = entries.map(([, m]) => `${m.provider} ${m.modelId}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(modelByProviderId('global.amazon.nova-2-lite-v1:0')?.key).toBe('nova-2-lite');
    expect(modelByProviderId('us.amazon.nova-2-lite-v1:0')?.key).toBe('nova-2-lite');
    expect(modelByProviderId('anthropic.claude-3-haiku-20240307-v1:0')).toBeUndefined();
  });

  it('the deployed default planner is an Amazon-provided Bedrock model whose lifecycle AWS lists as Active, reached through inference profiles', () => {
    const planner = MODELS[DEPLOYED_DEFAULTS.planner];
    expect(planner).toMatchObject({ role: 'planner', provider: 'amazon-bedrock', lifecycle: { state: 'Active' } });
    expect(planner.modelId).toMatch(/^amazon\./);
    expect(planner.inferenceProfiles?.length).toBeGreaterThan(0);
    expect(MODELS[DEPLOYED_DEFAULTS.voice]).toMatchObject({ provider: 'amazon-polly', modelId: 'neural' });
    for (const [role, key] of Object.entries(BUILTIN_MODELS)) expect(MODELS[key]).toMatchObject({ role, provider: 'builtin' });
  });
});

describe('issue 24: what a lifecycle means on a given day', () => {
  it('Nova Reel 1.1, Legacy since 2026-03-30 with end of life 2026-09-30 (anchors), warns before that day and counts as ended from it', () => {
    const reel = MODELS['nova-reel'];
    expect(lifecycleVerdict(reel, '2026-06-01')).toMatchObject({ level: 'legacy', endOfLife: '2026-09-30' });
    expect(lifecycleVerdict(reel, '2026-06-01')).toMatchObject({ message: expect.stringMatching(/amazon\.nova-reel-v1:1.*Legacy since 2026-03-30.*end of life is 2026-09-30/) });
    expect(lifecycleVerdict(reel, '2026-09-30')).toMatchObject({ level: 'ended' });
    expect(lifecycleVerdict(reel, '2026-11-25')).toMatchObject({ level: 'ended', message: expect.stringMatching(/amazon\.nova-reel-v1:1.*end of life on 2026-09-30/) });
  });

  it('Active, bundled and deployer-managed models are fine on any day', () => {
    for (const key of ['nova-2-lite', 'luma-ray2', 'builtin-planner', 'sagemaker-presenter', 'polly-neural'] as const) {
      expect(lifecycleVerdict(MODELS[key], '2030-01-01'), key).toEqual({ level: 'ok' });
    }
  });
});

describe('issue 24: how the stack Region calls a Bedrock model', () => {
  const nova2 = MODELS['nova-2-lite'];

  it('a US Region goes through the US geographic profile, which runs the model in the three US Regions', () => {
    expect(invocationOf(nova2, 'us-east-2')).toEqual({
      id: 'us.amazon.nova-2-lite-v1:0',
      profile: nova2.inferenceProfiles[0],
      runsIn: { kind: 'regions', regions: ['us-east-1', 'us-east-2', 'us-west-2'] },
    });
  });

  it('any other Region, or a Region unknown at synth, goes through the global profile, which may run it in any commercial Region', () => {
    for (const region of ['eu-west-1', 'ap-northeast-1', undefined]) {
      expect(invocationOf(nova2, region)).toMatchObject({ id: 'global.amazon.nova-2-lite-v1:0', runsIn: { kind: 'allCommercial' } });
    }
  });

  it('a model offered in one Region only is called there from anywhere else; in it, in-Region', () => {
    expect(invocationOf(MODELS['luma-ray2'], 'us-west-2')).toEqual({ id: 'luma.ray-v2:0', runsIn: { kind: 'stackRegion' } });
    expect(invocationOf(MODELS['luma-ray2'], 'eu-west-1')).toEqual({ id: 'luma.ray-v2:0', region: 'us-west-2', runsIn: { kind: 'regions', regions: ['us-west-2'] } });
  });

  it('a model reachable only through geographic profiles refuses a Region none of them starts from, naming where it can be called', () => {
    const usOnly = { ...nova2, inferenceProfiles: [nova2.inferenceProfiles[0]] };
    expect(() => invocationOf(usOnly, 'eu-west-1')).toThrow(NoRouteToModel);
    expect(() => invocationOf(usOnly, 'eu-west-1')).toThrow(/eu-west-1.*us\. profile from us-east-1, us-east-2, us-west-2/);
  });

  it('the Regions the lifecycle check may ask about a model are its own and those its profiles run it in', () => {
    expect(regionsRunning(nova2)).toEqual(['us-east-1', 'us-east-2', 'us-west-2']);
    expect(regionsRunning(MODELS['nova-reel'])).toEqual(['us-east-1']);
  });
});
