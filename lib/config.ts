import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { clipModelByProviderId } from '../lambdas/core/clips/generated-clips';
import type { ModelEntry, ModelRole } from '../lambdas/core/models/model';
import { DEPLOYED_DEFAULTS, MODELS, modelByProviderId, type ModelKey } from '../lambdas/core/models/registry';
import { isPollyEngine, POLLY_ENGINES, type PollyEngine } from '../lambdas/adapters/render/polly-engine';
import { API_INTEGRATION_TIMEOUT_SECONDS, API_THROTTLE, RENDER_LIMIT_SECONDS, RENDER_STEPS, WAF_RATE_LIMIT, WEBHOOK_DELIVERIES } from '../lambdas/core/settings';

/**
 * Everything a deployment may change without editing code, read from CDK context
 * (`cdk deploy -c stage=prod -c alarmEmail=ops@example.com`, or cdk.json). Values
 * given on the command line arrive as strings, so each is parsed and checked here;
 * a bad value stops synthesis with a message naming the key.
 */
export interface ServiceConfig {
  /** Names resources and the API stage; only `dev` is disposable. */
  stage: string;
  /** What happens to the table, bucket and log groups when the stack is deleted. */
  removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection. */
  deletionProtection: boolean;
  /** Alarm notifications: an e-mail address subscribed to the stack's topic, and/or an existing topic. */
  alarmEmail?: string;
  alarmTopicArn?: string;
  logRetention: RetentionDays;
  /**
   * Hosted planner: the Bedrock model id of a planner in the model registry (called through the
   * inference profile the stack's Region can use). Amazon Nova 2 Lite by default; unset
   * (context bedrockPlanner=false) the built-in planner plans every brief.
   */
  plannerModelId?: string;
  /**
   * Footage for t2v_fast / i2v_fast scenes, made before its scene by a model of the registry
   * (lambdas/core/models/registry.ts), named by its provider's id: luma.ray-v2:0 or
   * amazon.nova-reel-v1:1 on Bedrock, pexels-videos-search (stock); the engine's own look when unset.
   */
  footageModelId?: string;
  /** Presenters of s2v / walk_talk scenes with a photo face: sagemaker-async-endpoint or d-id-talks; the engine's own when unset. */
  presenterModelId?: string;
  /** The SageMaker asynchronous endpoint behind sagemaker-async-endpoint, and its S3 output path (s3://bucket/prefix/). */
  presenterEndpoint?: { name: string; outputS3Uri: string };
  /** Narration with Amazon Polly (the default) instead of the bundled eSpeak NG (context polly=false). */
  polly: boolean;
  /** The Polly engine narration asks for first (lambdas/adapters/render/polly-engine.ts says what follows it). */
  pollyEngine: PollyEngine;
  /** Model ids whose end of life the deployer accepts (context allowEndOfLife, comma-separated): synth warns instead of refusing. */
  allowEndOfLife: readonly string[];
  /** Amazon Bedrock guardrail applied to briefs and scene text, on top of the built-in content rules. */
  guardrail?: { id: string; version: string };
  /** The render limit the state machine enforces (spec §8: about one hour). */
  renderLimitSeconds: number;
  /** Scenes of one job rendering at the same time (the Map state's MaxConcurrency). */
  sceneConcurrency: number;
  /**
   * Render steps running at the same time across all jobs: the render slots the fair queue admits
   * jobs into, the render-step event source's maximum concurrency and its reserved concurrency.
   */
  renderConcurrency: number;
  /** Webhook delivery functions running at the same time (event source maximum and reserved concurrency). */
  webhookConcurrency: number;
  /**
   * Reserve `renderConcurrency` and `webhookConcurrency` for their functions (the default). An
   * account whose Lambda quota cannot spare them (`npm run doctor` says) may turn it off: the event
   * sources still cap both, but other functions can then take their concurrency.
   */
  reserveConcurrency: boolean;
  /** API Gateway's integration timeout; above 29 needs a Service Quotas increase (docs/deploy.md). */
  integrationTimeoutSeconds: number;
  /** Stage-wide throttling, in front of the per-account limits the service enforces itself. */
  throttle: { rateLimit: number; burstLimit: number };
  /** An existing AWS WAF web ACL to associate with the API stage. */
  webAclArn?: string;
  /** A web ACL the stack creates (context waf=true): AWS managed rule groups and a rate-based rule per IP. */
  waf?: { rateLimit: number };
  /**
   * Create API Gateway's account-wide CloudWatch Logs role (AWS::ApiGateway::Account) with this
   * stack. Off by default: the role is a setting of the whole account and region, which a stack
   * should not take over (nor delete with a dev stack); docs/deploy.md says how to set it once.
   */
  apiGatewayCloudWatchRole: boolean;
  /**
   * Where to pin the stack (context account and region). Unset, the template names no account and
   * no region and deploys wherever `cdk deploy` points; the CLI's own default region is never pinned.
   */
  environment?: { account?: string; region?: string };
}

type Context = (key: string) => unknown;

/** Parses the context; `tryGetContext` of an App or a Stack node is the usual source. */
export function configFromContext(context: Context): ServiceConfig {
  const read = reader(context);
  const stage = read.string('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) throw new Error(`context stage: "${stage}" must be lower-case letters, digits and dashes`);
  const disposable = stage === 'dev';
  const retain = read.boolean('retain') ?? !disposable;
  const guardrailId = read.string('guardrailId');
  const integrationTimeoutSeconds = read.integer('integrationTimeoutSeconds', 1, 300) ?? API_INTEGRATION_TIMEOUT_SECONDS;
  const sceneConcurrency = read.integer('sceneConcurrency', 1, 40) ?? RENDER_STEPS.sceneConcurrency;
  const renderConcurrency = read.integer('renderConcurrency', 2, 1000) ?? RENDER_STEPS.concurrency;
  // An admitted job may run this many steps at once: more than the render slots could never be admitted.
  if (sceneConcurrency > renderConcurrency) throw new Error(`context sceneConcurrency: ${sceneConcurrency} is more than renderConcurrency (${renderConcurrency})`);
  const webAclArn = read.string('webAclArn');
  const waf = read.boolean('waf') ?? false;
  if (waf && webAclArn) throw new Error('context waf and webAclArn: a stage takes one web ACL; give one of the two');
  return {
    stage,
    removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: read.boolean('deletionProtection') ?? !disposable,
    alarmEmail: read.string('alarmEmail'),
    alarmTopicArn: read.string('alarmTopicArn'),
    logRetention: retentionDays(read.integer('logRetentionDays', 1, 3653) ?? (disposable ? 7 : 90)),
    plannerModelId: read.boolean('bedrockPlanner') === false ? undefined : registeredModel('plannerModelId', read.string('plannerModelId') ?? MODELS[DEPLOYED_DEFAULTS.planner].modelId, 'planner'),
    ...clipModelSettings(read),
    polly: read.boolean('polly') ?? true,
    pollyEngine: pollyEngine(read.string('pollyEngine') ?? MODELS[DEPLOYED_DEFAULTS.voice].modelId),
    allowEndOfLife: (read.string('allowEndOfLife') ?? '').split(',').map((id) => id.trim()).filter(Boolean),
    guardrail: guardrailId ? { id: guardrailId, version: read.string('guardrailVersion') ?? 'DRAFT' } : undefined,
    renderLimitSeconds: read.integer('renderLimitSeconds', 60, 86_400) ?? RENDER_LIMIT_SECONDS,
    sceneConcurrency,
    renderConcurrency,
    webhookConcurrency: read.integer('webhookConcurrency', 2, 1000) ?? WEBHOOK_DELIVERIES.concurrency,
    reserveConcurrency: read.boolean('reserveConcurrency') ?? true,
    integrationTimeoutSeconds,
    throttle: { rateLimit: read.integer('throttleRate', 1, 10_000) ?? API_THROTTLE.rateLimit, burstLimit: read.integer('throttleBurst', 1, 5000) ?? API_THROTTLE.burstLimit },
    webAclArn,
    // AWS WAF accepts a rate limit of 10 or more requests per evaluation window.
    waf: waf ? { rateLimit: read.integer('wafRateLimit', 10, 2_000_000_000) ?? WAF_RATE_LIMIT.requests } : undefined,
    apiGatewayCloudWatchRole: read.boolean('apiGatewayCloudWatchRole') ?? false,
    environment: read.string('account') || read.string('region') ? { account: read.string('account'), region: read.string('region') } : undefined,
  };
}

/** footageModelId and presenterModelId must name clip models of the registry; the SageMaker presenter needs its endpoint. */
function clipModelSettings(read: ReturnType<typeof reader>): Pick<ServiceConfig, 'footageModelId' | 'presenterModelId' | 'presenterEndpoint'> {
  const footageModelId = read.string('footageModelId');
  const presenterModelId = read.string('presenterModelId');
  const check = (key: string, id: string | undefined, kind: 'footage' | 'presenter') => {
    try {
      return id && clipModelByProviderId(id, kind);
    } catch (err) {
      throw new Error(`context ${key}: ${(err as Error).message}`);
    }
  };
  check('footageModelId', footageModelId, 'footage');
  const presenter = check('presenterModelId', presenterModelId, 'presenter');
  const name = read.string('presenterEndpointName');
  const outputS3Uri = read.string('presenterEndpointOutput');
  if (presenter && MODELS[presenter.key].provider === 'amazon-sagemaker' && !(name && outputS3Uri)) {
    throw new Error('context presenterModelId: a SageMaker presenter needs presenterEndpointName and presenterEndpointOutput (its S3 output path)');
  }
  if (outputS3Uri !== undefined && !/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/(.+\/)?$/.test(outputS3Uri)) {
    throw new Error(`context presenterEndpointOutput: "${outputS3Uri}" is not an s3://bucket/prefix/ path`);
  }
  return { footageModelId, presenterModelId, presenterEndpoint: name && outputS3Uri ? { name, outputS3Uri } : undefined };
}

function pollyEngine(value: string): PollyEngine {
  if (!isPollyEngine(value)) throw new Error(`context pollyEngine: "${value}" is not one of ${POLLY_ENGINES.join(', ')}`);
  return value;
}

/** A Bedrock model id of the registry in the given role (an inference-profile id names its model), as the registry spells it. */
function registeredModel(key: string, id: string | undefined, role: ModelRole): string | undefined {
  if (id === undefined) return undefined;
  const found = modelByProviderId(id);
  if (!found || found.entry.role !== role || found.entry.provider !== 'amazon-bedrock') {
    const known = Object.values(MODELS as Record<ModelKey, ModelEntry>).filter((m) => m.role === role && m.provider === 'amazon-bedrock').map((m) => m.modelId);
    throw new Error(`context ${key}: "${id}" is not a Bedrock ${role} model of the registry (lambdas/core/models/registry.ts): one of ${known.join(', ')}`);
  }
  return found.entry.modelId;
}

function reader(context: Context) {
  const raw = (key: string): string | undefined => {
    const value = context(key);
    if (value === undefined || value === null || value === '') return undefined;
    return String(value);
  };
  return {
    string: raw,
    boolean(key: string): boolean | undefined {
      const value = raw(key);
      if (value === undefined) return undefined;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new Error(`context ${key}: "${value}" is not true or false`);
    },
    integer(key: string, min: number, max: number): number | undefined {
      const value = raw(key);
      if (value === undefined) return undefined;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) throw new Error(`context ${key}: "${value}" is not an integer from ${min} to ${max}`);
      return n;
    },
  };
}

/** CloudWatch Logs accepts only certain retention periods; the nearest one not shorter is used. */
function retentionDays(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number' && v > 0).sort((a, b) => a - b);
  return (allowed.find((d) => d >= days) ?? allowed[allowed.length - 1]) as RetentionDays;
}
