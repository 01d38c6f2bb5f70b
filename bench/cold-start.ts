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
import { execFileSync } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, esbuildOptions } from '../lib/bundling';
import { declarationOf } from '../lib/wiring';
import type { FunctionDefinition } from '../lambdas/functions/catalogue';
import { FUNCTIONS } from '../lambdas/functions/catalogue';

const RUNS = 5;
const SIZE_TARGET_KB = 500;
const INIT_TARGET_MS = 150;

// Inside the project so that external packages resolve from its node_modules.
const outRoot = join(ROOT, 'dist', '.bench-cold-start');
await rm(outRoot, { recursive: true, force: true });
await mkdir(outRoot, { recursive: true });

/** A value for every variable the function's adapters declare (nothing is contacted while modules load), as the stack would set them. */
function lambdaEnv(fn: FunctionDefinition): NodeJS.ProcessEnv {
  const declared = Object.keys(declarationOf(fn).env);
  return { ...process.env, ...Object.fromEntries(declared.map((name) => [name, 'bench'])), NODE_OPTIONS: '--enable-source-maps', AWS_REGION: 'eu-west-1', POWERTOOLS_LOG_LEVEL: 'SILENT' };
}

function initMs(file: string, env: NodeJS.ProcessEnv): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Init times scale with load: say what the machine was doing.
console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}; init = median of ${RUNS} fresh processes importing the bundle\n`);
console.log(`${'lambda'.padEnd(20)} ${'size KB'.padStart(8)} ${'init ms'.padStart(8)}  targets (API: <${SIZE_TARGET_KB} KB, <${INIT_TARGET_MS} ms)`);
let missed = 0;
for (const lambda of FUNCTIONS) {
  const outfile = join(outRoot, lambda.name, 'index.mjs');
  await build({ ...esbuildOptions(lambda.bundle), entryPoints: [join(ROOT, lambda.entry)], outfile, logLevel: 'error' });
  const kb = (await stat(outfile)).size / 1024;
  const env = lambdaEnv(lambda);
  const ms = median(Array.from({ length: RUNS }, () => initMs(outfile, env)));
  const verdict = lambda.api ? (kb < SIZE_TARGET_KB && ms < INIT_TARGET_MS ? 'ok' : `MISSED${kb >= SIZE_TARGET_KB ? ' size' : ''}${ms >= INIT_TARGET_MS ? ' init' : ''}`) : '-';
  if (verdict.startsWith('MISSED')) missed++;
  console.log(`${lambda.name.padEnd(20)} ${kb.toFixed(0).padStart(8)} ${ms.toFixed(0).padStart(8)}  ${verdict}`);
}

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
await rm(outRoot, { recursive: true, force: true });
console.log(missed ? `\n${missed} API handler(s) missed a target.` : '\nEvery API handler meets both targets.');
