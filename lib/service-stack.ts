import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ServiceConfig } from './config';
import { Api } from './constructs/api';
import { Data } from './constructs/data';
import { ModelLifecycle } from './constructs/model-lifecycle';
import { Observability } from './constructs/observability';
import { ProviderKeys } from './constructs/provider-keys';
import { RenderWorkflow } from './constructs/render-workflow';
import type { FunctionDefaults, ServiceFunction } from './constructs/service-function';
import { Storage } from './constructs/storage';
import { Webhooks } from './constructs/webhooks';
import { applyNagSuppressions } from './nag-suppressions';
import { connectFunction, type StackResources } from './wiring';

export interface ServiceStackProps extends StackProps {
  config: ServiceConfig;
}

/**
 * The whole service: data, storage, webhooks, the render workflow, the API, the watch on its models' lifecycle, and their alarms.
 * Every function is created from the function catalogue, then given the environment and the
 * grants its adapters declare, once every resource they name exists.
 */
export class ServiceStack extends Stack {
  readonly config: ServiceConfig;
  readonly data: Data;
  readonly storage: Storage;
  readonly webhooks: Webhooks;
  readonly workflow: RenderWorkflow;
  readonly api: Api;
  readonly models: ModelLifecycle;
  readonly observability: Observability;
  readonly providerKeys: ProviderKeys;
  readonly resources: StackResources;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const config = (this.config = props.config);
    const defaults: FunctionDefaults = { logRetention: config.logRetention, removalPolicy: config.removalPolicy };

    this.data = new Data(this, 'Data', { removalPolicy: config.removalPolicy, deletionProtection: config.deletionProtection });
    this.storage = new Storage(this, 'Storage', { removalPolicy: config.removalPolicy });
    this.webhooks = new Webhooks(this, 'Webhooks', { config, defaults });
    this.workflow = new RenderWorkflow(this, 'Workflow', { config, defaults });
    this.api = new Api(this, 'Api', { config, defaults });
    this.providerKeys = new ProviderKeys(this, 'ProviderKeys', { config, removalPolicy: config.removalPolicy });
    this.models = new ModelLifecycle(this, 'Models', { config, defaults });

    const { workflow, webhooks } = this;
    this.resources = {
      table: this.data.table,
      bucket: this.storage.bucket,
      queues: { renderSteps: workflow.renderQueue.queue, webhookDeliveries: webhooks.queue.queue },
      machines: { job: workflow.stateMachine, render: workflow.renderMachine },
      secrets: this.providerKeys.secrets,
      config,
    };
    for (const fn of this.functions()) connectFunction(fn, this.resources);

    this.observability = new Observability(this, 'Observability', {
      config,
      api: this.api.restApi,
      functions: new Map(this.functions().map((fn) => [fn.definition.name, fn] as const)),
      queues: new Map([
        ['render-steps', workflow.renderQueue],
        ['webhook-deliveries', webhooks.queue],
      ]),
      jobMachine: workflow.stateMachine,
      sweepDeadLetters: workflow.sweepDeadLetters,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.restApi.url, description: 'Base URL of the API (append v1/me, v1/render, ...)' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName, description: 'For the admin CLI: npm run admin -- ... --table <TableName>' });
    new CfnOutput(this, 'BucketName', { value: this.storage.bucket.bucketName, description: 'Videos (videos/) and job files (jobs/, expiring)' });
    new CfnOutput(this, 'WebhookQueueUrl', { value: webhooks.queue.queue.queueUrl, description: 'For the admin CLI: WEBHOOK_QUEUE_URL, so its account events are delivered' });
    new CfnOutput(this, 'StateMachineArn', { value: workflow.stateMachine.stateMachineArn, description: 'The job machine: one execution per render, named after the job id' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.observability.topic.topicArn, description: 'Subscribe to receive the alarms' });
    new CfnOutput(this, 'DashboardName', { value: this.observability.dashboard.dashboardName });
    for (const [name, secret] of Object.entries(this.providerKeys.secrets)) {
      new CfnOutput(this, `${name[0]!.toUpperCase()}${name.slice(1)}SecretArn`, { value: secret.secretArn, description: 'Put the clip provider\'s API key here (docs/deploy.md, "Generated clips")' });
    }

    applyNagSuppressions(this);
  }

  /** Every function of the stack, each once. */
  functions(): ServiceFunction[] {
    const { workflow, webhooks } = this;
    return [
      ...this.api.functions.values(),
      workflow.admit,
      workflow.prepare,
      workflow.clipStart,
      workflow.clipCheck,
      workflow.finalize,
      workflow.fail,
      workflow.sweep,
      workflow.renderStep,
      webhooks.delivery,
      this.models.check,
    ];
  }
}
