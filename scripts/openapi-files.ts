/**
 * The files generated from the API document: docs/openapi.json and the client's types
 * (openapi-typescript). `npm run openapi` writes them; a test fails when the committed
 * ones differ from what this produces.
 */
import { join } from 'node:path';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../lambdas/openapi/document';
import { ROOT } from '../lib/bundling';

/** `npm start`'s address: where the committed document points. GET /openapi.json names its own server. */
export const DOCUMENTED_SERVER = 'http://127.0.0.1:3000';

export const DOCUMENT_FILE = join(ROOT, 'docs', 'openapi.json');
export const CLIENT_TYPES_FILE = join(ROOT, 'client', 'src', 'api-types.ts');

export async function generatedFiles(): Promise<{ path: string; content: string }[]> {
  const document = buildOpenApiDocument({ serverUrl: DOCUMENTED_SERVER });
  // defaultNonNullable off: a request field with a default may be left out (answers list every field they send as required).
  const types = astToString(await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], { silent: true, defaultNonNullable: false }));
  return [
    { path: DOCUMENT_FILE, content: `${JSON.stringify(document, null, 2)}\n` },
    { path: CLIENT_TYPES_FILE, content: COMMENT_HEADER + types },
  ];
}
