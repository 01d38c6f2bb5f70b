import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../../lambdas/core/webhooks/signing';

const ROOT = join(import.meta.dirname, '..', '..');
const CLIENT = join(ROOT, 'client');
const DIST = join(CLIENT, 'dist');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** A consumer's code: every export used by its type, so a declaration that does not resolve fails to compile. */
const CONSUMER = `import { ApiError, createClient, verifyWebhook, type Job, type RenderRequest } from 'video-rendering-client';
const api = createClient({ baseUrl: 'https://api.example.com', apiKey: 'vrs_live_x' });
const request: RenderRequest = { dry_run: true, scene_plan: [{ type: 'motion', prompt: 'Hello', duration_sec: 4 }] };
export async function run(): Promise<Job['status'] | number> {
  try {
    const started = await api.startRender(request);
    if (!('job_id' in started)) return started.credits_required;
    const job: Job = await api.waitForJob(started.job_id);
    return job.status;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}
export const ok: boolean = verifyWebhook({}, '{}', 'a'.repeat(64)).ok;
`;

/** Compiles CONSUMER in a fresh project that has only the packed tarball (and its one dependency) installed. */
async function compileConsumer(tarball: string, resolution: { module: string; moduleResolution: string }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'client-consumer-'));
  try {
    const pkg = join(dir, 'node_modules', 'video-rendering-client');
    await mkdir(pkg, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', pkg, '--strip-components=1']);
    await mkdir(join(dir, 'node_modules', '@types'), { recursive: true });
    await symlink(join(ROOT, 'node_modules', 'openapi-fetch'), join(dir, 'node_modules', 'openapi-fetch'));
    await symlink(join(ROOT, 'node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'));
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await writeFile(join(dir, 'index.ts'), CONSUMER);
    const compilerOptions = { ...resolution, target: 'ES2022', strict: true, noEmit: true, types: ['node'] };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }));
    try {
      return execFileSync(bin('tsc'), ['-p', dir], { encoding: 'utf8' });
    } catch (error) {
      return (error as { stdout: string }).stdout; // tsc writes its diagnostics there
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('the client package as published (npm run build -w client)', () => {
  beforeAll(() => {
    execFileSync('npm', ['run', '--silent', 'build', '-w', 'client'], { cwd: join(CLIENT, '..'), stdio: 'pipe' });
  }, 120_000);

  it('its one module carries the webhook verifier and imports nothing but openapi-fetch and Node built-ins', async () => {
    const code = await readFile(join(DIST, 'index.js'), 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.every((name) => name === 'openapi-fetch' || name!.startsWith('node:'))).toBe(true);

    const pkg = (await import(pathToFileURL(join(DIST, 'index.js')).href)) as typeof import('../../client/src/index');
    expect(Object.keys(pkg).sort()).toEqual(
      ['ApiError', 'DEFAULT_RETRY', 'DEFAULT_TIMEOUT_MS', 'FINAL_STATUSES', 'MIN_POLL_INTERVAL_MS', 'POLL_INTERVAL_MS', 'createClient', 'verifyWebhook'].sort(),
    );
    const body = '{"id":"evt_1","event":"ping","created_at":"2026-01-01T00:00:00.000Z","data":{}}';
    const secret = 'a'.repeat(64);
    const now = new Date();
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = { 'x-service-timestamp': String(timestamp), 'x-service-signature': sign(secret, timestamp, body) };
    expect(pkg.verifyWebhook(headers, body, secret, { now })).toMatchObject({ ok: true });
  });

  describe('packed (npm pack)', () => {
    let tarball = '';
    let dest = '';
    beforeAll(async () => {
      dest = await mkdtemp(join(tmpdir(), 'client-pack-'));
      // Already built above; --ignore-scripts skips prepack's second build.
      const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dest], { cwd: CLIENT, encoding: 'utf8' }));
      tarball = join(dest, packed.filename);
    }, 60_000);
    afterAll(() => rm(dest, { recursive: true, force: true }));

    it('has types that resolve under every ESM resolution (@arethetypeswrong/cli, profile esm-only: node16 from ESM, bundler)', () => {
      // attw exits non-zero on any problem and then prints which.
      const problems = (() => {
        try {
          execFileSync(bin('attw'), ['--profile', 'esm-only', '--format', 'ascii', '--no-color', tarball], { encoding: 'utf8' });
          return '';
        } catch (error) {
          return (error as { stdout: string }).stdout;
        }
      })();
      expect(problems).toBe('');
    }, 120_000);

    it.each([
      { module: 'NodeNext', moduleResolution: 'NodeNext' },
      { module: 'ESNext', moduleResolution: 'Bundler' },
    ])('compiles in a project of its own with module $module, moduleResolution $moduleResolution', async (resolution) => {
      await expect(compileConsumer(tarball, resolution)).resolves.toBe('');
    }, 120_000);
  });

  it('its declarations need no other package (no zod, no AWS SDK): a consumer needs only TypeScript', async () => {
    const specifiers = new Set<string>();
    for (const file of (await files(join(DIST, 'types'))).filter((f) => f.endsWith('.d.ts'))) {
      for (const m of (await readFile(file, 'utf8')).matchAll(/from ['"]([^'"]+)['"]/g)) specifiers.add(m[1]!);
    }
    expect([...specifiers].filter((s) => !s.startsWith('.') && !s.startsWith('node:'))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(CLIENT, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
    await expect(readFile(join(CLIENT, manifest.exports['.'].types), 'utf8')).resolves.toContain('verifyWebhook');
  });
});
