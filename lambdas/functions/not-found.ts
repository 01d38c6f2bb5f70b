import { makeNotFoundHandler } from '../handlers/http/not-found';

/** Every path and method no route claims: nothing to read, no key needed. */
export const wiring = {};
export const handler = makeNotFoundHandler();
