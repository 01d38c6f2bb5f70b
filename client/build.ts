/**
 * `npm run build -w client`: the publishable package in client/dist: one ES module bundled with
 * esbuild (the service's own webhook verifier inside it; openapi-fetch stays a dependency)
 * and its declarations from tsc.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = join(here, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile: join(dist, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['openapi-fetch'],
  sourcemap: true,
  logLevel: 'error',
});
execFileSync(process.execPath, [join(here, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(here, 'tsconfig.json')], { stdio: 'inherit' });
