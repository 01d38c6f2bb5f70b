import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../../../lambdas/adapters/aws/api-gateway-event';
import { makeDocsHandler } from '../../../lambdas/handlers/http/docs';
import { makeOpenapiHandler } from '../../../lambdas/handlers/http/openapi';
import type { HttpEvent } from '../../../lambdas/handlers/http/http-types';

const docs = makeDocsHandler();
const openapi = makeOpenapiHandler();

/** A request as API Gateway (REST) hands it to the function: the stage is in requestContext.path only. */
function stageEvent(path: string): HttpEvent {
  return {
    resource: path,
    path,
    httpMethod: 'GET',
    headers: { Host: 'abc123.execute-api.eu-west-1.amazonaws.com', 'X-Forwarded-Proto': 'https' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { path: `/prod${path}`, stage: 'prod', requestId: 'r-1' } as HttpEvent['requestContext'],
  };
}

describe('the reference routes behind an API Gateway stage', () => {
  it('GET /openapi.json names the stage URL as its server, so the console calls the deployed API', async () => {
    const res = await openapi(stageEvent('/openapi.json'), lambdaContext('openapi', 'r-1'));
    expect(JSON.parse(res.body).servers).toEqual([{ url: 'https://abc123.execute-api.eu-west-1.amazonaws.com/prod' }]);
  });

  it('GET /docs links the document and its script under the stage', async () => {
    const res = await docs(stageEvent('/docs'), lambdaContext('docs', 'r-1'));
    expect(res.body).toContain('src="/prod/docs/reference-ui.js"');
    expect(res.body).toContain('"url":"/prod/openapi.json"');
  });
});
