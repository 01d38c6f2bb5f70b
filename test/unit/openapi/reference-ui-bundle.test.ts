import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '../../../lambdas/adapters/aws/api-gateway-event';
import type { HttpEvent } from '../../../lambdas/handlers/http/http-types';
import { ROOT, bundleFileCommands, esbuildOptions } from '../../../lib/bundling';
import { FUNCTIONS } from '../../../lambdas/functions/catalogue';

const out = mkdtempSync(join(tmpdir(), 'docs-ui-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the docs-ui function as deployed', () => {
  it('its bundle, with the files lib/bundling.ts copies beside it, serves the UI package script; no other function carries it', async () => {
    const docsUi = FUNCTIONS.find((fn) => fn.name === 'docs-ui')!;
    expect(FUNCTIONS.filter((fn) => fn.bundle === 'reference-ui').map((fn) => fn.name)).toEqual(['docs-ui']);
    await build({ ...esbuildOptions(docsUi.bundle), entryPoints: [join(ROOT, docsUi.entry)], outfile: join(out, 'index.mjs'), logLevel: 'error' });
    for (const command of bundleFileCommands(docsUi.bundle, ROOT, out)) execSync(command);

    const { handler } = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { handler: (e: HttpEvent, c: unknown) => Promise<{ statusCode: number; body: string }> };
    const event = { path: '/docs/reference-ui.js', httpMethod: 'GET', headers: {}, requestContext: { path: '/docs/reference-ui.js' } } as unknown as HttpEvent;
    const res = await handler(event, lambdaContext('docs-ui', 'r-1'));
    expect(res.statusCode).toBe(200);
    const original = await readFile(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
    expect(res.body).toBe(original);
    // Lambda's synchronous response limit is 6 MB, JSON-encoded.
    expect(Buffer.byteLength(JSON.stringify(res))).toBeLessThan(6 * 1024 * 1024);
  }, 60_000);
});
