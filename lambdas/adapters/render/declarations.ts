/** What the render step's adapters need from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { FOOTAGE_PREFIX, JOB_FILES_PREFIX, PRESENTER_PREFIX } from '../../core/jobs/blob-keys';
import { RENDER_PROCESS_ENV } from '../../render/process-env';
import { adapterIn, mergeDeclarations, type AccessNeed, type Declaration, type EnvNeed, type ProviderSecret } from '../aws/declaration';
import { objectAccess } from '../s3/declarations';
import type { SpeechEngine } from './configured-speech';

/** Amazon Polly unless context polly=false: the narrator, and the rate planners size scripts to. */
export const TTS = { from: { kind: 'constant', value: 'polly' satisfies SpeechEngine }, feature: 'polly' } as const;

/** The render step's narrator (speech synthesis has no resource type to scope to). */
export const SPEECH = {
  env: {
    TTS,
    POLLY_ENGINE: { from: { kind: 'setting', setting: 'pollyEngine' }, feature: 'polly' },
  },
  access: [{ actions: ['polly:SynthesizeSpeech'], on: { kind: 'unscoped' }, feature: 'polly' }],
} as const satisfies Declaration;

/** What the render step's narrator reads, for POST /v1/render's plan notes: the same setting, no Polly access. */
export const NARRATION_LANGUAGES = { env: { TTS }, access: [], adapter: adapterIn('render/configured-speech', 'narrationLanguages') } as const satisfies Declaration;

/** The engine runs the ffmpeg and ffprobe the render bundle carries (lambdas/render/ffmpeg.ts reads these), in a process set up for rendering. */
export const BUNDLED_BINARIES = {
  env: {
    FFMPEG_PATH: { from: { kind: 'bundledBinary', binary: 'ffmpeg' } },
    FFPROBE_PATH: { from: { kind: 'bundledBinary', binary: 'ffprobe' } },
    ...(Object.fromEntries(Object.entries(RENDER_PROCESS_ENV).map(([name, value]) => [name, { from: { kind: 'constant', value } }])) as Record<
      keyof typeof RENDER_PROCESS_ENV,
      EnvNeed
    >),
  },
  access: [],
} as const satisfies Declaration;

/** Uploaded data URIs are read back from the job's files. */
export const ENGINE_UPLOADS = objectAccess({ read: [JOB_FILES_PREFIX] });

/** The render step's engine: its parts' needs (a scene whose clip a model made plays the clip the workflow fetched). */
export const RENDER_ENGINE = mergeDeclarations([ENGINE_UPLOADS, SPEECH, BUNDLED_BINARIES]);

/** The clip model of each kind the deployment configured. */
export const CLIP_MODELS = {
  env: {
    FOOTAGE_MODEL_ID: { from: { kind: 'setting', setting: 'footageModelId' }, feature: 'footageModel' },
    PRESENTER_MODEL_ID: { from: { kind: 'setting', setting: 'presenterModelId' }, feature: 'presenterModel' },
  },
  access: [],
  adapter: adapterIn('render/clip-models', 'clipModels'),
} as const satisfies Declaration;

/** The clip providers' clients and settings; the grants differ between the start and the check side. */
export const PROVIDER_ENV = {
  BUCKET_NAME: { from: { kind: 'bucketName' } },
  PRESENTER_ENDPOINT_NAME: { from: { kind: 'setting', setting: 'presenterEndpointName' }, feature: 'presenterEndpoint' },
  STOCK_FOOTAGE_KEY_ARN: { from: { kind: 'secretArn', secret: 'stockFootageKey' }, feature: 'stockFootage' },
  PRESENTER_API_KEY_ARN: { from: { kind: 'secretArn', secret: 'presenterApiKey' }, feature: 'presenterApi' },
  FOOTAGE_MODEL_ID: { from: { kind: 'setting', setting: 'footageModelId' }, feature: 'footageModel' },
  AWS_REGION: { from: { kind: 'lambdaRuntime' } },
} as const satisfies Record<string, EnvNeed>;

/** Reading a provider's key from Secrets Manager, while that provider is the one configured. */
const secretAccess = (secret: ProviderSecret, feature: 'stockFootage' | 'presenterApi'): AccessNeed => ({
  actions: ['secretsmanager:GetSecretValue'],
  on: { kind: 'secret', secret },
  feature,
});

/** clip-start's provider calls. */
export const CLIP_START_ACCESS: readonly AccessNeed[] = [
  // StartAsyncInvoke is authorised as InvokeModel, on the model and on the invocation it creates;
  // Bedrock then writes the clip with the caller's permissions.
  { actions: ['bedrock:InvokeModel'], on: { kind: 'foundationModel', feature: 'footageModel' }, feature: 'bedrockFootage' },
  { actions: ['bedrock:InvokeModel'], on: { kind: 'modelInvocations' }, feature: 'bedrockFootage' },
  { actions: ['s3:PutObject'], on: { kind: 'objects', prefix: FOOTAGE_PREFIX }, feature: 'bedrockFootage' },
  secretAccess('stockFootageKey', 'stockFootage'),
  { actions: ['sagemaker:InvokeEndpointAsync'], on: { kind: 'sagemakerEndpoint' }, feature: 'presenterEndpoint' },
  { actions: ['s3:PutObject'], on: { kind: 'objects', prefix: PRESENTER_PREFIX }, feature: 'presenterEndpoint' },
  secretAccess('presenterApiKey', 'presenterApi'),
  // D-ID fetches the face and narration through links this function presigns (a link works only if its signer may read).
  { actions: ['s3:PutObject', 's3:GetObject'], on: { kind: 'objects', prefix: PRESENTER_PREFIX }, feature: 'presenterApi' },
];

/** clip-check's provider calls. */
export const CLIP_CHECK_ACCESS: readonly AccessNeed[] = [
  { actions: ['bedrock:GetAsyncInvoke'], on: { kind: 'modelInvocations' }, feature: 'bedrockFootage' },
  { actions: ['s3:GetObject'], on: { kind: 'presenterOutput' }, feature: 'presenterEndpoint' },
  // Without it a result not written yet is refused (403) rather than reported missing (404).
  { actions: ['s3:ListBucket'], on: { kind: 'presenterOutputBucket' }, feature: 'presenterEndpoint' },
  secretAccess('presenterApiKey', 'presenterApi'),
];

/** clip-start's providers, with the engine parts a request needs: the narrator, the pictures, ffmpeg. */
export const CLIP_STARTER = mergeDeclarations([CLIP_MODELS, { env: PROVIDER_ENV, access: CLIP_START_ACCESS }, ENGINE_UPLOADS, SPEECH, BUNDLED_BINARIES]);
/** clip-check's providers. */
export const CLIP_CHECKER = mergeDeclarations([CLIP_MODELS, { env: PROVIDER_ENV, access: CLIP_CHECK_ACCESS }]);
/** Where the clip steps keep records and fetched clips. */
export const CLIP_FILES = objectAccess({ read: [JOB_FILES_PREFIX], write: [JOB_FILES_PREFIX] });
