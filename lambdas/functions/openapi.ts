import { makeOpenApiHandler } from '../handlers/http/openapi';
import type { WiringFor } from './catalogue';

/** GET /openapi.json: built from code, nothing to read, no key needed. */
export const wiring = {} satisfies WiringFor<'openapi'>;
export const handler = makeOpenApiHandler();
