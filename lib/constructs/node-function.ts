import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface NodeFunctionProps extends Omit<NodejsFunctionProps, 'entry'> {
  /** Path of the handler file from the project root, e.g. lambdas/handlers/http/me.ts. */
  entry: string;
}

/** Every function of the service, bundled the same way; each option says why. */
export class NodeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { entry, environment, ...props }: NodeFunctionProps) {
    super(scope, id, {
      entry: join(ROOT, entry),
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      projectRoot: ROOT,
      runtime: Runtime.NODEJS_22_X,
      // Graviton: cheaper per GB-second and as fast for this I/O-bound work.
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(29),
      tracing: Tracing.ACTIVE,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'video-service',
        ...environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        // Small bundles load fast: cold start is dominated by code loading.
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node22',
        mainFields: ['module', 'main'],
        // The runtime ships AWS SDK v3; bundling it again would only add load time.
        externalModules: ['@aws-sdk/*'],
        // Some CommonJS dependencies call require(); give ESM bundles one.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
      ...props,
    });
  }
}
