/** What the render step's adapters need from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { FOOTAGE_PREFIX, JOB_FILES_PREFIX } from '../../core/jobs/blob-keys';
import { RENDER_PROCESS_ENV } from '../../render/process-env';
import { mergeDeclarations, type Declaration, type EnvNeed } from '../aws/declaration';
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
export const NARRATION_LANGUAGES = { env: { TTS }, access: [] } as const satisfies Declaration;

const footage = { feature: 'footageModel' } as const;

/**
 * The render step's footage; context footageModelId turns Nova Reel on. Bedrock writes the clip
 * with the caller's permissions, so the function may write where it asks Bedrock to.
 */
export const FOOTAGE_GENERATOR = {
  env: {
    FOOTAGE_MODEL_ID: { from: { kind: 'setting', setting: 'footageModelId' }, ...footage },
    BUCKET_NAME: { from: { kind: 'bucketName' } },
  },
  access: [
    // StartAsyncInvoke is authorised as InvokeModel, on the model and on the invocation it creates.
    { actions: ['bedrock:InvokeModel'], on: { kind: 'foundationModel', feature: 'footageModel' }, ...footage },
    { actions: ['bedrock:InvokeModel', 'bedrock:GetAsyncInvoke'], on: { kind: 'modelInvocations' }, ...footage },
    { actions: ['s3:GetObject', 's3:PutObject'], on: { kind: 'objects', prefix: FOOTAGE_PREFIX }, ...footage },
  ],
} as const satisfies Declaration;

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

/** The render step's engine: its parts' needs. */
export const RENDER_ENGINE = mergeDeclarations([ENGINE_UPLOADS, SPEECH, FOOTAGE_GENERATOR, BUNDLED_BINARIES]);
