import { Duration, Size, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
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
import { MAX_STEP_ATTEMPTS } from '../../lambdas/core/jobs/task-callbacks';
import { RENDER_BINARIES } from '../bundling';
import { foundationModelArn } from './bedrock';
import type { ServiceConfig } from '../config';
import { NodeFunction, type FunctionDefaults } from './node-function';
import { JOBS_PREFIX, VIDEOS_PREFIX } from './storage';
import { WorkQueue } from './work-queue';

export interface RenderWorkflowProps {
  table: TableV2;
  bucket: Bucket;
  /** Where video.completed / video.failed go (the webhook delivery queue). */
  webhookQueue: Queue;
  config: ServiceConfig;
  defaults: FunctionDefaults;
}

/** One render step (a scene or the composition) may take this long on one Lambda. */
export const RENDER_STEP_TIMEOUT = Duration.minutes(5);

/**
 * How long one queued step may wait for its answer: its attempts (MAX_STEP_ATTEMPTS,
 * each up to the Lambda timeout, with growing delays) plus time queued behind other jobs.
 */
const STEP_TASK_TIMEOUT = Duration.minutes(30);

/** Where the Lambda bundle lands on the function's file system. */
const TASK_ROOT = '/var/task';

/**
 * The render workflow of issue 5 in AWS. The outer (Standard) machine runs the inner one
 * as a single task under the render time limit and catches everything, the time limit
 * included, into FailJob: job failed, unrendered work refunded, slot released, video.failed.
 * The inner machine prepares the job, dispatches one SQS render step per scene with a task
 * token (bounded concurrency), then the composition, then finalizes the job.
 */
export class RenderWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly renderMachine: StateMachine;
  readonly renderQueue: WorkQueue;
  readonly renderStep: NodeFunction;
  readonly prepare: NodeFunction;
  readonly finalize: NodeFunction;
  readonly fail: NodeFunction;

  constructor(scope: Construct, id: string, props: RenderWorkflowProps) {
    super(scope, id);
    const { table, bucket, webhookQueue, config, defaults } = props;

    this.renderQueue = new WorkQueue(this, 'RenderSteps', {
      consumerTimeout: RENDER_STEP_TIMEOUT,
      // The consumer gives up on a step after MAX_STEP_ATTEMPTS and fails its task token;
      // one receive more means the dead-letter queue only ever sees messages it could not handle at all.
      maxReceiveCount: MAX_STEP_ATTEMPTS + 1,
    });

    const environment = {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      WEBHOOK_QUEUE_URL: webhookQueue.queueUrl,
    };
    // The task Lambdas never load the engine (lambdas/handlers/engine-deps.ts is the render step's alone),
    // so they take the small plain bundle.
    const stepFunction = (name: string) =>
      new NodeFunction(this, name, {
        entry: `lambdas/handlers/workflow/${name}.ts`,
        bundle: 'plain',
        defaults,
        memorySize: 1024,
        timeout: Duration.seconds(60),
        environment,
      });
    this.prepare = stepFunction('prepare');
    this.finalize = stepFunction('finalize');
    this.fail = stepFunction('fail');

    this.renderStep = new NodeFunction(this, 'render-step', {
      entry: 'lambdas/handlers/queue/render-step.ts',
      bundle: 'render',
      defaults,
      // A 1080×1920 scene: canvas frames, ffmpeg encoding and the scene's files on local disk.
      memorySize: 3008,
      ephemeralStorageSize: Size.gibibytes(4),
      timeout: RENDER_STEP_TIMEOUT,
      environment: {
        ...environment,
        RENDER_QUEUE_URL: this.renderQueue.queue.queueUrl,
        TTS: config.polly ? 'polly' : 'espeak',
        FFMPEG_PATH: `${TASK_ROOT}/${RENDER_BINARIES.ffmpeg}`,
        FFPROBE_PATH: `${TASK_ROOT}/${RENDER_BINARIES.ffprobe}`,
        ...(config.footageModelId ? { FOOTAGE_MODEL_ID: config.footageModelId } : {}),
      },
    });
    // One step per invocation: a step may use the whole timeout.
    this.renderQueue.consumeWith(this.renderStep, { batchSize: 1, maxConcurrency: config.renderConcurrency });

    this.grantAccess(props);
    this.renderMachine = this.innerMachine(config, defaults);
    this.stateMachine = this.outerMachine(config, defaults);
    this.renderMachine.grantTaskResponse(this.renderStep);
  }

  /** Each function gets what its step uses, nothing more. */
  private grantAccess({ table, bucket, webhookQueue, config }: RenderWorkflowProps): void {
    const jobFiles = `${JOBS_PREFIX}*`;
    const videos = `${VIDEOS_PREFIX}*`;
    table.grantReadWriteData(this.prepare);

    table.grantReadWriteData(this.renderStep);
    bucket.grantRead(this.renderStep, jobFiles);
    bucket.grantPut(this.renderStep, jobFiles);
    bucket.grantPut(this.renderStep, videos);
    this.renderQueue.queue.grantSendMessages(this.renderStep);

    // Finalize and fail end the job, delete its scene clips and publish the final event
    // (with a presigned video URL) to every subscribed hook through the webhook queue.
    for (const fn of [this.finalize, this.fail]) {
      table.grantReadWriteData(fn);
      bucket.grantDelete(fn, jobFiles);
      bucket.grantRead(fn, videos);
      webhookQueue.grantSendMessages(fn);
    }

    if (config.polly) {
      this.renderStep.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['polly:SynthesizeSpeech'],
          // Polly speech synthesis has no resource to scope to (only lexicons are resources).
          resources: ['*'],
        }),
      );
    }
    if (config.footageModelId) {
      this.renderStep.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['bedrock:InvokeModel', 'bedrock:StartAsyncInvoke', 'bedrock:GetAsyncInvoke'],
          resources: [foundationModelArn(this, config.footageModelId), `arn:aws:bedrock:${Stack.of(this).region}:${Stack.of(this).account}:async-invoke/*`],
        }),
      );
    }
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
      taskTimeout: Timeout.duration(STEP_TASK_TIMEOUT),
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
