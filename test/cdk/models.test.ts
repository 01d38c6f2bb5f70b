import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { ModelEntry } from '../../lambdas/core/models/model';
import { MODELS } from '../../lambdas/core/models/registry';
import { METRIC, METRICS_NAMESPACE } from '../../lambdas/core/ports/metrics';
import { configFromContext } from '../../lib/config';
import { guardModels } from '../../lib/model-guard';
import { ServiceStack } from '../../lib/service-stack';
import { decision, idsOf, policiesOf } from './contract';
import { ACCOUNT, REGION, resolve } from './intrinsics';
import { synth, testApp } from './support';

type Json = { Resources: Record<string, { Type: string; Properties: Record<string, any> }> };

/** What a function of a synthesized stack may do, by the IAM simulator over its own policies, and the environment it gets. */
function functionOf(stack: ServiceStack, template: Template, name: string) {
  const json = template.toJSON() as Json;
  const { fn, role } = idsOf(stack).functions.get(name)!;
  const policies = policiesOf(json, role);
  const env = resolve(json.Resources, json.Resources[fn]!.Properties.Environment?.Variables ?? {}) as Record<string, string>;
  return { env, may: (action: string, arn: string) => decision(policies, `arn:aws:iam::${ACCOUNT}:role/${role.toLowerCase()}`, action, arn) };
}

const NOVA2 = 'amazon.nova-2-lite-v1:0';
const model = (region: string, id = NOVA2) => `arn:aws:bedrock:${region}::foundation-model/${id}`;

// Each synthesizes a whole stack, which takes tens of seconds on a busy machine.
describe('issue 24 item 4: good by default', { timeout: 240_000 }, () => {
  it(`cdk synth with no context: the render step may call polly:SynthesizeSpeech, and the planning function may call bedrock:InvokeModel on the inference profile and its foundation models (${REGION}: global profile)`, async () => {
    const { stack, template } = synth();
    const render = functionOf(stack, template, 'render');
    const step = functionOf(stack, template, 'render-step');

    expect(render.env.PLANNER_MODEL_ID).toBe(`global.${NOVA2}`);
    expect(await render.may('bedrock:InvokeModel', `arn:aws:bedrock:${REGION}:${ACCOUNT}:inference-profile/global.${NOVA2}`)).toBe('Allowed');
    // A global profile may run the model in any commercial Region.
    for (const region of [REGION, 'us-east-1', 'ap-southeast-2', 'sa-east-1']) expect(await render.may('bedrock:InvokeModel', model(region)), region).toBe('Allowed');
    expect(await render.may('bedrock:InvokeModel', model(REGION, 'amazon.nova-pro-v1:0'))).toBe('ImplicitlyDenied');
    expect(await render.may('bedrock:InvokeModel', `arn:aws:bedrock:${REGION}:${ACCOUNT}:inference-profile/global.amazon.nova-pro-v1:0`)).toBe('ImplicitlyDenied');

    expect(step.env).toMatchObject({ TTS: 'polly', POLLY_ENGINE: 'neural' });
    expect(await step.may('polly:SynthesizeSpeech', '*')).toBe('Allowed');
    // Only the planning function plans; only the render step speaks.
    expect(await step.may('bedrock:InvokeModel', model(REGION))).toBe('ImplicitlyDenied');
    expect(await render.may('polly:SynthesizeSpeech', '*')).toBe('ImplicitlyDenied');
  });

  it('a stack in a US Region calls the planner through the US geographic profile: the profile and the model in its three US Regions, nothing outside them', async () => {
    const app = testApp();
    const stack = new ServiceStack(app, 'UsEast', { config: configFromContext((key) => app.node.tryGetContext(key)), env: { account: ACCOUNT, region: 'us-east-1' } });
    const render = functionOf(stack, Template.fromStack(stack), 'render');
    expect(render.env.PLANNER_MODEL_ID).toBe(`us.${NOVA2}`);
    expect(await render.may('bedrock:InvokeModel', `arn:aws:bedrock:us-east-1:${ACCOUNT}:inference-profile/us.${NOVA2}`)).toBe('Allowed');
    for (const region of ['us-east-1', 'us-east-2', 'us-west-2']) expect(await render.may('bedrock:InvokeModel', model(region)), region).toBe('Allowed');
    expect(await render.may('bedrock:InvokeModel', model('eu-west-1'))).toBe('ImplicitlyDenied');
    expect(await render.may('bedrock:InvokeModel', `arn:aws:bedrock:us-east-1:${ACCOUNT}:inference-profile/global.${NOVA2}`)).toBe('ImplicitlyDenied');
  });

  it('context bedrockPlanner=false and polly=false turn each off: no model id, no grant', async () => {
    const { stack, template } = synth({ bedrockPlanner: 'false', polly: 'false' });
    const render = functionOf(stack, template, 'render');
    const step = functionOf(stack, template, 'render-step');
    expect(render.env.PLANNER_MODEL_ID).toBeUndefined();
    expect(step.env.TTS).toBeUndefined();
    expect(await render.may('bedrock:InvokeModel', `arn:aws:bedrock:${REGION}:${ACCOUNT}:inference-profile/global.${NOVA2}`)).toBe('ImplicitlyDenied');
    expect(await step.may('polly:SynthesizeSpeech', '*')).toBe('ImplicitlyDenied');
  });
});

describe('issue 24 item 2: the synth guard', { timeout: 240_000 }, () => {
  const modelAnnotations = (stack: Stack, kind: 'Error' | 'Warning') =>
    (kind === 'Error' ? Annotations.fromStack(stack).findError('*', Match.anyValue()) : Annotations.fromStack(stack).findWarning('*', Match.anyValue()))
      .map((a) => String(a.entry.data))
      .filter((text) => /end of life|Legacy/.test(text));

  it('the defaults use no Legacy or ended model: nothing to say', () => {
    const { stack } = synth();
    expect(modelAnnotations(stack, 'Error')).toEqual([]);
    expect(modelAnnotations(stack, 'Warning')).toEqual([]);
  });

  it('an end-of-life model refuses synth with a message naming the model and its end-of-life date (Nova Reel 1.1, 2026-09-30)', () => {
    const { stack } = synth({ footageModelId: 'amazon.nova-reel-v1:1' });
    const [error, ...others] = modelAnnotations(stack, 'Error');
    expect(others).toEqual([]);
    expect(error).toMatch(/Amazon Nova Reel 1\.1 \(amazon\.nova-reel-v1:1\) reached its end of life on 2026-09-30/);
    expect(error).toMatch(/-c allowEndOfLife=amazon\.nova-reel-v1:1/);
  });

  it('context allowEndOfLife naming the model turns the refusal into a warning that says its calls will fail', () => {
    const { stack } = synth({ footageModelId: 'amazon.nova-reel-v1:1', allowEndOfLife: 'amazon.nova-reel-v1:1' });
    expect(modelAnnotations(stack, 'Error')).toEqual([]);
    expect(modelAnnotations(stack, 'Warning')).toEqual([expect.stringMatching(/amazon\.nova-reel-v1:1\) .*2026-09-30.*calls will fail/)]);
  });

  it('a Legacy model warns with its end-of-life date; an ended one errors; an Active one says nothing', () => {
    const stack = new Stack(new App(), 'Guarded');
    const legacy: ModelEntry = { ...MODELS['nova-2-lite'], name: 'Some planner', modelId: 'amazon.some-planner-v1:0', lifecycle: { state: 'Legacy', checked: '2026-11-25', legacySince: '2026-10-01', endOfLife: '2027-04-01', source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-lifecycle.html' } };
    guardModels(stack, [{ setting: 'plannerModelId', entry: legacy }, { setting: 'plannerModelId', entry: MODELS['nova-2-lite'] }], { today: '2026-11-25', allowEndOfLife: [] });
    expect(modelAnnotations(stack, 'Warning')).toEqual([expect.stringMatching(/amazon\.some-planner-v1:0\) is Legacy since 2026-10-01; its end of life is 2027-04-01/)]);
    expect(modelAnnotations(stack, 'Error')).toEqual([]);

    const later = new Stack(new App(), 'Later');
    guardModels(later, [{ setting: 'plannerModelId', entry: legacy }], { today: '2027-04-01', allowEndOfLife: [] });
    expect(modelAnnotations(later, 'Error')).toEqual([expect.stringMatching(/amazon\.some-planner-v1:0\) reached its end of life on 2027-04-01/)]);
  });

  it('a model id the registry does not declare stops synthesis, naming the key and the ids it knows', () => {
    expect(() => synth({ plannerModelId: 'anthropic.claude-3-haiku-20240307-v1:0' })).toThrow(/plannerModelId: "anthropic\.claude-3-haiku-20240307-v1:0" is not a Bedrock planner model of the registry.*amazon\.nova-2-lite-v1:0/);
  });
});

describe('issue 24 item 3: the scheduled lifecycle check in the deployed stack', { timeout: 240_000 }, () => {
  it('runs every day, is told which Bedrock models the stack calls, and its count raises the model-lifecycle alarm', () => {
    const { stack, template } = synth({ footageModelId: 'luma.ray-v2:0' });
    const fnId = idsOf(stack).functions.get('model-lifecycle')!.fn;
    const rules = Object.values(template.findResources('AWS::Events::Rule')).filter((r) => JSON.stringify(r.Properties.Targets).includes(fnId));
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toEqual(['rate(1 day)']);

    const env = (template.toJSON() as Json).Resources[fnId]!.Properties.Environment.Variables;
    expect(env.BEDROCK_MODEL_IDS).toBe(`${NOVA2},luma.ray-v2:0`);

    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: METRICS_NAMESPACE,
      MetricName: METRIC.modelNotActive,
      Period: 86_400,
      Threshold: 1,
      AlarmDescription: Match.stringLikeRegexp('Legacy or past its end of life'),
    });
  });

  it('may read the lifecycle of the configured models only (GetFoundationModel), in whichever Region lists them', async () => {
    const { stack, template } = synth();
    const check = functionOf(stack, template, 'model-lifecycle');
    for (const region of [REGION, 'us-east-1']) expect(await check.may('bedrock:GetFoundationModel', model(region))).toBe('Allowed');
    expect(await check.may('bedrock:GetFoundationModel', model(REGION, 'amazon.nova-pro-v1:0'))).toBe('ImplicitlyDenied');
    expect(await check.may('bedrock:InvokeModel', model(REGION))).toBe('ImplicitlyDenied');
  });
});
