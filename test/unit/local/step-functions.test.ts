import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalQueue } from '../../../lambdas/adapters/sqs/local-queue';
import { localStepFunctions, type LocalStepFunctions } from '../../../lambdas/local/step-functions';
import { LOCAL_NAMES, type Asl } from '../../../lib/state-machines';

/**
 * The bridge between the ASL interpreter and what it lacks, on small machines of the shapes the
 * stack deploys: the job machine runs the render machine (.sync:2) and catches into a Lambda task;
 * the render machine sends a step through the queue and waits for its token, with a heartbeat.
 */
function machines(options: { limitSeconds?: number; heartbeatSeconds?: number; retries?: number } = {}): Record<'job' | 'render', Asl> {
  return {
    job: {
      StartAt: 'Run',
      States: {
        Run: {
          Type: 'Task',
          Resource: 'arn:aws:states:::states:startExecution.sync:2',
          Parameters: { StateMachineArn: LOCAL_NAMES.machine('render'), Input: { 'jobId.$': '$.jobId' }, 'Name.$': '$$.Execution.Name' },
          TimeoutSeconds: options.limitSeconds ?? 10_000,
          ResultPath: null,
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Fail' }],
          End: true,
        },
        Fail: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: LOCAL_NAMES.function('fail'), 'Payload.$': '$' },
          TimeoutSeconds: 5,
          OutputPath: '$.Payload',
          End: true,
        },
      },
    },
    render: {
      StartAt: 'Step',
      States: {
        Step: {
          Type: 'Task',
          Resource: 'arn:aws:states:::sqs:sendMessage.waitForTaskToken',
          Parameters: { QueueUrl: LOCAL_NAMES.queue('renderSteps'), MessageBody: { 'jobId.$': '$.jobId', 'taskToken.$': '$$.Task.Token' } },
          HeartbeatSeconds: options.heartbeatSeconds ?? 1,
          TimeoutSeconds: 10_000,
          Retry: [{ ErrorEquals: ['States.HeartbeatTimeout'], MaxAttempts: options.retries ?? 0, IntervalSeconds: 0 }],
          End: true,
        },
      },
    },
  };
}

interface Harness {
  sfn: LocalStepFunctions;
  queue: LocalQueue;
  failed: unknown[];
  /** The next message the machine sends, with its token. */
  next(): Promise<{ jobId: string; taskToken: string }>;
}

/** Lets `ms` pass: on the wall clock, or on the fake one where a test installed it. */
const pass = (ms: number) => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(ms) : new Promise((r) => setTimeout(r, ms)));

function harness(definitions: Record<'job' | 'render', Asl>, timeScale = 1): Harness {
  const queue = new LocalQueue('render-steps');
  const failed: unknown[] = [];
  const sfn = localStepFunctions({
    definitions,
    functions: { fail: async (payload: never) => (failed.push(payload), { failed: true }) },
    queues: { renderSteps: queue },
    timeScale,
  });
  return {
    sfn,
    queue,
    failed,
    async next() {
      for (;;) {
        const [message] = queue.receive();
        if (message) {
          queue.delete(message.receiptHandle);
          return JSON.parse(message.body) as { jobId: string; taskToken: string };
        }
        await pass(5);
      }
    },
  };
}

describe('issue 13: the local bridge runs the deployed machines as Step Functions would', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a step answered with SendTaskSuccess ends the nested execution and the job machine', async () => {
    const h = harness(machines());
    await h.sfn.start('job-1');
    const step = await h.next();
    expect(step.jobId).toBe('job-1');
    expect(await h.sfn.heartbeat(step.taskToken)).toBe(true);
    await h.sfn.succeed(step.taskToken, { ok: true });
    await h.sfn.idle();
    expect(h.failed).toEqual([]);
    expect(await h.sfn.heartbeat(step.taskToken)).toBe(false);
  });

  it('SendTaskFailure fails the nested execution; the parent sees States.TaskFailed with the child\'s description, as AWS passes it', async () => {
    const h = harness(machines());
    await h.sfn.start('job-2');
    const step = await h.next();
    await h.sfn.fail(step.taskToken, 'InputProblem', 'scene 1: HTTP 404');
    await h.sfn.idle();
    const [{ error }] = h.failed as [{ error: { Error: string; Cause: string } }];
    expect(error.Error).toBe('States.TaskFailed');
    expect(JSON.parse(error.Cause)).toMatchObject({
      ExecutionArn: expect.stringContaining(':execution:render:job-2'),
      Status: 'FAILED',
      Error: 'InputProblem',
      Cause: 'scene 1: HTTP 404',
    });
  });

  it('a step that sends no heartbeat fails with States.HeartbeatTimeout after HeartbeatSeconds; a retry sends it again with a new token', async () => {
    // 30 s run a hundred times faster (the definitions' durations are whole seconds, as in AWS).
    const h = harness(machines({ heartbeatSeconds: 30, retries: 1 }), 1 / 100);
    await h.sfn.start('job-3');
    const first = await h.next();
    const started = Date.now();
    const second = await h.next();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(second.taskToken).not.toBe(first.taskToken);
    // The first token is no longer awaited: its worker learns so from its heartbeat.
    expect(await h.sfn.heartbeat(first.taskToken)).toBe(false);
    await h.sfn.idle();
    const [{ error }] = h.failed as [{ error: { Cause: string } }];
    expect(JSON.parse(error.Cause)).toMatchObject({ Status: 'FAILED', Error: 'States.HeartbeatTimeout' });
  });

  it('heartbeats keep a long step alive past HeartbeatSeconds', async () => {
    // On a fake clock: a loaded machine's late timer would otherwise miss a beat the step did send.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const h = harness(machines({ heartbeatSeconds: 20 }), 1 / 100);
    await h.sfn.start('job-4');
    const step = await h.next();
    // A beat every 100 ms for 600 ms, three times the 200 ms HeartbeatSeconds (20 s scaled).
    for (let i = 0; i < 6; i++) {
      await pass(100);
      expect(await h.sfn.heartbeat(step.taskToken)).toBe(true);
    }
    await h.sfn.succeed(step.taskToken, {});
    await h.sfn.idle();
    expect(h.failed).toEqual([]);
  });

  it('the job task\'s TimeoutSeconds fails it with States.Timeout and stops the child execution with its waits', async () => {
    const h = harness(machines({ limitSeconds: 30, heartbeatSeconds: 1_000 }), 1 / 100);
    await h.sfn.start('job-5');
    const step = await h.next();
    await h.sfn.idle();
    expect(h.failed).toEqual([{ jobId: 'job-5', error: { Error: 'States.Timeout', Cause: '' } }]);
    expect(await h.sfn.heartbeat(step.taskToken)).toBe(false);
  });

  it('timeScale runs every duration of the definitions faster', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const h = harness(machines({ limitSeconds: 30, heartbeatSeconds: 1_000 }), 1 / 100);
    await h.sfn.start('job-6');
    await h.next();
    // 30 s at a hundredth: still running just short of 300 ms, timed out at it.
    await pass(290);
    expect(h.failed).toEqual([]);
    await pass(10);
    await h.sfn.idle();
    expect(h.failed).toMatchObject([{ error: { Error: 'States.Timeout' } }]);
  });

  it('an execution name is used once, as StartExecution refuses a repeat (ExecutionAlreadyExists)', async () => {
    const h = harness(machines());
    await h.sfn.start('job-7');
    await h.sfn.start('job-7');
    const step = await h.next();
    await h.sfn.succeed(step.taskToken, {});
    await h.sfn.idle();
    await h.sfn.start('job-7');
    expect(h.queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
  });

  it('a Lambda task\'s error reaches the machine as Lambda reports it: its name, and {errorType, errorMessage} as the cause', async () => {
    const queue = new LocalQueue('unused');
    const seen: unknown[] = [];
    const definitions = machines();
    definitions.job.States.Run = { ...definitions.job.States.Run, Resource: 'arn:aws:states:::lambda:invoke', Parameters: { FunctionName: LOCAL_NAMES.function('boom'), Payload: {} } };
    const sfn = localStepFunctions({
      definitions,
      functions: {
        boom: async () => {
          throw Object.assign(new Error('table unreachable'), { name: 'TransientError' });
        },
        fail: async (payload: never) => void seen.push(payload),
      },
      queues: { renderSteps: queue },
    });
    await sfn.start('job-8');
    await sfn.idle();
    const [{ error }] = seen as [{ error: { Error: string; Cause: string } }];
    expect(error.Error).toBe('TransientError');
    expect(JSON.parse(error.Cause)).toMatchObject({ errorType: 'TransientError', errorMessage: 'table unreachable' });
  });

  it('stopping waits for a Lambda task under way, and a stopped execution invokes nothing more (its Retry is not run)', async () => {
    const definitions = machines();
    definitions.job.States.Run = {
      ...definitions.job.States.Run,
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: LOCAL_NAMES.function('slow'), Payload: {} },
      Retry: [{ ErrorEquals: ['States.ALL'], MaxAttempts: 5, IntervalSeconds: 30 }],
    };
    let calls = 0;
    let finished = false;
    const sfn = localStepFunctions({
      definitions,
      functions: {
        slow: async () => {
          calls++;
          await new Promise((r) => setTimeout(r, 300));
          finished = true;
          throw new Error('failed after the stop');
        },
        fail: async () => ({}),
      },
      queues: { renderSteps: new LocalQueue('unused') },
    });
    await sfn.start('job-9');
    await new Promise((r) => setTimeout(r, 50));
    await sfn.stop();
    expect(finished).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(1);
  });
});

describe('issue 25: a Lambda task with a task token (the wait for render capacity)', () => {
  /** The job machine's Run task as a callback: the function is invoked with the token and the task waits for its answer. */
  function callbackMachines(limitSeconds = 10_000): Record<'job' | 'render', Asl> {
    const definitions = machines({ limitSeconds });
    definitions.job.States.Run = {
      ...definitions.job.States.Run,
      Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
      Parameters: { FunctionName: LOCAL_NAMES.function('admit'), Payload: { 'jobId.$': '$.jobId', 'taskToken.$': '$$.Task.Token' } },
    };
    return definitions;
  }

  function admitting(answer: (token: string, sfn: LocalStepFunctions) => Promise<void>, limitSeconds?: number) {
    const failed: unknown[] = [];
    const tokens: string[] = [];
    const sfn: LocalStepFunctions = localStepFunctions({
      definitions: callbackMachines(limitSeconds),
      functions: {
        admit: async (payload: never) => {
          const { taskToken } = payload as { taskToken: string };
          tokens.push(taskToken);
          await answer(taskToken, sfn);
          return { queued: true };
        },
        fail: async (payload: never) => void failed.push(payload),
      },
      queues: { renderSteps: new LocalQueue('unused') },
      timeScale: 1 / 100,
    });
    return { sfn, failed, tokens };
  }

  it('an answer sent while the function still runs (admitted at once) ends the task', async () => {
    const { sfn, failed } = admitting((token, s) => s.succeed(token, {}));
    await sfn.start('job-10');
    await sfn.idle();
    expect(failed).toEqual([]);
  });

  it('the task waits past the function\'s return, at no cost, until another caller answers its token', async () => {
    const { sfn, failed, tokens } = admitting(async () => undefined);
    await sfn.start('job-11');
    await new Promise((r) => setTimeout(r, 300));
    expect(tokens).toHaveLength(1);
    expect(await sfn.heartbeat(tokens[0]!)).toBe(true);
    await sfn.succeed(tokens[0]!, {});
    await sfn.idle();
    expect(failed).toEqual([]);
  });

  it("the function's error fails the task as Lambda reports it", async () => {
    const { sfn, failed } = admitting(async () => {
      throw Object.assign(new Error('table unreachable'), { name: 'TransientError' });
    });
    await sfn.start('job-12');
    await sfn.idle();
    expect(failed).toMatchObject([{ error: { Error: 'TransientError' } }]);
  });

  it('its TimeoutSeconds fails a wait that is never answered (States.Timeout) and its token is no longer awaited', async () => {
    const { sfn, failed, tokens } = admitting(async () => undefined, 30);
    await sfn.start('job-13');
    await sfn.idle();
    expect(failed).toMatchObject([{ error: { Error: 'States.Timeout' } }]);
    expect(await sfn.heartbeat(tokens[0]!)).toBe(false);
  });
});
