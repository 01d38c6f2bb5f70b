/**
 * `npm run bench:cold-start`: bundles every Lambda with the stack's esbuild options
 * (lib/bundling.ts), then reports each bundle's minified size and its module
 * initialisation time: a fresh Node process importing the bundle with the Lambda's
 * NODE_OPTIONS, median of several runs. Externals (the AWS SDK, the engine's native
 * packages) load from this project's node_modules, as they would from the runtime or
 * the bundle's own node_modules on Lambda. Targets (issue 8): API handler bundles under
 * 500 KB and initialising in under 150 ms on this machine.
 */
import '../bin/runtime-env';
import { cpus, loadavg } from 'node:os';
import { build } from 'esbuild';
import { ROOT, esbuildOptions } from '../lib/bundling';
import { FUNCTIONS } from '../lambdas/functions/catalogue';
import { measureBundles } from './lambda-init';

const RUNS = 5;
const SIZE_TARGET_KB = 500;
const INIT_TARGET_MS = 150;

// Init times scale with load: say what the machine was doing.
console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}; init = median of ${RUNS} fresh processes importing the bundle\n`);
console.log(`${'lambda'.padEnd(20)} ${'size KB'.padStart(8)} ${'init ms'.padStart(8)}  targets (API: <${SIZE_TARGET_KB} KB, <${INIT_TARGET_MS} ms)`);
let missed = 0;
await measureBundles(FUNCTIONS, RUNS, ({ name, kb, initMs: ms }, lambda) => {
  const verdict = lambda.api ? (kb < SIZE_TARGET_KB && ms < INIT_TARGET_MS ? 'ok' : `MISSED${kb >= SIZE_TARGET_KB ? ' size' : ''}${ms >= INIT_TARGET_MS ? ' init' : ''}`) : '-';
  if (verdict.startsWith('MISSED')) missed++;
  console.log(`${name.padEnd(20)} ${kb.toFixed(0).padStart(8)} ${ms.toFixed(0).padStart(8)}  ${verdict}`);
});

// The floor under the render route's size: the AWS SDK clients it has to call, bundled alone.
const sdkFloor = await build({
  ...esbuildOptions('plain'),
  stdin: {
    contents: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';",
      "import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';",
      "import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';",
      'export const clients = [DynamoDBClient, S3Client, PutObjectCommand, SFNClient, StartExecutionCommand, SQSClient, SendMessageCommand];',
    ].join('\n'),
    resolveDir: ROOT,
    loader: 'ts',
  },
  write: false,
  sourcemap: false,
  logLevel: 'error',
});
console.log(`\nThe render route's four AWS SDK clients (DynamoDB, S3, Step Functions, SQS) bundled alone: ${(sdkFloor.outputFiles[0]!.contents.length / 1024).toFixed(0)} KB.`);
console.log(missed ? `\n${missed} API handler(s) missed a target.` : '\nEvery API handler meets both targets.');
