import { Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import type { NodeFunction } from './constructs/node-function';
import type { ServiceStack } from './service-stack';

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
  reason: 'Node.js 22 is the runtime this service is built and tested for (lib/constructs/node-function.ts RUNTIME); moving to a newer one is a deliberate, tested change.',
};
const TABLE_INDEXES = {
  reason: 'DynamoDB grant*Data covers the table and its indexes; the access patterns of docs/data-model.md query GSI1.',
};
const S3_ACTION_GROUPS: Record<string, string> = {
  'GetObject*': 'grantRead: GetObject and its version/ACL variants on the objects of one key prefix.',
  'GetBucket*': 'grantRead: bucket metadata reads, needed so a missing key answers NoSuchKey rather than AccessDenied.',
  'List*': 'grantRead: listing the bucket, needed so a missing key answers NoSuchKey rather than AccessDenied.',
  'DeleteObject*': 'grantDelete: deleting the scene clips of a job under jobs/ once it has ended.',
  'Abort*': 'grantPut: aborting a multipart upload of a large video or clip that failed half way.',
};

/** The IAM5 findings a function's own policy may have, kept only if its policy has them, so none outlives its cause. */
function functionPolicyFindings(stack: ServiceStack, fn: NodeFunction): Acknowledgement[] {
  const policy = fn.role?.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  const text = policy ? JSON.stringify(stack.resolve(policy.document)) : '';
  const tableId = logicalId(stack, stack.data.table);
  const bucketId = logicalId(stack, stack.storage.bucket);
  const candidates: [Acknowledgement, boolean][] = [
    [XRAY, text.includes('"xray:PutTraceSegments"')],
    [{ id: `IAM5[Resource::<${tableId}.Arn>/index/*]`, ...TABLE_INDEXES }, text.includes(`"${tableId}","Arn"]},"/index/*"`)],
    ...['jobs', 'videos'].map((prefix): [Acknowledgement, boolean] => [
      {
        id: `IAM5[Resource::<${bucketId}.Arn>/${prefix}/*]`,
        reason: `Object permissions are granted per key prefix (${prefix}/), never on the whole bucket; a prefix is a wildcard by nature.`,
      },
      text.includes(`"${bucketId}","Arn"]},"/${prefix}/*"`),
    ]),
    ...Object.entries(S3_ACTION_GROUPS).map(([action, reason]): [Acknowledgement, boolean] => [{ id: `IAM5[Action::s3:${action}]`, reason }, text.includes(`"s3:${action}"`)]),
  ];
  return candidates.filter(([, applies]) => applies).map(([acknowledgement]) => acknowledgement);
}

function logicalId(stack: ServiceStack, construct: IConstruct): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnElement);
}

export function applyNagSuppressions(stack: ServiceStack): void {
  const { api, workflow, webhooks, config } = stack;
  const functions: NodeFunction[] = [...api.functions.values(), workflow.renderStep, workflow.prepare, workflow.finalize, workflow.fail, webhooks.delivery];
  for (const fn of functions) {
    ack(fn, RUNTIME);
    if (fn.role) ack(fn.role, ...functionPolicyFindings(stack, fn));
  }
  if (config.polly) {
    ack(workflow.renderStep.role!, { id: 'IAM5[Resource::*]', reason: 'polly:SynthesizeSpeech has no resource type to scope to (only lexicons are resources).' });
  }

  if (config.footageModelId) {
    ack(workflow.renderStep.role!, {
      id: `IAM5[Resource::arn:aws:bedrock:${nagValue(stack.region, 'AWS::Region')}:${nagValue(stack.account, 'AWS::AccountId')}:async-invoke/*]`,
      reason: 'Generative footage runs as Bedrock async invocations, whose ids are made by Bedrock at run time; the ARN is limited to this account and region.',
    });
  }

  for (const machine of [workflow.stateMachine, workflow.renderMachine]) {
    ack(machine.role, XRAY, {
      id: 'IAM5[Resource::*]',
      reason: 'Logging to CloudWatch Logs from Step Functions: the logs:*LogDelivery and resource-policy actions do not support resource-level permissions.',
    });
  }
  ack(workflow.renderMachine.role, ...[workflow.prepare, workflow.finalize].map((fn) => lambdaVersions(stack, fn)));
  ack(
    workflow.stateMachine.role,
    lambdaVersions(stack, workflow.fail),
    {
      id: `IAM5[Resource::arn:<AWS::Partition>:states:${nagValue(stack.region, 'AWS::Region')}:${nagValue(stack.account, 'AWS::AccountId')}:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${logicalId(stack, workflow.renderMachine)}"}]}]}*]`,
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
  if (!config.webAclArn) {
    ack(api.restApi, {
      id: 'APIG3',
      reason: 'A web ACL is an account-level choice: set context webAclArn to associate one. Stage throttling and per-account rate limits apply regardless.',
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
function lambdaVersions(stack: ServiceStack, fn: NodeFunction): Acknowledgement {
  return {
    id: `IAM5[Resource::<${logicalId(stack, fn)}.Arn>:*]`,
    reason: 'Step Functions\' Lambda integration is granted the function and its versions/aliases (<arn>:*); it invokes this one function only.',
  };
}

/** How cdk-nag prints a value in a finding id: literal when known, `<AWS::Region>` for an environment-agnostic stack. */
function nagValue(value: string, pseudo: string): string {
  return Token.isUnresolved(value) ? `<${pseudo}>` : value;
}
