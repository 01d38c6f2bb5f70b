import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MANAGED_RULE_GROUPS } from '../../lib/constructs/waf';
import { API_THROTTLE, RENDER_STEPS, WAF_RATE_LIMIT, WEBHOOK_DELIVERIES } from '../../lambdas/core/settings';
import { actionsOf, buildStack, idOf, statementsOf, synth } from './support';

const resources = (context: Record<string, unknown> = {}) => synth(context).template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;

describe('issue 25: capacity set on purpose', () => {
  it('render steps and webhook deliveries have concurrency of their own: reserved, and the cap of their queue\'s event source', () => {
    const { template, stack } = synth();
    const all = resources();
    expect(all[idOf(stack, stack.workflow.renderStep)]!.Properties.ReservedConcurrentExecutions).toBe(RENDER_STEPS.concurrency);
    expect(all[idOf(stack, stack.webhooks.delivery)]!.Properties.ReservedConcurrentExecutions).toBe(WEBHOOK_DELIVERIES.concurrency);
    for (const [fn, cap] of [[stack.workflow.renderStep, RENDER_STEPS.concurrency], [stack.webhooks.delivery, WEBHOOK_DELIVERIES.concurrency]] as const) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionName: { Ref: idOf(stack, fn) }, ScalingConfig: { MaximumConcurrency: cap } });
    }
    // No other function reserves any: the API and workflow tasks share the account's unreserved pool.
    const reserved = Object.values(all).filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.ReservedConcurrentExecutions !== undefined);
    expect(reserved).toHaveLength(2);
  });

  it('context renderConcurrency and webhookConcurrency set both numbers; reserveConcurrency=false keeps the caps without reserving', () => {
    const context = { renderConcurrency: '20', webhookConcurrency: '3' };
    const { stack } = synth(context);
    const all = resources(context);
    expect(all[idOf(stack, stack.workflow.renderStep)]!.Properties.ReservedConcurrentExecutions).toBe(20);
    expect(all[idOf(stack, stack.webhooks.delivery)]!.Properties.ReservedConcurrentExecutions).toBe(3);
    const unreserved = { ...context, reserveConcurrency: 'false' };
    const off = synth(unreserved);
    expect(Object.values(resources(unreserved)).some((r) => r.Properties.ReservedConcurrentExecutions !== undefined)).toBe(false);
    off.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionName: { Ref: idOf(off.stack, off.stack.workflow.renderStep) }, ScalingConfig: { MaximumConcurrency: 20 } });
  });

  it('the functions that admit jobs know the render slots and the per-job fan-out, and may answer the waiting workflow\'s token', () => {
    const { template, stack } = synth({ renderConcurrency: '30', sceneConcurrency: '6' });
    const { workflow } = stack;
    const all = template.toJSON().Resources as Record<string, { Properties: Record<string, any> }>;
    for (const fn of [workflow.admit, workflow.finalize, workflow.fail, workflow.sweep]) {
      expect(all[idOf(stack, fn)]!.Properties.Environment.Variables.RENDER_CONCURRENCY, fn.definition.name).toBe('30');
      expect(actionsOf(statementsOf(template, stack, fn.role!)), fn.definition.name).toContain('states:SendTaskSuccess');
    }
    expect(all[idOf(stack, workflow.admit)]!.Properties.Environment.Variables.SCENE_CONCURRENCY).toBe('6');
  });

  it('a job may never need more slots than there are: sceneConcurrency over renderConcurrency stops synth', () => {
    expect(() => buildStack({ renderConcurrency: '4', sceneConcurrency: '5' })).toThrow(/sceneConcurrency: 5 is more than renderConcurrency \(4\)/);
  });

  it('the stage throttle and burst default to API_THROTTLE and follow context throttleRate and throttleBurst', () => {
    const stage = (context: Record<string, unknown>) => Object.values(resources(context)).find((r) => r.Type === 'AWS::ApiGateway::Stage')!.Properties.MethodSettings[0];
    expect(stage({})).toMatchObject({ ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit });
    expect(stage({ throttleRate: '250', throttleBurst: '500' })).toMatchObject({ ThrottlingRateLimit: 250, ThrottlingBurstLimit: 500 });
  });
});

describe('issue 25: the sweeper has a dead-letter queue', () => {
  it('a sweep that throws is not retried by Lambda (the next sweep is its retry) and lands in the dead-letter queue, as does one EventBridge could not invoke', () => {
    const { template, stack } = synth();
    const deadLetters = { 'Fn::GetAtt': [idOf(stack, stack.workflow.sweepDeadLetters), 'Arn'] };
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: idOf(stack, stack.workflow.sweep) },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: deadLetters } },
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [idOf(stack, stack.workflow.sweep), 'Arn'] }, DeadLetterConfig: { Arn: deadLetters }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    const queue = resources()[idOf(stack, stack.workflow.sweepDeadLetters)]!.Properties;
    expect(queue).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
  });
});

describe('issue 25: the optional web ACL', () => {
  it('none by default', () => {
    expect(Object.values(resources()).filter((r) => r.Type.startsWith('AWS::WAFv2::'))).toEqual([]);
  });

  it('waf=true: a regional web ACL of AWS managed rule groups and a per-IP rate rule answering 429 in the API\'s JSON, associated with the stage', () => {
    const context = { waf: 'true', wafRateLimit: '500' };
    const { stack } = synth(context);
    const all = resources(context);
    const [acl] = Object.values(all).filter((r) => r.Type === 'AWS::WAFv2::WebACL');
    expect(acl!.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const rules = acl!.Properties.Rules as { Name: string; Statement: any; Action?: any; OverrideAction?: any }[];
    expect(rules.map((r) => r.Name)).toEqual([...MANAGED_RULE_GROUPS.map((g) => g.name), 'RequestsPerIp']);
    const common = rules[0]!.Statement.ManagedRuleGroupStatement;
    expect(common).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet', RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }] });
    const rate = rules.at(-1)!;
    expect(rate.Statement.RateBasedStatement).toEqual({ Limit: 500, AggregateKeyType: 'IP', EvaluationWindowSec: WAF_RATE_LIMIT.windowSeconds });
    expect(rate.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, ResponseHeaders: [{ Name: 'Retry-After', Value: String(WAF_RATE_LIMIT.windowSeconds) }] });
    const body = acl!.Properties.CustomResponseBodies[rate.Action.Block.CustomResponse.CustomResponseBodyKey];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: WAF_RATE_LIMIT.windowSeconds });
    const [association] = Object.values(all).filter((r) => r.Type === 'AWS::WAFv2::WebACLAssociation');
    expect(association!.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [stack.getLogicalId(stack.api.waf!.webAcl), 'Arn'] });
    expect(JSON.stringify(association!.Properties.ResourceArn)).toContain(idOf(stack, stack.api.restApi.deploymentStage));
  });

  it('a stage takes one web ACL: waf=true with webAclArn stops synth', () => {
    expect(() => buildStack({ waf: 'true', webAclArn: 'arn:aws:wafv2:eu-west-1:111122223333:regional/webacl/x/1' })).toThrow(/one web ACL/);
  });
});
