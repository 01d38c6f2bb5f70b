import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../lambdas/openapi/document';
import { RENDER_EXAMPLES } from '../../lambdas/openapi/operations';
import { useLocalStack } from '../support/local-stack';

// GET /docs in a real headless Chromium (Debian's package; .ci/run installs it), with every
// request that leaves the local stack refused and recorded: the page must need no internet.
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
/** `DOCS_SCREENSHOTS=docs npx vitest run test/browser` refreshes the README's pictures. */
const SHOTS = process.env.DOCS_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'docs-page-'));

const stack = useLocalStack({ demoAccount: true });
let browser: Browser;
let page: Page;
const elsewhere: string[] = [];
/** What the browser refused under the page's Content-Security-Policy. */
const refused: string[] = [];
let pageHeaders: Record<string, string> = {};

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (see .ci/run)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(stack.url) || url.startsWith('data:')) return route.continue();
    elsewhere.push(url);
    return route.abort();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  pageHeaders = (await page.goto(`${stack.url}/docs`))!.headers();
});
afterAll(async () => {
  await browser?.close();
});

describe('GET /docs in a browser', () => {
  it('lists every operation and every webhook event of the document, loading nothing from elsewhere', async () => {
    const document = buildOpenApiDocument({ serverUrl: stack.url });
    const summaries = [
      ...Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).map((op) => (op as { summary: string }).summary)),
      ...Object.keys(document.webhooks ?? {}),
    ];
    await page.getByText(summaries[0]!, { exact: true }).first().waitFor({ timeout: 30_000 });
    for (const summary of summaries) expect(await page.getByText(summary, { exact: true }).count(), summary).toBeGreaterThan(0);
    await page.locator('button', { hasText: 'Start a render' }).first().click();
    await page.getByText('Idempotency-Key').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'api-reference.png') });
    expect(elsewhere).toEqual([]);
  });

  it("its console sends GET /v1/me with a pasted key and shows the account", async () => {
    const { user_id, api_key } = stack.local().demo!;
    const token = page.locator('input[placeholder="Token"]:visible').first();
    await token.fill(api_key);
    await page.locator('button', { hasText: 'Test Request' }).filter({ hasText: 'get /v1/me' }).first().click();
    const sent = page.waitForRequest((request) => request.url() === `${stack.url}/v1/me`);
    await page.keyboard.press('Control+Enter');
    expect((await sent).headers().authorization).toBe(`Bearer ${api_key}`);
    await page.getByText(`"${user_id}"`).first().waitFor({ timeout: 30_000 });
    await page.getByText('200 OK').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'api-reference-console.png') });
    expect(elsewhere).toEqual([]);
  });

  it('issue 26: its console sends the default POST /v1/render body unedited, a dry run the API answers 200 with its price', async () => {
    await page.keyboard.press('Escape');
    await page.locator('button', { hasText: 'Test Request' }).filter({ hasText: 'post /v1/render' }).first().click();
    const answered = page.waitForResponse((response) => response.url() === `${stack.url}/v1/render` && response.request().method() === 'POST');
    await page.keyboard.press('Control+Enter');
    const response = await answered;
    expect(JSON.parse(response.request().postData()!)).toEqual(RENDER_EXAMPLES.dryRun.value);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ dry_run: true, scenes: RENDER_EXAMPLES.dryRun.value.scene_plan.length });
    await page.getByText('credits_required').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, 'api-reference-dry-run.png') });
    expect(elsewhere).toEqual([]);
  });

  it('issue 25: the page sends a Content-Security-Policy that it works within, and may not be framed', () => {
    expect(pageHeaders['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(pageHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(pageHeaders['x-frame-options']).toBe('DENY');
    expect(pageHeaders['x-content-type-options']).toBe('nosniff');
    expect(refused).toEqual([]);
  });
});
