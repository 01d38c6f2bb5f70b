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
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiError, errorBody, internalError, rateLimited, validationFailed, type ApiError, type ErrorCode } from '../../lambdas/core/errors';
import { functionNamed, type FunctionName } from '../../lambdas/functions/catalogue';
import { FALLBACK_HANDLER, methodsOf } from '../../lambdas/route-facts';
import { ROUTES } from '../../lambdas/routes';
import type { ServiceConfig } from '../config';
import { ServiceFunction, type FunctionDefaults } from './service-function';
import { Waf } from './waf';

export interface ApiProps {
  config: ServiceConfig;
  defaults: FunctionDefaults;
}

/** A response API Gateway makes itself, in the JSON of spec §7 so that no response is ever non-JSON. */
export interface GatewayError {
  type: ResponseType;
  /** Overrides the type's own status; unset keeps what API Gateway chose. */
  status?: number;
  body: string;
  headers?: Record<string, string>;
}

/** API Gateway's own message, already a JSON string literal in the template. */
const GATEWAY_MESSAGE = '$context.error.messageString';
const SAME_KEY = ' (retry with the same Idempotency-Key)';

/** A catalogued error as a gateway response: the status and body its code has everywhere else. */
function gatewayError(type: ResponseType, error: ApiError): GatewayError {
  const retryAfter = error.extra.retryAfter;
  return {
    type,
    status: error.status,
    body: JSON.stringify(errorBody(error)),
    ...(typeof retryAfter === 'number' ? { headers: { 'Retry-After': `'${retryAfter}'` } } : {}),
  };
}

/** A catch-all: the status API Gateway chose, its message, and a code. */
const catchAll = (type: ResponseType, code: ErrorCode): GatewayError => ({
  type,
  body: `{"error":${GATEWAY_MESSAGE},"code":"${code}"}`,
});

export const GATEWAY_ERRORS: readonly GatewayError[] = [
  // Only reached for paths the proxy does not cover; the fallback function answers the rest.
  gatewayError(ResponseType.MISSING_AUTHENTICATION_TOKEN, apiError('NOT_FOUND')),
  gatewayError(ResponseType.RESOURCE_NOT_FOUND, apiError('NOT_FOUND')),
  gatewayError(ResponseType.THROTTLED, rateLimited('RATE_LIMITED', 1)),
  gatewayError(ResponseType.QUOTA_EXCEEDED, rateLimited('RATE_LIMITED', 60)),
  gatewayError(ResponseType.REQUEST_TOO_LARGE, apiError('PAYLOAD_TOO_LARGE')),
  gatewayError(ResponseType.BAD_REQUEST_BODY, validationFailed([{ path: 'body', message: 'refused by the gateway' }])),
  gatewayError(ResponseType.BAD_REQUEST_PARAMETERS, validationFailed([{ path: 'parameters', message: 'refused by the gateway' }])),
  gatewayError(ResponseType.WAF_FILTERED, apiError('REQUEST_BLOCKED')),
  gatewayError(ResponseType.ACCESS_DENIED, apiError('REQUEST_BLOCKED')),
  // The function may still finish (a render is then accepted): spec §7 retry rule 2 covers it.
  gatewayError(ResponseType.INTEGRATION_TIMEOUT, apiError('GATEWAY_TIMEOUT')),
  gatewayError(ResponseType.INTEGRATION_FAILURE, apiError('GATEWAY_TIMEOUT', `The service could not be reached${SAME_KEY}`)),
  // The gateway's own configuration failing is a server error: spec §7 gives a 500 no code.
  gatewayError(ResponseType.API_CONFIGURATION_ERROR, internalError()),
  // Whatever else the gateway answers keeps its status, with its message and a code for the status class.
  catchAll(ResponseType.DEFAULT_4XX, 'REQUEST_BLOCKED'),
  catchAll(ResponseType.DEFAULT_5XX, 'SERVICE_UNAVAILABLE'),
];

/** The REST API: one function per route of the shared route table, and a fallback for everything else. */
export class Api extends Construct {
  readonly restApi: RestApi;
  readonly functions = new Map<string, ServiceFunction>();
  readonly accessLogs: LogGroup;
  readonly waf?: Waf;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config, defaults } = props;
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: defaults.logRetention, removalPolicy: defaults.removalPolicy });
    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: `video-service-${config.stage}`,
      description: 'Video rendering API (spec: video-rendering-api.md)',
      // Regional: an integration timeout above 29 s is only available to regional and private APIs.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // Access logging needs API Gateway's account-wide CloudWatch role: set once per account and
      // region (docs/deploy.md); only context apiGatewayCloudWatchRole makes this stack own it.
      cloudWatchRole: config.apiGatewayCloudWatchRole,
      ...(config.apiGatewayCloudWatchRole ? { cloudWatchRoleRemovalPolicy: defaults.removalPolicy } : {}),
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
    // One web ACL per stage: an existing one (webAclArn), or the stack's own (waf=true).
    if (config.waf) this.waf = new Waf(this, 'Waf', { name: `video-service-${config.stage}`, rateLimit: config.waf.rateLimit });
    const webAclArn = config.webAclArn ?? this.waf?.webAcl.attrArn;
    if (webAclArn) new CfnWebACLAssociation(this, 'WebAcl', { resourceArn: this.restApi.deploymentStage.stageArn, webAclArn });

    const integrationTimeout = Duration.seconds(config.integrationTimeoutSeconds);
    const integration = (name: FunctionName) => new LambdaIntegration(this.routeFunction(name, props), { timeout: integrationTimeout });

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
    for (const route of ROUTES) {
      for (const method of methodsOf(route)) resourceFor(route.path).addMethod(method, integration(route.name));
    }
  }

  /** The function of one route, created once, from its definition in the function catalogue. */
  private routeFunction(name: FunctionName, { defaults }: ApiProps): ServiceFunction {
    const existing = this.functions.get(name);
    if (existing) return existing;
    const fn = new ServiceFunction(this, `${name}-fn`, { definition: functionNamed(name), defaults });
    this.functions.set(name, fn);
    return fn;
  }
}
