import { makeNotFoundHandler } from '../handlers/http/not-found';
import type { WiringFor } from './catalogue';

/** Every path and method no route claims: nothing to read, no key needed. */
export const wiring = {} satisfies WiringFor<'not-found'>;
export const handler = makeNotFoundHandler();
