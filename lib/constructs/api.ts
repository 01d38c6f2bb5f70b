import { Duration } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
  type IResource,
} from 'aws-cdk-lib/aws-apigateway';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { PLANNING_BUDGET_MS } from '../../lambdas/core/planning/plan-with-budget';
import { FALLBACK_HANDLER, ROUTES, handlerEntry } from '../../lambdas/routes';
import type { ServiceConfig } from '../config';
import { routeBundleKind } from '../lambda-catalogue';
import { routeAccess } from '../route-access';
import { grantModels, modelEnvironment } from './bedrock';
import { NodeFunction, type FunctionDefaults } from './node-function';
import { JOBS_PREFIX, VIDEOS_PREFIX } from './storage';

export interface ApiProps {
  table: TableV2;
  bucket: Bucket;
  /** The render workflow (outer machine) that POST /v1/render starts once per job. */
  workflow: StateMachine;
  config: ServiceConfig;
  defaults: FunctionDefaults;
}

/** Gateway-made responses in the JSON of spec §7, so that no response is ever non-JSON. */
interface GatewayError {
  type: ResponseType;
  status?: number;
  body: string;
  headers?: Record<string, string>;
}

const json = (body: Record<string, unknown>) => JSON.stringify(body);

export const GATEWAY_ERRORS: readonly GatewayError[] = [
  // Only reached for paths the proxy does not cover; the fallback function answers the rest.
  { type: ResponseType.MISSING_AUTHENTICATION_TOKEN, status: 404, body: json({ error: 'Not found', code: 'NOT_FOUND' }) },
  { type: ResponseType.THROTTLED, status: 429, body: json({ error: 'Too many requests', code: 'RATE_LIMITED', retryAfter: 1 }), headers: { 'Retry-After': "'1'" } },
  { type: ResponseType.QUOTA_EXCEEDED, status: 429, body: json({ error: 'Too many requests', code: 'RATE_LIMITED', retryAfter: 60 }), headers: { 'Retry-After': "'60'" } },
  { type: ResponseType.REQUEST_TOO_LARGE, status: 413, body: json({ error: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' }) },
  { type: ResponseType.WAF_FILTERED, status: 403, body: json({ error: 'Forbidden' }) },
  { type: ResponseType.ACCESS_DENIED, status: 403, body: json({ error: 'Forbidden' }) },
  // The function may still finish (a render is then accepted): spec §7 retry rule 2 covers it.
  { type: ResponseType.INTEGRATION_TIMEOUT, status: 504, body: json({ error: 'The request took too long; retry with the same Idempotency-Key' }) },
  // Spec §7: a 500 carries no code. Every other gateway-made 4XX keeps its status and API Gateway's message.
  { type: ResponseType.DEFAULT_5XX, body: json({ error: 'Internal server error' }) },
  { type: ResponseType.DEFAULT_4XX, body: '{"error":$context.error.messageString}' },
];

/** Every API function's timeout except POST /v1/render's; the gateway gives up at the integration timeout anyway. */
const API_TIMEOUT = Duration.seconds(29);
/** POST /v1/render plans briefs within PLANNING_BUDGET_MS, then runs the acceptance transaction. */
const RENDER_TIMEOUT = Duration.seconds(Math.ceil(PLANNING_BUDGET_MS / 1000) + 30);

/** The REST API: one function per route of the shared route table, and a fallback for everything else. */
export class Api extends Construct {
  readonly restApi: RestApi;
  readonly functions = new Map<string, NodeFunction>();
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config, defaults } = props;
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: defaults.logRetention, removalPolicy: defaults.removalPolicy });
    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: `video-service-${config.stage}`,
      description: 'Video rendering API (spec: video-rendering-api.md)',
      // Regional: an integration timeout above 29 s is only available to regional and private APIs.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // Access logging needs API Gateway's account-level CloudWatch role.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: defaults.removalPolicy,
      deployOptions: {
        stageName: config.stage,
        tracingEnabled: true,
        throttlingRateLimit: config.throttle.rateLimit,
        throttlingBurstLimit: config.throttle.burstLimit,
        accessLogDestination: new LogGroupLogDestination(this.accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
        // Errors only, and never request or response bodies: they carry API keys and webhook secrets.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: false,
      },
    });
    for (const { type, status, body, headers } of GATEWAY_ERRORS) {
      this.restApi.addGatewayResponse(type.responseType, {
        type,
        statusCode: status?.toString(),
        responseHeaders: { 'Content-Type': "'application/json'", ...headers },
        templates: { 'application/json': body },
      });
    }
    if (config.webAclArn) {
      new CfnWebACLAssociation(this, 'WebAcl', { resourceArn: this.restApi.deploymentStage.stageArn, webAclArn: config.webAclArn });
    }

    const integrationTimeout = Duration.seconds(config.integrationTimeoutSeconds);
    const integration = (name: string) => new LambdaIntegration(this.routeFunction(name, props), { timeout: integrationTimeout });

    const fallback = integration(FALLBACK_HANDLER);
    const root = this.restApi.root;
    root.addMethod('ANY', fallback);
    root.addProxy({ defaultIntegration: fallback, anyMethod: true });

    const resources = new Map<string, IResource>([['', root]]);
    const resourceFor = (path: string): IResource => {
      const found = resources.get(path);
      if (found) return found;
      const cut = path.lastIndexOf('/');
      const resource = resourceFor(path.slice(0, cut)).addResource(path.slice(cut + 1));
      // A known path with an unknown method reaches the fallback, which answers 405.
      resource.addMethod('ANY', fallback);
      resources.set(path, resource);
      return resource;
    };
    for (const route of ROUTES) resourceFor(route.path).addMethod(route.method, integration(route.name));
  }

  /** The function of one handler, created once, with exactly the access lib/route-access.ts gives it. */
  private routeFunction(name: string, { table, bucket, workflow, config, defaults }: ApiProps): NodeFunction {
    const existing = this.functions.get(name);
    if (existing) return existing;
    const access = routeAccess(name);
    const fn = new NodeFunction(this, `${name}-fn`, {
      entry: handlerEntry(name),
      bundle: routeBundleKind(name),
      defaults,
      memorySize: access.slow ? 1024 : 512,
      timeout: access.slow ? RENDER_TIMEOUT : API_TIMEOUT,
      environment: {
        ...(access.table ? { TABLE_NAME: table.tableName } : {}),
        ...(access.writesJobFiles ? { BUCKET_NAME: bucket.bucketName } : {}),
        // Links are presigned for the bucket's own regional endpoint, right in every partition.
        ...(access.readsVideos ? { BUCKET_DOMAIN: bucket.bucketRegionalDomainName } : {}),
        ...(access.startsRenders ? { STATE_MACHINE_ARN: workflow.stateMachineArn, ...modelEnvironment(config) } : {}),
      },
    });
    if (access.table === 'read') table.grantReadData(fn);
    if (access.table === 'readWrite') table.grantReadWriteData(fn);
    if (access.writesJobFiles) bucket.grantPut(fn, `${JOBS_PREFIX}*`);
    if (access.readsVideos) bucket.grantRead(fn, `${VIDEOS_PREFIX}*`);
    if (access.startsRenders) {
      workflow.grantStartExecution(fn);
      grantModels(fn, config);
    }
    this.functions.set(name, fn);
    return fn;
  }
}
