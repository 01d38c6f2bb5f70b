import { describe, expect, it } from 'vitest';
import { OutboundRefusedError } from '../../../lambdas/adapters/outbound/address-vetting';
import { apiError, InputProblem } from '../../../lambdas/core/errors';
import { STEP_ERRORS } from '../../../lambdas/core/jobs/failure-reasons';
import { afterStepFailure, attemptOf, stepFailure } from '../../../lambdas/core/jobs/step-retry-policy';
import { JobGone } from '../../../lambdas/core/jobs/workflow-steps';
import { RENDER_STEPS } from '../../../lambdas/core/settings';

const delays = { retryDelaySeconds: (attempt: number) => 10 * attempt, transientRetryDelaySeconds: (retry: number) => (retry <= 2 ? retry : undefined) };
const first = { attempt: 1, transientRetries: 0 };

describe('what a render step that threw does next', () => {
  it('a passing fault waits on the backoff without spending an attempt, until those waits are spent', () => {
    expect(afterStepFailure(apiError('DB_UNAVAILABLE'), first, delays)).toEqual({ action: 'wait', transientRetries: 1, delaySeconds: 1 });
    expect(afterStepFailure(apiError('DB_UNAVAILABLE'), { attempt: 1, transientRetries: 2 }, delays)).toEqual({ action: 'retry', attempt: 2, delaySeconds: 10 });
  });

  it(`any other failure is tried again until attempt ${RENDER_STEPS.maxAttempts}, then fails the step`, () => {
    expect(afterStepFailure(new Error('boom'), first, delays)).toEqual({ action: 'retry', attempt: 2, delaySeconds: 10 });
    expect(afterStepFailure(new InputProblem('HTTP 503'), first, delays)).toEqual({ action: 'retry', attempt: 2, delaySeconds: 10 });
    expect(afterStepFailure(new Error('boom'), { attempt: RENDER_STEPS.maxAttempts, transientRetries: 0 }, delays)).toEqual({ action: 'fail' });
  });

  it('an address the outbound policy refuses, and a job that has ended, fail the step at once', () => {
    expect(afterStepFailure(new OutboundRefusedError('refused: address is not public (ipv4 private)'), first, delays)).toEqual({ action: 'fail' });
    expect(afterStepFailure(new JobGone('job-1'), first, delays)).toEqual({ action: 'fail' });
  });
});

describe('which attempt a delivery is, and what a failed step tells the job', () => {
  it('a re-sent step counts from the attempt it was sent as, plus the queue redelivering that same message', () => {
    expect(attemptOf({}, 1)).toBe(1);
    expect(attemptOf({ attempt: 2 }, 1)).toBe(2);
    expect(attemptOf({ attempt: 2 }, 3)).toBe(4);
  });

  it("the caller's own input problem is told in full; our faults name the step only; an ended job says so", () => {
    const scene = { kind: 'scene', jobId: 'job-1', index: 2, taskToken: 't' } as const;
    const compose = { kind: 'compose', jobId: 'job-1', taskToken: 't' } as const;
    expect(stepFailure(scene, new InputProblem('image is not a PNG or JPEG'))).toEqual([STEP_ERRORS.input, 'scene 3: image is not a PNG or JPEG']);
    expect(stepFailure(compose, new Error('ffmpeg exited 1: /tmp/secret'))).toEqual([STEP_ERRORS.render, 'the final composition could not be rendered']);
    expect(stepFailure(scene, new JobGone('job-1'))).toEqual([STEP_ERRORS.jobGone, 'the job has already ended']);
  });
});
