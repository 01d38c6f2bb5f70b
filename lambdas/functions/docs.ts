import { makeDocsHandler } from '../handlers/http/docs';
import type { WiringFor } from './catalogue';

/** GET /docs: the reference page, nothing to read, no key needed. */
export const wiring = {} satisfies WiringFor<'docs'>;
export const handler = makeDocsHandler();
