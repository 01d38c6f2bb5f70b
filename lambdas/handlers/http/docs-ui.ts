import { referenceUiScript } from '../../adapters/docs/reference-ui';
import { httpHandler } from './http-handler';

/** GET /docs/reference-ui.js: the reference page's script, from the UI's own package (no CDN). */
export const handler = httpHandler(
  async () => ({
    status: 200,
    contentType: 'text/javascript',
    body: await referenceUiScript(),
    headers: { 'cache-control': 'public, max-age=3600' },
  }),
  { auth: false },
);
