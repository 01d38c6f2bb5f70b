import { referenceUi } from '../adapters/docs/reference-ui';
import { awsPorts } from '../adapters/aws/aws-ports';
import { makeDocsUiHandler } from '../handlers/http/docs-ui';

/** GET /docs/reference-ui.js: the reference UI's script, from the package files of its own bundle. */
export const wiring = { referenceUi };
export const handler = makeDocsUiHandler(awsPorts(wiring));
