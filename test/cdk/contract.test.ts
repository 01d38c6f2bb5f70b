import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { configFromContext } from '../../lib/config';
import { ServiceStack } from '../../lib/service-stack';
import { functionNamed } from '../../lambdas/functions/catalogue';
import { contractViolations, idsOf, type FeatureContext } from './contract';
import { synth, testApp } from './support';

const SAGEMAKER_PRESENTER: FeatureContext = {
  presenterModelId: 'sagemaker-async-endpoint',
  presenterEndpointName: 'Talking-Head-Async',
  presenterEndpointOutput: 's3://team-presenter-results/async/',
};

const ALL_FEATURES: FeatureContext = {
  plannerModelId: 'amazon.nova-2-lite-v1:0',
  footageModelId: 'luma.ray-v2:0',
  ...SAGEMAKER_PRESENTER,
  guardrailId: 'gr-123',
  polly: 'true',
  pollyEngine: 'generative',
};

const contexts: [string, FeatureContext][] = [
  ['default (Bedrock planner and Polly on)', {}],
  ['bedrockPlanner=false, polly=false (every model built in)', { bedrockPlanner: 'false', polly: 'false' }],
  ['guardrailId', { guardrailId: ALL_FEATURES.guardrailId }],
  ['footageModelId', { footageModelId: ALL_FEATURES.footageModelId }],
  ['footage: Nova Reel past its end of life, accepted', { footageModelId: 'amazon.nova-reel-v1:1', allowEndOfLife: 'amazon.nova-reel-v1:1' }],
  ['footage: Pexels stock video (key in Secrets Manager)', { footageModelId: 'pexels-videos-search' }],
  ['presenter: a SageMaker asynchronous endpoint', SAGEMAKER_PRESENTER],
  ['presenter: D-ID (key in Secrets Manager)', { presenterModelId: 'd-id-talks' }],
  ['pollyEngine', { pollyEngine: 'long-form' }],
  ['every feature', ALL_FEATURES],
];

/** A fresh, editable copy of a synthesized template. */
const templateOf = (context: FeatureContext) => {
  const { template, stack } = synth({ ...context });
  return { template: structuredClone(template.toJSON()) as never, ids: idsOf(stack) };
};

describe('issue 12: every function is wired exactly as its adapters declare (synthesized template, IAM simulator)', () => {
  it.each(contexts)('%s: each variable an adapter reads is set from the right resource, nothing else is set, and each declared call is allowed while every other is denied', async (_, context) => {
    const { template, ids } = templateOf(context);
    expect(await contractViolations(template, ids, context)).toEqual([]);
  });

  it('the check fails on a template with one grant removed, one variable removed, one variable too many or one grant too many', async () => {
    const context = {};
    const { template, ids } = templateOf(context);
    const t = template as { Resources: Record<string, { Type: string; Properties: Record<string, any> }> };
    const renderStep = ids.functions.get('render-step')!;
    const me = ids.functions.get('me')!;

    // The render step loses the permission to answer its task tokens.
    const policy = Object.values(t.Resources).find((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: { Ref: string }) => role.Ref === renderStep.role))!;
    const statements = policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[];
    const callbacks = statements.find((s) => [s.Action].flat().includes('states:SendTaskSuccess'))!;
    callbacks.Action = [callbacks.Action].flat().filter((a) => a !== 'states:SendTaskSuccess');
    // GET /v1/me loses its table name and gains a variable nothing reads.
    const env = t.Resources[me.fn]!.Properties.Environment.Variables;
    delete env.TABLE_NAME;
    env.STAGE = 'dev';
    // The webhook delivery function gains a Scan.
    const delivery = ids.functions.get('webhook-delivery')!;
    const deliveryPolicy = Object.values(t.Resources).find((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: { Ref: string }) => role.Ref === delivery.role))!;
    deliveryPolicy.Properties.PolicyDocument.Statement.push({ Effect: 'Allow', Action: 'dynamodb:Scan', Resource: { 'Fn::GetAtt': [ids.table, 'Arn'] } });

    const violations = await contractViolations(template, ids, context, (['render-step', 'me', 'webhook-delivery'] as const).map((name) => functionNamed(name)));
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^render-step: states:SendTaskSuccess on .* is ImplicitlyDenied, declared allowed$/),
        'me: TABLE_NAME is read by an adapter but not set',
        'me: STAGE is set but no adapter reads it',
        expect.stringMatching(/^webhook-delivery: dynamodb:Scan on .* is Allowed, declared not allowed$/),
      ]),
    );
    expect(violations).toHaveLength(4);
  });

  it('with no account or region given, the template names no region and no account: it deploys anywhere', () => {
    const app = testApp();
    const stack = new ServiceStack(app, 'Agnostic', { config: configFromContext((key) => app.node.tryGetContext(key)) });
    const text = JSON.stringify(Template.fromStack(stack).toJSON());
    expect(text).not.toMatch(/\b(us|eu|ap|sa|ca|me|af|il|mx)-(north|south|east|west|central|northeast|southeast|gov-east|gov-west)-\d\b/);
    expect(text).not.toMatch(/\b\d{12}\b/);
  });

  it("API Gateway's account-wide CloudWatch role is the stack's only when context apiGatewayCloudWatchRole asks for it", () => {
    expect(Object.keys(synth().template.findResources('AWS::ApiGateway::Account'))).toEqual([]);
    expect(Object.keys(synth({ apiGatewayCloudWatchRole: 'true' }).template.findResources('AWS::ApiGateway::Account'))).toHaveLength(1);
  });
});

