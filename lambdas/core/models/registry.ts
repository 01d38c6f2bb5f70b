import type { ModelEntry, ModelRole } from './model';

/**
 * Every model and voice the service can call, declared once (issue 24). The stack's defaults, its
 * IAM grants, the synth guard, the scheduled lifecycle check, the credits a render is priced at and
 * docs/deploy.md all read this table. Lifecycle and prices are as AWS (or the provider) published
 * them on the `checked` day; the scheduled check in the deployed stack watches Bedrock's own view.
 */

const BEDROCK_LIFECYCLE = 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-lifecycle.html';
const BEDROCK_PRICING = 'https://aws.amazon.com/bedrock/pricing/';
const POLLY_PRICING = 'https://aws.amazon.com/polly/pricing/';
const POLLY_ENGINES = 'lambdas/adapters/render/polly-engine.ts';
const POLLY_SHAPES = {
  operation: 'polly:SynthesizeSpeech',
  request: 'lambdas/adapters/render/polly-speech.ts pollyRequest, pollyMarksRequest',
  response: 'lambdas/adapters/render/polly-speech.ts (PCM 16 kHz → WAV; speech marks as JSON lines)',
} as const;

export const MODELS = {
  'builtin-planner': {
    name: 'Built-in planner',
    role: 'planner',
    provider: 'builtin',
    modelId: 'builtin-planner',
    lifecycle: { state: 'Bundled' },
    regions: 'any',
    call: { operation: 'in process', request: 'lambdas/core/planning/planner.ts PlanInput', response: 'lambdas/core/planning/planner.ts Plan' },
    cost: null,
    credits: { per: 'plan', amount: 5 },
  },
  'nova-2-lite': {
    name: 'Amazon Nova 2 Lite',
    role: 'planner',
    provider: 'amazon-bedrock',
    modelId: 'amazon.nova-2-lite-v1:0',
    // Launched 2025-12-02; AWS's Nova 2 developer guide lists only inference-profile ids for it.
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-amazon-nova-2-lite.html' },
    regions: [],
    inferenceProfiles: [
      { geography: 'us', sourceRegions: ['us-east-1', 'us-east-2', 'us-west-2'], destinationRegions: ['us-east-1', 'us-east-2', 'us-west-2'] },
      { geography: 'global', sourceRegions: 'any', destinationRegions: 'all-commercial' },
    ],
    call: {
      operation: 'bedrock:InvokeModel (Converse)',
      request: 'lambdas/adapters/planner/bedrock-planner.ts bedrockPlanner (Converse, tool submit_plan)',
      response: 'lambdas/core/planning/planner.ts planSchema (the tool input)',
    },
    cost: {
      usd: 0.3,
      per: 'million input tokens',
      also: { usd: 2.5, per: 'million output tokens' },
      source: BEDROCK_PRICING,
      note: 'a brief is planned in one or two Converse calls of about 2,000 tokens each way: under $0.02',
    },
    credits: { per: 'plan', amount: 5 },
  },

  'procedural-footage': {
    name: 'Procedural footage (built in)',
    role: 'footage',
    provider: 'builtin',
    modelId: 'procedural-footage',
    lifecycle: { state: 'Bundled' },
    regions: 'any',
    call: { operation: 'in process', request: 'lambdas/render/ports.ts FootageRequest', response: 'lambdas/render/ports.ts FrameSource' },
    cost: null,
    credits: { per: 'second', scenes: { t2v_fast: 3, i2v_fast: 3 } },
  },
  'luma-ray2': {
    name: 'Luma Ray2 on Amazon Bedrock',
    role: 'footage',
    provider: 'amazon-bedrock',
    modelId: 'luma.ray-v2:0',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: BEDROCK_LIFECYCLE },
    regions: ['us-west-2'],
    call: {
      operation: 'bedrock:InvokeModel (StartAsyncInvoke), bedrock:GetAsyncInvoke',
      request: 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-luma.html (prompt, aspect_ratio, duration 5s|9s, resolution 540p|720p)',
      response: 'output.mp4 under the invocation folder of outputDataConfig.s3OutputDataConfig',
    },
    cost: {
      usd: 0.75,
      per: 'second of video',
      also: { usd: 1.5, per: 'second of video at 720p' },
      source: BEDROCK_PRICING,
      note: '540p; billed through AWS Marketplace; clips are 5 s or 9 s',
    },
    // A credit covers at least one cent of provider cost: draft (×1) is the 540p price, standard (×2) the 720p one.
    credits: { per: 'second', scenes: { t2v_fast: 75, i2v_fast: 75 } },
    // Bedrock documents text-to-video only for Ray2 (model-parameters-luma.html).
    clips: { seconds: [5, 9], takesImage: false },
  },
  'nova-reel': {
    name: 'Amazon Nova Reel 1.1',
    role: 'footage',
    provider: 'amazon-bedrock',
    modelId: 'amazon.nova-reel-v1:1',
    lifecycle: { state: 'Legacy', checked: '2026-11-25', legacySince: '2026-03-30', endOfLife: '2026-09-30', source: BEDROCK_LIFECYCLE },
    regions: ['us-east-1'],
    call: {
      operation: 'bedrock:InvokeModel (StartAsyncInvoke), bedrock:GetAsyncInvoke',
      request: 'lambdas/adapters/render/nova-reel.ts novaReelInput',
      response: 'output.mp4 (1280×720, 6 s, 24 fps) under the invocation folder of outputDataConfig.s3OutputDataConfig',
    },
    cost: { usd: 0.08, per: 'second of video', source: BEDROCK_PRICING, note: '1280×720 only' },
    credits: { per: 'second', scenes: { t2v_fast: 8, i2v_fast: 8 } },
    clips: { seconds: [6], takesImage: true },
  },
  'pexels-stock': {
    name: 'Pexels stock video',
    role: 'footage',
    provider: 'pexels',
    modelId: 'pexels-videos-search',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://www.pexels.com/api/documentation/' },
    regions: 'any',
    call: {
      operation: 'GET https://api.pexels.com/videos/search',
      request: 'https://www.pexels.com/api/documentation/#videos-search (query, orientation, per_page)',
      response: 'https://www.pexels.com/api/documentation/#the-video-resource (video_files with width, height, link)',
    },
    cost: { usd: 0, per: 'clip', source: 'https://www.pexels.com/api/documentation/', note: 'free under the Pexels licence; rate limited per key' },
    credits: { per: 'second', scenes: { t2v_fast: 1, i2v_fast: 1 } },
    clips: { seconds: [], takesImage: false },
  },

  'illustrated-presenter': {
    name: 'Illustrated presenter (built in)',
    role: 'presenter',
    provider: 'builtin',
    modelId: 'illustrated-presenter',
    lifecycle: { state: 'Bundled' },
    regions: 'any',
    call: { operation: 'in process', request: 'lambdas/render/ports.ts PresenterRequest', response: 'lambdas/render/ports.ts FrameSource' },
    cost: null,
    credits: { per: 'second', scenes: { s2v: 4, walk_talk: 5 } },
  },
  'sagemaker-presenter': {
    name: 'Talking-head model on an Amazon SageMaker asynchronous endpoint',
    role: 'presenter',
    provider: 'amazon-sagemaker',
    modelId: 'sagemaker-async-endpoint',
    lifecycle: { state: 'DeployerManaged', note: 'the deployer runs the endpoint and the model behind it' },
    regions: 'any',
    call: {
      operation: 'sagemaker:InvokeEndpointAsync',
      request: 'face image and narration audio in S3 (docs/deploy.md, presenter endpoint contract)',
      response: 'an MP4 in S3 at the OutputLocation the call returns',
    },
    cost: null,
    credits: { per: 'second', scenes: { s2v: 4, walk_talk: 5 } },
    clips: { seconds: [], takesImage: true },
  },
  'd-id-talks': {
    name: 'D-ID Talks API',
    role: 'presenter',
    provider: 'd-id',
    modelId: 'd-id-talks',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://docs.d-id.com/reference/talks-overview' },
    regions: 'any',
    call: {
      operation: 'POST https://api.d-id.com/talks, GET /talks/{id}',
      request: 'https://docs.d-id.com/reference/talks-overview (source_url image, script of type audio)',
      response: 'https://docs.d-id.com/reference/talks-overview (status done, result_url MP4)',
    },
    // D-ID sells API minutes in plans and publishes no per-second price; the credits follow the built-in presenter's until one is measured.
    cost: null,
    credits: { per: 'second', scenes: { s2v: 4, walk_talk: 5 } },
    clips: { seconds: [], takesImage: true },
  },

  'espeak-ng': {
    name: 'eSpeak NG (bundled voice)',
    role: 'voice',
    provider: 'builtin',
    modelId: 'espeak-ng',
    lifecycle: { state: 'Bundled' },
    regions: 'any',
    call: { operation: 'in process', request: 'lambdas/render/ports.ts SpeechRequest', response: 'lambdas/render/ports.ts Speech (WAV, word timings)' },
    cost: null,
    credits: { per: 'included' },
  },
  'polly-neural': {
    name: 'Amazon Polly neural voices',
    role: 'voice',
    provider: 'amazon-polly',
    modelId: 'neural',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://docs.aws.amazon.com/polly/latest/dg/neural-voices.html' },
    regions: 'per-voice',
    call: { ...POLLY_SHAPES, request: `${POLLY_SHAPES.request}; engine choice ${POLLY_ENGINES}` },
    cost: { usd: 16, per: 'million characters', source: POLLY_PRICING },
    credits: { per: 'included' },
  },
  'polly-long-form': {
    name: 'Amazon Polly long-form voices',
    role: 'voice',
    provider: 'amazon-polly',
    modelId: 'long-form',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://docs.aws.amazon.com/polly/latest/dg/long-form-voices.html' },
    regions: 'per-voice',
    call: { ...POLLY_SHAPES, request: `${POLLY_SHAPES.request}; engine choice ${POLLY_ENGINES}` },
    cost: { usd: 100, per: 'million characters', source: POLLY_PRICING },
    credits: { per: 'included' },
  },
  'polly-generative': {
    name: 'Amazon Polly generative voices',
    role: 'voice',
    provider: 'amazon-polly',
    modelId: 'generative',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://docs.aws.amazon.com/polly/latest/dg/generative-voices.html' },
    regions: 'per-voice',
    call: { ...POLLY_SHAPES, request: `${POLLY_SHAPES.request}; engine choice ${POLLY_ENGINES}`, response: `${POLLY_SHAPES.response}; no speech marks` },
    cost: { usd: 30, per: 'million characters', source: POLLY_PRICING },
    credits: { per: 'included' },
  },
  'polly-standard': {
    name: 'Amazon Polly standard voices',
    role: 'voice',
    provider: 'amazon-polly',
    modelId: 'standard',
    lifecycle: { state: 'Active', checked: '2026-11-25', source: 'https://docs.aws.amazon.com/polly/latest/dg/standard-voices.html' },
    regions: 'per-voice',
    call: { ...POLLY_SHAPES, request: `${POLLY_SHAPES.request}; engine choice ${POLLY_ENGINES}` },
    cost: { usd: 4, per: 'million characters', source: POLLY_PRICING },
    credits: { per: 'included' },
  },
} as const satisfies Record<string, ModelEntry>;

export type ModelKey = keyof typeof MODELS;

/** The model of each role a render uses when the deployment names none: the built-in ones, which need nothing. */
export const BUILTIN_MODELS = {
  planner: 'builtin-planner',
  footage: 'procedural-footage',
  presenter: 'illustrated-presenter',
  voice: 'espeak-ng',
} as const satisfies Record<ModelRole, ModelKey>;

/** What a fresh `cdk deploy` uses (lib/config.ts): a hosted planner and Polly; footage and presenters stay built in until chosen. */
export const DEPLOYED_DEFAULTS = {
  planner: 'nova-2-lite',
  voice: 'polly-neural',
} as const satisfies Partial<Record<ModelRole, ModelKey>>;

export function modelEntry(key: ModelKey): ModelEntry {
  return MODELS[key];
}

/** The registry entry of a provider's model id (a Bedrock id, or an inference-profile id of one), if any. */
export function modelByProviderId(id: string): { key: ModelKey; entry: ModelEntry } | undefined {
  const bare = id.replace(/^(us|eu|apac|jp|au|global)\./, '');
  const found = (Object.entries(MODELS) as [ModelKey, ModelEntry][]).find(([, entry]) => entry.modelId === bare);
  return found && { key: found[0], entry: found[1] };
}

export function isModelKey(value: string): value is ModelKey {
  return Object.hasOwn(MODELS, value);
}
