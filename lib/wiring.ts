/**
 * A function's environment and IAM grants, derived from the declarations of the adapters it is
 * built from (lambdas/adapters/aws/declaration.ts): no variable name and no action is written
 * here, only how each declared resource and source maps onto this stack.
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { AwsResource, Declaration, EnvSource, Feature, MachineName, ProviderSecret, QueueName } from '../lambdas/adapters/aws/declaration';
import { clipModelsFrom } from '../lambdas/core/clips/generated-clips';
import { MODELS } from '../lambdas/core/models/registry';
import type { Provider } from '../lambdas/core/models/model';
import { mergeDeclarations } from '../lambdas/adapters/aws/declaration';
import { LAMBDA_RUNTIME } from '../lambdas/adapters/aws/lambda-runtime';
import type { FunctionDefinition } from '../lambdas/functions/catalogue';
import { RENDER_BINARIES } from './bundling';
import type { ServiceConfig } from './config';
import type { ServiceFunction } from './constructs/service-function';
import { bedrockModels, invocationIn } from './models';

/** Where the Lambda bundle lands on the function's file system. */
const TASK_ROOT = '/var/task';

/** The stack's resources that adapters name by role. */
export interface StackResources {
  table: TableV2;
  bucket: Bucket;
  queues: Record<QueueName, IQueue>;
  machines: Record<MachineName, IStateMachine>;
  /** The provider keys of the clip models the deployment chose (lib/constructs/provider-keys.ts). */
  secrets: Partial<Record<ProviderSecret, ISecret>>;
  config: ServiceConfig;
}

/**
 * The Region a Bedrock footage model is called in when it is not the stack's (Luma Ray2 from a stack
 * outside us-west-2): its asynchronous invocations live there too (clip-start makes its client there).
 */
export function footageInvocationRegion(stack: Stack, config: Pick<ServiceConfig, 'footageModelId'>): string | undefined {
  return clipProviders(config).footage === 'amazon-bedrock' ? invocationIn(stack, config.footageModelId!).region : undefined;
}

/** Who provides the deployment's clip model of each kind, from its registry entry. */
export function clipProviders(config: Pick<ServiceConfig, 'footageModelId' | 'presenterModelId'>): { footage?: Provider; presenter?: Provider } {
  const models = clipModelsFrom({ footage: config.footageModelId, presenter: config.presenterModelId });
  return { footage: models.footage && MODELS[models.footage.key].provider, presenter: models.presenter && MODELS[models.presenter.key].provider };
}

export function featureOn(feature: Feature, config: ServiceConfig): boolean {
  switch (feature) {
    case 'polly':
      return config.polly;
    case 'plannerModel':
      return config.plannerModelId !== undefined;
    case 'footageModel':
      return config.footageModelId !== undefined;
    case 'guardrail':
      return config.guardrail !== undefined;
    case 'bedrockModels':
      return bedrockModels(config).length > 0;
    case 'presenterModel':
      return config.presenterModelId !== undefined;
    case 'bedrockFootage':
      return clipProviders(config).footage === 'amazon-bedrock';
    case 'stockFootage':
      return clipProviders(config).footage === 'pexels';
    case 'presenterEndpoint':
      return clipProviders(config).presenter === 'amazon-sagemaker';
    case 'presenterApi':
      return clipProviders(config).presenter === 'd-id';
  }
}

/** Everything a function's runtime and ports declare, the Lambda runtime's own needs included. */
export function declarationOf(definition: FunctionDefinition): Declaration {
  return mergeDeclarations([LAMBDA_RUNTIME, ...Object.values(definition.ports)]);
}

/** The declaration with only what the deployment's features turn on. */
export function activeDeclaration(definition: FunctionDefinition, config: ServiceConfig): Declaration {
  const { env, access } = declarationOf(definition);
  const on = (need: { feature?: Feature }) => need.feature === undefined || featureOn(need.feature, config);
  return { env: Object.fromEntries(Object.entries(env).filter(([, need]) => on(need))), access: access.filter(on) };
}

function envValue(source: EnvSource, r: StackResources, stack: Stack): string | undefined {
  switch (source.kind) {
    case 'tableName':
      return r.table.tableName;
    case 'bucketName':
      return r.bucket.bucketName;
    case 'bucketDomain':
      // Links are presigned for the bucket's own regional endpoint, right in every partition.
      return r.bucket.bucketRegionalDomainName;
    case 'queueUrl':
      return r.queues[source.queue].queueUrl;
    case 'stateMachineArn':
      return r.machines[source.machine].stateMachineArn;
    case 'setting': {
      const { config } = r;
      // A model is called by the id its invocation from this Region takes (an inference profile's, or its own).
      const called = (modelId: string | undefined) => modelId && invocationIn(stack, modelId).id;
      switch (source.setting) {
        case 'plannerModelId':
          return called(config.plannerModelId);
        case 'footageModelId':
          return called(config.footageModelId);
        case 'guardrailId':
          return config.guardrail?.id;
        case 'guardrailVersion':
          return config.guardrail?.version;
        case 'renderLimitSeconds':
          return String(config.renderLimitSeconds);
        case 'renderConcurrency':
          return String(config.renderConcurrency);
        case 'sceneConcurrency':
          return String(config.sceneConcurrency);
        case 'pollyEngine':
          return config.pollyEngine;
        case 'bedrockModelIds':
          return bedrockModels(config).map((m) => m.entry.modelId).join(',');
        case 'presenterModelId':
          return config.presenterModelId;
        case 'presenterEndpointName':
          return config.presenterEndpoint?.name;
      }
    }
    case 'secretArn':
      return r.secrets[source.secret]!.secretArn;
    case 'constant':
      return source.value;
    case 'bundledBinary':
      return `${TASK_ROOT}/${RENDER_BINARIES[source.binary]}`;
    case 'lambdaRuntime':
      return undefined;
  }
}

/** The ARNs a declared resource stands for in this stack. */
export function resourceArns(resource: AwsResource, r: StackResources, stack: Stack): string[] {
  const bedrock = (type: string, name: string, where: { account?: string; region?: string } = {}) =>
    stack.formatArn({ service: 'bedrock', resource: type, resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME, ...where });
  const foundationModel = (modelId: string, region?: string) => bedrock('foundation-model', modelId, { account: '', ...(region === undefined ? {} : { region }) });
  switch (resource.kind) {
    case 'table':
      return [r.table.tableArn];
    case 'tableIndex':
      return [`${r.table.tableArn}/index/${resource.index}`];
    case 'objects':
      return [r.bucket.arnForObjects(`${resource.prefix}*`)];
    case 'queue':
      return [r.queues[resource.queue].queueArn];
    case 'stateMachine':
      return [r.machines[resource.machine].stateMachineArn];
    case 'executions': {
      // arn:…:execution:<machine name>:<execution name>, every execution of that machine.
      const machine = stack.splitArn(r.machines[resource.machine].stateMachineArn, ArnFormat.COLON_RESOURCE_NAME).resourceName;
      return [stack.formatArn({ service: 'states', resource: 'execution', resourceName: `${machine}:*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME })];
    }
    case 'foundationModel': {
      // Through an inference profile, a call needs the profile and the model in every Region it may run in (docs/deploy.md).
      const modelId = (resource.feature === 'plannerModel' ? r.config.plannerModelId : r.config.footageModelId)!;
      const { id, profile, runsIn } = invocationIn(stack, modelId);
      const models =
        runsIn.kind === 'stackRegion'
          ? [foundationModel(modelId)]
          : runsIn.kind === 'regions'
            ? runsIn.regions.map((region) => foundationModel(modelId, region))
            : // A global profile runs the model in any commercial Region (whose ARN Bedrock checks names no Region): any Region, this model only.
              [foundationModel(modelId, '*')];
      return [...(profile ? [bedrock('inference-profile', id)] : []), ...models];
    }
    case 'configuredModels':
      // Read in whichever Region lists the model (the lifecycle check asks the stack's, then those the registry names).
      return bedrockModels(r.config).map((m) => foundationModel(m.entry.modelId, '*'));
    case 'modelInvocations': {
      const region = footageInvocationRegion(stack, r.config);
      return [bedrock('async-invoke', '*', region === undefined ? {} : { region })];
    }
    case 'guardrail':
      return [bedrock('guardrail', r.config.guardrail!.id)];
    case 'secret':
      return [r.secrets[resource.secret]!.secretArn];
    case 'sagemakerEndpoint':
      // SageMaker keeps endpoint names in lower case in its ARNs.
      return [stack.formatArn({ service: 'sagemaker', resource: 'endpoint', resourceName: r.config.presenterEndpoint!.name.toLowerCase() })];
    case 'presenterOutput':
      return [`arn:${stack.partition}:s3:::${r.config.presenterEndpoint!.outputS3Uri.slice('s3://'.length)}*`];
    case 'presenterOutputBucket':
      return [`arn:${stack.partition}:s3:::${/^s3:\/\/([^/]+)/.exec(r.config.presenterEndpoint!.outputS3Uri)![1]}`];
    case 'unscoped':
      return ['*'];
  }
}

/** Sets the function's environment and grants its permissions, exactly as its adapters declare. */
export function connectFunction(fn: ServiceFunction, r: StackResources): void {
  const { env, access } = activeDeclaration(fn.definition, r.config);
  const stack = Stack.of(fn);
  for (const [name, need] of Object.entries(env)) {
    const value = envValue(need.from, r, stack);
    if (value !== undefined) fn.addEnvironment(name, value);
  }
  for (const need of access) fn.addToRolePolicy(new PolicyStatement({ actions: [...need.actions], resources: resourceArns(need.on, r, stack) }));
}
