import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../lambdas/core/jobs/failure-reasons';

const HOUR = 3_600;
const ARN = 'arn:aws:states:eu-west-1:111122223333:execution:WorkflowRenderMachineE1A2B3C4-AbCdEf:5b1e0c1e-2f7a-4a3b-9c1d-0e2f3a4b5c6d';

/** A `.sync:2` task's Cause when its child execution ended: DescribeExecution's answer, as Step Functions passes it. */
function childDescription(status: string, error?: string, cause?: string): string {
  return JSON.stringify({
    ExecutionArn: ARN,
    Input: JSON.stringify({ jobId: '5b1e0c1e-2f7a-4a3b-9c1d-0e2f3a4b5c6d', AWS_STEP_FUNCTIONS_STARTED_BY_EXECUTION_ID: ARN.replace('Render', 'Job') }),
    InputDetails: { Included: true },
    Name: '5b1e0c1e-2f7a-4a3b-9c1d-0e2f3a4b5c6d',
    RedriveCount: 0,
    StartDate: 1_795_000_000_000,
    StateMachineArn: 'arn:aws:states:eu-west-1:111122223333:stateMachine:WorkflowRenderMachineE1A2B3C4-AbCdEf',
    Status: status,
    StopDate: 1_795_000_100_000,
    ...(error ? { Error: error } : {}),
    ...(cause !== undefined ? { Cause: cause } : {}),
  });
}

const lambdaCause = (errorType: string, errorMessage: string) =>
  JSON.stringify({ errorType, errorMessage, trace: [`${errorType}: ${errorMessage}`, '    at prepareJob (file:///var/task/index.mjs:1:2345)'] });

const leaks = /arn:|111122223333|index\.mjs|trace|errorType|\{"|stateMachine/;

describe('issue 13: whatever reaches the failure path, the caller reads a short reason from one catalogue', () => {
  it.each([
    ['the job machine timing the render out (States.Timeout)', { Error: 'States.Timeout', Cause: '' }, 'timeout', /took longer than the one-hour limit/],
    ['a nested execution that failed on a scene the caller sent', { Error: 'States.TaskFailed', Cause: childDescription('FAILED', 'InputProblem', 'scene 3: could not fetch asset https://cdn.example.com/clip.mp4: HTTP 404') }, 'input', /^Scene 3: could not fetch asset https:\/\/cdn\.example\.com\/clip\.mp4: HTTP 404$/],
    ['a nested execution whose step kept silent (States.HeartbeatTimeout)', { Error: 'States.TaskFailed', Cause: childDescription('FAILED', 'States.HeartbeatTimeout', '') }, 'unresponsive', /stopped responding/],
    ['a nested execution whose own backstop timed it out', { Error: 'States.TaskFailed', Cause: childDescription('TIMED_OUT', 'States.Timeout', '') }, 'timeout', /one-hour limit/],
    ['a nested execution failing in a Lambda task with a stack', { Error: 'States.TaskFailed', Cause: childDescription('FAILED', 'TransientError', lambdaCause('TransientError', 'prepare: A service is briefly unavailable')) }, 'internal', /problem on our side/],
    ['a nested execution stopped by hand', { Error: 'States.TaskFailed', Cause: childDescription('ABORTED') }, 'internal', /problem on our side/],
    ['a render step that gave up on our side', { Error: 'States.TaskFailed', Cause: childDescription('FAILED', 'RenderError', 'scene 2 could not be rendered') }, 'internal', /^Scene 2 could not be rendered; unrendered work was refunded/],
    ['a Lambda timeout (Sandbox.Timedout)', { Error: 'Sandbox.Timedout', Cause: JSON.stringify({ errorMessage: '2026-11-23T10:00:00.000Z 1234abcd Task timed out after 60.00 seconds' }) }, 'internal', /problem on our side/],
    ['a Lambda error with its stack', { Error: 'TypeError', Cause: lambdaCause('TypeError', "Cannot read properties of undefined (reading 'scenes')") }, 'internal', /problem on our side/],
    [
      'a nested execution whose generated footage could not be made (ClipFailed, from a clip Lambda)',
      { Error: 'States.TaskFailed', Cause: childDescription('FAILED', 'ClipFailed', lambdaCause('ClipFailed', 'scene 2: Luma Ray2 on Amazon Bedrock could not make its footage (content filtered)')) },
      'provider',
      /^Scene 2: Luma Ray2 on Amazon Bedrock could not make its footage \(content filtered\); unrendered work was refunded\. Try again\.$/,
    ],
    ['nothing at all', undefined, 'internal', /problem on our side/],
  ] as const)('%s', (_, error, kind, reason) => {
    const failure = failureOf(error, HOUR);
    expect(failure.kind).toBe(kind);
    expect(failure.reason).toMatch(reason);
    expect(failure.reason).not.toMatch(leaks);
    expect(failure.reason.length).toBeLessThanOrEqual(520);
  });

  it('the limit is said as configured', () => {
    expect(failureOf({ Error: 'States.Timeout' }, 7_200).reason).toMatch(/2-hour limit/);
    expect(failureOf({ Error: 'States.Timeout' }, 90).reason).toMatch(/90-second limit/);
  });
});
