import { describe, expect, it } from 'vitest';
import { THRESHOLDS } from '../../lib/constructs/observability';
import { METRIC, METRICS_NAMESPACE } from '../../lambdas/core/ports/metrics';
import { SERVICE_NAME } from '../../lambdas/shared/service-name';
import { idOf, synth } from './support';

type Alarm = { Properties: Record<string, any> };
const alarms = () => {
  const { template, stack } = synth();
  return { stack, template, list: Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Alarm[] };
};
const dimensionsOf = (alarm: Alarm) => JSON.stringify(alarm.Properties.Dimensions ?? alarm.Properties.Metrics ?? []);

describe('CDK: alarms and dashboard', () => {
  it('every alarm notifies the stack topic', () => {
    const { list, stack } = alarms();
    const topic = idOf(stack, stack.observability.topic as never);
    expect(list.length).toBeGreaterThan(0);
    for (const alarm of list) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it('each dead-letter queue alarms on its first message', () => {
    const { list, stack } = alarms();
    for (const deadLetters of [stack.workflow.renderQueue.deadLetterQueue, stack.webhooks.queue.deadLetterQueue, stack.workflow.sweepDeadLetters]) {
      const alarm = list.find((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' && dimensionsOf(a).includes(idOf(stack, deadLetters)));
      expect(alarm).toBeDefined();
      expect(alarm!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    }
  });

  it('every function alarms on errors and on throttles', () => {
    const { list, template } = alarms();
    for (const id of Object.keys(template.findResources('AWS::Lambda::Function'))) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(list.some((a) => a.Properties.MetricName === metric && dimensionsOf(a).includes(id)), `${id} ${metric}`).toBe(true);
      }
    }
  });

  it('failed renders and a stuck failure path alarm on the job machine', () => {
    const { list, stack } = alarms();
    const on = (metric: string, machine: object) => list.find((a) => a.Properties.MetricName === metric && dimensionsOf(a).includes(idOf(stack, machine as never)));
    expect(on('ExecutionsFailed', stack.workflow.stateMachine)).toBeDefined();
    expect(on('ExecutionsTimedOut', stack.workflow.stateMachine)).toBeDefined();
  });

  it('issue 13: what the failure path and the sweeper count alarms: renders timed out, workers unresponsive, the sweeper acting', () => {
    const { list } = alarms();
    for (const name of Object.values(METRIC)) {
      const alarm = list.find((a) => a.Properties.MetricName === name);
      expect(alarm, name).toBeDefined();
      // Issue 25: a job the sweeper cannot sweep is retried a minute later; the alarm waits for it to persist.
      const threshold = name === METRIC.sweepErrors ? THRESHOLDS.sweepErrors : 1;
      expect(alarm!.Properties).toMatchObject({ Namespace: METRICS_NAMESPACE, Dimensions: [{ Name: 'service', Value: SERVICE_NAME }], Threshold: threshold });
    }
  });

  it('the API alarms on its 5XX rate and its p95 latency', () => {
    const { list } = alarms();
    const rate = list.find((a) => JSON.stringify(a.Properties.Metrics ?? []).includes('5XXError'));
    expect(rate?.Properties.Metrics.find((m: { Expression?: string }) => m.Expression)?.Expression).toContain('errors / requests');
    expect(list.some((a) => a.Properties.MetricName === 'Latency' && a.Properties.ExtendedStatistic === 'p95')).toBe(true);
  });

  it('alarm e-mail comes from context alarmEmail; an existing topic from alarmTopicArn', () => {
    synth({ alarmEmail: 'ops@example.com' }).template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    const existing = 'arn:aws:sns:eu-west-1:111122223333:ops';
    const { template } = synth({ alarmTopicArn: existing });
    expect(Object.keys(template.findResources('AWS::SNS::Topic'))).toHaveLength(0);
    for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm'))) expect(alarm.Properties.AlarmActions).toEqual([existing]);
  });

  it('a dashboard shows the API, renders, queues and functions', () => {
    const { template } = synth();
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['API latency', 'Renders', 'Queues', 'Dead letters', 'Lambda errors', 'Lambda throttles']) expect(body).toContain(title);
  });
});
