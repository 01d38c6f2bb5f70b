import { publicRoute } from './http-handler';

/** GET /docs/reference-ui.js: the reference page's script, from the UI's own package (no CDN). */
export const makeDocsUiHandler = (ports: { referenceUi: () => Promise<string> }) =>
  publicRoute(async () => ({
    status: 200,
    contentType: 'text/javascript',
    body: await ports.referenceUi(),
    headers: { 'cache-control': 'public, max-age=3600' },
  }));
