import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../../lambdas/core/webhooks/signing';

const CLIENT = join(import.meta.dirname, '..', '..', 'client');
const DIST = join(CLIENT, 'dist');

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
