import { makeOpenApiHandler } from '../handlers/http/openapi';

/** GET /openapi.json: built from code, nothing to read, no key needed. */
export const wiring = {};
export const handler = makeOpenApiHandler();
