import { buildOpenApiDocument, type OpenApiDocument } from '../../openapi/document';
import { publicRoute } from './http-handler';
import { publicBase } from './public-url';

/** GET /openapi.json: the API document, naming the server it was fetched from as its server. No key needed. */
export const makeOpenapiHandler = () => {
  let built: { server: string; document: OpenApiDocument } | undefined;
  return publicRoute(async ({ event, headers }) => {
    const { origin, basePath } = publicBase(event, headers);
    const server = origin + basePath;
    if (built?.server !== server) built = { server, document: buildOpenApiDocument({ serverUrl: server }) };
    return { status: 200, body: built.document };
  });
};
