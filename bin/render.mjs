// `npm run render -- PLAN.json OUT.mp4`: runs bin/render.ts as one esbuild bundle. Loading the CLI's
// ~150 TypeScript and zod modules one by one through tsx costs a fresh process about 1.5 s of CPU
// before the first frame; the bundle loads in about 0.1 s. It is rebuilt (about 0.3 s) only when a
// file it was built from has changed, and lives in node_modules/.cache (dependencies stay external,
// loaded from node_modules as usual). Plain JavaScript, so that Node runs it without a loader.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'render-cli');
const bundle = join(cache, 'render.mjs');
const manifest = join(cache, 'inputs.json');
// The engine starts its eSpeak NG worker from the file beside its own module: beside the bundle here.
const worker = 'lambdas/render/adapters/espeak-worker.mjs';

/** True when every file the bundle was built from still has the modification time it had then. */
async function fresh() {
  try {
    const inputs = JSON.parse(await readFile(manifest, 'utf8'));
    const times = await Promise.all(Object.keys(inputs).map(async (file) => (await stat(join(root, file))).mtimeMs));
    return Object.values(inputs).every((time, i) => time === times[i]);
  } catch {
    return false;
  }
}

async function rebuild() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['bin/render.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  // Each file is written under a temporary name and renamed, so a render starting meanwhile reads whole files.
  const place = async (path, contents) => {
    await writeFile(`${path}.${process.pid}.tmp`, contents);
    await rename(`${path}.${process.pid}.tmp`, path);
  };
  await Promise.all(result.outputFiles.map((file) => place(file.path, file.contents)));
  await place(join(cache, 'espeak-worker.mjs'), await readFile(join(root, worker)));
  const files = [...Object.keys(result.metafile.inputs), worker];
  const times = await Promise.all(files.map(async (file) => (await stat(join(root, file))).mtimeMs));
  await place(manifest, JSON.stringify(Object.fromEntries(files.map((file, i) => [file, times[i]]))));
}

// RENDER_PROCESS_ENV (lambdas/render/process-env.ts), which this plain-JavaScript launcher cannot
// import: it must be set before the bundle loads the canvas library (about 0.2 s less system time).
process.env.MIMALLOC_PURGE_DELAY ??= '-1';
await mkdir(cache, { recursive: true });
if (!(await fresh())) await rebuild();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
