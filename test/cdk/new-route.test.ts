import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 27, two promises tested on one synth. A copy of lambdas/ and lib/ gains a route in one
 * place (its entry in the route table, and its handler file) and nothing else; the copy's stack,
 * catalogue, API document and local server all serve it. And building and synthesizing the stack
 * loads no native module: every native addon (a `.node` file such as Skia's canvas) loads through
 * process.dlopen, watched from before the copy's first import (each test file runs in a fresh process).
 */
const opened: string[] = [];
const dlopen = process.dlopen;
process.dlopen = function (module, file, ...rest) {
  opened.push(file);
  return dlopen.call(this, module, file, ...rest);
};

const root = join(import.meta.dirname, '..', '..');
const copy = join(root, '.vitest-new-route');

const ROUTE = `
  {
    method: 'GET',
    path: '/v1/status/{id}',
    name: 'job-status',
    errors: ANY_ROUTE,
    ports: { jobs: JOB_READER },
    operation: {
      operationId: 'getJobStatus',
      summary: 'A route added in one place',
      description: 'Declared here, served by lambdas/handlers/http/job-status.ts.',
      tag: 'Render',
      path: JOB_ID,
      answers: { 200: { description: 'The id asked about.', schema: z.object({ id: z.string() }) } },
    },
  },
`;
const HANDLER = `import { publicRoute } from './http-handler';
import type { JobReader } from '../../core/jobs/job-store';

export const makeJobStatusHandler = (_ports: { jobs: JobReader }) => publicRoute(async ({ event }) => ({ status: 200, body: { id: event.pathParameters?.id } }));
`;

/** The route table with one more entry, and that route's handler: the two files a new route takes. */
function addRouteInOnePlace() {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const dir of ['lambdas', 'lib']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  for (const file of ['cdk.json', 'package.json', 'tsconfig.json']) cpSync(join(root, file), join(copy, file));
  for (const shared of ['package-lock.json', 'node_modules']) symlinkSync(join(root, shared), join(copy, shared));
  const routes = join(copy, 'lambdas/routes.ts');
  const table = readFileSync(routes, 'utf8');
  const end = '] as const satisfies readonly Route[];';
  expect(table).toContain(end);
  writeFileSync(routes, table.replace(end, `${ROUTE}${end}`));
  writeFileSync(join(copy, 'lambdas/handlers/http/job-status.ts'), HANDLER);
}

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

let synthesized: { resources: Resources; functionId: string; methodPaths: string[] };

beforeAll(async () => {
  const nativeBefore = (process.report.getReport() as { sharedObjects: string[] }).sharedObjects.filter((file) => file.endsWith('.node'));
  expect(nativeBefore, 'a fresh process').toEqual([]);
  addRouteInOnePlace();
  const { App } = await import('aws-cdk-lib');
  const { configFromContext } = await import(join(copy, 'lib/config.ts'));
  const { ServiceStack } = await import(join(copy, 'lib/service-stack.ts'));
  const context = { ...JSON.parse(readFileSync(join(copy, 'cdk.json'), 'utf8')).context, 'aws:cdk:bundling-stacks': [] };
  const app = new App({ context });
  const stack = new ServiceStack(app, 'Test', { config: configFromContext((key: string) => context[key]), env: { account: '111122223333', region: 'eu-west-1' } });
  const template = app.synth().getStackByName(stack.stackName).template as { Resources: Resources };
  const fn = stack.api.functions.get('job-status');
  const functionId = fn ? (stack.resolve(fn.functionArn) as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0] : '';
  const methodPaths = Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::ApiGateway::Method' && JSON.stringify(r.Properties.Integration?.Uri).includes(functionId))
    .map((r) => `${r.Properties.HttpMethod} ${template.Resources[r.Properties.ResourceId.Ref]?.Properties.PathPart}`);
  synthesized = { resources: template.Resources, functionId, methodPaths };
}, 300_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('issue 27: a route is added in one place, and the CDK app loads no runtime', () => {
  it('building and synthesizing the stack loads no native module', () => {
    expect(opened).toEqual([]);
  });

  it('the stack gives the new route its method and its own function, with the environment and grants of its ports', () => {
    const { resources, functionId, methodPaths } = synthesized;
    expect(methodPaths.sort()).toEqual(['GET {id}', 'HEAD {id}']);
    expect(resources[functionId]?.Properties.Environment.Variables).toHaveProperty('TABLE_NAME');
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(functionId.replace(/fn.*$/, '')));
    expect(JSON.stringify(policies)).toContain('dynamodb:GetItem');
  });

  it('the catalogue, the API document and the generated entry carry it', async () => {
    const { FUNCTIONS } = await import(join(copy, 'lambdas/functions/catalogue.ts'));
    const fn = FUNCTIONS.find((f: { name: string }) => f.name === 'job-status');
    expect(fn).toMatchObject({ api: true, entry: '.entries/job-status.ts' });
    const { buildOpenApiDocument } = await import(join(copy, 'lambdas/openapi/document.ts'));
    expect(buildOpenApiDocument({ serverUrl: 'https://api.example.com' }).paths['/v1/status/{id}'].get.operationId).toBe('getJobStatus');
    const { wiring } = await import(join(copy, '.entries/job-status.ts'));
    expect(Object.keys(wiring).sort()).toEqual(['jobs', 'routes']);
  });

  it('the local server serves it through its handler', async () => {
    const { localRouteHandlers } = await import(join(copy, 'lambdas/local/local-routes.ts'));
    const { startHttpServer } = await import(join(copy, 'lambdas/local/http-server.ts'));
    const { ROUTES } = await import(join(copy, 'lambdas/routes.ts'));
    const { server, url } = await startHttpServer({ host: '127.0.0.1', port: 0, ...(await localRouteHandlers({ routes: ROUTES })) });
    try {
      const res = await fetch(`${url}/v1/status/abc`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: 'abc' });
    } finally {
      server.close();
    }
  });
});
