import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awsPorts } from '../../../lambdas/adapters/aws/aws-ports';
import { awsAdapter, composeAdapters, MissingEnvironment } from '../../../lambdas/adapters/aws/declaration';
import { contentPolicy } from '../../../lambdas/adapters/content/configured-content-policy';
import { FUNCTIONS } from '../../../lambdas/functions/catalogue';

afterEach(() => vi.restoreAllMocks());

describe('issue 12: adapters are built from the variables they declare', () => {
  it('an adapter sees exactly its declared variables; a required one missing names itself', () => {
    const seen: unknown[] = [];
    const adapter = awsAdapter({
      env: { TABLE_NAME: { from: { kind: 'tableName' } }, PLANNER_MODEL_ID: { from: { kind: 'setting', setting: 'plannerModelId' }, feature: 'plannerModel' } },
      create: (env) => seen.push(env),
    });
    adapter.create({ TABLE_NAME: 't', OTHER: 'x' });
    expect(seen).toEqual([{ TABLE_NAME: 't', PLANNER_MODEL_ID: undefined }]);
    expect(() => adapter.create({})).toThrow(new MissingEnvironment('TABLE_NAME is not set'));
  });

  it('a composed adapter declares what its parts declare; one variable from two places is refused', () => {
    const table = awsAdapter({ env: { TABLE_NAME: { from: { kind: 'tableName' } } }, access: [{ actions: ['dynamodb:GetItem'], on: { kind: 'table' } }], create: () => 1 });
    const queue = awsAdapter({ env: { QUEUE: { from: { kind: 'queueUrl', queue: 'renderSteps' } } }, access: [{ actions: ['sqs:SendMessage'], on: { kind: 'queue', queue: 'renderSteps' } }], create: () => 2 });
    const both = composeAdapters({ table, queue }, ({ table, queue }) => table + queue);
    expect(Object.keys(both.declaration.env)).toEqual(['TABLE_NAME', 'QUEUE']);
    expect(both.declaration.access.flatMap((a) => a.actions)).toEqual(['dynamodb:GetItem', 'sqs:SendMessage']);
    expect(both.create({ TABLE_NAME: 't', QUEUE: 'q' })).toBe(3);
    const clash = awsAdapter({ env: { TABLE_NAME: { from: { kind: 'bucketName' } } }, create: () => 0 });
    expect(() => composeAdapters({ table, clash }, () => 0)).toThrow(/TABLE_NAME is declared twice/);
  });

  it('ports are built on first use only: every entry loads with no environment, as the CDK app imports it', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(10);
    const ports = awsPorts({ needsTable: awsAdapter({ env: { TABLE_NAME: { from: { kind: 'tableName' } } }, create: ({ TABLE_NAME }) => TABLE_NAME }) }, {});
    expect(() => ports.needsTable).toThrow(MissingEnvironment);
  });

  it('context guardrailId: the content policy asks that Bedrock guardrail (ApplyGuardrail) and blocks what it blocks', async () => {
    const send = vi.spyOn(BedrockRuntimeClient.prototype, 'send').mockResolvedValue({ action: 'GUARDRAIL_INTERVENED', assessments: [{ topicPolicy: { topics: [{ name: 'Gambling', action: 'BLOCKED' }] } }] } as never);
    const policy = contentPolicy.create({ CONTENT_GUARDRAIL_ID: 'gr-123', CONTENT_GUARDRAIL_VERSION: '4' });
    expect(await policy.check(['Bet it all on red'])).toEqual({ blocked: true, reason: 'denied topic Gambling' });
    expect((send.mock.calls[0]![0] as { input: unknown }).input).toEqual({ guardrailIdentifier: 'gr-123', guardrailVersion: '4', source: 'INPUT', content: [{ text: { text: 'Bet it all on red' } }] });
  });

  it('without a guardrail the built-in rules judge, and Bedrock is never called', async () => {
    const send = vi.spyOn(BedrockRuntimeClient.prototype, 'send');
    const policy = contentPolicy.create({});
    expect((await policy.check(['A calm morning coffee'])).blocked).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
