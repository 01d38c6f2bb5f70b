import { makeDocsHandler } from '../handlers/http/docs';

/** GET /docs: the reference page, nothing to read, no key needed. */
export const wiring = {};
export const handler = makeDocsHandler();
