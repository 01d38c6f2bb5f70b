/**
 * `npm run build`: one esbuild bundle per Lambda into dist/<name>/, with the options the
 * CDK stack uses (lib/bundling.ts) and the files each kind carries: the reference page's
 * script for docs-ui; the engine's fonts and eSpeak worker for render bundles, whose native
 * packages for linux-arm64 are installed by `cdk synth`, not here (pass --native to install
 * them too; that needs the npm registry or its cache).
 */
import '../bin/runtime-env';
import { execSync } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, bundleFileCommands, esbuildOptions } from '../lib/bundling';
import { FUNCTIONS } from '../lambdas/functions/catalogue';
import { entryFile } from '../lib/entries';

const native = process.argv.includes('--native');
const dist = join(ROOT, 'dist');
await rm(dist, { recursive: true, force: true });
for (const lambda of FUNCTIONS) {
  const outdir = join(dist, lambda.name);
  await build({ ...esbuildOptions(lambda.bundle), entryPoints: [entryFile(lambda)], outfile: join(outdir, 'index.mjs'), logLevel: 'error' });
  for (const command of bundleFileCommands(lambda.bundle, ROOT, outdir, { native })) execSync(command, { stdio: 'inherit' });
  const { size } = await stat(join(outdir, 'index.mjs'));
  // Unzipped, as Lambda's 250 MB limit counts it: the code and every file the bundle carries.
  const unzipped = Number(execSync(`du -sb "${outdir}"`, { encoding: 'utf8' }).split('\t')[0]);
  console.log(`${lambda.name.padEnd(20)} ${(size / 1024).toFixed(0).padStart(6)} KB code  ${(unzipped / 1e6).toFixed(1).padStart(6)} MB unzipped  ${lambda.entry}`);
}
