import { awsPorts } from '../adapters/aws/aws-ports';
import { queuePositions } from '../adapters/dynamo/capacity-store';
import { jobReader } from '../adapters/dynamo/job-store';
import { videoLinks } from '../adapters/s3/s3-url-signer';
import { makeJobHandler } from '../handlers/http/job';
import { auth } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** GET /v1/job/{id} */
export const wiring = { ...auth, jobs: jobReader, urls: videoLinks, capacity: queuePositions } satisfies WiringFor<'job'>;
export const handler = makeJobHandler(awsPorts(wiring));
