import { readFile } from 'node:fs/promises';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBody, type ErrorCode } from '../../../lambdas/core/errors';
import { WEBHOOK_EVENTS } from '../../../lambdas/core/webhooks/events';
import { exampleError } from '../../../lambdas/openapi/error-responses';
import { ROUTES } from '../../../lambdas/routes';
import { UNROUTED_ERRORS, UNUSED_CODES, needsApiKey } from '../../../lambdas/route-errors';
import { DOCUMENTED_SERVER, generatedFiles } from '../../../scripts/openapi-files';
import { buildOpenApiDocument } from '../../../lambdas/openapi/document';
import { RENDER_EXAMPLES, type Operation } from '../../../lambdas/openapi/operations';
import { responseProblems } from '../../support/openapi-responses';

type Json = Record<string, any>;
const doc = buildOpenApiDocument({ serverUrl: DOCUMENTED_SERVER }) as Json;
const op = (method: string, path: string): Json => doc.paths[path][method.toLowerCase()];

/** The codes a status of an operation may carry, and whether an error without a code is allowed there. */
function codesAt(method: string, path: string, status: number): { codes: string[]; codeless: boolean } {
  const schema = op(method, path).responses[status]?.content['application/json'].schema;
  if (!schema) return { codes: [], codeless: false };
  const code = schema.allOf[1].properties.code;
  return { codes: code === false ? [] : code.enum, codeless: !schema.allOf[1].required?.includes('code') };
}

describe('the API document (docs/openapi.json)', () => {
  it('is what `npm run openapi` generates, as are the client types: run it after changing a schema, a route or its errors', async () => {
    for (const file of await generatedFiles()) expect(await readFile(file.path, 'utf8'), file.path).toBe(file.content);
  });

  it('passes an OpenAPI 3.1 validator (which does refuse a broken one)', async () => {
    expect(await validate(structuredClone(doc) as never)).toMatchObject({ valid: true, warnings: [], specification: 'OpenAPI' });
    const broken = structuredClone(doc);
    broken.paths['/v1/me'].get.responses['200'].content = 'JSON';
    expect(await validate(broken as never)).toMatchObject({ valid: false });
  });

  it('has an operation for every route of the route table, public exactly where the route needs no key', () => {
    for (const route of ROUTES) {
      const operation = op(route.method, route.path);
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.security, route.name).toEqual(needsApiKey(route) ? undefined : []);
    }
    expect(doc.security).toEqual([{ apiKey: [] }]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists the nine operations of spec §1 with the error codes of §4', () => {
    const auth = { 401: ['NO_API_KEY', 'INVALID_API_KEY'], 402: ['PLAN_UPGRADE_REQUIRED'], 403: ['ACCOUNT_SUSPENDED'] };
    const expectCodes = (method: string, path: string, expected: Record<number, string[]>) => {
      for (const [status, codes] of Object.entries({ ...auth, ...expected })) {
        expect(codesAt(method, path, Number(status)).codes, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(codes));
      }
    };
    expectCodes('GET', '/v1/me', {});
    expectCodes('POST', '/v1/render', {
      400: ['CONTENT_BLOCKED', 'PRODUCT_IMAGE_REQUIRED', 'PRESENTER_REQUIRED', 'UNSUPPORTED_MODEL'],
      402: ['PLAN_UPGRADE_REQUIRED', 'INSUFFICIENT_CREDITS', 'NO_CREDITS', 'ABUSE_CAP_EXCEEDED', 'STORAGE_FULL'],
      409: ['DUPLICATE_REQUEST'],
      413: ['REQUEST_COST_TOO_HIGH'],
      422: ['BRAND_REQUIRED', 'NO_ANCHOR'],
      429: ['RATE_LIMITED', 'CONCURRENT_LIMIT'],
      502: ['PLAN_FAILED'],
      503: ['DB_UNAVAILABLE', 'GLOBAL_KILL_SWITCH', 'FEATURE_KILL_SWITCH', 'USER_KILL_SWITCH'],
    });
    expectCodes('GET', '/v1/job/{id}', {});
    expectCodes('GET', '/api/webhooks/events', {});
    expectCodes('GET', '/api/webhooks/hooks', {});
    expectCodes('POST', '/api/webhooks/hooks', { 400: ['UNKNOWN_EVENT', 'URL_NOT_DELIVERABLE'], 409: ['HOOK_LIMIT'], 429: ['RATE_LIMITED'] });
    expectCodes('PATCH', '/api/webhooks/hooks/{id}', { 400: ['URL_NOT_DELIVERABLE'] });
    expectCodes('DELETE', '/api/webhooks/hooks/{id}', {});
    expectCodes('POST', '/api/webhooks/hooks/{id}/test', { 400: ['URL_NOT_DELIVERABLE'] });

    // §4.3 and §4.5–4.9: the errors without a code.
    expect(codesAt('GET', '/v1/job/{id}', 403)).toEqual({ codes: ['REQUEST_BLOCKED', 'ACCOUNT_SUSPENDED'], codeless: true });
    expect(codesAt('GET', '/v1/job/{id}', 404)).toEqual({ codes: [], codeless: true });
    for (const method of ['PATCH', 'DELETE']) expect(codesAt(method, '/api/webhooks/hooks/{id}', 404)).toEqual({ codes: [], codeless: true });
    expect(codesAt('POST', '/v1/render', 400).codeless).toBe(true);
    expect(codesAt('POST', '/v1/render', 500)).toEqual({ codes: [], codeless: true });
    expect(Object.keys(op('POST', '/v1/render').responses)).toEqual(expect.arrayContaining(['200', '202']));
    expect(Object.keys(op('POST', '/api/webhooks/hooks').responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('documents the Idempotency-Key request header and the Retry-After header of every 429', () => {
    expect(op('POST', '/v1/render').parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]),
    );
    expect(op('POST', '/v1/render').parameters[0].required).toBeFalsy();
    for (const route of ROUTES) expect(op(route.method, route.path).responses[429].headers['Retry-After'], route.name).toBeDefined();
  });

  it('issue 26: every response promises X-Request-Id; every authenticated operation\'s promises RateLimit-Policy and RateLimit for its own limits', () => {
    const header = (ref: Json) => doc.components.headers[ref.$ref.split('/').pop()];
    for (const route of ROUTES) {
      for (const [status, response] of Object.entries(op(route.method, route.path).responses as Json)) {
        expect(header(response.headers['X-Request-Id']), `${route.name} ${status}`).toMatchObject({ required: true });
        const policy = response.headers['RateLimit-Policy'];
        if (!needsApiKey(route) || status === '401') {
          expect(policy, `${route.name} ${status}`).toBeUndefined();
          continue;
        }
        expect(header(policy)).toMatchObject({ required: status.startsWith('2') });
        // RateLimit needs a counter read, so it is never promised (left out, not failed, when the table is unavailable).
        expect(header(response.headers.RateLimit)).toMatchObject({ required: false });
        const names = header(policy).example.split(', ').map((item: string) => JSON.parse(item.split(';')[0]!));
        const expected = route.name === 'render' ? ['render', 'all-renders'] : route.name === 'webhook-create' ? ['hook-create'] : ['all-renders'];
        expect(names, route.name).toEqual(expected.flatMap((n) => [`${n}-minute`, `${n}-hour`, `${n}-day`]));
      }
    }
  });

  it('issue 26: every operation that takes a body has request examples, each a body the operation accepts; the first render example is a dry run', () => {
    for (const route of ROUTES) {
      const operation: Operation = route.operation;
      if (!operation.body) continue;
      const examples = Object.values(operation.examples ?? {});
      expect(examples.length, route.name).toBeGreaterThan(0);
      for (const { value } of examples) expect(operation.body.safeParse(value).error, `${route.name}: ${JSON.stringify(value)}`).toBeUndefined();
      expect(Object.keys(op(route.method, route.path).requestBody.content['application/json'].examples)).toEqual(Object.keys(operation.examples!));
    }
    expect(Object.values(RENDER_EXAMPLES)[0]!.value).toMatchObject({ dry_run: true });
    for (const route of ROUTES.filter((r) => r.path.includes('{id}'))) {
      expect(op(route.method, route.path).parameters.find((p: Json) => p.in === 'path').schema.example, route.name).toBeDefined();
    }
  });

  it('keeps every bound of §2.2, §2.3 and §8 on the request body', () => {
    const request = doc.components.schemas.RenderRequest.properties;
    const scene = doc.components.schemas.Scene.properties;
    expect(request.brief).toMatchObject({ minLength: 1, maxLength: 4_000 });
    expect(request.scene_plan).toMatchObject({ minItems: 1, maxItems: 12 });
    expect(request.duration_sec).toMatchObject({ minimum: 5, maximum: 120 });
    expect(request.title).toMatchObject({ maxLength: 200 });
    expect(request.brand_name).toMatchObject({ maxLength: 80 });
    expect(request.category).toMatchObject({ maxLength: 60 });
    expect(request.language).toMatchObject({ minLength: 2, maxLength: 10 });
    expect(request.brand_colors).toMatchObject({ maxItems: 12, items: { maxLength: 32 } });
    for (const field of ['brand_logo_url', 'product_image_url']) expect(request[field]).toMatchObject({ maxLength: 5_000_000 });
    expect(scene.prompt).toMatchObject({ minLength: 1, maxLength: 2_000 });
    expect(scene.script).toMatchObject({ maxLength: 2_000 });
    expect(scene.duration_sec).toMatchObject({ minimum: 3, maximum: 10 });
    const hookBody = op('POST', '/api/webhooks/hooks').requestBody.content['application/json'].schema.properties;
    expect(hookBody.webhook_url).toMatchObject({ maxLength: 2_000 });
  });

  it('describes every event delivery as a webhook, with its signature headers', () => {
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENTS, 'ping']);
    for (const event of Object.keys(doc.webhooks)) {
      const delivery = doc.webhooks[event].post;
      expect(delivery.parameters.map((p: Json) => p.name)).toEqual([
        'X-Service-Timestamp',
        'X-Service-Signature',
        'X-Service-Delivery-Id',
        'X-Service-Event',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      expect(delivery.requestBody.content['application/json'].schema.properties.event).toMatchObject({ const: event });
    }
  });

  it('every code of the §7 catalogue is answered by some operation or by unrouted requests, or is listed as never answered', () => {
    const answered = new Set<string>([...ROUTES.flatMap((route) => route.errors), ...UNROUTED_ERRORS]);
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      expect(answered.has(code) !== code in UNUSED_CODES, code).toBe(true);
    }
  });

  it('every error example is a body the service sends, and matches its response', () => {
    for (const route of ROUTES) {
      for (const [status, response] of Object.entries<Json>(op(route.method, route.path).responses)) {
        if (Number(status) < 400) continue;
        for (const [kind, example] of Object.entries<Json>(response.content['application/json'].examples)) {
          expect(example.value).toEqual(errorBody(exampleError(kind as ErrorCode)));
          expect(
            responseProblems({ method: route.method, path: route.path, status: Number(status), contentType: 'application/json', body: example.value }),
            `${route.name} ${status} ${kind}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('the response check refuses an undocumented status, a code outside the enum, and an unknown field', () => {
    const check = (status: number, body: unknown) => responseProblems({ method: 'GET', path: '/v1/job/0b6d3f0e-9c4e-4c7e-8d8e-1f2a3b4c5d6e', status, contentType: 'application/json', body });
    expect(check(404, { error: 'Job not found' })).toEqual([]);
    expect(check(418, { error: 'teapot' })).not.toEqual([]);
    expect(check(404, { error: 'Job not found', code: 'NOT_FOUND' })).not.toEqual([]);
    expect(check(403, { error: 'Account suspended', code: 'RATE_LIMITED' })).not.toEqual([]);
    expect(check(200, { job_id: '0b6d3f0e-9c4e-4c7e-8d8e-1f2a3b4c5d6e', status: 'queued', progress: 0, video_url: null, error: null, extra: 1 })).not.toEqual([]);
  });
});
