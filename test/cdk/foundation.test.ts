import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FALLBACK_HANDLER } from '../../lambdas/route-facts';
import { ROUTES } from '../../lambdas/routes';
import { FUNCTIONS } from '../../lambdas/functions/catalogue';
import { idOf, synth } from './support';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

/** The full path of an API Gateway resource, from its PathPart chain. */
function pathOf(resources: Resources, id: string | undefined, rootId: string): string {
  if (!id || id === rootId) return '';
  const resource = resources[id]!;
  const parent = resource.Properties.ParentId as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return `${pathOf(resources, parent.Ref, rootId)}/${resource.Properties.PathPart}`;
}

describe('CDK: data and API foundation', () => {
  it('the single table is on-demand with point-in-time recovery, TTL and the GSIs of the data model', () => {
    const { template } = synth();
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'GSI1' }), Match.objectLike({ IndexName: 'GSI2' })],
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('dev stacks are disposable: no deletion protection, resources deleted with the stack', () => {
    const { template } = synth();
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
    });
  });

  it('deletion protection and retention outside dev', () => {
    const { template } = synth({ stage: 'prod' });
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it('every operation of the route table has its method on its path, backed by its own function', () => {
    const { stack, template } = synth();
    const resources = template.toJSON().Resources as Resources;
    const rootId = (stack.resolve(stack.api.restApi.root.resourceId) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const methods = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGateway::Method');
    const functionIds = new Set<string>();
    for (const route of ROUTES) {
      const fn = stack.api.functions.get(route.name);
      expect(fn, route.name).toBeDefined();
      const method = methods.find((m) => m.Properties.HttpMethod === route.method && pathOf(resources, m.Properties.ResourceId.Ref, rootId) === route.path);
      expect(method, `${route.method} ${route.path}`).toBeDefined();
      expect(JSON.stringify(method!.Properties.Integration.Uri), route.name).toContain(idOf(stack, fn!));
      functionIds.add(idOf(stack, fn!));
    }
    expect(functionIds.size).toBe(ROUTES.length);
  });

  it('every route, and the fallback, has its function in the catalogue (lambdas/functions/catalogue.ts)', () => {
    const names = new Set(FUNCTIONS.filter((fn) => fn.api).map((fn) => fn.name));
    expect(names).toEqual(new Set([...ROUTES.map((r) => r.name), FALLBACK_HANDLER]));
  });

  it('§7: unknown paths and unknown methods on known paths reach the fallback function', () => {
    const { stack, template } = synth();
    const fallback = idOf(stack, stack.api.functions.get(FALLBACK_HANDLER)!);
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: '{proxy+}' });
    const anyMethods = Object.values(template.findResources('AWS::ApiGateway::Method', { Properties: { HttpMethod: 'ANY' } }));
    const paths = new Set(ROUTES.map((r) => r.path));
    // Root, proxy, and one ANY per path segment of the route table.
    expect(anyMethods.length).toBeGreaterThanOrEqual(paths.size + 2);
    for (const method of anyMethods) expect(JSON.stringify(method.Properties.Integration.Uri)).toContain(fallback);
  });

  it('functions are ARM64 on Node 22, with tracing, JSON logs to their own log group, and Powertools settings', () => {
    const { template } = synth();
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.length).toBe(FUNCTIONS.length);
    for (const fn of functions) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } });
      expect(fn.Properties.Environment.Variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'video-service', POWERTOOLS_LOG_LEVEL: 'INFO', NODE_OPTIONS: '--enable-source-maps' });
    }
  });

  it('log groups keep logs for the configured retention (context logRetentionDays)', () => {
    expect(Object.values(synth().template.findResources('AWS::Logs::LogGroup')).every((g) => g.Properties.RetentionInDays === 7)).toBe(true);
    const { template } = synth({ logRetentionDays: '30' });
    const groups = Object.values(template.findResources('AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThan(ROUTES.length);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });

  it('§7: every gateway-made error answers JSON in the spec shape', () => {
    const { template } = synth();
    const responses = Object.values(template.findResources('AWS::ApiGateway::GatewayResponse'));
    const byType = new Map(responses.map((r) => [r.Properties.ResponseType as string, r.Properties]));
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX', 'THROTTLED', 'REQUEST_TOO_LARGE', 'INTEGRATION_TIMEOUT', 'MISSING_AUTHENTICATION_TOKEN', 'ACCESS_DENIED', 'WAF_FILTERED', 'QUOTA_EXCEEDED']) {
      const response = byType.get(type);
      expect(response, type).toBeDefined();
      expect(response!.ResponseParameters['gatewayresponse.header.Content-Type']).toBe("'application/json'");
      const body = response!.ResponseTemplates['application/json'] as string;
      // DEFAULT_4XX embeds API Gateway's own message, already a JSON string literal.
      const parsed = JSON.parse(body.replace('$context.error.messageString', '"message"')) as { error: string };
      expect(typeof parsed.error, type).toBe('string');
    }
    expect(JSON.parse(byType.get('MISSING_AUTHENTICATION_TOKEN')!.ResponseTemplates['application/json'])).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(byType.get('MISSING_AUTHENTICATION_TOKEN')!.StatusCode).toBe('404');
    expect(JSON.parse(byType.get('THROTTLED')!.ResponseTemplates['application/json'])).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1 });
    expect(byType.get('REQUEST_TOO_LARGE')!.StatusCode).toBe('413');
  });

  it('the stage throttles, writes JSON access logs, traces, and never logs bodies', () => {
    const { template } = synth({ throttleRate: '20', throttleBurst: '40' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'dev',
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"status":"\\$context.status"') },
      MethodSettings: [Match.objectLike({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40, DataTraceEnabled: false, LoggingLevel: 'ERROR' })],
    });
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { EndpointConfiguration: { Types: ['REGIONAL'] } });
  });

  it('POST /v1/render may take the planning budget; the integration timeout follows context integrationTimeoutSeconds', () => {
    const { stack, template } = synth();
    const resources = template.toJSON().Resources as Resources;
    expect(resources[idOf(stack, stack.api.functions.get('render')!)]!.Properties.Timeout).toBeGreaterThan(60);
    expect(resources[idOf(stack, stack.api.functions.get('me')!)]!.Properties.Timeout).toBeLessThanOrEqual(29);
    const methods = Object.values(template.findResources('AWS::ApiGateway::Method'));
    for (const m of methods) expect(m.Properties.Integration.TimeoutInMillis).toBe(29_000);
    const raised = synth({ integrationTimeoutSeconds: '90' }).template;
    for (const m of Object.values(raised.findResources('AWS::ApiGateway::Method'))) expect(m.Properties.Integration.TimeoutInMillis).toBe(90_000);
  });

  it('outputs name the API URL, table, bucket, state machine, alarm topic and dashboard', () => {
    const outputs = Object.keys(synth().template.toJSON().Outputs);
    expect(outputs).toEqual(expect.arrayContaining(['ApiUrl', 'TableName', 'BucketName', 'StateMachineArn', 'AlarmTopicArn', 'DashboardName']));
  });
});
