/**
 * Bundles Lambda functions with the stack's esbuild options (lib/bundling.ts) and measures each
 * bundle's module initialisation: a fresh Node process importing the bundle with the Lambda's
 * NODE_OPTIONS, median of several runs. Externals (the engine's native packages) load from this
 * project's node_modules, as they would from the bundle's own node_modules on Lambda. Used by
 * `npm run bench:cold-start` and `npm run bench:aws`.
 */
import '../bin/runtime-env';
import { execFileSync } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, esbuildOptions } from '../lib/bundling';
import { entryFile } from '../lib/entries';
import { declarationOf } from '../lib/wiring';
import type { FunctionDefinition } from '../lambdas/functions/catalogue';

export interface BundleInit {
  name: string;
  kb: number;
  initMs: number;
}

/** A value for every variable the function's adapters declare (nothing is contacted while modules load), as the stack would set them. */
function lambdaEnv(fn: FunctionDefinition): NodeJS.ProcessEnv {
  const declared = Object.keys(declarationOf(fn).env);
  return { ...process.env, ...Object.fromEntries(declared.map((name) => [name, 'bench'])), NODE_OPTIONS: '--enable-source-maps', AWS_REGION: 'eu-west-1', POWERTOOLS_LOG_LEVEL: 'SILENT' };
}

function initMs(file: string, env: NodeJS.ProcessEnv): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }));
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Inside the project, so that external packages resolve from its node_modules. */
const OUT_ROOT = join(ROOT, 'dist', '.bench-lambda-init');

export async function measureBundles(functions: readonly FunctionDefinition[], runs: number, onEach?: (result: BundleInit, fn: FunctionDefinition) => void): Promise<BundleInit[]> {
  await rm(OUT_ROOT, { recursive: true, force: true });
  await mkdir(OUT_ROOT, { recursive: true });
  const results: BundleInit[] = [];
  try {
    for (const fn of functions) {
      const outfile = join(OUT_ROOT, fn.name, 'index.mjs');
      await build({ ...esbuildOptions(fn.bundle), entryPoints: [entryFile(fn)], outfile, logLevel: 'error' });
      const env = lambdaEnv(fn);
      const result = { name: fn.name, kb: (await stat(outfile)).size / 1024, initMs: median(Array.from({ length: runs }, () => initMs(outfile, env))) };
      results.push(result);
      onEach?.(result, fn);
    }
  } finally {
    await rm(OUT_ROOT, { recursive: true, force: true });
  }
  return results;
}
