import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { jobProgress } from '../adapters/dynamo/job-store';
import { renderEngine } from '../adapters/render/engine';
import { sceneCacheIndex } from '../adapters/dynamo/scene-cache-index';
import { objectStore } from '../adapters/s3/s3-blob-store';
import { renderTaskCallbacks } from '../adapters/sfn/sfn-task-callbacks';
import { renderStepQueue } from '../adapters/sqs/sqs-message-queue';
import { RENDER_STEPS, renderStepRetryDelaySeconds, transientRetryDelaySeconds } from '../core/settings';
import { makeRenderStepHandler } from '../handlers/queue/render-step';
import { clock, log } from './shared-wiring';
import type { WiringFor } from './catalogue';
import { RENDER_STEP_FILES } from './port-needs';

/** One scene or the composition per message: reads the job's files, writes clips and the video, answers the task token. */
export const wiring = {
  jobs: jobProgress,
  sceneCache: sceneCacheIndex,
  blobs: objectStore(RENDER_STEP_FILES),
  clock,
  log,
  engine: renderEngine,
  callbacks: renderTaskCallbacks,
  stepQueue: renderStepQueue,
  retryDelaySeconds: fixed(renderStepRetryDelaySeconds),
  transientRetryDelaySeconds: fixed(transientRetryDelaySeconds),
  heartbeatIntervalSeconds: fixed(RENDER_STEPS.heartbeatIntervalSeconds),
  cancelCheckSeconds: fixed(RENDER_STEPS.cancelCheckSeconds),
} satisfies WiringFor<'render-step'>;
export const handler = makeRenderStepHandler(awsPorts(wiring));
