import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { configFromContext } from '../../lib/config';

const config = (context: Record<string, unknown>) => configFromContext((key) => context[key]);

describe('CDK: configuration from context', () => {
  it('dev is disposable by default; any other stage retains its data and protects its table', () => {
    expect(config({})).toMatchObject({ stage: 'dev', removalPolicy: RemovalPolicy.DESTROY, deletionProtection: false });
    expect(config({ stage: 'prod' })).toMatchObject({ stage: 'prod', removalPolicy: RemovalPolicy.RETAIN, deletionProtection: true });
    expect(config({ stage: 'prod', retain: 'false', deletionProtection: 'false' })).toMatchObject({ removalPolicy: RemovalPolicy.DESTROY, deletionProtection: false });
  });

  it('command-line strings are parsed: numbers, booleans, and the guardrail version defaulting to DRAFT', () => {
    const parsed = config({ renderLimitSeconds: '1800', polly: 'true', guardrailId: 'abc', sceneConcurrency: 3 });
    expect(parsed).toMatchObject({ renderLimitSeconds: 1800, polly: true, guardrail: { id: 'abc', version: 'DRAFT' }, sceneConcurrency: 3 });
  });

  it('the stack names no account or region unless context gives them (the CLI\'s default region is never pinned)', () => {
    expect(config({}).environment).toBeUndefined();
    expect(config({ region: 'eu-west-1' }).environment).toEqual({ account: undefined, region: 'eu-west-1' });
    expect(config({ account: '111122223333', region: 'eu-west-1' }).environment).toEqual({ account: '111122223333', region: 'eu-west-1' });
  });

  it('API Gateway\'s account-wide CloudWatch role is left alone unless context apiGatewayCloudWatchRole opts in', () => {
    expect(config({}).apiGatewayCloudWatchRole).toBe(false);
    expect(config({ apiGatewayCloudWatchRole: 'true' }).apiGatewayCloudWatchRole).toBe(true);
  });

  it('log retention rounds up to a period CloudWatch Logs accepts', () => {
    expect(config({ logRetentionDays: '30' }).logRetention).toBe(RetentionDays.ONE_MONTH);
    expect(config({ logRetentionDays: '10' }).logRetention).toBe(RetentionDays.TWO_WEEKS);
  });

  it('bad values stop synthesis with the key named', () => {
    expect(() => config({ polly: 'yes' })).toThrow(/polly/);
    expect(() => config({ renderLimitSeconds: '10' })).toThrow(/renderLimitSeconds/);
    expect(() => config({ sceneConcurrency: '2.5' })).toThrow(/sceneConcurrency/);
    expect(() => config({ stage: 'Prod_1' })).toThrow(/stage/);
  });
});

describe('issue 24: models from context, good by default', () => {
  it('with no context the deployment plans with Amazon Nova 2 Lite and narrates with Polly neural voices', () => {
    expect(config({})).toMatchObject({ plannerModelId: 'amazon.nova-2-lite-v1:0', polly: true, pollyEngine: 'neural', footageModelId: undefined, allowEndOfLife: [] });
  });

  it('bedrockPlanner=false and polly=false turn each off; another engine and end-of-life overrides are read as given', () => {
    expect(config({ bedrockPlanner: 'false', polly: 'false' })).toMatchObject({ plannerModelId: undefined, polly: false });
    expect(config({ pollyEngine: 'generative' }).pollyEngine).toBe('generative');
    expect(config({ allowEndOfLife: 'amazon.nova-reel-v1:1, luma.ray-v2:0' }).allowEndOfLife).toEqual(['amazon.nova-reel-v1:1', 'luma.ray-v2:0']);
  });

  it('a model id is checked against the registry in its role (an inference-profile id names its model)', () => {
    expect(config({ plannerModelId: 'us.amazon.nova-2-lite-v1:0' }).plannerModelId).toBe('amazon.nova-2-lite-v1:0');
    expect(config({ footageModelId: 'luma.ray-v2:0' }).footageModelId).toBe('luma.ray-v2:0');
    expect(() => config({ footageModelId: 'amazon.nova-2-lite-v1:0' })).toThrow(/footageModelId: amazon.nova-2-lite-v1:0 is not a footage model of the registry/);
    expect(() => config({ pollyEngine: 'robotic' })).toThrow(/pollyEngine: "robotic" is not one of neural, long-form, generative, standard/);
  });
});
