/**
 * How every Lambda is bundled: the ONE set of esbuild options used by the CDK stack
 * (through NodejsFunction), `npm run build` and `npm run bench:cold-start`, so the bench
 * measures exactly what is deployed.
 */
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REFERENCE_UI_FILE, REFERENCE_UI_PACKAGE } from '../lambdas/adapters/docs/reference-ui';
import type { BundleKind } from '../lambdas/functions/catalogue';
import { RENDER_PACKAGE_FILES } from '../lambdas/render/package-files';

export const ROOT = join(import.meta.dirname, '..');

/** The Lambda runtime the bundles target (see lib/constructs/service-function.ts). */
export const NODE_TARGET = 'node22';

/** Some CommonJS dependencies call require(); an ESM bundle has to provide one. */
const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";
/**
 * TensorFlow.js's WASM loader (the face detector, render bundle only) reads __dirname while it
 * starts, though the WASM's own path is given: without one its backend fails to start.
 */
const DIRNAME_BANNER = "import { fileURLToPath as __fileURLToPath } from 'url'; const __dirname = __fileURLToPath(new URL('.', import.meta.url));";

export const ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: NODE_TARGET,
  // Small bundles load fast: cold start is dominated by code loading.
  minify: true,
  // Stack traces point at the TypeScript sources; the sources themselves stay out of the map.
  sourcemap: true,
  sourcesContent: false,
  // ESM entry points of dependencies tree-shake better than their CommonJS builds.
  mainFields: ['module', 'main'],
  // The AWS SDK is bundled, not taken from the runtime: minified and tree-shaken into one
  // file it loads in about half the time, and the functions run the version the tests ran.
  external: [] as string[],
  banner: { js: REQUIRE_BANNER },
} as const satisfies BuildOptions;

/**
 * Packages of the render engine that cannot be bundled: native code (@napi-rs/canvas),
 * executables (ffmpeg, ffprobe) and eSpeak NG's WASM, which runs as its own program
 * (lambdas/render/adapters/espeak-worker.mjs) and must stay a separate, GPL-licensed file.
 */
export const NATIVE_PACKAGES = ['@napi-rs/canvas', '@ffmpeg-installer/ffmpeg', '@ffprobe-installer/ffprobe', 'espeak-ng'] as const;

/** The packages the bundle itself imports; espeak-ng is only imported by the worker. */
const RENDER_EXTERNALS = NATIVE_PACKAGES.filter((name) => name !== 'espeak-ng');

/** Where the per-architecture executables land inside a render bundle (for FFMPEG_PATH / FFPROBE_PATH). */
export const RENDER_BINARIES = {
  ffmpeg: 'node_modules/@ffmpeg-installer/linux-arm64/ffmpeg',
  ffprobe: 'node_modules/@ffprobe-installer/linux-arm64/ffprobe',
} as const;

/**
 * Files the engine finds next to its bundle through `import.meta.url`: the eSpeak worker, and the
 * package files it reads at run time (fonts, the illustration set; lambdas/render/package-files.ts),
 * at the same place under node_modules as in the repository.
 */
export const RENDER_FILES: readonly { from: string; to: string }[] = [
  { from: 'lambdas/render/adapters/espeak-worker.mjs', to: 'espeak-worker.mjs' },
  ...RENDER_PACKAGE_FILES.map(({ pkg, file }) => ({ from: `node_modules/${pkg}/${file}`, to: `node_modules/${pkg}/${file}` })),
];

/**
 * The reference page's script (3.5 MB) and the package.json whose `exports` resolve it: copied
 * into the one bundle that serves it (GET /docs/reference-ui.js), where the handler finds it
 * as a package file. No other function carries it.
 */
export const REFERENCE_UI_FILES = ['package.json', REFERENCE_UI_FILE].map((file) => `node_modules/${REFERENCE_UI_PACKAGE}/${file}`);

/** Copies the reference UI's files beside a bundle. */
export function referenceUiFileCommands(inputDir: string, outputDir: string): string[] {
  return REFERENCE_UI_FILES.map((file) => `mkdir -p "${dirname(join(outputDir, file))}" && cp "${join(inputDir, file)}" "${join(outputDir, file)}"`);
}

/**
 * What goes beside a bundle of this kind once it is built: the render engine's native packages
 * (installed first: `npm install` would remove packages it did not install) and its files; the
 * reference UI's script.
 */
export function bundleFileCommands(kind: BundleKind, inputDir: string, outputDir: string, { native = true } = {}): string[] {
  if (kind === 'render') return [...(native ? nativeInstallCommands(outputDir) : []), ...renderFileCommands(inputDir, outputDir)];
  if (kind === 'reference-ui') return referenceUiFileCommands(inputDir, outputDir);
  return [];
}

/** esbuild options of one bundle kind, for `npm run build` and the bench. */
export function esbuildOptions(kind: BundleKind): BuildOptions {
  return kind === 'render'
    ? { ...ESBUILD_OPTIONS, external: [...ESBUILD_OPTIONS.external, ...RENDER_EXTERNALS], banner: { js: `${REQUIRE_BANNER} ${DIRNAME_BANNER}` } }
    : { ...ESBUILD_OPTIONS };
}

/** The installed version of a package, so the render bundle gets exactly what the tests ran against. */
export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Installs the native packages for linux-arm64 (glibc) into a bundle directory. The lock
 * file only records this machine's platform packages, so `npm ci` (what NodejsFunction's
 * `nodeModules` runs) cannot do it; `npm install --cpu --os --libc` picks the arm64 builds
 * of their optional platform packages. Install scripts are skipped (they only chmod, done
 * here). The tarballs come from the npm cache when present (`--prefer-offline`).
 */
export function nativeInstallCommands(outputDir: string): string[] {
  const specs = NATIVE_PACKAGES.map((name) => `${name}@${installedVersion(name)}`).join(' ');
  return [
    `npm install --prefix "${outputDir}" --no-save --no-package-lock --omit=dev --cpu=arm64 --os=linux --libc=glibc ` +
      `--ignore-scripts --prefer-offline --no-audit --no-fund --loglevel=error ${specs}`,
    `chmod 755 "${outputDir}/${RENDER_BINARIES.ffmpeg}" "${outputDir}/${RENDER_BINARIES.ffprobe}"`,
  ];
}

/** Copies the eSpeak worker, the fonts and the illustration set beside a bundle. */
export function renderFileCommands(inputDir: string, outputDir: string): string[] {
  return RENDER_FILES.map(({ from, to }) => `mkdir -p "${dirname(join(outputDir, to))}" && cp -R "${join(inputDir, from)}" "${join(outputDir, to)}"`);
}

/** The same options in NodejsFunction's terms. */
export function nodejsBundling(kind: BundleKind): BundlingOptions {
  const options = esbuildOptions(kind);
  const common: BundlingOptions = {
    format: OutputFormat.ESM,
    target: options.target as string,
    minify: options.minify,
    sourceMap: options.sourcemap === true,
    sourcesContent: options.sourcesContent,
    mainFields: options.mainFields,
    externalModules: options.external,
    banner: options.banner?.js,
  };
  if (kind === 'plain') return common;
  return {
    ...common,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => bundleFileCommands(kind, inputDir, outputDir),
    },
  };
}
