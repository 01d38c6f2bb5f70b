import { LambdaIntegration, ResponseType, RestApi, type IResource } from 'aws-cdk-lib/aws-apigateway';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { FALLBACK_HANDLER, ROUTES, handlerEntry } from '../../lambdas/routes';
import { NodeFunction } from './node-function';

export interface ApiProps {
  table: TableV2;
  stage: string;
}

/** Gateway-made errors rewritten to the spec's JSON (§7), so no response is ever non-JSON. */
const GATEWAY_ERRORS: [ResponseType, number | undefined, string, string][] = [
  [ResponseType.MISSING_AUTHENTICATION_TOKEN, 404, 'Not found', 'NOT_FOUND'],
  [ResponseType.THROTTLED, 429, 'Too many requests', 'RATE_LIMITED'],
  [ResponseType.REQUEST_TOO_LARGE, 413, 'Request body too large', 'PAYLOAD_TOO_LARGE'],
  [ResponseType.INTEGRATION_TIMEOUT, 504, 'The request took too long; retry with the same Idempotency-Key', 'GATEWAY_TIMEOUT'],
  [ResponseType.DEFAULT_4XX, undefined, 'Bad request', 'BAD_REQUEST'],
  [ResponseType.DEFAULT_5XX, undefined, 'Internal server error', 'INTERNAL_ERROR'],
];

/** The REST API: one function per route of the shared route table, and a fallback for everything else. */
export class Api extends Construct {
  readonly restApi: RestApi;
  readonly functions = new Map<string, NodeFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: `video-service-${props.stage}`,
      deployOptions: { stageName: props.stage, tracingEnabled: true },
    });
    for (const [type, statusCode, error, code] of GATEWAY_ERRORS) {
      this.restApi.addGatewayResponse(type.responseType, {
        type,
        statusCode: statusCode?.toString(),
        responseHeaders: { 'Content-Type': "'application/json'" },
        templates: { 'application/json': JSON.stringify({ error, code }) },
      });
    }

    const fn = (name: string) => {
      const existing = this.functions.get(name);
      if (existing) return existing;
      const created = new NodeFunction(this, `${name}-fn`, {
        entry: handlerEntry(name),
        environment: { TABLE_NAME: props.table.tableName },
      });
      this.functions.set(name, created);
      return created;
    };

    const fallback = new LambdaIntegration(fn(FALLBACK_HANDLER));
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
      resourceFor(route.path).addMethod(route.method, new LambdaIntegration(fn(route.name)));
    }
    props.table.grantReadData(fn(FALLBACK_HANDLER));
    for (const route of ROUTES) props.table.grantReadWriteData(fn(route.name));
  }
}
