import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { ServiceConfig } from '../config';
import { METRIC, METRICS_NAMESPACE } from '../../lambdas/core/ports/metrics';
import { SERVICE_NAME } from '../../lambdas/shared/service-name';
import type { WorkQueue } from './work-queue';

export interface ObservabilityProps {
  config: ServiceConfig;
  api: RestApi;
  functions: ReadonlyMap<string, IFunction>;
  queues: ReadonlyMap<string, WorkQueue>;
  /** The job machine (outer: every render ends here). */
  jobMachine: StateMachine;
  /** Sweeps that could not run at all, or could not be invoked. */
  sweepDeadLetters: IQueue;
}

/** Alarm thresholds; each says what it means for the people on call. */
export const THRESHOLDS = {
  /** Share of API requests answered 5XX over five minutes. */
  api5xxRate: 0.05,
  /** p95 latency of the whole API in ms; POST /v1/render with planning is the slow one. */
  apiLatencyP95Ms: 10_000,
  /** Failed renders in 15 minutes: some fail for their own reasons (a footage URL answering 404); many at once do not. */
  failedRenders: 5,
  /** Jobs the sweeper could not sweep in 5 minutes (it runs every minute): one job failing sweep after sweep, or several at once. */
  sweepErrors: 3,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Alarms on what needs a person (dead letters, function errors and throttles, failed and
 * timed-out renders, API 5XX rate and latency) to one SNS topic, and a dashboard.
 */
export class Observability extends Construct {
  readonly topic: ITopic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { config, api, functions, queues, jobMachine, sweepDeadLetters } = props;
    this.topic = config.alarmTopicArn ? Topic.fromTopicArn(this, 'AlarmTopic', config.alarmTopicArn) : new Topic(this, 'AlarmTopic', { enforceSSL: true, displayName: `video-service ${config.stage} alarms` });
    if (config.alarmEmail && this.topic instanceof Topic) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string, evaluationPeriods = 1) => {
      const created = new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };

    for (const [name, queue] of queues) {
      alarm(
        `${name}-dead-letters`,
        queue.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        1,
        `${name}: messages in the dead-letter queue. Inspect them, fix the cause, then redrive.`,
      );
    }
    for (const [name, fn] of functions) {
      alarm(`${name}-errors`, fn.metricErrors({ period: FIVE_MINUTES }), 1, `${name}: the function threw or timed out (not an API error answer).`);
      alarm(`${name}-throttles`, fn.metricThrottles({ period: FIVE_MINUTES }), 1, `${name}: invocations throttled; check the account's Lambda concurrency.`);
    }

    const failed = jobMachine.metricFailed({ period: Duration.minutes(15) });
    alarm('renders-failed', failed, THRESHOLDS.failedRenders, 'Many renders failed (each was failed and refunded); look for a common cause.');
    // What the failure path and the sweeper count (lambdas/core/ports/metrics.ts): the job machine catches
    // its timeout into the failure path, so its own TimedOut metric would never move.
    const counted = (metricName: string) => new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: SERVICE_NAME }, period: FIVE_MINUTES, statistic: 'Sum' });
    alarm('renders-timed-out', counted(METRIC.renderTimedOut), 1, 'A render reached the render limit; it was failed and refunded. Many at once: renders are too slow or stuck.');
    alarm('render-workers-unresponsive', counted(METRIC.workerUnresponsive), 1, 'A render step stopped answering through all its retries (render-step crashes, timeouts or throttles): see render-step errors and throttles, and the render-steps queue age.');
    alarm('sweeper-dead-letters', sweepDeadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }), 1, 'A sweep could not run at all (its query of running jobs failed) or could not be invoked: see workflow-sweep errors; the next sweep retries by itself.');
    alarm('sweeper-job-errors', counted(METRIC.sweepErrors), THRESHOLDS.sweepErrors, 'The sweeper could not sweep some jobs (each is logged with its job id; the others were swept): a job whose start or failure keeps throwing.');
    alarm('sweeper-started-jobs', counted(METRIC.sweptStart), 1, 'Jobs accepted without a workflow start were started by the sweeper: check StartExecution errors of the render route.');
    alarm('sweeper-failed-jobs', counted(METRIC.sweptFailure), 1, 'Jobs their workflow did not end were failed and refunded by the sweeper: check the job machine and workflow-fail errors.');
    alarm('sweeper-sent-events', counted(METRIC.sweptEvent), 1, 'Jobs ended without their final event were announced by the sweeper: check workflow-finalize and workflow-fail errors and the webhook queue.');
    // The lifecycle check runs once a day: its count is summed over the day, so the alarm holds until the next check.
    alarm(
      'model-lifecycle',
      counted(METRIC.modelNotActive).with({ period: Duration.days(1) }),
      1,
      'A configured Bedrock model is Legacy or past its end of life (the model-lifecycle function logs which, with its dates): choose its successor in the model registry and redeploy before the date.',
    );
    // The job machine itself timing out, or being aborted, means the failure path did not run: a job may be stuck.
    alarm('job-machine-timed-out', jobMachine.metricTimedOut({ period: FIVE_MINUTES }), 1, 'The failure path did not finish: a job may still hold its slot and credits.');
    alarm('job-machine-aborted', jobMachine.metricAborted({ period: FIVE_MINUTES }), 1, 'A job execution was stopped by hand or by AWS: check its job.');

    const errorRate = new MathExpression({
      expression: 'IF(requests > 0, errors / requests, 0)',
      usingMetrics: { errors: api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), requests: api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }) },
      period: FIVE_MINUTES,
      label: 'API 5XX rate',
    });
    alarm('api-5xx-rate', errorRate, THRESHOLDS.api5xxRate, 'More than 5% of API requests answered 5XX for 10 minutes.', 2);
    alarm('api-latency-p95', api.metricLatency({ period: FIVE_MINUTES, statistic: 'p95' }), THRESHOLDS.apiLatencyP95Ms, 'API p95 latency above 10 s for 15 minutes.', 3);

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `video-service-${config.stage}` });
    const graph = (title: string, metrics: IMetric[]) => new GraphWidget({ title, left: metrics, width: 12 });
    const all = [...functions.values()];
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `# video-service ${config.stage}\nAlarms go to the SNS topic of this stack; docs/deploy.md says what each means.`, width: 24, height: 2 }),
    );
    this.dashboard.addWidgets(
      graph('API requests, 4XX, 5XX', [api.metricCount({ period: FIVE_MINUTES }), api.metricClientError({ period: FIVE_MINUTES }), api.metricServerError({ period: FIVE_MINUTES })]),
      graph('API latency p50 / p95 / p99', ['p50', 'p95', 'p99'].map((statistic) => api.metricLatency({ period: FIVE_MINUTES, statistic }))),
    );
    this.dashboard.addWidgets(
      graph('Renders: started, succeeded, failed, timed out', [
        jobMachine.metricStarted({ period: FIVE_MINUTES }),
        jobMachine.metricSucceeded({ period: FIVE_MINUTES }),
        jobMachine.metricFailed({ period: FIVE_MINUTES }),
        counted(METRIC.renderTimedOut),
      ]),
      graph('Render duration (ms, p50 / p95)', ['p50', 'p95'].map((statistic) => jobMachine.metricTime({ period: FIVE_MINUTES, statistic }))),
    );
    this.dashboard.addWidgets(
      graph(
        'Queues: visible messages and oldest age (s)',
        [...queues.values()].flatMap((q) => [q.queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }), q.queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES })]),
      ),
      graph('Dead letters', [...queues.values()].map((q) => q.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }))),
    );
    this.dashboard.addWidgets(
      graph('Lambda errors', all.map((fn) => fn.metricErrors({ period: FIVE_MINUTES }))),
      graph('Lambda throttles', all.map((fn) => fn.metricThrottles({ period: FIVE_MINUTES }))),
    );
  }
}
