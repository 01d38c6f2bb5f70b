import { Duration } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
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
  type IChainable,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke, SqsSendMessage, StepFunctionsStartExecution } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { RENDER_STEP_MAX_RECEIVES, RENDER_STEPS } from '../../lambdas/core/settings';
import { functionNamed } from '../../lambdas/functions/catalogue';
import type { ServiceConfig } from '../config';
import { ServiceFunction, type FunctionDefaults } from './service-function';
import { WorkQueue } from './work-queue';

export interface RenderWorkflowProps {
  config: ServiceConfig;
  defaults: FunctionDefaults;
}

/**
 * The render workflow in AWS. The outer (Standard) machine runs the inner one as a single
 * task under the render time limit and catches everything, the time limit included, into
 * FailJob: job failed, unrendered work refunded, slot released, video.failed. The inner
 * machine prepares the job, dispatches one SQS render step per scene with a task token
 * (bounded concurrency), then the composition, then finalizes the job.
 */
export class RenderWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly renderMachine: StateMachine;
  readonly renderQueue: WorkQueue;
  readonly renderStep: ServiceFunction;
  readonly prepare: ServiceFunction;
  readonly finalize: ServiceFunction;
  readonly fail: ServiceFunction;

  constructor(scope: Construct, id: string, props: RenderWorkflowProps) {
    super(scope, id);
    const { config, defaults } = props;
    const fn = (name: string) => new ServiceFunction(this, name, { definition: functionNamed(name), defaults });
    this.prepare = fn('workflow-prepare');
    this.finalize = fn('workflow-finalize');
    this.fail = fn('workflow-fail');
    this.renderStep = fn('render-step');
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
    const prepare = new LambdaInvoke(this, 'Prepare', {
      lambdaFunction: this.prepare,
      payload: TaskInput.fromObject({ jobId: JsonPath.stringAt('$.jobId') }),
      outputPath: '$.Payload',
    });
    const scenes = new MapState(this, 'RenderScenes', {
      itemsPath: '$.scenes',
      maxConcurrency: config.sceneConcurrency,
      itemSelector: { jobId: JsonPath.stringAt('$.jobId'), index: JsonPath.numberAt('$$.Map.Item.Value') },
      resultPath: JsonPath.DISCARD,
    });
    scenes.itemProcessor(
      this.renderStepTask('RenderScene', { kind: 'scene', jobId: JsonPath.stringAt('$.jobId'), index: JsonPath.numberAt('$.index') }, JsonPath.DISCARD),
    );
    const compose = this.renderStepTask('Compose', { kind: 'compose', jobId: JsonPath.stringAt('$.jobId') }, '$.video');
    const finalize = new LambdaInvoke(this, 'Finalize', {
      lambdaFunction: this.finalize,
      payload: TaskInput.fromObject({ jobId: JsonPath.stringAt('$.jobId'), video: JsonPath.objectAt('$.video') }),
      outputPath: '$.Payload',
    });
    return this.machine('Render', prepare.next(scenes).next(compose).next(finalize), defaults, {
      // A backstop only: the outer task's limit is what ends a render; this keeps an
      // orphaned inner execution from waiting on its tokens forever.
      timeout: Duration.seconds(config.renderTimeoutSeconds + 600),
    });
  }

  /** Sends a render step to the queue and waits for the consumer to answer with the task token. */
  private renderStepTask(id: string, body: Record<string, unknown>, resultPath: string): SqsSendMessage {
    return new SqsSendMessage(this, id, {
      queue: this.renderQueue.queue,
      integrationPattern: IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      messageBody: TaskInput.fromObject({ ...body, taskToken: JsonPath.taskToken }),
      taskTimeout: Timeout.duration(Duration.seconds(RENDER_STEPS.taskTimeoutSeconds)),
      resultPath,
    });
  }

  private outerMachine(config: ServiceConfig, defaults: FunctionDefaults): StateMachine {
    const limit = config.renderTimeoutSeconds;
    const run = new StepFunctionsStartExecution(this, 'RunRender', {
      stateMachine: this.renderMachine,
      integrationPattern: IntegrationPattern.RUN_JOB,
      input: TaskInput.fromObject({ jobId: JsonPath.stringAt('$.jobId') }),
      name: JsonPath.stringAt('$$.Execution.Name'),
      associateWithParent: true,
      // The render limit (spec §8): when it passes, States.Timeout goes to FailJob below.
      taskTimeout: Timeout.duration(Duration.seconds(limit)),
      resultPath: JsonPath.DISCARD,
    });
    const failJob = new LambdaInvoke(this, 'FailJob', {
      lambdaFunction: this.fail,
      payload: TaskInput.fromObject({ jobId: JsonPath.stringAt('$.jobId'), timeoutSeconds: limit, error: JsonPath.objectAt('$.error') }),
      resultPath: JsonPath.DISCARD,
      // Lambda service errors are retried by default (retryOnServiceExceptions).
    });
    // Failing a job is idempotent, and a job left running would hold its slot and credits:
    // retry any error of the failure path for several minutes before giving up.
    failJob.addRetry({ errors: [Errors.ALL], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 6 });
    run.addCatch(failJob.next(new Fail(this, 'RenderFailed', { error: 'RenderFailed', cause: 'The render failed or timed out; the job is failed and refunded.' })), {
      errors: [Errors.ALL],
      resultPath: '$.error',
    });
    return this.machine('Job', run.next(new Succeed(this, 'RenderSucceeded')), defaults, {
      // Room after the render limit for the failure path's retries.
      timeout: Duration.seconds(limit + 900),
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
