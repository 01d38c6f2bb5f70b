import { Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { actionsOf, buildStack, idOf, statementsOf, synth, synthStack, testApp } from './support';

describe('CDK: storage, queues and least privilege', () => {
  it('the media bucket is private, TLS-only, encrypted, access-logged, and expires temporary job files', () => {
    const { template, stack } = synth();
    const bucket = template.toJSON().Resources[idOf(stack, stack.storage.bucket)].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(bucket.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: idOf(stack, stack.storage.accessLogs) });
    const rules = bucket.LifecycleConfiguration.Rules as { Prefix?: string; ExpirationInDays?: number; Status: string }[];
    const jobs = rules.find((r) => r.Prefix === 'jobs/');
    expect(jobs).toMatchObject({ Status: 'Enabled', ExpirationInDays: 3 });
    // Finished videos are the customer's library: no rule may expire them.
    expect(rules.some((r) => r.ExpirationInDays !== undefined && (r.Prefix === undefined || r.Prefix.startsWith('videos')))).toBe(false);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: idOf(stack, stack.storage.bucket) },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('the webhook queue is encrypted with a DLQ, visibility 6× its consumer timeout, and partial batch responses', () => {
    const { template, stack } = synth();
    const { queue, delivery } = stack.webhooks;
    const resources = template.toJSON().Resources;
    const props = resources[idOf(stack, queue.queue)].Properties;
    expect(props.VisibilityTimeout).toBeGreaterThanOrEqual(6 * resources[idOf(stack, delivery)].Properties.Timeout);
    expect(props.SqsManagedSseEnabled).toBe(true);
    expect(props.RedrivePolicy.deadLetterTargetArn).toEqual({ 'Fn::GetAtt': [idOf(stack, queue.deadLetterQueue), 'Arn'] });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: idOf(stack, delivery) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('§6 SSRF: no function is ever told to allow private hosts, and webhook delivery runs outside any VPC', () => {
    const { template, stack } = synth();
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(Object.keys(fn.Properties.Environment.Variables)).not.toContain('ALLOW_PRIVATE_HOSTS');
    }
    expect(template.toJSON().Resources[idOf(stack, stack.webhooks.delivery)].Properties.VpcConfig).toBeUndefined();
  });

  it('least privilege: read-only routes cannot write the table; only render writes job files; only render and cancel publish events; only job and cancel read videos', () => {
    const { template, stack } = synth();
    for (const route of ROUTES) {
      const actions = actionsOf(statementsOf(template, stack, stack.api.functions.get(route.name)!.role!));
      const writes = actions.some((a) => /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a));
      // The test ping only reads its hook: it is sent directly and changes no delivery state.
      expect(writes, route.name).toBe(route.method !== 'GET' && route.name !== 'webhook-test');
      expect(actions.includes('s3:PutObject'), route.name).toBe(route.name === 'render');
      // Cancel ends a job through the one ending every path shares (workflow-wiring.ts jobEnding), whose store reads videos.
      expect(actions.includes('s3:GetObject'), route.name).toBe(route.name === 'job' || route.name === 'job-cancel');
      // credits.low after a charge and video.failed after a cancel are the events API routes publish.
      expect(actions.some((a) => a.startsWith('sqs:')), route.name).toBe(route.name === 'render' || route.name === 'job-cancel');
      expect(actions, route.name).not.toContain('dynamodb:Scan');
    }
  });

  it('least privilege: the unknown-path fallback can touch nothing but its logs and traces', () => {
    const { template, stack } = synth();
    const actions = actionsOf(statementsOf(template, stack, stack.api.functions.get('not-found')!.role!));
    expect(actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual([]);
  });

  it('least privilege: no function role carries a managed policy, and each writes only to its own log group', () => {
    const { template, stack } = synth();
    const functions = [...stack.api.functions.values(), stack.workflow.renderStep, stack.webhooks.delivery];
    for (const fn of functions) {
      const role = template.toJSON().Resources[idOf(stack, fn.role!)].Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
      const logs = statementsOf(template, stack, fn.role!).filter((s) => actionsOf([s]).includes('logs:PutLogEvents'));
      expect(logs).toHaveLength(1);
      expect(logs[0]!.Resource).toEqual({ 'Fn::GetAtt': [idOf(stack, fn.logGroup), 'Arn'] });
    }
  });

  it('no IAM statement grants a wildcard action', () => {
    const { template } = synth({ footageModelId: 'luma.ray-v2:0' });
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const action of actionsOf(policy.Properties.PolicyDocument.Statement)) expect(action).not.toMatch(/^(\*|[a-z0-9-]+:\*)$/);
    }
  });

  it('adapters: the planner model, guardrail and Polly are granted only where configured (issue 24: the planner and Polly are on unless context turns them off)', () => {
    const off = synth({ bedrockPlanner: 'false', polly: 'false' });
    const render = off.template.toJSON().Resources[idOf(off.stack, off.stack.api.functions.get('render')!)].Properties.Environment.Variables;
    expect(Object.keys(render)).not.toEqual(expect.arrayContaining(['PLANNER_MODEL_ID']));
    expect(Object.keys(render).filter((name) => name.startsWith('CONTENT_GUARDRAIL'))).toEqual([]);
    expect(JSON.stringify(off.template.findResources('AWS::IAM::Policy'))).not.toMatch(/bedrock:|polly:/);

    const on = synthStack({ guardrailId: 'gr123', footageModelId: 'luma.ray-v2:0' });
    const env = on.template.toJSON().Resources[idOf(on.stack, on.stack.api.functions.get('render')!)].Properties.Environment.Variables;
    // The names the adapters read (lambdas/adapters/content/configured-content-policy.ts), set from their declarations.
    expect(env).toMatchObject({ PLANNER_MODEL_ID: 'global.amazon.nova-2-lite-v1:0', CONTENT_GUARDRAIL_ID: 'gr123', CONTENT_GUARDRAIL_VERSION: 'DRAFT' });
    const renderStatements = statementsOf(on.template, on.stack, on.stack.api.functions.get('render')!.role!);
    const invoke = renderStatements.find((s) => actionsOf([s]).includes('bedrock:InvokeModel'))!;
    expect(JSON.stringify(invoke.Resource)).toContain('inference-profile/global.amazon.nova-2-lite-v1:0');
    expect(actionsOf(renderStatements)).toContain('bedrock:ApplyGuardrail');
    const step = on.template.toJSON().Resources[idOf(on.stack, on.stack.workflow.renderStep)].Properties.Environment.Variables;
    expect(step).toMatchObject({ TTS: 'polly' });
    expect(actionsOf(statementsOf(on.template, on.stack, on.stack.workflow.renderStep.role!))).toContain('polly:SynthesizeSpeech');
    // Generated footage is started by clip-start, ahead of its scene (issue 24, part B): the render step calls no model.
    const clipStart = on.template.toJSON().Resources[idOf(on.stack, on.stack.workflow.clipStart)].Properties.Environment.Variables;
    expect(clipStart).toMatchObject({ TTS: 'polly', FOOTAGE_MODEL_ID: 'luma.ray-v2:0' });
    expect(actionsOf(statementsOf(on.template, on.stack, on.stack.workflow.clipStart.role!))).toEqual(expect.arrayContaining(['polly:SynthesizeSpeech', 'bedrock:InvokeModel']));
    expect(actionsOf(statementsOf(on.template, on.stack, on.stack.workflow.renderStep.role!)).some((a) => a.startsWith('bedrock:'))).toBe(false);
    // No other function gains them.
    const me = actionsOf(statementsOf(on.template, on.stack, on.stack.api.functions.get('me')!.role!));
    expect(me.some((a) => a.startsWith('bedrock:') || a.startsWith('polly:'))).toBe(false);
  });

  it('cdk-nag AwsSolutions: no unacknowledged finding, in the default and a fully configured stack', () => {
    for (const context of [
      {},
      { stage: 'prod', pollyEngine: 'generative', guardrailId: 'g', footageModelId: 'luma.ray-v2:0', alarmEmail: 'ops@example.com', waf: 'true' },
      // The other clip providers: keys in Secrets Manager, a presenter endpoint's output path.
      { footageModelId: 'pexels-videos-search', presenterModelId: 'sagemaker-async-endpoint', presenterEndpointName: 'talking-head', presenterEndpointOutput: 's3://team-results/async/' },
      { presenterModelId: 'd-id-talks' },
    ]) {
      const app = testApp();
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      buildStack(context, app);
      expect(() => app.synth(), JSON.stringify(context)).not.toThrow();
    }
  });

  it('cdk-nag AwsSolutions reports a finding that is not acknowledged (the check is live)', async () => {
    const app = testApp();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const { stack } = buildStack({}, app);
    const { Queue } = await import('aws-cdk-lib/aws-sqs');
    new Queue(stack, 'Unprotected', { enforceSSL: false });
    expect(() => app.synth()).toThrow(/SQS/);
  });
});
