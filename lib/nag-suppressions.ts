import { Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { ServiceFunction } from './constructs/service-function';
import type { ServiceStack } from './service-stack';
import { activeDeclaration, footageInvocationRegion, resourceArns } from './wiring';

/**
 * Every cdk-nag (AwsSolutions) finding this stack accepts, each on the narrowest construct
 * and finding id, with the reason it is right here. Anything not listed fails synthesis.
 */
interface Acknowledgement {
  id: string;
  reason: string;
}

const ack = (scope: IConstruct, ...items: Acknowledgement[]) => {
  for (const { id, reason } of items) Validations.of(scope).acknowledge({ id: `AwsSolutions::AwsSolutions-${id}`, reason });
};

const XRAY = {
  id: 'IAM5[Resource::*]',
  reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions, so AWS requires Resource "*".',
};
const RUNTIME = {
  id: 'L1',
  reason: 'Node.js 22 is the runtime this service is built and tested for (lib/constructs/service-function.ts RUNTIME); moving to a newer one is a deliberate, tested change.',
};

/** The IAM5 findings a function's own policy has, derived from what its adapters declare, so none outlives its cause. */
function functionPolicyFindings(stack: ServiceStack, fn: ServiceFunction): Acknowledgement[] {
  const bucketId = logicalId(stack, stack.storage.bucket);
  const { access } = activeDeclaration(fn.definition, stack.config);
  const prefixes = new Set(access.flatMap((need) => (need.on.kind === 'objects' ? [need.on.prefix] : [])));
  // X-Ray and the adapters' actions that take no resource (declared `unscoped`) are granted on "*": one finding id.
  const unscoped = access.filter((need) => need.on.kind === 'unscoped').flatMap((need) => need.actions);
  const findings: Acknowledgement[] = [
    unscoped.length ? { id: XRAY.id, reason: `${XRAY.reason} ${unscoped.join(', ')} take no resource-level permission either (AWS service authorization reference).` } : XRAY,
  ];
  for (const prefix of prefixes) {
    findings.push({
      id: `IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`,
      reason: `Object permissions are granted per key prefix (${prefix}), never on the whole bucket; a prefix is a wildcard by nature.`,
    });
  }
  // Bedrock models granted in any Region: a global inference profile's model (it may run in any commercial Region) and the lifecycle check's reads.
  const anyRegion = new Set(access.flatMap((need) => (need.on.kind === 'configuredModels' || need.on.kind === 'foundationModel' ? resourceArns(need.on, stack.resources, stack) : [])).filter((arn) => arn.includes(':bedrock:*::foundation-model/')));
  for (const arn of anyRegion) {
    findings.push({
      id: `IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${arn.slice(arn.indexOf('foundation-model/') + 'foundation-model/'.length)}]`,
      reason: 'One Bedrock model, in any Region: a global inference profile runs it in whichever commercial Region has capacity, and the lifecycle check reads it where it is listed (docs/deploy.md).',
    });
  }
  if (access.some((need) => need.on.kind === 'presenterOutput')) {
    findings.push({
      id: `IAM5[Resource::arn:<AWS::Partition>:s3:::${stack.config.presenterEndpoint!.outputS3Uri.slice('s3://'.length)}*]`,
      reason: "The presenter endpoint writes each result under its S3 output path with a name SageMaker makes at run time; the grant is that path's prefix.",
    });
  }
  if (access.some((need) => need.on.kind === 'modelInvocations')) {
    findings.push({
      id: `IAM5[Resource::arn:<AWS::Partition>:bedrock:${footageInvocationRegion(stack, stack.config) ?? nagValue(stack.region, 'AWS::Region')}:${nagValue(stack.account, 'AWS::AccountId')}:async-invoke/*]`,
      reason: 'Generative footage runs as Bedrock async invocations, whose ids are made by Bedrock at run time; the ARN is limited to this account and region.',
    });
  }
  // StopExecution on a machine's executions, which are named at run time (after the job).
  for (const machine of new Set(access.flatMap((need) => (need.on.kind === 'executions' ? [need.on.machine] : [])))) {
    findings.push({ id: executionsOf(stack, logicalId(stack, stack.resources.machines[machine])), reason: `The ${machine} machine's executions are named at run time (after the job); the ARN is limited to that machine.` });
  }
  return findings;
}

/** The finding id of every execution of a machine (arn:…:execution:<machine name>:*), as cdk-nag prints it. */
function executionsOf(stack: ServiceStack, machineId: string, separator = ':'): string {
  return `IAM5[Resource::arn:<AWS::Partition>:states:${nagValue(stack.region, 'AWS::Region')}:${nagValue(stack.account, 'AWS::AccountId')}:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${machineId}"}]}]}${separator}*]`;
}

function logicalId(stack: ServiceStack, construct: IConstruct): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnElement);
}

export function applyNagSuppressions(stack: ServiceStack): void {
  const { api, workflow, config } = stack;
  for (const fn of stack.functions()) {
    ack(fn, RUNTIME);
    if (fn.role) ack(fn.role, ...functionPolicyFindings(stack, fn));
  }

  for (const machine of [workflow.stateMachine, workflow.renderMachine]) {
    ack(machine.role, XRAY, {
      id: 'IAM5[Resource::*]',
      reason: 'Logging to CloudWatch Logs from Step Functions: the logs:*LogDelivery and resource-policy actions do not support resource-level permissions.',
    });
  }
  ack(workflow.renderMachine.role, ...[workflow.admit, workflow.prepare, workflow.clipStart, workflow.clipCheck, workflow.finalize].map((fn) => lambdaVersions(stack, fn)));
  for (const secret of Object.values(stack.providerKeys.secrets)) {
    ack(secret, {
      id: 'SMG4',
      reason: "A provider's API key (Pexels, D-ID) is issued by the provider; Secrets Manager cannot rotate it, the deployer replaces it (docs/deploy.md).",
    });
  }
  ack(workflow.sweepDeadLetters, {
    id: 'SQS3',
    reason: "It is a dead-letter queue: the sweeper's on-failure destination and its schedule's dead-letter queue (cdk-nag recognises only queues named in a redrive policy).",
  });
  ack(
    workflow.stateMachine.role,
    lambdaVersions(stack, workflow.fail),
    {
      id: executionsOf(stack, logicalId(stack, workflow.renderMachine), ''),
      reason: 'StartExecution.sync must describe and stop the executions it starts; they are named at run time, so only the render machine\'s execution ARN prefix can be given.',
    },
  );

  ack(
    api.restApi,
    {
      id: 'APIG2',
      reason: 'Requests are validated by each function (zod schemas) so that failures answer the spec §7 shape (400 "Validation failed" with detail); an API Gateway validator would answer in its own.',
    },
    {
      id: 'APIG4',
      reason: 'Authentication is the API\'s own bearer keys (spec §5), checked by every function against hashed keys in the table before any work; the unknown-path fallback needs none.',
    },
    {
      id: 'COG4',
      reason: 'API clients authenticate with the service\'s own API keys (spec §5), not Cognito users.',
    },
  );
  if (!config.webAclArn && !config.waf) {
    ack(api.restApi, {
      id: 'APIG3',
      reason: 'A web ACL is a deployment choice: context waf=true creates one, webAclArn associates an existing one. Stage throttling and per-account rate limits apply regardless.',
    });
  }
  const cloudWatchRole = api.restApi.node.tryFindChild('CloudWatchRole');
  if (cloudWatchRole) {
    ack(cloudWatchRole, {
      id: 'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'API Gateway\'s account-wide logging role (required for access logs) is defined by AWS with this managed policy.',
    });
  }
}

/** LambdaInvoke grants the function and its versions (`<arn>:*`); the machine invokes only this function. */
function lambdaVersions(stack: ServiceStack, fn: ServiceFunction): Acknowledgement {
  return {
    id: `IAM5[Resource::<${logicalId(stack, fn)}.Arn>:*]`,
    reason: 'Step Functions\' Lambda integration is granted the function and its versions/aliases (<arn>:*); it invokes this one function only.',
  };
}

/** How cdk-nag prints a value in a finding id: literal when known, `<AWS::Region>` for an environment-agnostic stack. */
function nagValue(value: string, pseudo: string): string {
  return Token.isUnresolved(value) ? `<${pseudo}>` : value;
}
