import { awsPorts } from '../adapters/aws/aws-ports';
import { makeMeHandler } from '../handlers/http/me';
import { auth } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** GET /v1/me */
export const wiring = { ...auth } satisfies WiringFor<'me'>;
export const handler = makeMeHandler(awsPorts(wiring));
