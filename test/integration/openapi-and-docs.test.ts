import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { needsApiKey } from '../../lambdas/route-errors';
import { useLocalStack } from '../support/local-stack';

const stack = useLocalStack();

/** A request to every route, with its path parameters filled in. */
const sample = (path: string) => path.replace('{id}', '0b6d3f0e-9c4e-4c7e-8d8e-1f2a3b4c5d6e');

describe('GET /openapi.json and GET /docs: the API describes itself, with no key', () => {
  it('GET /openapi.json answers the document a validator accepts, naming this server', async () => {
    const res = await stack.api('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(await validate(structuredClone(res.body))).toMatchObject({ valid: true });
    expect(res.body.servers).toEqual([{ url: stack.url }]);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/v1/me', '/v1/render', '/v1/job/{id}', '/api/webhooks/events', '/api/webhooks/hooks', '/api/webhooks/hooks/{id}', '/api/webhooks/hooks/{id}/test']));
  });

  it('GET /docs answers the reference page, which loads the document and its script from this API only', async () => {
    const res = await stack.api('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const sources = [...(res.body as string).matchAll(/(?:src|href)="([^"]*)"|"url":"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
    expect(sources).toEqual(['data:,', '/docs/reference-ui.js', '/openapi.json']);
  });

  it("GET /docs/reference-ui.js answers the UI package's own browser build, cacheable", async () => {
    const res = await stack.api('GET', '/docs/reference-ui.js');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const file = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
    expect(res.body).toBe(await readFile(file, 'utf8'));
  });

  it('every operation the document marks as needing a key answers 401 NO_API_KEY without one; the others answer 200', async () => {
    for (const route of ROUTES) {
      const res = await stack.api(route.method, sample(route.path));
      if (needsApiKey(route)) expect(res.body, route.name).toMatchObject({ code: 'NO_API_KEY' });
      else expect(res.status, route.name).toBe(200);
    }
  });
});
