import { awsPorts } from '../adapters/aws/aws-ports';
import { makeMeHandler } from '../handlers/http/me';
import { auth } from './shared-wiring';

/** GET /v1/me */
export const wiring = { ...auth };
export const handler = makeMeHandler(awsPorts(wiring));
