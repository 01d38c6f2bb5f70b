import { checkClipStep, startClipStep, type ClipStepServices } from '../../core/clips/clip-steps';
import type { ClipChecker, ClipStarter } from '../../core/clips/generated-clips';
import { workflowTask } from './task';

type ClipInput = { jobId: string; index: number };

/** Workflow step: starts a scene's generated clip; says whether to wait for it. */
export const makeClipStartHandler = (ports: ClipStepServices & { clips: ClipStarter }) =>
  workflowTask('clip-start', (input: ClipInput) => startClipStep(ports, input.jobId, input.index));

/** Workflow step, after each wait: asks the provider how the clip is doing; says whether to wait again. */
export const makeClipCheckHandler = (ports: ClipStepServices & { clips: ClipChecker }) =>
  workflowTask('clip-check', (input: ClipInput) => checkClipStep(ports, input.jobId, input.index));
