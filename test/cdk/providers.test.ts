/**
 * Issue 24: each clip provider, chosen by context, gets exactly its grants and settings, on the
 * clip functions only (the contract test checks every function against its declarations; these
 * say what those declarations amount to, provider by provider).
 */
import { describe, expect, it } from 'vitest';
import { configFromContext } from '../../lib/config';
import { PROVIDER_KEY_PLACEHOLDER } from '../../lambdas/adapters/render/clip-provider-clients';
import { bedrockRegionFor } from '../../lambdas/adapters/render/configured-clips';
import { actionsOf, idOf, statementsOf, synth, type PolicyStatementJson } from './support';

const SAGEMAKER = { presenterModelId: 'sagemaker-async-endpoint', presenterEndpointName: 'Talking-Head-Async', presenterEndpointOutput: 's3://team-presenter-results/async/' };

function roleOf(context: Record<string, string>) {
  const { template, stack } = synth(context);
  const { workflow } = stack;
  const of = (fn: { role?: unknown }) => statementsOf(template, stack, fn.role as never);
  const env = (fn: object) => template.toJSON().Resources[idOf(stack, fn as never)].Properties.Environment.Variables as Record<string, unknown>;
  return { template, stack, start: of(workflow.clipStart), check: of(workflow.clipCheck), renderStep: of(workflow.renderStep), env, workflow };
}

const on = (statements: PolicyStatementJson[], action: string) => statements.filter((s) => actionsOf([s]).includes(action)).map((s) => JSON.stringify(s.Resource));

describe('issue 24: clip providers by context', () => {
  it('no clip model: the clip functions may call no provider, and no key is kept', () => {
    const { start, check, template } = roleOf({});
    for (const statements of [start, check]) {
      expect(actionsOf(statements).filter((a) => /^(bedrock|sagemaker|secretsmanager):/.test(a))).toEqual([]);
    }
    expect(Object.keys(template.findResources('AWS::SecretsManager::Secret'))).toEqual([]);
  });

  it('Luma Ray2: clip-start may start Ray2 invocations (and Bedrock may write the clip with its rights), clip-check may read them; the render step calls no model', () => {
    const { start, check, renderStep, env, workflow } = roleOf({ footageModelId: 'luma.ray-v2:0' });
    expect(on(start, 'bedrock:InvokeModel').join()).toMatch(/foundation-model\/luma\.ray-v2:0/);
    expect(on(start, 'bedrock:InvokeModel').join()).toMatch(/async-invoke\/\*/);
    expect(on(start, 's3:PutObject').join()).toMatch(/jobs\/footage\/\*/);
    expect(on(check, 'bedrock:GetAsyncInvoke').join()).toMatch(/async-invoke\/\*/);
    // The test stack is in eu-west-1; Ray2 is offered in us-west-2 only, where it is called and its invocations live.
    expect(on(check, 'bedrock:GetAsyncInvoke').join()).toMatch(/:bedrock:us-west-2:111122223333:async-invoke/);
    expect(bedrockRegionFor('luma.ray-v2:0', 'eu-west-1')).toBe('us-west-2');
    expect(bedrockRegionFor('luma.ray-v2:0', 'us-west-2')).toBe('us-west-2');
    expect(bedrockRegionFor('pexels-videos-search', 'eu-west-1')).toBe('eu-west-1');
    expect(actionsOf(check)).not.toContain('bedrock:InvokeModel');
    expect(actionsOf(renderStep).filter((a) => a.startsWith('bedrock:'))).toEqual([]);
    expect(env(workflow.clipStart).FOOTAGE_MODEL_ID).toBe('luma.ray-v2:0');
    // Prepare finds the scenes with a clip in the job's price, which the render route computed with the model.
    expect(env(workflow.prepare).FOOTAGE_MODEL_ID).toBeUndefined();
  });

  it('Pexels: the stack keeps the key in a secret holding a placeholder; only clip-start may read it, by ARN from its environment', () => {
    const { template, stack, start, check, env, workflow } = roleOf({ footageModelId: 'pexels-videos-search' });
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    expect(Object.values(secrets).map((s) => s.Properties.SecretString)).toEqual([PROVIDER_KEY_PLACEHOLDER]);
    const secretId = idOf(stack, stack.providerKeys.secrets.stockFootageKey!);
    expect(on(start, 'secretsmanager:GetSecretValue')).toEqual([JSON.stringify({ Ref: secretId })]);
    expect(actionsOf(check)).not.toContain('secretsmanager:GetSecretValue');
    expect(env(workflow.clipStart).STOCK_FOOTAGE_KEY_ARN).toEqual({ Ref: secretId });
    expect(actionsOf(start).filter((a) => a.startsWith('bedrock:'))).toEqual([]);
  });

  it('SageMaker: clip-start may invoke that endpoint (by its lower-case ARN) and write its inputs; clip-check may read and list only its output path', () => {
    const { start, check, env, workflow } = roleOf(SAGEMAKER);
    expect(on(start, 'sagemaker:InvokeEndpointAsync').join()).toMatch(/endpoint\/talking-head-async/);
    expect(on(start, 's3:PutObject').join()).toMatch(/jobs\/presenter\/\*/);
    expect(on(check, 's3:GetObject').join()).toContain(':s3:::team-presenter-results/async/*');
    expect(on(check, 's3:ListBucket').join()).toMatch(/:s3:::team-presenter-results"\]\]\}$/);
    expect(env(workflow.clipStart).PRESENTER_ENDPOINT_NAME).toBe('Talking-Head-Async');
  });

  it('D-ID: the key in a secret both clip functions may read; clip-start may presign its inputs', () => {
    const { stack, start, check } = roleOf({ presenterModelId: 'd-id-talks' });
    const secret = JSON.stringify({ Ref: idOf(stack, stack.providerKeys.secrets.presenterApiKey!) });
    expect(on(start, 'secretsmanager:GetSecretValue')).toEqual([secret]);
    expect(on(check, 'secretsmanager:GetSecretValue')).toEqual([secret]);
    expect(on(start, 's3:GetObject').join()).toMatch(/jobs\/presenter\/\*|jobs\/\*/);
  });

  it('synth refuses a clip model the registry does not know, one of the wrong kind, and a SageMaker presenter without its endpoint', () => {
    const config = (context: Record<string, string>) => () => configFromContext((key) => context[key]);
    expect(config({ footageModelId: 'stability.sd3-large-v1:0' })).toThrow(/context footageModelId: stability\.sd3-large-v1:0 is not a footage model of the registry/);
    expect(config({ footageModelId: 'd-id-talks' })).toThrow(/context footageModelId/);
    expect(config({ presenterModelId: 'sagemaker-async-endpoint' })).toThrow(/needs presenterEndpointName and presenterEndpointOutput/);
    expect(config({ ...SAGEMAKER, presenterEndpointOutput: 'team-presenter-results/async' })).toThrow(/not an s3:\/\/bucket\/prefix\/ path/);
  });
});
