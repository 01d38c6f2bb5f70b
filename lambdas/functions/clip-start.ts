import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { jobProgress } from '../adapters/dynamo/job-store';
import { clipStarterAdapter } from '../adapters/render/clip-starter';
import { clipFiles } from '../adapters/render/configured-clips';
import { GENERATED_CLIPS } from '../core/settings';
import { makeClipStartHandler } from '../handlers/workflow/clips';
import { clock, log } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** The render machine, for a scene a model makes a clip for: speaks its line, prepares its face or picture, starts the clip. */
export const wiring = { jobs: jobProgress, blobs: clipFiles, clock, log, clips: clipStarterAdapter, clipTiming: fixed(GENERATED_CLIPS) } satisfies WiringFor<'clip-start'>;
export const handler = makeClipStartHandler(awsPorts(wiring));
