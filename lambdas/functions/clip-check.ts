import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { jobProgress } from '../adapters/dynamo/job-store';
import { clipCheckerAdapter } from '../adapters/render/clip-checker';
import { clipFiles } from '../adapters/render/configured-clips';
import { GENERATED_CLIPS } from '../core/settings';
import { makeClipCheckHandler } from '../handlers/workflow/clips';
import { clock, log } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** The render machine, after each wait for a clip: asks its provider how it is doing; copies a finished one into the job's files. */
export const wiring = { jobs: jobProgress, blobs: clipFiles, clock, log, clips: clipCheckerAdapter, clipTiming: fixed(GENERATED_CLIPS) } satisfies WiringFor<'clip-check'>;
export const handler = makeClipCheckHandler(awsPorts(wiring));
