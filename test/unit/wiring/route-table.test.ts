import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { FUNCTIONS } from '../../../lambdas/functions/catalogue';
import { startHttpServer, type LambdaHandler } from '../../../lambdas/local/http-server';
import { buildOpenApiDocument } from '../../../lambdas/openapi/document';
import { FALLBACK_HANDLER, methodsOf } from '../../../lambdas/route-facts';
import { ROUTES, type RouteName } from '../../../lambdas/routes';

/**
 * Issue 27: the route table is the one declaration of a route. The CDK side (each route's method on
 * its path, backed by its catalogue function) is held to it by test/cdk/foundation.test.ts; this
 * file holds the local server, the catalogue and the API document to the same table.
 */

/** A handler that answers which function served the request, and with which resource and parameters. */
const answering = (name: string): LambdaHandler => async (event: APIGatewayProxyEvent) => ({
  statusCode: 200,
  body: JSON.stringify({ name, resource: event.resource, params: event.pathParameters }),
});

const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, param: string) => `${param}-value`);

let server: Server;
let url: string;

beforeAll(async () => {
  const routes = Object.fromEntries(ROUTES.map((route) => [route.name, answering(route.name)])) as Record<RouteName, LambdaHandler>;
  ({ server, url } = await startHttpServer({ host: '127.0.0.1', port: 0, routes, fallback: answering(FALLBACK_HANDLER) }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('issue 27: the local server, the catalogue and the API document derive from the route table', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s reaches its own function locally, with its path parameters', async (_, route) => {
    for (const method of methodsOf(route)) {
      const res = await fetch(url + concrete(route.path), { method });
      expect(res.status, method).toBe(200);
      if (method === 'HEAD') continue;
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => [param!, `${param}-value`]));
      expect(await res.json()).toEqual({ name: route.name, resource: route.path, params: Object.keys(params).length ? params : null });
    }
  });

  it('a method no route declares on a known path reaches the fallback (405 there), as in the stack', async () => {
    for (const route of ROUTES) {
      const unused = (['DELETE', 'PATCH', 'POST', 'GET'] as const).find((method) => !ROUTES.some((r) => r.path === route.path && methodsOf(r).includes(method)))!;
      const res = await fetch(url + concrete(route.path), { method: unused });
      expect((await res.json()) as { name: string }, `${unused} ${route.path}`).toMatchObject({ name: FALLBACK_HANDLER });
    }
  });

  it('every route, and the fallback, is one API function of the catalogue; every route has its operation in the API document', () => {
    const api = FUNCTIONS.filter((fn) => fn.api).map((fn) => fn.name);
    expect(api.sort()).toEqual([...ROUTES.map((route) => route.name), FALLBACK_HANDLER].sort());
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com' }) as unknown as { paths: Record<string, Record<string, { operationId: string }>> };
    for (const route of ROUTES) expect(document.paths[route.path]?.[route.method.toLowerCase()]?.operationId, route.name).toBe(route.operation.operationId);
    expect(new Set(ROUTES.map((route) => `${route.method} ${route.path}`)).size).toBe(ROUTES.length);
  });
});
