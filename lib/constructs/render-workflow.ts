import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  Choice,
  Condition,
  DefinitionBody,
  Errors,
  Fail,
  IntegrationPattern,
  JsonPath,
  LogLevel,
  Map as MapState,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  Timeout,
  Wait,
  WaitTime,
  Pass,
  type IChainable,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke, SqsSendMessage, StepFunctionsStartExecution } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { RENDER_STEP_MAX_RECEIVES, RENDER_STEPS, stateMachineTimeoutSeconds, SWEEPER, WORKFLOW_TASK_RETRY } from '../../lambdas/core/settings';
import { functionNamed, type FunctionName } from '../../lambdas/functions/catalogue';
import type { ServiceConfig } from '../config';
import { ServiceFunction, type FunctionDefaults } from './service-function';
import { WorkQueue } from './work-queue';

/** A Lambda task waits this much longer than its function may run, so the function's own timeout is what is reported. */
const LAMBDA_TASK_MARGIN_SECONDS = 30;

export interface RenderWorkflowProps {
  config: ServiceConfig;
  defaults: FunctionDefaults;
}

/**
 * The render workflow. The outer (Standard) machine runs the inner one as a single task under
 * the render time limit and catches everything, the time limit included, into FailJob: job failed,
 * unrendered work refunded, slots released, video.failed. The inner machine waits for the job's
 * render slots (the fair queue), prepares the job, dispatches one SQS render step per scene with a
 * task token and a heartbeat (bounded concurrency), then the composition, then finalizes the job. A scheduled sweeper ends any job the machines could
 * not. The local stack executes these very definitions (lib/state-machines.ts).
 */
export class RenderWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly renderMachine: StateMachine;
  readonly renderQueue: WorkQueue;
  readonly renderStep: ServiceFunction;
  readonly admit: ServiceFunction;
  readonly prepare: ServiceFunction;
  readonly clipStart: ServiceFunction;
  readonly clipCheck: ServiceFunction;
  readonly finalize: ServiceFunction;
  readonly fail: ServiceFunction;
  readonly sweep: ServiceFunction;
  readonly sweepDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: RenderWorkflowProps) {
    super(scope, id);
    const { config, defaults } = props;
    const fn = (name: FunctionName, reservedConcurrency?: number) => new ServiceFunction(this, name, { definition: functionNamed(name), defaults, reservedConcurrency });
    this.admit = fn('workflow-admit');
    this.prepare = fn('workflow-prepare');
    this.clipStart = fn('clip-start');
    this.clipCheck = fn('clip-check');
    this.finalize = fn('workflow-finalize');
    this.fail = fn('workflow-fail');
    this.sweep = fn('workflow-sweep');
    // A sweep that could not run at all (its query failed; a single job's failure is only counted)
    // or could not be invoked lands here; the next sweep, a minute later, is its retry.
    this.sweepDeadLetters = new Queue(this, 'SweeperDeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    this.sweep.configureAsyncInvoke({ retryAttempts: 0, onFailure: new SqsDestination(this.sweepDeadLetters) });
    new Rule(this, 'Sweeper', {
      description: 'Starts jobs whose start was lost; fails and refunds jobs their workflow did not end; admits waiting jobs (lambdas/core/jobs/sweep.ts)',
      schedule: Schedule.rate(Duration.seconds(SWEEPER.intervalSeconds)),
      targets: [new LambdaFunction(this.sweep, { deadLetterQueue: this.sweepDeadLetters, retryAttempts: 0 })],
    });
    // The render slots are render-step functions: reserved, so that no other function takes them.
    this.renderStep = fn('render-step', config.reserveConcurrency ? config.renderConcurrency : undefined);
    this.renderQueue = new WorkQueue(this, 'RenderSteps', {
      consumer: this.renderStep,
      maxReceiveCount: RENDER_STEP_MAX_RECEIVES,
      batchSize: RENDER_STEPS.batchSize,
      maxConcurrency: config.renderConcurrency,
    });
    this.renderMachine = this.innerMachine(config, defaults);
    this.stateMachine = this.outerMachine(config, defaults);
  }

  private innerMachine(config: ServiceConfig, defaults: FunctionDefaults): StateMachine {
    const waitForCapacity = this.waitForCapacity(config);
    const prepare = this.workflowTask('Prepare', this.prepare, { jobId: JsonPath.stringAt('$.jobId') }, { outputPath: '$.Payload' });
    const sceneMap = (id: string) =>
      new MapState(this, id, {
        itemsPath: '$.scenes',
        maxConcurrency: config.sceneConcurrency,
        itemSelector: { jobId: JsonPath.stringAt('$.jobId'), index: JsonPath.numberAt('$$.Map.Item.Value.index'), clip: JsonPath.stringAt('$$.Map.Item.Value.clip') },
        resultPath: JsonPath.DISCARD,
      });
    const hasClip = Condition.booleanEquals('$.clip', true);
    const clipPayload = { jobId: JsonPath.stringAt('$.jobId'), index: JsonPath.numberAt('$.index') };
    // What a clip step says, beside the scene: whether to wait again, and for how long.
    const clipStatus = { resultSelector: { pending: JsonPath.stringAt('$.Payload.pending'), waitSeconds: JsonPath.numberAt('$.Payload.waitSeconds') }, resultPath: '$.clipStatus' };

    // Every clip a model makes starts first, so that all of them are made at the same time.
    const startClips = sceneMap('StartClips');
    startClips.itemProcessor(
      new Choice(this, 'MakesClip?')
        .when(hasClip, this.workflowTask('StartClip', this.clipStart, clipPayload, clipStatus))
        .otherwise(new Pass(this, 'NoClip')),
    );

    // A scene with a clip waits for it in Wait states between short checks (no function waits), then renders.
    const scenes = sceneMap('RenderScenes');
    const renderScene = this.renderStepTask(
      'RenderScene',
      { kind: 'scene', jobId: JsonPath.stringAt('$.jobId'), index: JsonPath.numberAt('$.index'), clip: JsonPath.stringAt('$.clip') },
      JsonPath.DISCARD,
    );
    const checkClip = this.workflowTask('CheckClip', this.clipCheck, clipPayload, clipStatus);
    const waitForClip = new Wait(this, 'WaitForClip', { time: WaitTime.secondsPath('$.clipStatus.waitSeconds') }).next(checkClip);
    checkClip.next(new Choice(this, 'ClipReady?').when(Condition.booleanEquals('$.clipStatus.pending', true), waitForClip).otherwise(renderScene));
    scenes.itemProcessor(new Choice(this, 'WaitsForClip?').when(hasClip, checkClip).otherwise(renderScene));
    const compose = this.renderStepTask('Compose', { kind: 'compose', jobId: JsonPath.stringAt('$.jobId') }, '$.video');
    const finalize = this.workflowTask('Finalize', this.finalize, { jobId: JsonPath.stringAt('$.jobId'), video: JsonPath.objectAt('$.video') }, { outputPath: '$.Payload' });
    // Clips are made after admission: the job holds its render slots from its admission to its ending, clips included.
    return this.machine('Render', waitForCapacity.next(prepare).next(startClips).next(scenes).next(compose).next(finalize), defaults, {
      // A backstop only: the outer task's limit is what ends a render; this keeps an
      // orphaned inner execution from waiting on its tokens forever.
      timeout: Duration.seconds(stateMachineTimeoutSeconds('render', config.renderLimitSeconds)),
    });
  }

  /**
   * The job waits, at no cost, for its render slots (lambdas/core/jobs/capacity.ts): the function
   * puts it in the fair queue with this task's token, which an admission answers. The wait counts
   * toward the render limit that the job machine enforces end to end; render steps are sent only
   * once admitted, so their heartbeats and time limits count from when they start.
   */
  private waitForCapacity(config: ServiceConfig): LambdaInvoke {
    const task = new LambdaInvoke(this, 'WaitForCapacity', {
      lambdaFunction: this.admit,
      integrationPattern: IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      payload: TaskInput.fromObject({ jobId: JsonPath.stringAt('$.jobId'), taskToken: JsonPath.taskToken }),
      retryOnServiceExceptions: false,
      // Explicit, as every engine's default differs; the job machine's limit ends the wait first.
      taskTimeout: Timeout.duration(Duration.seconds(config.renderLimitSeconds)),
      resultPath: JsonPath.DISCARD,
    });
    // A retried wait keeps the job's place; the wait itself running out is the render limit, never retried.
    const { errors, intervalSeconds, backoffRate, maxAttempts, maxDelaySeconds } = WORKFLOW_TASK_RETRY;
    task.addRetry({
      errors: errors.filter((error) => error !== Errors.TIMEOUT),
      interval: Duration.seconds(intervalSeconds),
      backoffRate,
      maxAttempts,
      maxDelay: Duration.seconds(maxDelaySeconds),
    });
    return task;
  }

  /**
   * Invokes a workflow task function, retrying what passes (WORKFLOW_TASK_RETRY: Lambda's
   * service errors, a function timeout, our TransientError) with backoff; every task is idempotent.
   */
  private workflowTask(
    id: string,
    fn: ServiceFunction,
    payload: Record<string, unknown>,
    options: { outputPath?: string; resultPath?: string; resultSelector?: Record<string, unknown> },
  ): LambdaInvoke {
    const task = new LambdaInvoke(this, id, {
      lambdaFunction: fn,
      payload: TaskInput.fromObject(payload),
      // The retry below covers Lambda's service errors, with the rest of what passes.
      retryOnServiceExceptions: false,
      // Explicit, so that every engine agrees: AWS's default is a year, the local interpreter's a minute.
      taskTimeout: Timeout.duration(Duration.seconds(fn.definition.size.timeoutSeconds + LAMBDA_TASK_MARGIN_SECONDS)),
      ...options,
    });
    const { errors, intervalSeconds, backoffRate, maxAttempts, maxDelaySeconds } = WORKFLOW_TASK_RETRY;
    task.addRetry({ errors: [...errors], interval: Duration.seconds(intervalSeconds), backoffRate, maxAttempts, maxDelay: Duration.seconds(maxDelaySeconds) });
    return task;
  }

  /**
   * Sends a render step to the queue and waits for the consumer to answer the task token. A step
   * that stops answering heartbeats (its function crashed or timed out, or it waits behind a backlog)
   * is sent again a bounded number of times; the consumer drops a message whose token is no longer awaited.
   */
  private renderStepTask(id: string, body: Record<string, unknown>, resultPath: string): SqsSendMessage {
    const task = new SqsSendMessage(this, id, {
      queue: this.renderQueue.queue,
      integrationPattern: IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      messageBody: TaskInput.fromObject({ ...body, taskToken: JsonPath.taskToken }),
      heartbeatTimeout: Timeout.duration(Duration.seconds(RENDER_STEPS.heartbeatTimeoutSeconds)),
      taskTimeout: Timeout.duration(Duration.seconds(RENDER_STEPS.taskTimeoutSeconds)),
      resultPath,
    });
    task.addRetry({ errors: [Errors.HEARTBEAT_TIMEOUT], maxAttempts: RENDER_STEPS.heartbeatRetries, interval: Duration.seconds(5), backoffRate: 2 });
    return task;
  }

  private outerMachine(config: ServiceConfig, defaults: FunctionDefaults): StateMachine {
    const limit = config.renderLimitSeconds;
    const run = new StepFunctionsStartExecution(this, 'RunRender', {
      stateMachine: this.renderMachine,
      integrationPattern: IntegrationPattern.RUN_JOB,
      input: TaskInput.fromObject({ jobId: JsonPath.stringAt('$.jobId') }),
      name: JsonPath.stringAt('$$.Execution.Name'),
      associateWithParent: true,
      // The render limit (spec §8): when it passes, the render execution is stopped and States.Timeout goes to FailJob.
      taskTimeout: Timeout.duration(Duration.seconds(limit)),
      resultPath: JsonPath.DISCARD,
    });
    // Failing a job is idempotent; a failure path that gives up leaves the job to the sweeper.
    const failJob = this.workflowTask('FailJob', this.fail, { jobId: JsonPath.stringAt('$.jobId'), timeoutSeconds: limit, error: JsonPath.objectAt('$.error') }, { resultPath: JsonPath.DISCARD });
    run.addCatch(failJob.next(new Fail(this, 'RenderFailed', { error: 'RenderFailed', cause: 'The render failed or timed out; the job is failed and refunded.' })), {
      errors: [Errors.ALL],
      resultPath: '$.error',
    });
    return this.machine('Job', run.next(new Succeed(this, 'RenderSucceeded')), defaults, {
      // Room after the render limit for the failure path's retries.
      timeout: Duration.seconds(stateMachineTimeoutSeconds('job', limit)),
    });
  }

  private machine(id: string, definition: IChainable, defaults: FunctionDefaults, options: { timeout: Duration }): StateMachine {
    const logs = new LogGroup(this, `${id}Logs`, { retention: defaults.logRetention, removalPolicy: defaults.removalPolicy });
    return new StateMachine(this, `${id}Machine`, {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(definition),
      timeout: options.timeout,
      tracingEnabled: true,
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: true },
    });
  }
}
