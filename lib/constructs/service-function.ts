import { Duration, Size, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import type { FunctionDefinition } from '../../lambdas/functions/catalogue';
import { ROOT, nodejsBundling } from '../bundling';
import { entryFile } from '../entries';

/** The runtime of every function; the bundles target the same version (lib/bundling.ts). */
export const RUNTIME = Runtime.NODEJS_22_X;

/** What every function shares with the rest of the stack. */
export interface FunctionDefaults {
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
}

/**
 * One function of the catalogue (lambdas/functions/catalogue.ts): its entry, bundle and size
 * as defined there. It starts with no environment and no permission beyond its own log group;
 * lib/wiring.ts gives it both from its adapters' declarations once every resource exists.
 */
export class ServiceFunction extends NodejsFunction {
  readonly definition: FunctionDefinition;

  constructor(
    scope: Construct,
    id: string,
    { definition, defaults, reservedConcurrency }: { definition: FunctionDefinition; defaults: FunctionDefaults; reservedConcurrency?: number },
  ) {
    // An explicit log group: retention and removal follow the stack's configuration,
    // and deleting a dev stack leaves no orphaned group behind.
    const logGroup = new LogGroup(scope, `${id}-logs`, { retention: defaults.logRetention, removalPolicy: defaults.removalPolicy });
    // Its own role without AWSLambdaBasicExecutionRole: the function may write to its own log group only.
    const role = new Role(scope, `${id}-role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const { size } = definition;
    super(scope, id, {
      entry: entryFile(definition),
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      projectRoot: ROOT,
      runtime: RUNTIME,
      // Graviton: cheaper per GB-second; the render bundles carry arm64 binaries to match.
      architecture: Architecture.ARM_64,
      memorySize: size.memoryMB,
      timeout: Duration.seconds(size.timeoutSeconds),
      ...(size.ephemeralStorageMB ? { ephemeralStorageSize: Size.mebibytes(size.ephemeralStorageMB) } : {}),
      // Concurrency of its own, which no other function can take (and it cannot exceed).
      ...(reservedConcurrency === undefined ? {} : { reservedConcurrentExecutions: reservedConcurrency }),
      // X-Ray traces across API Gateway, Lambda, the SDK calls and Step Functions.
      tracing: Tracing.ACTIVE,
      // Powertools logger writes JSON; the JSON format keeps Lambda's own lines JSON too.
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      role,
      bundling: nodejsBundling(definition.bundle),
    });
    this.definition = definition;
  }
}
