/**
 * The deployed state machines, executed locally by an Amazon States Language interpreter
 * (aws-local-stepfunctions), with what it lacks bridged here, in one place:
 * - `lambda:invoke` tasks call the same handler the deployed function runs; a thrown error
 *   reaches the machine as Lambda reports it (Error = its name, Cause = `{errorType, errorMessage}`).
 * - `sqs:sendMessage.waitForTaskToken` tasks put the message on the local queue with a fresh task
 *   token, and `lambda:invoke.waitForTaskToken` tasks invoke the handler with it (its error fails
 *   the task as Lambda reports it); both wait for SendTaskSuccess / SendTaskFailure /
 *   SendTaskHeartbeat (`callbacks`), which may come before the handler returns.
 *   `HeartbeatSeconds` is enforced here (States.HeartbeatTimeout), as the interpreter does not.
 * - `states:startExecution.sync:2` tasks run the child machine and end as AWS ends them: its output
 *   on success, else States.TaskFailed with the child's description as Cause; when the task's own
 *   TimeoutSeconds passes, the child is stopped.
 * - `$$.Task.Token`, `$$.Execution.Id` and `.Name` are provided through the context object.
 * - Every duration of the definitions can be scaled (tests run the one-hour limit in seconds).
 * The interpreter needs Promise.withResolvers (Node 22); Node 20 gets it here.
 */
import { randomUUID } from 'node:crypto';
import { StateMachine } from 'aws-local-stepfunctions';
import type { MachineName, QueueName } from '../adapters/aws/declaration';
import type { LocalQueue } from '../adapters/sqs/local-queue';
import type { RenderWorkflow, WorkflowStopper } from '../core/jobs/render-workflow';
import type { TaskCallbacks } from '../core/jobs/task-callbacks';
import { logger, withOwnLogKeys } from '../shared/logger';
import { LOCAL_NAMES, type Asl } from '../../lib/state-machines';

type Resolvers<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void };
const withResolvers = <T>(): Resolvers<T> => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
};
(Promise as unknown as { withResolvers?: unknown }).withResolvers ??= withResolvers;

export interface LocalStepFunctionsOptions {
  definitions: Record<MachineName, Asl>;
  /** The handler each Lambda task invokes, by catalogue function name; it receives the task's Payload. */
  functions: Record<string, (payload: never) => Promise<unknown>>;
  queues: Partial<Record<QueueName, LocalQueue>>;
  /** Multiplies every duration of the definitions; tests scale the hour down. Default 1. */
  timeScale?: number;
}

export interface LocalStepFunctions extends RenderWorkflow, WorkflowStopper, TaskCallbacks {
  /** Resolves when no execution runs. */
  idle(): Promise<void>;
  /** Stops every execution where it is, as a process exit would. */
  stop(): Promise<void>;
}

/** An error as Step Functions reports it: `name` is the Error, `message` the Cause. */
export function statesError(name: string, cause: string): Error {
  const error = new Error(cause);
  error.name = name;
  return error;
}

const DURATIONS = new Set(['TimeoutSeconds', 'HeartbeatSeconds', 'IntervalSeconds', 'MaxDelaySeconds']);

function scaled<T>(value: T, factor: number): T {
  if (factor === 1) return value;
  if (Array.isArray(value)) return value.map((item) => scaled(item, factor)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, DURATIONS.has(key) && typeof v === 'number' ? v * factor : scaled(v, factor)]),
  ) as T;
}

/** Every Task state of a definition, nested Map processors included. */
function taskStates(asl: Asl): [string, Record<string, unknown>][] {
  return Object.entries(asl.States).flatMap(([name, state]): [string, Record<string, unknown>][] => {
    if (state.Type === 'Task') return [[name, state]];
    const processor = (state.ItemProcessor ?? state.Iterator) as Asl | undefined;
    return processor ? taskStates(processor) : [];
  });
}

interface Waiter {
  settle: Resolvers<unknown>;
  lastBeat: number;
}

/** DescribeExecution's answer for an ended execution (the fields a `.sync:2` task returns or fails with). */
interface ExecutionDescription {
  ExecutionArn: string;
  StateMachineArn: string;
  Name: string;
  Input: string;
  StartDate: string;
  StopDate: string;
  Status: 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';
  Output?: unknown;
  Error?: string;
  Cause?: string;
}

/** What one execution has under way, so that stopping it stops its waits and its children too. */
interface Scope {
  tokens: Set<string>;
  children: Set<() => void>;
  /** Lambda invocations under way: a stopped execution makes no new one and ends when these have. */
  calls: Set<Promise<unknown>>;
  stopped: boolean;
}

export function localStepFunctions(options: LocalStepFunctionsOptions): LocalStepFunctions {
  const factor = options.timeScale ?? 1;
  const waiting = new Map<string, Waiter>();
  const running = new Map<MachineName, Map<string, { stop: () => void; done: Promise<unknown> }>>([
    ['job', new Map()],
    ['render', new Map()],
  ]);
  const finished = new Map<MachineName, Set<string>>([
    ['job', new Set()],
    ['render', new Set()],
  ]);

  /** Lambda's report of a function error, as the lambda:invoke integration passes it on. */
  const lambdaError = (err: unknown) => {
    const e = err as Error;
    return statesError(e.name || 'Error', JSON.stringify({ errorType: e.name || 'Error', errorMessage: e.message, trace: (e.stack ?? '').split('\n') }));
  };

  /** Invokes a catalogue function as Lambda would, for a task of this execution. */
  const invoke = async (scope: Scope, FunctionName: string, Payload: unknown): Promise<unknown> => {
    const fn = options.functions[LOCAL_NAMES.functionOf(FunctionName) ?? ''];
    if (!fn) throw statesError('Lambda.ResourceNotFoundException', `no local function ${FunctionName}`);
    // The interpreter cuts a Retry's wait short when its run is aborted; a stopped execution invokes nothing more.
    if (scope.stopped) throw statesError('States.Runtime', 'execution stopped');
    const call = fn(Payload as never);
    scope.calls.add(call);
    try {
      return await call;
    } catch (err) {
      throw lambdaError(err);
    } finally {
      scope.calls.delete(call);
    }
  };

  const lambdaTask = (scope: Scope) => async (input: unknown) => {
    const { FunctionName, Payload } = input as { FunctionName: string; Payload: unknown };
    return { StatusCode: 200, ExecutedVersion: '$LATEST', Payload: await invoke(scope, FunctionName, Payload) };
  };

  /** What a token task does with its input once its token is awaited: send the message, or invoke the function. */
  type Dispatch = (input: unknown, scope: Scope) => Promise<void>;

  const toQueue: Dispatch = async (input) => {
    const { QueueUrl, MessageBody } = input as { QueueUrl: string; MessageBody: unknown };
    const queue = options.queues[LOCAL_NAMES.queueOf(QueueUrl) ?? ('' as QueueName)];
    if (!queue) throw statesError('SQS.QueueDoesNotExistException', `no local queue ${QueueUrl}`);
    queue.send(JSON.stringify(MessageBody));
  };

  const toFunction: Dispatch = async (input, scope) => {
    const { FunctionName, Payload } = input as { FunctionName: string; Payload: unknown };
    await invoke(scope, FunctionName, Payload);
  };

  const tokenTask = (state: Record<string, unknown>, scope: Scope, dispatch: Dispatch) => {
    const heartbeatMs = typeof state.HeartbeatSeconds === 'number' ? state.HeartbeatSeconds * 1_000 : undefined;
    const timeoutMs = typeof state.TimeoutSeconds === 'number' ? state.TimeoutSeconds * 1_000 : undefined;
    return async (input: unknown) => {
      const { MessageBody, Payload } = input as { MessageBody?: { taskToken: string }; Payload?: { taskToken: string } };
      const token = (MessageBody ?? Payload)!.taskToken;
      // Awaited before it is handed out: an answer may come while the dispatch is still under way.
      const waiter: Waiter = { settle: withResolvers(), lastBeat: Date.now() };
      waiter.settle.promise.catch(() => undefined); // may settle while the dispatch runs; awaited after it
      waiting.set(token, waiter);
      scope.tokens.add(token);
      const timers: NodeJS.Timeout[] = [];
      if (heartbeatMs !== undefined) {
        const check = () => {
          if (Date.now() - waiter.lastBeat > heartbeatMs) waiter.settle.reject(statesError('States.HeartbeatTimeout', ''));
        };
        timers.push(setInterval(check, Math.max(10, heartbeatMs / 10)));
      }
      // The interpreter fails the state at TimeoutSeconds; the token dies with it.
      if (timeoutMs !== undefined) timers.push(setTimeout(() => waiter.settle.reject(statesError('States.Timeout', '')), timeoutMs));
      try {
        await dispatch(input, scope);
        return await waiter.settle.promise;
      } finally {
        for (const timer of timers) clearInterval(timer);
        waiting.delete(token);
        scope.tokens.delete(token);
      }
    };
  };

  const syncExecutionTask = (state: Record<string, unknown>, scope: Scope) => {
    const timeoutMs = typeof state.TimeoutSeconds === 'number' ? state.TimeoutSeconds * 1_000 : undefined;
    return async (input: unknown) => {
      const { StateMachineArn, Input, Name } = input as { StateMachineArn: string; Input: unknown; Name: string };
      const machine = LOCAL_NAMES.machineOf(StateMachineArn);
      if (!machine) throw statesError('StateMachineDoesNotExist', `no local machine ${StateMachineArn}`);
      const child = execute(machine, Name, Input);
      scope.children.add(child.stop);
      // When the task's own limit passes, the task times out and AWS stops the child it started.
      let timedOut = false;
      const stopper = timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), child.stop()), timeoutMs);
      try {
        const description = await child.described;
        if (description.Status === 'SUCCEEDED') return description;
        throw timedOut ? statesError('States.Timeout', '') : statesError('States.TaskFailed', JSON.stringify(description));
      } finally {
        clearTimeout(stopper);
        scope.children.delete(child.stop);
      }
    };
  };

  /** The task states' bridges for one execution. */
  function overridesFor(scope: Scope): Record<string, (input: unknown) => Promise<unknown>> {
    const overrides: Record<string, (input: unknown) => Promise<unknown>> = {};
    for (const asl of Object.values(options.definitions)) {
      for (const [name, state] of taskStates(scaled(asl, factor))) {
        const resource = String(state.Resource);
        if (resource === 'arn:aws:states:::lambda:invoke') overrides[name] = lambdaTask(scope);
        else if (resource === 'arn:aws:states:::sqs:sendMessage.waitForTaskToken') overrides[name] = tokenTask(state, scope, toQueue);
        else if (resource === 'arn:aws:states:::lambda:invoke.waitForTaskToken') overrides[name] = tokenTask(state, scope, toFunction);
        else if (resource === 'arn:aws:states:::states:startExecution.sync:2') overrides[name] = syncExecutionTask(state, scope);
        else throw new Error(`state ${name}: the local stack cannot run ${resource}`);
      }
    }
    return overrides;
  }
  // Checked once as deployed (and every task resource is one the bridge knows); run with the durations scaled.
  for (const asl of Object.values(options.definitions)) new StateMachine(asl as never, { validationOptions: { checkArn: false } });
  overridesFor({ tokens: new Set(), children: new Set(), calls: new Set(), stopped: false });
  const machines = Object.fromEntries(
    Object.entries(options.definitions).map(([name, asl]) => [name, new StateMachine(scaled(asl, factor) as never, { validationOptions: { noValidate: true } })]),
  ) as Record<MachineName, StateMachine>;

  /** Runs one execution; its description settles as DescribeExecution would report its end. */
  function execute(machine: MachineName, name: string, input: unknown) {
    const executionArn = `${LOCAL_NAMES.machine(machine).replace(':stateMachine:', ':execution:')}:${name}`;
    if (running.get(machine)!.has(name) || finished.get(machine)!.has(name)) throw statesError('ExecutionAlreadyExists', executionArn);
    const scope: Scope = { tokens: new Set(), children: new Set(), calls: new Set(), stopped: false };
    const startDate = new Date().toISOString();
    const run = machines[machine].run(input as never, {
      overrides: { taskResourceLocalHandlers: overridesFor(scope) as never },
      context: {
        Execution: { Id: executionArn, Name: name },
        StateMachine: { Id: LOCAL_NAMES.machine(machine), Name: machine },
        Task: {
          get Token() {
            return randomUUID();
          },
        },
      },
    });
    const stop = () => {
      scope.stopped = true;
      run.abort();
      for (const stopChild of scope.children) stopChild();
      for (const token of scope.tokens) waiting.get(token)?.settle.reject(statesError('States.Runtime', 'execution stopped'));
    };
    const base = { ExecutionArn: executionArn, StateMachineArn: LOCAL_NAMES.machine(machine), Name: name, Input: JSON.stringify(input), StartDate: startDate };
    const described = run.result.then(
      (output): ExecutionDescription => ({ ...base, Status: 'SUCCEEDED', Output: output, StopDate: new Date().toISOString() }),
      (err: Error): ExecutionDescription => {
        const cause = (err.cause ?? err) as Error;
        const status = err.name === 'ExecutionTimeoutError' ? 'TIMED_OUT' : err.name === 'ExecutionAbortedError' ? 'ABORTED' : 'FAILED';
        const error = status === 'TIMED_OUT' ? 'States.Timeout' : cause.name;
        return { ...base, Status: status, Error: error, Cause: status === 'FAILED' ? cause.message : '', StopDate: new Date().toISOString() };
      },
    );
    // As in AWS, a function invoked before the execution stopped runs to its end (stopping the stack waits for it).
    const done = described.then(async (description) => {
      await Promise.allSettled([...scope.calls]);
      running.get(machine)!.delete(name);
      finished.get(machine)!.add(name);
      if (description.Status !== 'SUCCEEDED') logger.info('execution ended', { machine, name, status: description.Status, error: description.Error });
      return description;
    });
    running.get(machine)!.set(name, { stop, done });
    return { stop, described: done };
  }

  const settle = (taskToken: string, act: (waiter: Waiter) => void): boolean => {
    const waiter = waiting.get(taskToken);
    if (waiter) act(waiter);
    return waiter !== undefined;
  };

  return {
    async start(jobId) {
      try {
        // Its tasks are invocations of their own: none logs under the keys of what started it (a request's id).
        withOwnLogKeys({}, () => execute('job', jobId, { jobId }));
      } catch (err) {
        if ((err as Error).name !== 'ExecutionAlreadyExists') throw err;
      }
    },
    // As StopExecution: the job machine's execution (its catch does not run), then the render machine's of the same name.
    async stopJob(jobId) {
      for (const machine of ['job', 'render'] as const) running.get(machine)!.get(jobId)?.stop();
    },
    async succeed(taskToken, output) {
      settle(taskToken, (waiter) => waiter.settle.resolve(output));
    },
    async fail(taskToken, error, cause) {
      settle(taskToken, (waiter) => waiter.settle.reject(statesError(error, cause)));
    },
    async heartbeat(taskToken) {
      return settle(taskToken, (waiter) => (waiter.lastBeat = Date.now()));
    },
    async idle() {
      for (;;) {
        const live = [...running.values()].flatMap((executions) => [...executions.values()]);
        if (live.length === 0) return;
        await Promise.allSettled(live.map((execution) => execution.done));
      }
    },
    async stop() {
      for (const executions of running.values()) for (const execution of executions.values()) execution.stop();
      await this.idle();
    },
  };
}
