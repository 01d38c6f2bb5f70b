/**
 * The model of a deployed render, as pure functions of the measured rates (./measure-steps.ts) and
 * the AWS figures (./aws-figures.ts). A step's CPU work, measured on one core here, runs on the
 * Lambda's vCPU share: its serial part at one vCPU, its parallel part (fitted from the same work
 * on one and two cores: Amdahl's law) on all of them, and never faster than its drawing, which is
 * one thread (the Node process's own CPU time is its floor). This machine has two cores, so the
 * parallel part beyond two vCPUs is extrapolated; a Lambda arm64 vCPU is assumed to do the work of
 * one core here (ARM_SPEED).
 */
import { SCENE_TYPES, type Quality } from '../../lambdas/render/spec';
import { LATENCIES as L, PRICES as P } from './aws-figures';

/**
 * What a scene step draws, as measured: a scene type, or `photo`, a presenter scene whose
 * presenter is a photo (`ref_image_url`) rather than the drawn one. Presenters cost what they
 * draw, so the model keeps them apart.
 */
export const SCENE_KINDS = [...SCENE_TYPES, 'photo'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** A Graviton vCPU against one core of this machine (assumed equal; x264's assembly is less tuned for arm64). */
export const ARM_SPEED = 1;

/** Work measured on one core: seconds of CPU per second of scene, of which the Node process's own (the drawing), and the share that parallelizes. */
export interface Rate {
  cpuPerSec: number;
  nodePerSec: number;
  parallel: number;
}

/** The share of work that parallelizes, from its one-core CPU time and its two-core wall time (Amdahl). */
export function parallelShare(oneCoreSec: number, twoCoreSec: number): number {
  return Math.min(1, Math.max(0, 2 * (1 - twoCoreSec / oneCoreSec)));
}

export type Grade = Quality | 'upscale';

/** The composition on one core: the end card and each transition are fixed work, the soundtrack and the rest grow with the video. */
export interface ComposeRate {
  endCardSec: number;
  transitionSec: number;
  cpuPerSec: number;
  /** The Node process's own part (the end card's drawing, the music): one thread. */
  nodeSec: number;
  parallel: number;
}

export interface Rates {
  scene: Record<Grade, Record<SceneKind, Rate>>;
  compose: Record<Grade, ComposeRate>;
  /** Clip bytes per second of scene, video bytes per second of video. */
  clipBytesPerSec: Record<Grade, number>;
  videoBytesPerSec: Record<Grade, number>;
  /** eSpeak NG, one core: starting the worker, then each line. */
  speech: { workerStartSec: number; lineSec: number };
  /** What a fresh engine pays once (fonts, Skia, the JIT) on its first scene. */
  engineFirstUseSec: number;
  /** Module initialisation of the render-step bundle. */
  renderStepInitSec: number;
}

export function vcpus(memoryMB: number): number {
  return Math.min(L.maxVcpus.value, memoryMB / L.mbPerVcpu.value);
}

/** Seconds on a Lambda of this memory for work of `cpuSec` one-core seconds, no less than `floorSec` of it that runs on one thread. */
export function lambdaSeconds(cpuSec: number, parallel: number, memoryMB: number, floorSec = 0): number {
  const v = vcpus(memoryMB);
  const oneVcpu = cpuSec / ARM_SPEED;
  return v <= 1 ? oneVcpu / v : Math.max(floorSec / ARM_SPEED, oneVcpu * (1 - parallel + parallel / v));
}

export interface PlannedScene {
  type: SceneKind;
  sec: number;
  /** Narrated scenes speak their line before the first frame. */
  line: boolean;
  /** A model makes the scene's clip before it renders (lambdas/core/clips/generated-clips.ts clipKindOf). */
  clip?: 'footage' | 'presenter';
}

export interface Job {
  scenes: PlannedScene[];
  videoSec: number;
  grade: Grade;
  /** Characters of narration (Polly's bill). */
  narrationChars: number;
}

export interface Options {
  memoryMB: number;
  /** Fresh execution environments for the scene steps (the composition reuses a warm one). */
  cold: boolean;
  tts: 'espeak' | 'polly';
  /**
   * Scenes whose clip a model makes (bench/aws/generated-clips.ts): how long after Prepare the clip is
   * in the job's files (the scene's step starts then), and what the provider charges for it.
   */
  clips?: { leadSec(scene: PlannedScene): number; usd(scene: PlannedScene): number };
  /** Scenes of one job running at once (the Map state's MaxConcurrency). */
  sceneConcurrency: number;
}

/** S3 round trips and transfers of `bytes` split over `files` parallel requests. */
function s3Seconds(bytes: number, files: number): number {
  return files === 0 ? 0 : L.s3Request.value + bytes / files / L.s3Throughput.value;
}

export interface StepTime {
  /** Queue hand-off, cold start, table and S3 calls, narration. */
  overheadSec: number;
  /** Drawing and encoding (or composing) on the Lambda. */
  workSec: number;
  totalSec: number;
  /** What Lambda bills: the step less the hand-off before it runs and the new environment's own start. */
  billedSec: number;
}

/** One scene step: SQS hand-off, (cold start), job reads, request read, line, frames, clip upload, bookkeeping, task token. */
export function sceneStep(r: Rates, job: Job, scene: PlannedScene, o: Options): StepTime {
  const rate = r.scene[job.grade][scene.type];
  const cold = o.cold ? L.sandbox.value + r.renderStepInitSec + r.engineFirstUseSec + (o.tts === 'espeak' ? r.speech.workerStartSec : 0) : 0;
  const line = !scene.line ? 0 : o.tts === 'polly' ? L.pollyLine.value : r.speech.lineSec / ARM_SPEED;
  // running job, advance, scenes done; stored request and uploaded pictures; the clip's files; record, count, progress.
  const io = 6 * L.dynamoCall.value + 2 * L.s3Request.value + s3Seconds(r.clipBytesPerSec[job.grade] * scene.sec, 5);
  const workSec = lambdaSeconds(rate.cpuPerSec * scene.sec, rate.parallel, o.memoryMB, rate.nodePerSec * scene.sec);
  const overheadSec = 2 * L.taskToken.value + cold + line + io;
  const totalSec = overheadSec + workSec;
  return { overheadSec, workSec, totalSec, billedSec: totalSec - L.taskToken.value - (o.cold ? L.sandbox.value : 0) };
}

/** The composition: every clip downloaded, transitions, end card and soundtrack, the video and its companions uploaded. */
export function composeStep(r: Rates, job: Job, o: Options): StepTime {
  const rate = r.compose[job.grade];
  const clipBytes = r.clipBytesPerSec[job.grade] * job.scenes.reduce((sum, s) => sum + s.sec, 0);
  const io = 3 * L.dynamoCall.value + L.s3Request.value + s3Seconds(clipBytes, 5 * job.scenes.length) + s3Seconds(r.videoBytesPerSec[job.grade] * job.videoSec, 1);
  // Every scene's tail blends into what follows it: the next scene, or the end card after the last.
  const cpuSec = rate.endCardSec + job.scenes.length * rate.transitionSec + rate.cpuPerSec * job.videoSec;
  const workSec = lambdaSeconds(cpuSec, rate.parallel, o.memoryMB, rate.nodeSec);
  const overheadSec = 2 * L.taskToken.value + io;
  const totalSec = overheadSec + workSec;
  return { overheadSec, workSec, totalSec, billedSec: totalSec - L.taskToken.value };
}

export interface JobTime {
  /** POST to `succeeded`, as the job's status changes (a poller sees it at its next poll). */
  totalSec: number;
  acceptSec: number;
  orchestrationSec: number;
  /** The longest scene step (after its generated clip, if any), on the critical path (the fan-out runs them side by side). */
  scenesSec: number;
  composeSec: number;
  /** Scene steps running at once, and how many rounds the fan-out needs. */
  fanOut: number;
  rounds: number;
  steps: StepTime[];
  compose: StepTime;
}

export function jobTime(r: Rates, job: Job, o: Options): JobTime {
  const steps = job.scenes.map((scene) => sceneStep(r, job, scene, o));
  const fanOut = Math.min(job.scenes.length, o.sceneConcurrency);
  const rounds = Math.ceil(job.scenes.length / fanOut);
  // Longest first across the lanes of the Map state: with one round this is simply the longest step.
  const lanes = new Array<number>(fanOut).fill(0);
  // A scene waiting for its clip holds its lane of the Map (the clips themselves all started before it).
  const laneSec = steps.map((step, i) => (o.clips?.leadSec(job.scenes[i]!) ?? 0) + step.totalSec);
  for (const sec of [...laneSec].sort((a, b) => b - a)) lanes[lanes.indexOf(Math.min(...lanes))]! += sec;
  const scenesSec = Math.max(...lanes);
  const compose = composeStep(r, job, o);
  // POST: gateway, acceptance transaction, stored request, StartExecution.
  const acceptSec = L.apiGateway.value + 2 * L.dynamoCall.value + L.s3Request.value + L.transition.value;
  // RunRender, Prepare (with its table write), RenderScenes, RenderScene, Compose, Finalize (the job ends at its first write).
  const orchestrationSec = 6 * L.transition.value + 2 * L.lambdaInvoke.value + 2 * L.dynamoCall.value;
  return { totalSec: acceptSec + orchestrationSec + scenesSec + compose.totalSec, acceptSec, orchestrationSec, scenesSec, composeSec: compose.totalSec, fanOut, rounds, steps, compose };
}

/** States a job's executions enter: the outer machine's two, Prepare, RenderScenes, one per scene, Compose, Finalize. */
export function transitionsPerJob(scenes: number): number {
  return 2 + 4 + scenes;
}

export interface JobCost {
  /** Lambda GB-seconds and invocations of every function the job runs. */
  lambda: number;
  /** Step Functions, SQS, S3 requests, DynamoDB, API Gateway, logs and traces. */
  services: number;
  /** Polly and the clip providers, when configured. */
  generative: number;
  total: number;
}

/** Memory of the small functions (FUNCTION_SIZES) and their measured-or-assumed durations. */
export interface SmallFunctions {
  apiMB: number;
  renderMB: number;
  workflowMB: number;
  deliveryMB: number;
}

const SMALL_RUN_SEC = { post: 0.3, poll: 0.05, prepare: 0.1, finalize: 0.3, delivery: 0.3 } as const;
/** Bytes logged per job: every state's events with their data (LoggingConfiguration ALL), and each function's lines. */
const LOG_BYTES_PER_STATE = 3_000;
const LOG_BYTES_PER_INVOCATION = 1_500;

export function jobCost(job: Job, o: Options, time: JobTime, small: SmallFunctions, pollEverySec: number, storageMB: number): JobCost {
  const gbSec = (mb: number, sec: number) => (mb / 1024) * sec;
  const renderStepSec = time.steps.reduce((sum, s) => sum + s.billedSec, 0) + time.compose.billedSec;
  const polls = Math.ceil(time.totalSec / pollEverySec);
  const invocations = job.scenes.length + 1 + 1 + 2 + polls + 1;
  const lambda =
    P.lambdaArmGbSecond.value *
      (gbSec(o.memoryMB, renderStepSec) +
        gbSec(small.renderMB, SMALL_RUN_SEC.post) +
        gbSec(small.apiMB, SMALL_RUN_SEC.poll * polls) +
        gbSec(small.workflowMB, SMALL_RUN_SEC.prepare + SMALL_RUN_SEC.finalize) +
        gbSec(small.deliveryMB, SMALL_RUN_SEC.delivery)) +
    P.lambdaStorageGbSecond.value * gbSec(Math.max(0, storageMB - 512), renderStepSec) +
    P.lambdaRequest.value * invocations;
  const steps = job.scenes.length + 1;
  const transitions = transitionsPerJob(job.scenes.length);
  // Per step: sent by the machine, received and deleted by the event source mapping; the same for the webhook.
  const sqs = 3 * steps + 3;
  // Puts: request and two uploads; five files a scene; video, poster, captions. Gets: the request and two pictures a step; every clip once; the video once.
  const puts = 3 + 5 * job.scenes.length + 3;
  const gets = 3 * steps + 5 * job.scenes.length + 1;
  const writes = 16 + 3 * job.scenes.length + 6;
  const reads = 4 * steps + 4 + 2 * polls;
  const logBytes = transitions * 2 * LOG_BYTES_PER_STATE + invocations * LOG_BYTES_PER_INVOCATION;
  const services =
    P.stepFunctionsTransition.value * transitions +
    P.sqsRequest.value * sqs +
    P.s3Put.value * puts +
    P.s3Get.value * gets +
    P.dynamoWrite.value * writes +
    P.dynamoRead.value * reads +
    P.apiRequest.value * (1 + polls) +
    (P.logsIngestedGb.value * logBytes) / 1e9 +
    P.xrayTrace.value * (invocations + 2);
  const generative =
    (o.tts === 'polly' ? 2 * job.narrationChars * P.pollyNeuralCharacter.value : 0) + job.scenes.reduce((sum, scene) => sum + (o.clips?.usd(scene) ?? 0), 0);
  return { lambda, services, generative, total: lambda + services + generative };
}
