import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ServiceConfig } from './config';
import { Api } from './constructs/api';
import { Data } from './constructs/data';
import type { FunctionDefaults } from './constructs/node-function';
import { Observability } from './constructs/observability';
import { RenderWorkflow } from './constructs/render-workflow';
import { Storage } from './constructs/storage';
import { Webhooks } from './constructs/webhooks';
import { applyNagSuppressions } from './nag-suppressions';

export interface ServiceStackProps extends StackProps {
  config: ServiceConfig;
}

/** The whole service: data, storage, webhooks, the render workflow, the API and their alarms. */
export class ServiceStack extends Stack {
  readonly config: ServiceConfig;
  readonly data: Data;
  readonly storage: Storage;
  readonly webhooks: Webhooks;
  readonly workflow: RenderWorkflow;
  readonly api: Api;
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const config = (this.config = props.config);
    const defaults: FunctionDefaults = { logRetention: config.logRetention, removalPolicy: config.removalPolicy, stage: config.stage };

    this.data = new Data(this, 'Data', { removalPolicy: config.removalPolicy, deletionProtection: config.deletionProtection });
    this.storage = new Storage(this, 'Storage', { removalPolicy: config.removalPolicy });
    const { table } = this.data;
    const { bucket } = this.storage;
    this.webhooks = new Webhooks(this, 'Webhooks', { table, defaults });
    this.workflow = new RenderWorkflow(this, 'Workflow', { table, bucket, webhookQueue: this.webhooks.queue.queue, config, defaults });
    this.api = new Api(this, 'Api', { table, bucket, workflow: this.workflow.stateMachine, config, defaults });

    const { workflow, webhooks } = this;
    this.observability = new Observability(this, 'Observability', {
      config,
      api: this.api.restApi,
      functions: new Map([
        ...[...this.api.functions].map(([name, fn]) => [`api-${name}`, fn] as const),
        ['render-step', workflow.renderStep],
        ['workflow-prepare', workflow.prepare],
        ['workflow-finalize', workflow.finalize],
        ['workflow-fail', workflow.fail],
        ['webhook-delivery', webhooks.delivery],
      ]),
      queues: new Map([
        ['render-steps', workflow.renderQueue],
        ['webhook-deliveries', webhooks.queue],
      ]),
      jobMachine: workflow.stateMachine,
      renderMachine: workflow.renderMachine,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.restApi.url, description: 'Base URL of the API (append v1/me, v1/render, ...)' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'For the admin CLI: npm run admin -- ... --table <TableName>' });
    new CfnOutput(this, 'BucketName', { value: bucket.bucketName });
    new CfnOutput(this, 'WebhookQueueUrl', { value: webhooks.queue.queue.queueUrl, description: 'For the admin CLI: WEBHOOK_QUEUE_URL, so its account events are delivered' });
    new CfnOutput(this, 'StateMachineArn', { value: workflow.stateMachine.stateMachineArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.observability.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.observability.dashboard.dashboardName });

    applyNagSuppressions(this);
  }
}
