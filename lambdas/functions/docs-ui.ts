import { referenceUi } from '../adapters/docs/reference-ui';
import { awsPorts } from '../adapters/aws/aws-ports';
import { makeDocsUiHandler } from '../handlers/http/docs-ui';
import type { WiringFor } from './catalogue';

/** GET /docs/reference-ui.js: the reference UI's script, from the package files of its own bundle. */
export const wiring = { referenceUi } satisfies WiringFor<'docs-ui'>;
export const handler = makeDocsUiHandler(awsPorts(wiring));
