import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { synth } from './support';

describe('CDK: data and API foundation', () => {
  it('the single table is on-demand with point-in-time recovery, TTL and the GSI of the data model', () => {
    const { template } = synth();
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'GSI1' })],
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('deletion protection and retention outside dev', () => {
    const { template } = synth({ stage: 'prod' });
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
  });

  it('every route of the route table has a method backed by its own function', () => {
    const { stack, template } = synth();
    const methods = template.findResources('AWS::ApiGateway::Method');
    for (const route of ROUTES) {
      const fn = stack.api.functions.get(route.name);
      expect(fn, route.name).toBeDefined();
      const found = Object.values(methods).filter((m) => m.Properties.HttpMethod === route.method);
      expect(found.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
    }
  });

  it('functions are ARM64 on a current Node runtime, with tracing and the table name', () => {
    const { template } = synth();
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThanOrEqual(2);
    for (const fn of functions) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Runtime).toMatch(/^nodejs(22|24)\.x$/);
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
    }
  });

  it('unknown paths reach the fallback function through a greedy proxy resource', () => {
    const { template } = synth();
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: '{proxy+}' });
  });

  it('gateway-made errors answer JSON in the spec shape', () => {
    const { template } = synth();
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
      ResponseTemplates: { 'application/json': JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }) },
    });
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX', 'THROTTLED', 'REQUEST_TOO_LARGE', 'INTEGRATION_TIMEOUT']) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', { ResponseType: type });
    }
  });
});
