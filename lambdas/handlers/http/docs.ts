import { docsPage } from '../../openapi/docs-page';
import { publicRoute } from './http-handler';
import { publicBase } from './public-url';

/** GET /docs: the reference page of GET /openapi.json, with its console. No key needed. */
export const makeDocsHandler = () =>
  publicRoute(async ({ event, headers }) => {
    const { basePath } = publicBase(event, headers);
    const page = docsPage({ documentUrl: `${basePath}/openapi.json`, scriptUrl: `${basePath}/docs/reference-ui.js` });
    return { status: 200, contentType: 'text/html', body: page.html, headers: page.headers };
  });
