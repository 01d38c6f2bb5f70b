import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { ROOT, nodejsBundling, type BundleKind } from '../bundling';

/** The runtime of every function; the bundles target the same version (lib/bundling.ts). */
export const RUNTIME = Runtime.NODEJS_22_X;

/** What every function shares with the rest of the stack. */
export interface FunctionDefaults {
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  stage: string;
}

export interface NodeFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'bundling' | 'runtime' | 'architecture' | 'role' | 'logGroup'> {
  /** Path of the handler file from the project root, e.g. lambdas/handlers/http/me.ts. */
  entry: string;
  /** `render` bundles carry the engine's native packages, fonts and eSpeak worker. */
  bundle?: BundleKind;
  defaults: FunctionDefaults;
}

/** Every function of the service, bundled and configured the same way; each option says why. */
export class NodeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { entry, environment, bundle = 'plain', defaults, ...props }: NodeFunctionProps) {
    // An explicit log group: retention and removal follow the stack's configuration,
    // and deleting a dev stack leaves no orphaned group behind.
    const logGroup = new LogGroup(scope, `${id}-logs`, { retention: defaults.logRetention, removalPolicy: defaults.removalPolicy });
    // Its own role without AWSLambdaBasicExecutionRole: the function may write to its own
    // log group only; every other permission comes from grant* calls of the constructs.
    const role = new Role(scope, `${id}-role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    super(scope, id, {
      entry: join(ROOT, entry),
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      projectRoot: ROOT,
      runtime: RUNTIME,
      // Graviton: cheaper per GB-second; the render bundles carry arm64 binaries to match.
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(29),
      // X-Ray traces across API Gateway, Lambda, the SDK calls and Step Functions.
      tracing: Tracing.ACTIVE,
      // Powertools logger writes JSON; the JSON format keeps Lambda's own lines JSON too.
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      role,
      bundling: nodejsBundling(bundle),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'video-service',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        STAGE: defaults.stage,
        ...environment,
      },
      ...props,
    });
  }
}
